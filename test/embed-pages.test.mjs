// Embedding where a script can't go (issue 28): the embed pages (dist/embed/<tag>/) in WordPress's sandbox and in a
// publisher's iframe on another origin, the oEmbed JSON of every page that announces one, and the README's snippets
// with the site's scripts blocked.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { describe, test } from 'node:test';
import sharp from 'sharp';
import { CONTENT, elementTags, serveHostPage, useSiteAndBrowser, watchErrors } from './helpers.mjs';
import { FRAME } from '../scripts/build/docs.mjs';

const shared = useSiteAndBrowser();
const { siteUrl } = JSON.parse(fs.readFileSync('content/settings.json', 'utf8'));
/** The published address as the local server serves it. */
const local = (url) => new URL(`${new URL(url).pathname}${new URL(url).search}`, shared.site.url).href;
const TAGS = elementTags().filter((tag) => tag !== 'portfolio-app');
/** The tags with an embed page (scripts/build/embed-pages.mjs), as the build wrote them. */
const EMBEDDED = fs
  .readdirSync('dist/embed', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const [book] = CONTENT.books;

/** A page of another origin with `body` (and `style` on its <html>); the site's published address answered by the
 * local server. */
async function open(body, viewport = { width: 900, height: 900 }, { style = '', ...options } = {}) {
  const host = await serveHostPage(
    `<!doctype html><html lang="en" style="${style}"><head><meta charset="utf-8"><title>A publisher</title><link rel="icon" href="data:,"></head><body>${body}</body></html>`,
  );
  const page = await shared.browser.newPage({ viewport, ...options });
  await page.route(`${siteUrl}**`, async (route) =>
    route.fulfill({ response: await route.fetch({ url: local(route.request().url()) }) }),
  );
  const errors = watchErrors(page);
  await page.goto(host.url);
  return {
    page,
    errors,
    close: () =>
      page
        .unrouteAll({ behavior: 'ignoreErrors' })
        .then(() => page.close())
        .then(host.close),
  };
}

/** The element inside the frame, once rendered with every picture in view loaded. */
async function rendered(frame, tag) {
  await frame.waitForFunction(
    (t) => document.querySelector(t)?.shadowRoot?.querySelector('.root')?.firstElementChild,
    tag,
  );
  await frame.waitForFunction(
    (t) =>
      [...document.querySelector(t).shadowRoot.querySelectorAll('img')].every(
        (img) => img.loading === 'lazy' || (img.complete && img.naturalWidth > 0),
      ),
    tag,
  );
  return frame.evaluate((t) => document.querySelector(t).shadowRoot.querySelector('.root').lang, tag);
}

describe('oEmbed', () => {
  test('every book, the books page, each portfolio section and the events page announce a valid oEmbed JSON, in every language', async () => {
    const sitemap = await (await fetch(new URL('sitemap.xml', shared.site.url))).text();
    const pages = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, url]) => url);
    const announced = [];
    for (const url of pages) {
      const html = await (await fetch(local(url))).text();
      const href = html.match(/<link rel="alternate" type="application\/json\+oembed" href="([^"]*)"/)?.[1];
      if (!href) continue;
      announced.push(new URL(url).pathname);
      assert.ok(href.startsWith(siteUrl), `${url}: absolute, on the site's address: ${href}`);
      const json = await (await fetch(local(href))).json();
      assert.equal(json.version, '1.0', href);
      assert.equal(json.type, 'rich', href);
      for (const key of ['title', 'provider_name', 'provider_url', 'thumbnail_url', 'html'])
        assert.equal(typeof json[key], 'string', `${href}: ${key}`);
      for (const key of ['thumbnail_width', 'thumbnail_height', 'width', 'height'])
        assert.ok(json[key] > 0, `${href}: ${key}`);
      assert.equal((await fetch(local(json.thumbnail_url))).status, 200, json.thumbnail_url);
      // As WordPress keeps it: a blockquote of plain links, then one empty iframe, nothing else.
      const [, quote, src, width, height] =
        json.html.match(
          /^<blockquote>(.*?)<\/blockquote><iframe src="([^"]*)" width="(\d+)" height="(\d+)" title="[^"]*" frameborder="0"><\/iframe>$/,
        ) ?? [];
      assert.ok(quote, `${href}: ${json.html}`);
      assert.equal(json.html.split('<iframe').length, 2, href);
      assert.ok(quote.includes(`<a href="${url}">`), `${href}: the blockquote links the page`);
      assert.deepEqual([Number(width), Number(height)], [json.width, json.height], href);
      assert.equal((await fetch(local(src.replaceAll('&amp;', '&')))).status, 200, src);
    }
    const sections = CONTENT.sections.map((section) => `/portfolio/${section.slug}/`);
    const expected = [
      '/books/',
      '/events/',
      ...sections,
      ...[...CONTENT.books, ...CONTENT.covers].map((entry) => `/${entry.id}/`),
    ];
    for (const lang of ['', '/it', '/fr'])
      for (const path of expected)
        assert.ok(announced.includes(`${lang}${path}`), `${lang}${path} announces its oEmbed`);
    assert.equal(announced.length, expected.length * 3);
  });
});

