// "Where to find it" on the built site: from any book to a shop or a library in two clicks, in each language, with
// no request leaving the site before the click and no referrer after it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { untilHydrated, useSiteAndBrowser } from './helpers.mjs';

const shared = useSiteAndBrowser();
const BOOKS = ['sentichemusica', 'aspassotraipianeti', 'passionelego', 'robot', 'formulauno'];

/** A fresh visitor reading `lang`; every request the browser makes, and any page that leaves the site answered here. */
async function visitor(lang) {
  const context = await shared.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: lang });
  const requests = [];
  context.on('request', (request) => requests.push(request));
  const site = new URL(shared.site.url).origin;
  // Off the site nothing is really fetched: the shop answers from here (the test sees the request all the same).
  await context.route(
    (url) => url.origin !== site,
    (route) => route.fulfill({ contentType: 'text/html', body: '<title>elsewhere</title>' }),
  );
  const offSite = () =>
    requests.filter((request) => !request.url().startsWith(site) && !/^(data|blob):/.test(request.url()));
  return { context, page: await context.newPage(), offSite };
}

for (const lang of ['en', 'it', 'fr']) {
  test(`${lang}: every book leads to its publisher and at least one shop or library, and nothing leaves the site before a click`, async () => {
    const { context, page, offSite } = await visitor(lang);
    try {
      await page.goto(`${shared.site.url}#/books`);
      await untilHydrated(page);
      const cards = page.locator('book-list article');
      await cards.first().locator('ul a').first().waitFor();
      assert.equal(await cards.count(), BOOKS.length);
      for (let i = 0; i < BOOKS.length; i++)
        assert.ok((await cards.nth(i).locator('ul a').count()) >= 2, `card ${i + 1}`);
      for (const id of BOOKS) {
        // First click: the book's page, where the same places are listed under a heading.
        await page.locator(`book-list article h3 a[href$="/${id}/"]`).click();
        const links = page.locator('portfolio-app main ul a');
        await links.first().waitFor();
        assert.ok((await links.count()) >= 2, id);
        await page
          .locator('portfolio-app main')
          .getByRole('heading', { level: 2, name: /^(Where to find it|Dove trovarlo|Où le trouver)$/ })
          .waitFor();
        await page.goBack();
        await cards.first().locator('ul a').first().waitFor();
      }
      await page.waitForLoadState('networkidle');
      assert.deepEqual(
        offSite().map((request) => request.url()),
        [],
        'no request leaves the site before a click',
      );
      // Second click: a shop, with the book's ISBN, and without telling it where the visitor came from.
      await page.locator('book-list article h3 a[href$="/robot/"]').click();
      const shop = page.locator('portfolio-app main ul a').nth(1);
      const href = await shop.getAttribute('href');
      assert.match(href, /9788800000055/);
      await shop.click();
      await page.waitForURL(href);
      const [request] = offSite();
      assert.equal(request?.url(), href);
      assert.equal((await request.allHeaders()).referer, undefined, 'no referrer');
    } finally {
      await context.close();
    }
  });
}
