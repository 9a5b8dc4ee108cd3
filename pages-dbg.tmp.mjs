import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 375, height: 700 } });
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 200)));
page.on('pageerror', (e) => console.log('pageerror', e.message));
await page.goto(`http://127.0.0.1:8931${process.argv[2]}`, { waitUntil: 'networkidle' });
await page.waitForTimeout(1500);
console.log(await page.evaluate(() => {
  const app = document.querySelector('portfolio-app');
  const el = app?.shadowRoot?.querySelector('book-list, event-list');
  return JSON.stringify({ url: location.href, el: el?.outerHTML.slice(0, 200), navs: [...(el?.shadowRoot?.querySelectorAll('nav') ?? [])].map((n) => n.outerHTML.slice(0, 300)), h3: el?.shadowRoot?.querySelectorAll('h3').length });
}));
await browser.close();
