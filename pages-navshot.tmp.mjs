import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const route of ['/books/page/2/', '/events/page/2/', '/portfolio/competition-2019/page/2/'])
  for (const width of [375, 1280])
    for (const theme of ['light', 'dark']) {
      const page = await browser.newPage({ viewport: { width, height: 700 }, colorScheme: theme });
      const errors = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      await page.goto(`http://127.0.0.1:8931${route}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      const find = () => {
        const app = document.querySelector('portfolio-app').shadowRoot;
        const inner = app.querySelector('book-list, event-list')?.shadowRoot ?? app;
        return [...inner.querySelectorAll('nav[part="pages"]')].pop();
      };
      const nav = await page.waitForFunction(find);
      await nav.evaluate((n) => n.scrollIntoView({ block: 'center' }));
      await page.waitForTimeout(300);
      const box = await nav.boundingBox();
      const name = `${route.replaceAll('/', '-').replace(/^-|-$/g, '')}-${width}-${theme}`;
      await page.screenshot({ path: `/tmp/pages-shots/nav-${name}.png`, clip: { x: 0, y: Math.max(0, box.y - 250), width, height: box.height + 330 } });
      const info = await nav.evaluate((n) => ({ label: n.getAttribute('aria-label'), current: n.querySelector('[aria-current]')?.textContent, links: n.querySelectorAll('a').length }));
      console.log(name, JSON.stringify(info), await page.title(), errors.join(' | ').slice(0, 200));
      await page.close();
    }
await browser.close();
