import { chromium } from 'playwright-core';
import puppeteer from 'puppeteer-core';
import { startServer } from '../servers/serve.mjs';
const site = await startServer({ root: process.argv[2], port: 0, quiet: true });
const html = `<div style="height:5000px"></div><div id=i></div>`;
const fill = () => {
  const h = document.getElementById('i');
  h.attachShadow({ mode: 'open' }).innerHTML =
    '<picture><source type="image/avif" srcset="/images/portfolio/page-05-1280.avif 1280w" sizes="auto"><img loading=lazy sizes="auto" width=100 height=100 src="/images/portfolio/page-05-1280.avif"></picture>';
};
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();
const seen = [];
page.on('request', (r) => seen.push(r.url()));
await page.goto(site.url + 'data/');
await page.evaluate((h) => {
  document.body.insertAdjacentHTML('beforeend', h);
}, html);
await page.evaluate(fill);
await page.waitForTimeout(1000);
console.log('chromium before removal', seen.filter((u) => u.includes('page-05')).length);
await page.evaluate(() => document.getElementById('i').remove());
await page.waitForTimeout(1000);
console.log('chromium after removal', seen.filter((u) => u.includes('page-05')).length);
await browser.close();
const ff = await puppeteer.launch({ browser: 'firefox', executablePath: '/usr/bin/firefox-esr', headless: true });
const p2 = await ff.newPage();
const seen2 = [];
p2.on('request', (r) => {
  seen2.push(r.url());
});
await p2.goto(site.url + 'data/');
await p2.evaluate((h) => {
  document.body.insertAdjacentHTML('beforeend', h);
}, html);
await p2.evaluate(fill);
await new Promise((r) => setTimeout(r, 1000));
console.log('firefox before removal', seen2.filter((u) => u.includes('page-05')).length);
await p2.evaluate(() => document.getElementById('i').remove());
await new Promise((r) => setTimeout(r, 1000));
console.log('firefox after removal', seen2.filter((u) => u.includes('page-05')).length);
await ff.close();
await site.close();
