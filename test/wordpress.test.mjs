// A publisher who can't add a script (issue 28), in a real WordPress (Debian's 6.1, scripts/testing/wordpress.mjs):
// an Author, whose HTML WordPress filters, pastes the site's links, each on a line of its own; WordPress discovers
// their oEmbed, keeps our blockquote and frame, sandboxes the frame, and sizes it from the height our embed page posts.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { CONTENT, launchBrowser, servePublished, serveSite, textOf, watchErrors } from './helpers.mjs';
import { startWordPress } from '../scripts/testing/wordpress.mjs';

let site, browser, published, wordpress, postUrl;
const [book] = CONTENT.books;
const everyBook = CONTENT.books.length + CONTENT.covers.length;
/**
 * The links the Author pastes: a book in the three languages, the books page, the events page (twice), every
 * portfolio section (whichever has the tallest illustrations); what each embeds. A list has its number of entries,
 * and the text and page of the link that follows it when its embed shows fewer.
 */
const LINKS = [
  { path: `${book.id}/`, lang: 'en', tag: 'book-list', list: { total: 1 } },
  { path: `it/${book.id}/`, lang: 'it', tag: 'book-list', list: { total: 1 } },
  { path: `fr/${book.id}/`, lang: 'fr', tag: 'book-list', list: { total: 1 } },
  { path: 'books/', lang: 'en', tag: 'book-list', list: { total: everyBook, seeAll: 'find:SEE_ALL', page: 'books/' } },
  {
    path: 'events/',
    lang: 'en',
    tag: 'event-list',
    list: { total: CONTENT.events.length, seeAll: 'EVENTS.SEE_MORE', page: 'events/' },
  },
  {
    path: 'it/events/',
    lang: 'it',
    tag: 'event-list',
    list: { total: CONTENT.events.length, seeAll: 'EVENTS.SEE_MORE', page: 'events/' },
  },
  ...CONTENT.sections.map(({ slug }) => ({ path: `portfolio/${slug}/`, lang: 'en', tag: 'portfolio-gallery' })),
];
const link = ({ path }) => new URL(path, published.url).href;

/** A pasted link, as WordPress's editor saves it: an embed block around the address on a line of its own. */
const embedBlock = (url) =>
  `<!-- wp:embed {"url":"${url}","type":"rich"} -->\n<figure class="wp-block-embed is-type-rich"><div class="wp-block-embed__wrapper">\n${url}\n</div></figure>\n<!-- /wp:embed -->`;

before(async () => {
  site = await serveSite();
  // A large desktop's screen, where an illustration is tallest (src/embed.ts): playwright's emulated screen does not
  // reach WordPress's sandboxed frames, the browser's own does.
  browser = await launchBrowser(['--screen-info={1280x1440}']);
  published = await servePublished(site.url);
  wordpress = await startWordPress(published.url);
  const paragraph = '<!-- wp:paragraph -->\n<p>Books, events and pictures we love:</p>\n<!-- /wp:paragraph -->';
  postUrl = await wordpress.post(
    'Our favourites',
    [paragraph, ...LINKS.map((entry) => embedBlock(link(entry)))].join('\n\n'),
  );
});
after(async () => {
  await wordpress?.close();
  await browser?.close();
  await published?.close();
  await site?.close();
});

test("the editor's preview of a pasted link is the page's embed, as WordPress keeps it", async () => {
  for (const entry of LINKS) {
    const preview = await wordpress.preview(link(entry));
    assert.equal(preview.type, 'rich', link(entry));
    assert.match(preview.html, new RegExp(`^<blockquote[^>]*><a href="${link(entry)}">`), link(entry));
    assert.match(preview.html, /<iframe [^>]*sandbox="allow-scripts"/, link(entry));
  }
});