describe('the embed pages', () => {
  test('any site may frame them; the rest of the site, none', async () => {
    const policy = async (path) => (await fetch(new URL(path, shared.site.url))).headers.get('content-security-policy');
    assert.ok(
      ['book-list', 'portfolio-gallery', 'event-list'].every((tag) => EMBEDDED.includes(tag)),
      EMBEDDED.join(' '),
    );
    for (const tag of EMBEDDED) {
      assert.match(await policy(`embed/${tag}/?lang=it`), /frame-ancestors \*(;|$)/, tag);
      assert.doesNotMatch(/script-src ([^;]*)/.exec(await policy(`embed/${tag}/`))[1], /unsafe/, tag);
    }
    assert.match(await policy('books/'), /frame-ancestors 'none'/);
  });

  test('their address sets what a publisher may choose, never where her visitors are sent (shop, shop-label, site-url)', async () => {
    const page = await shared.browser.newPage();
    try {
      const query = new URLSearchParams({
        books: book.id,
        lang: 'it',
        shop: 'https://evil.example/pay?isbn={isbn}',
        'shop-label': 'Official shop: pay here',
        'site-url': 'https://evil.example/',
      });
      await page.goto(new URL(`embed/book-list/?${query}`, shared.site.url).href);
      const list = page.locator('book-list');
      await list.getByRole('link').first().waitFor();
      assert.equal(await list.getAttribute('lang'), 'it', 'the language asked for');
      const hrefs = await list.getByRole('link').evaluateAll((links) => links.map((link) => link.href));
      assert.ok(hrefs.length && hrefs.every((href) => !href.includes('evil.example')), hrefs.join('\n'));
      assert.equal(await list.getByText('Official shop: pay here').count(), 0);
    } finally {
      await page.close();
    }
  });

  test("inside WordPress's sandbox (allow-scripts, no storage, no cookie), each renders in its language and tells its height, with no error", async () => {
    // WordPress's frame: sandboxed, its secret (letters and digits) in the address's hash.
    const secret = (tag) => `s3cret${tag.replaceAll('-', '')}`;
    const frames = EMBEDDED.map(
      (tag) =>
        `<iframe sandbox="allow-scripts" data-secret="${secret(tag)}" src="${siteUrl}embed/${tag}/?lang=fr#?secret=${secret(tag)}" width="600" height="400"></iframe>`,
    );
    // All in view: Chrome does not render a frame of another origin out of view, so it has no height to tell until
    // it is scrolled to or asked (below).
    const { page, errors, close } = await open(
      `<script>window.told = []; addEventListener('message', (e) => told.push(e.data));</script>${frames.join('')}`,
      { width: 900, height: 420 * frames.length },
    );
    try {
      for (const tag of EMBEDDED) {
        const frame = page.frames().find((candidate) => candidate.url().includes(`/embed/${tag}/`));
        assert.equal(await rendered(frame, tag), 'fr', tag);
        await page.waitForFunction(
          (s) => window.told.some((m) => m.secret === s && m.message === 'height' && m.value > 0),
          secret(tag),
        );
      }
      await page.waitForFunction(() => window.told.some((m) => m.type === 'portfolio-embed' && m.height > 0));
      // WordPress's 'ready', as it sends it once its script has loaded, is answered with the height.
      await page.evaluate((s) => {
        window.told.length = 0;
        document.querySelector(`[data-secret="${s}"]`).contentWindow.postMessage({ message: 'ready', secret: s }, '*');
      }, secret(EMBEDDED[0]));
      await page.waitForFunction(
        (s) => window.told.some((m) => m.secret === s && m.message === 'height'),
        secret(EMBEDDED[0]),
      );
      // A book's link becomes WordPress's 'link' message: the sandbox forbids opening it at the top itself.
      const frame = page.frames().find((candidate) => candidate.url().includes('/embed/book-list/'));
      await frame.locator('book-list').getByRole('link', { name: book.title }).first().click();
      const link = await page.waitForFunction(() => window.told.find((m) => m.message === 'link')?.value);
      assert.equal(await link.jsonValue(), `${siteUrl}${book.id}/`);
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });

  test("the README's iframe and resize snippet on another origin: the frame fits its content within 1 px, with no layout shift, and a book opens at the top", async () => {
    const resize = fs.readFileSync('public/embed/resize.js', 'utf8');
    assert.ok(Buffer.byteLength(resize) <= 1024, 'at most 1 KB');
    const { page, errors, close } = await open(
      `<h1>Our favourite books</h1><p>A book we love:</p><iframe src="${siteUrl}embed/book-list/?books=${book.id}&amp;lang=it" width="${FRAME.width}" height="${FRAME.height}" style="border:0;width:100%" title="${book.title}"></iframe><script>${resize}</script>`,
    );
    try {
      await page.evaluate(() => {
        window.shifts = 0;
        new PerformanceObserver((list) => list.getEntries().forEach((entry) => (window.shifts += entry.value))).observe(
          {
            type: 'layout-shift',
            buffered: true,
          },
        );
      });
      const frame = page.frames().find((candidate) => candidate.url().includes('/embed/book-list/'));
      assert.equal(await rendered(frame, 'book-list'), 'it');
      await page.waitForFunction(
        (height) => document.querySelector('iframe').getBoundingClientRect().height !== height,
        FRAME.height,
      );
      await page.waitForTimeout(500); // let any late change of height arrive
      const inside = await frame.evaluate(() => document.documentElement.getBoundingClientRect().height);
      const outside = await page.evaluate(() => document.querySelector('iframe').getBoundingClientRect().height);
      assert.ok(Math.abs(inside - outside) <= 1, `frame ${outside} px, content ${inside} px`);
      assert.equal(await page.evaluate(() => window.shifts), 0);
      await frame.locator('book-list').getByRole('link', { name: book.title }).first().click();
      await page.waitForURL(`${siteUrl}${book.id}/`);
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });
});

test("on a dark page, a frame takes the page's colour scheme (its theme, when given, the element's) and lets the page show through: no opaque band, no height beyond its content", async () => {
  const HOST = [16, 32, 48];
  const resize = fs.readFileSync('public/embed/resize.js', 'utf8');
  const frame = (query) =>
    `<iframe src="${siteUrl}embed/book-list/?books=${book.id}${query}" width="${FRAME.width}" height="${FRAME.height}" style="border:0;display:block" title="${book.title}"></iframe>`;
  // colorScheme null: no emulated system setting (playwright's is light), so the frame's is the page's, as Chromium
  // gives it to a frame that declares both schemes.
  const { page, errors, close } = await open(
    `${frame('')}${frame('&theme=light')}<script>${resize}</script>`,
    { width: 700, height: 2400 },
    { style: `color-scheme: dark; background: rgb(${HOST})`, colorScheme: null },
  );
  try {
    const frames = page.frames().filter((candidate) => candidate.url().includes('/embed/book-list/'));
    for (const [i, theme] of ['dark', 'light'].entries()) {
      await rendered(frames[i], 'book-list');
      await page.waitForFunction(
        ([n, height]) => document.querySelectorAll('iframe')[n].getBoundingClientRect().height !== height,
        [i, FRAME.height],
      );
      await page.waitForTimeout(300); // any late change of height
      const inside = await frames[i].evaluate(() => ({
        backgrounds: [document.documentElement, document.body].map((node) => getComputedStyle(node).backgroundColor),
        theme: document.querySelector('book-list').shadowRoot.querySelector('.root').dataset.theme,
        height: document.documentElement.getBoundingClientRect().height,
        // The line under the element: the link to the site, at its end; its start shows what is behind the frame.
        line: (({ left, top, width, height }) => ({ left, top, width, height }))(
          document.querySelector('body > p').getBoundingClientRect(),
        ),
      }));
      assert.deepEqual(inside.backgrounds, ['rgba(0, 0, 0, 0)', 'rgba(0, 0, 0, 0)']);
      assert.equal(inside.theme, theme, `theme ${theme}`);
      const box = await page.evaluate((n) => {
        const { x, y, height } = document.querySelectorAll('iframe')[n].getBoundingClientRect();
        return { x, y, height };
      }, i);
      assert.ok(Math.abs(box.height - inside.height) <= 1, `frame ${box.height} px, content ${inside.height} px`);
      const png = await page.screenshot({
        clip: {
          x: box.x + inside.line.left,
          y: box.y + inside.line.top,
          width: inside.line.width / 3,
          height: inside.line.height,
        },
      });
      const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
      const off = [];
      for (let at = 0; at < data.length; at += info.channels)
        if (HOST.some((value, c) => Math.abs(data[at + c] - value) > 2)) off.push([...data.subarray(at, at + 3)]);
      assert.equal(
        off.length,
        0,
        `theme ${theme}: ${off.length} pixels under the element are not the page's, e.g. ${off[0]}`,
      );
    }
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('embed.html shows the iframe way live: the embed page framed, fitted by embed/resize.js, with no error', async () => {
  const page = await shared.browser.newPage();
  const errors = watchErrors(page);
  try {
    await page.goto(new URL('embed.html#three-ways', shared.site.url).href);
    const frame = page.frames().find((candidate) => candidate.url().includes('/embed/book-list/'));
    await rendered(frame, 'book-list');
    await page.waitForFunction(
      (height) => document.querySelector('#three-ways iframe').getBoundingClientRect().height !== height,
      FRAME.height,
    );
    assert.deepEqual(errors, []);
  } finally {
    await page.close();
  }
});

test("with the site's scripts blocked, each README snippet shows its fallback link; with them, the element replaces it", async () => {
  const readme = fs.readFileSync('README.md', 'utf8');
  const section = readme.slice(
    readme.indexOf('## Embed on your page'),
    readme.indexOf('\n## ', readme.indexOf('## Embed on your page') + 1),
  );
  const snippets = [...section.matchAll(/```html\n([\s\S]*?)```/g)].map(([, html]) => html);
  assert.ok(snippets.length >= 3, 'three ways: script and tag, iframe, link');
  for (const snippet of snippets) {
    const tags = TAGS.filter((tag) => snippet.includes(`<${tag}`));
    for (const blocked of [true, false]) {
      const { page, close } = await open(snippet);
      try {
        if (blocked)
          await page.route(`${siteUrl}**`, (route) =>
            route.request().frame() === page.mainFrame() && route.request().resourceType() === 'script'
              ? route.abort()
              : route.fallback(),
          );
        await page.reload();
        for (const tag of tags) {
          const fallback = page.locator(`${tag} > a`).first();
          if (blocked) assert.ok(await fallback.isVisible(), `${tag}: its fallback link shows`);
          else {
            await page.waitForFunction(
              (t) => document.querySelector(t)?.shadowRoot?.querySelector('.root')?.firstElementChild,
              tag,
            );
            assert.equal(await fallback.isVisible(), false, `${tag}: the element replaced its fallback`);
          }
        }
        if (!tags.length)
          assert.ok(
            await page.locator(`a[href^="${siteUrl}"], iframe[src^="${siteUrl}"]`).first().isVisible(),
            snippet,
          );
      } finally {
        await close();
      }
    }
  }
});
