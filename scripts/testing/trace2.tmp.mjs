import { chromium } from 'playwright-core';
import { startServer } from '../servers/serve.mjs';
const site = await startServer({ root: process.argv[2], port: 0, quiet: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
for (const variant of ['remove host', 'remove img only', 'strip then remove', 'detach main']) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(site.url + 'portfolio/');
  await page.waitForTimeout(3000);
  const seen = [];
  page.on('request', (r) => seen.push(r.url()));
  await page.evaluate((variant) => {
    const g = document.querySelector('portfolio-app').shadowRoot.querySelector('portfolio-gallery');
    const img = [...g.shadowRoot.querySelectorAll('img[loading=lazy]')][0];
    if (variant === 'remove host') g.remove();
    if (variant === 'remove img only') img.parentElement.remove();
    if (variant === 'strip then remove') {
      for (const s of img.parentElement.children) {
        s.removeAttribute('srcset');
        s.removeAttribute('src');
      }
      img.parentElement.remove();
    }
    if (variant === 'detach main')
      document.querySelector('portfolio-app').shadowRoot.querySelector('main').replaceChildren();
  }, variant);
  await page.waitForTimeout(1500);
  console.log(
    variant,
    seen.length,
    seen.slice(0, 3).map((u) => u.slice(-30)),
  );
  await page.close();
}
await browser.close();
await site.close();