test("the post's HTML: each link became our embed page in WordPress's sandbox, after its blockquote of links", async () => {
  const html = await (await fetch(postUrl)).text();
  const frames = [...html.matchAll(/<iframe [^>]*>/g)].map(([tag]) => tag);
  assert.equal(frames.length, LINKS.length, frames.join('\n'));
  for (const [i, entry] of LINKS.entries()) {
    const frame = frames[i];
    const secret = frame.match(/ data-secret="(\w+)"/)?.[1];
    assert.ok(secret, frame);
    assert.match(frame, /class="wp-embedded-content" sandbox="allow-scripts" security="restricted"/);
    const src = new URL(frame.match(/ src="([^"]*)"/)[1].replaceAll('&#038;', '&'));
    assert.equal(src.origin + src.pathname, `${new URL(published.url).origin}/embed/${entry.tag}/`, frame);
    assert.equal(src.searchParams.get('lang'), entry.lang, frame);
    assert.equal(src.hash, `#?secret=${secret}`, frame);
    assert.ok(
      html.includes(`<blockquote class="wp-embedded-content" data-secret="${secret}"><a href="${link(entry)}">`),
      `${entry.path}: its blockquote of links`,
    );
  }
  // The blockquotes are why WordPress loads the script that resizes the frames.
  assert.match(html, /<script [^>]*src=['"][^'"]*wp-includes\/js\/wp-embed(\.min)?\.js/);
});

/** How tall WordPress shows a frame at most (wp-embed.js clamps the height it is told to 200-1000 px). */
const WORDPRESS_MOST = 1000;

for (const width of [375, 1280]) {
  test(`at ${width} px, in Chromium: each frame shows its page in its language, whole, within WordPress's ${WORDPRESS_MOST} px, a cut list links to the whole one, and links open at the top`, async () => {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    const errors = watchErrors(page);
    try {
      await page.goto(postUrl);
      const frames = page.locator('iframe.wp-embedded-content');
      for (const [i, entry] of LINKS.entries()) {
        await frames.nth(i).scrollIntoViewIfNeeded(); // Chrome renders a frame of another origin once in view
        const frame = await (await frames.nth(i).elementHandle()).contentFrame();
        await frame.waitForFunction(
          (tag) =>
            [...(document.querySelector(tag)?.shadowRoot?.querySelectorAll('img') ?? [])].every(
              (img) => img.loading === 'lazy' || (img.complete && img.naturalWidth > 0),
            ) && document.querySelector(tag)?.shadowRoot?.querySelector('.root')?.firstElementChild,
          entry.tag,
        );
        const lang = await frame.evaluate(
          (tag) => document.querySelector(tag).shadowRoot.querySelector('.root').lang,
          entry.tag,
        );
        assert.equal(lang, entry.lang, entry.path);
        // WordPress shows the frame (until then clipped) and sets its height from our message: the content's own,
        // which must be within what WordPress allows, so that nothing of it is cut.
        await page.waitForFunction(
          (el) => !el.style.clip && el.style.position !== 'absolute',
          await frames.nth(i).elementHandle(),
        );
        const content = await frame.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));
        assert.ok(content <= WORDPRESS_MOST, `${entry.path} at ${width} px: its content is ${content} px tall`);
        const frameHeight = () => frames.nth(i).evaluate((el) => el.getBoundingClientRect().height);
        await page
          .waitForFunction(
            ([el, height]) => Math.abs(el.getBoundingClientRect().height - height) <= 1,
            [await frames.nth(i).elementHandle(), content],
          )
          .catch(() => undefined);
        assert.ok(
          Math.abs((await frameHeight()) - content) <= 1,
          `${entry.path}: frame ${await frameHeight()} px, content ${content} px`,
        );
        const [scrolled, inView] = await frame.evaluate(() => [document.documentElement.scrollHeight, innerHeight]);
        assert.ok(scrolled <= inView + 1, `${entry.path}: ${scrolled} px to scroll in a frame ${inView} px tall`);
        if (entry.list) {
          // However many entries there are, the embed shows what fits, then a link to all of them if some are left out.
          const shown = await frame.evaluate(
            (tag) => document.querySelector(tag).shadowRoot.querySelectorAll('article').length,
            entry.tag,
          );
          assert.ok(shown >= 1 && shown <= entry.list.total, `${entry.path}: ${shown} of ${entry.list.total}`);
          const seeAll = frame.locator(entry.tag).locator('[part="see-all"]');
          if (shown === entry.list.total) assert.equal(await seeAll.count(), 0, `${entry.path}: nothing left out`);
          else {
            assert.equal(await seeAll.getAttribute('href'), link({ path: entry.list.page }), entry.path);
            const name = textOf(entry.list.seeAll, entry.lang);
            assert.ok(await frame.getByRole('link', { name, exact: true }).isVisible(), `${entry.path}: "${name}"`);
          }
        }
        if (entry.tag === 'portfolio-gallery') {
          // The illustration shows whole: a carousel sized by the frame's own viewport would shrink with each height.
          const [art, track] = await frame.evaluate(() =>
            ['.glide__slide:not([inert]) img', '.glide__track'].map((selector) => {
              const { bottom, height } = document
                .querySelector('portfolio-gallery')
                .shadowRoot.querySelector(selector)
                .getBoundingClientRect();
              return { bottom, height };
            }),
          );
          assert.ok(art.bottom <= track.bottom + 1 && art.height >= 200, JSON.stringify({ art, track }));
        }
      }
      if (width < 600) {
        // The books page's "See all", from the keyboard: WordPress opens the site's books page at the top.
        const books = LINKS.findIndex((entry) => entry.list?.page === 'books/');
        const frame = await (await frames.nth(books).elementHandle()).contentFrame();
        await frame.locator('[part="see-all"]').focus();
        await page.keyboard.press('Enter');
        await page.waitForURL(link({ path: 'books/' }));
      } else {
        // A book's title, from the keyboard too: a click could land while WordPress still resizes the frames above it.
        const first = await (await frames.first().elementHandle()).contentFrame();
        await first.locator('book-list').getByRole('link', { name: book.title }).first().focus();
        await page.keyboard.press('Enter');
        await page.waitForURL(link(LINKS[0]));
      }
      assert.deepEqual(errors, []);
    } finally {
      await page.close();
    }
  });
}
