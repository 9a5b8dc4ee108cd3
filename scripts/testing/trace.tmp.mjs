import { chromium } from 'playwright-core';
import { slowNetwork } from './slow-network.mjs';
import { startServer } from '../servers/serve.mjs';
const site = await startServer({ root: process.argv[2], port: 0, quiet: true });
const net = await slowNetwork(site.url);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.goto(net.url + 'portfolio/');
await page.waitForTimeout(6000);
const t0 = Date.now();
const cdp = await page.context().newCDPSession(page);
await cdp.send('Network.enable');
let shown = 0;
cdp.on('Network.requestWillBeSent', (e) => {
  if (e.request.url.includes('page-0') && shown++ < 2)
    console.log('req', Date.now() - t0, e.request.url, JSON.stringify(e.initiator).slice(0, 1500));
});
const link = page.locator('nav a[href="/bio/"]').first();
console.log(
  await page.evaluate(() =>
    customElements.get('portfolio-gallery').prototype.disconnectedCallback.toString().slice(0, 300),
  ),
);
console.log(
  await page.evaluate(() =>
    [...document.querySelector('portfolio-app').shadowRoot.querySelectorAll('portfolio-gallery')]
      .map((g) =>
        [...g.shadowRoot.querySelectorAll('img')]
          .slice(0, 6)
          .map(
            (i) =>
              `${i.getAttribute('loading')} ${i.complete} ${i.currentSrc.slice(-30)} ${i.getAttribute('sizes')} ${i.parentElement.localName}`,
          ),
      )
      .join('\n'),
  ),
);
await page.evaluate(() => {
  window.__log = [];
  const tick = () => {
    const g = document.querySelector('portfolio-app').shadowRoot.querySelector('portfolio-gallery');
    const imgs = g ? [...g.shadowRoot.querySelectorAll('img')] : [];
    const r = imgs.map((i) => i.getBoundingClientRect()).filter((b) => b.width > 0);
    window.__log.push([
      Math.round(performance.now()),
      !!g,
      g?.isConnected,
      imgs.length,
      r.length,
      r.filter((b) => b.top < 2000 && b.bottom > -1000 && b.left < 3000 && b.right > -1500).length,
      document.querySelector('portfolio-app').shadowRoot.querySelector('main')?.textContent.slice(0, 30),
    ]);
    if (window.__log.length < 200) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
});
await link.hover();
await page.waitForTimeout(200);
console.log('click', Date.now() - t0);
await link.click();
await page.waitForTimeout(2000);
const log = await page.evaluate(() => window.__log);
const starts = await page.evaluate(() =>
  performance
    .getEntriesByType('resource')
    .filter((e) => e.name.includes('page-03'))
    .map((e) => Math.round(e.startTime)),
);
console.log('page-03 start', starts);
let last = '';
for (const l of log) {
  const k = JSON.stringify(l.slice(1));
  if (k !== last) console.log(JSON.stringify(l));
  last = k;
}
await browser.close();
await net.close();
await site.close();
