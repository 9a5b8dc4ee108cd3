// "Where to find it" on the built site: from any book to a shop or a library in two clicks, in each language, with
// no request leaving the site before the click and no referrer after it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CONTENT, untilHydrated, useSiteAndBrowser } from './helpers.mjs';

const shared = useSiteAndBrowser();
/** The books on the shelf, as the site was built (her books, then her covers); those with an ISBN have shops. */
const BOOKS = [...CONTENT.books, ...CONTENT.covers].map((book) => book.id);
const withIsbn = BOOKS.filter((id) => CONTENT.places[id].editions.length);

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
  test(`${lang}: every book with an ISBN leads to its publisher and at least one shop or library, and nothing leaves the site before a click`, async () => {
    const { context, page, offSite } = await visitor(lang);
    try {
      await page.goto(`${shared.site.url}#/books`);
      await untilHydrated(page);
      const cards = page.locator('book-list article');
      await cards.first().locator('ul a').first().waitFor();
      assert.equal(await cards.count(), BOOKS.length);
      for (const id of withIsbn)
        assert.ok((await cards.nth(BOOKS.indexOf(id)).locator('ul a').count()) >= 2, `the card of ${id}`);
      for (const id of withIsbn) {
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
      await page.locator(`book-list article h3 a[href$="/${withIsbn[0]}/"]`).click();
      const shop = page.locator('portfolio-app main ul a').nth(1);
      const href = await shop.getAttribute('href');
      assert.ok(
        CONTENT.places[withIsbn[0]].editions.some((edition) => href.includes(edition.isbn)),
        `${href}: an ISBN of ${withIsbn[0]}`,
      );
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
