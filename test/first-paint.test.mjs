// The site paints from its HTML (scripts/build/prerender.mjs): without JavaScript, in the visitor's language and theme
// from the first frame, on every route, and hydration keeps the prerendered nodes.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import { describe, test } from 'node:test';
import { compressedSizes } from '../scripts/testing/responses.mjs';
import { CONTENT, carouselSlide, escape, untilHydrated, useSiteAndBrowser } from './helpers.mjs';

const shared = useSiteAndBrowser();

// Runs before any script of the page: records what each animation frame is about to paint, until hydration is done.
function sampleFrames() {
  window.__frames = [];
  const sample = () => {
    const app = document.querySelector('portfolio-app');
    const root = app?.shadowRoot?.querySelector('.root');
    window.__heading ??= root?.querySelector('main h2'); // as parsed from the HTML, before any script
    if (document.body) {
      window.__frames.push({
        background: getComputedStyle(document.body).backgroundColor,
        // What shows of the app: its tree's own visibility, which CSS inside the shadow root may set apart from its host's.
        app:
          root && getComputedStyle(root).visibility === 'visible'
            ? {
                background: getComputedStyle(root).backgroundColor,
                lang: root.lang,
                theme: root.dataset.theme,
                text: root.textContent,
                home: !!root.querySelector('main picture'),
                heading: root.querySelector('main h1')?.textContent ?? null,
                hydrated: Object.keys(root.querySelector('header') ?? {}).some((key) => key.startsWith('__react')),
              }
            : null,
      });
    }
    if (performance.now() < 8000) requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
}

/**
 * The site through a slow, busy connection: the page's HTML stops for `pause` ms before its <main>, so the browser
 * paints the page half parsed, as it does on a loaded machine; every other request passes as it is.
 */
async function serveStalled(origin, pause = 500) {
  const server = http.createServer(async (req, res) => {
    const sent = [];
    for await (const chunk of req) sent.push(chunk);
    const answer = await fetch(new URL(req.url, origin), {
      method: req.method,
      headers: req.headers['content-type'] ? { 'Content-Type': req.headers['content-type'] } : {},
      body: sent.length ? Buffer.concat(sent) : undefined, // the page's measurements (vitals)
    });
    const body = Buffer.from(await answer.arrayBuffer());
    res.writeHead(answer.status, { 'Content-Type': answer.headers.get('content-type') ?? 'application/octet-stream' });
    const cut = answer.headers.get('content-type')?.startsWith('text/html') ? body.indexOf('<main') : -1;
    if (cut < 0) return res.end(body);
    res.write(body.subarray(0, cut));
    setTimeout(() => res.end(body.subarray(cut)), pause);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => server.close() };
}

async function open(
  path,
  { locale = 'en-GB', colorScheme = 'light', storage = {}, javaScriptEnabled = true, cpu = 1, site = shared.site } = {},
) {
  const context = await shared.browser.newContext({
    viewport: { width: 375, height: 800 },
    locale,
    colorScheme,
    javaScriptEnabled,
  });
  await context.addInitScript(
    (items) => Object.entries(items).forEach(([key, value]) => localStorage.setItem(key, value)),
    storage,
  );
  await context.addInitScript(sampleFrames);
  const page = await context.newPage();
  // A slower processor (Chromium's DevTools throttling): parsing, scripts and hydration take longer between frames.
  if (cpu > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpu });
  const messages = [];
  page.on('console', (message) => ['error', 'warning'].includes(message.type()) && messages.push(message.text()));
  page.on('pageerror', (error) => messages.push(error.message));
  await page.goto(`${site.url}${path}`);
  return { page, context, messages };
}

const shadow = (page, selector) => page.locator(`portfolio-app ${selector}`);
const frames = async (page) => {
  await page.waitForTimeout(300); // a few frames after the last change
  return page.evaluate(() => window.__frames.filter((frame) => frame.app));
};
// English texts of the prerendered shell and home page.
const ENGLISH = [
  "Children's book illustrator and author",
  'Skip to content',
  'My books',
  'Discover the books',
  'Data protection',
];
const DARK = 'rgb(27, 24, 22)';

describe('first paint from HTML', () => {
  test('index.html has the link-preview tags and stays within 25 KB brotli', () => {
    const html = fs.readFileSync('dist/index.html');
    const text = html.toString();
    for (const tag of [
      'name="description"',
      'property="og:title"',
      'property="og:description"',
      'property="og:image"',
      'name="twitter:card"',
      'name="twitter:image"',
    ]) {
      assert.ok(text.includes(tag), tag);
    }
    assert.match(
      text,
      new RegExp(`property="og:image" content="https://[^"]+/${escape(CONTENT.pictures.home.image)}\\.(jpg|png)"`),
    );
    const { brotli } = compressedSizes(html); // as the bench measures it
    assert.ok(brotli <= 25 * 1024, `${brotli} bytes brotli`);
  });

  test('without JavaScript, #/ shows the header, the navigation, the headings, the hero picture and the covers', async () => {
    const { page, context } = await open('', { javaScriptEnabled: false });
    try {
      await shadow(page, `header img[alt*="${CONTENT.site.owner}"]`).waitFor();
      assert.ok((await shadow(page, 'nav a[href="/books/"]').count()) >= 1);
      // At 375 px the theme toggle stays on the row of the header's other tools.
      const toggle = await shadow(page, 'header button[aria-pressed]').boundingBox();
      const mail = await shadow(page, 'header a[href^="mailto:"]').boundingBox();
      assert.equal(Math.round(toggle.y + toggle.height / 2), Math.round(mail.y + mail.height / 2));
      assert.equal(await shadow(page, 'main h1').textContent(), CONTENT.site.owner);
      assert.equal(await shadow(page, 'main h2').first().textContent(), 'My books');
      const hero = shadow(page, 'main img[fetchpriority="high"]');
      await page.waitForFunction(
        () =>
          document.querySelector('portfolio-app').shadowRoot.querySelector('main img[fetchpriority="high"]')
            .naturalWidth > 0,
      );
      assert.ok((await hero.boundingBox()).height > 100);
      assert.ok(
        (await shadow(page, 'main li img').count()) >= CONTENT.books.length + CONTENT.covers.length,
        'the covers',
      );
    } finally {
      await context.close();
    }
  });

  test("without JavaScript, the elements a page holds show too: the books, a book's pages, the comics, the events, in the page's language", async () => {
    const { page, context } = await open('', { javaScriptEnabled: false });
    // Pictures inside an element's own shadow root, inside the app's.
    const inElement = (tag) => page.locator(`portfolio-app ${tag} img`);
    try {
      const [book] = CONTENT.books;
      await page.goto(`${shared.site.url}books/`);
      assert.ok(
        (await inElement('book-list').count()) >= CONTENT.books.length + CONTENT.covers.length,
        'a cover per book',
      );
      await page.goto(`${shared.site.url}${book.id}/`);
      assert.equal(await shadow(page, 'main h1').textContent(), book.title);
      assert.ok((await shadow(page, 'main img').count()) >= book.pages.length, "the book's pages");
      await page.goto(`${shared.site.url}comics/`);
      assert.equal(
        await page.locator('portfolio-app comic-viewer li').count(),
        CONTENT.comics.length,
        'a card per comic',
      );
      await page.goto(`${shared.site.url}it/events/`);
      assert.equal(await shadow(page, 'main h1').textContent(), 'Eventi');
      assert.ok(await page.locator('portfolio-app event-list h2').first().textContent(), 'the events, in Italian');
      assert.equal(await page.locator('portfolio-app event-list .root').getAttribute('lang'), 'it');
    } finally {
      await context.close();
    }
  });

  test('hydration keeps the prerendered nodes, logs no error nor warning, and the page then responds', async () => {
    const { page, context, messages } = await open('');
    try {
      await untilHydrated(page);
      // Chromium streams a declarative shadow root into frames as it parses it: some frame before hydration has it all.
      const painted = await frames(page);
      assert.ok(
        painted.some((frame) => !frame.app.hydrated && frame.app.text.includes('My books')),
        'the home page painted before the code ran',
      );
      const kept = await page.evaluate(() => {
        const now = document.querySelector('portfolio-app').shadowRoot.querySelector('main h2');
        return now === window.__heading && Object.keys(now).some((key) => key.startsWith('__react'));
      });
      assert.equal(kept, true, 'the heading parsed from the HTML is the node React hydrated');
      // That the light DOM's other languages and script are gone, every engine checks (every-engine.test.mjs).
      await shadow(page, 'button[aria-pressed]').click();
      await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
      assert.equal(await shadow(page, '.root').getAttribute('data-theme'), 'dark');
      assert.deepEqual(messages, []);
    } finally {
      await context.close();
    }
  });

  const visitors = [
    ['an Italian browser', '', { locale: 'it-IT' }, 'it'],
    ['?lng=fr in the address', '?lng=fr', {}, 'fr'],
    ['#/?lng=it in the hash', '#/?lng=it', {}, 'it'],
    ['Italian chosen before (storage)', '', { storage: { i18nextLng: 'it' } }, 'it'],
  ];
  for (const [who, path, options, lang] of visitors) {
    test(`${who}: every frame is in ${lang}`, async () => {
      const { page, context, messages } = await open(path, options);
      try {
        await untilHydrated(page);
        const painted = await frames(page);
        assert.ok(painted.length > 0, 'frames were sampled');
        for (const frame of painted) {
          assert.equal(frame.app.lang, lang);
          for (const english of ENGLISH) assert.ok(!frame.app.text.includes(english), `"${english}" painted`);
        }
        assert.deepEqual(messages, []);
      } finally {
        await context.close();
      }
    });
  }

  for (const [who, options] of [
    ['a dark system theme', { colorScheme: 'dark' }],
    ['a dark theme chosen before', { storage: { portfolio_theme_mode: 'dark' } }],
  ]) {
    test(`${who}: no light frame`, async () => {
      const { page, context, messages } = await open('', options);
      try {
        await untilHydrated(page);
        const all = await page.evaluate(() => window.__frames);
        assert.ok(all.length > 0);
        for (const frame of all) {
          assert.equal(frame.background, DARK);
          if (frame.app) assert.equal(frame.app.theme, 'dark');
        }
        assert.deepEqual(messages, []);
      } finally {
        await context.close();
      }
    });
  }

  test('a dark system theme, a processor 6 times slower and the HTML arriving in two parts: no light frame', async () => {
    const stalled = await serveStalled(shared.site.url);
    const { page, context, messages } = await open('', { colorScheme: 'dark', cpu: 6, site: stalled });
    try {
      await untilHydrated(page);
      const all = await frames(page);
      const shown = await page.evaluate(() => window.__frames);
      assert.ok(shown.length > all.length, 'frames were painted while the page was parsed (the app not yet shown)');
      assert.ok(all.some((frame) => frame.app.hydrated));
      for (const frame of shown) assert.equal(frame.background, DARK);
      // The app's tree, from its first painted frame through hydration: dark, never the HTML's light.
      for (const frame of all) assert.deepEqual([frame.app.theme, frame.app.background], ['dark', DARK]);
      assert.deepEqual(messages, []);
    } finally {
      await context.close();
      stalled.close();
    }
  });

  // A page's own address paints that page from its HTML; a carousel slide's (whose file holds the portfolio) and an
  // old link (/#/books, whose file holds the home page) paint the shell, then the page.
  const slide = carouselSlide.slice(1);
  for (const address of ['books/', 'portfolio/', `${slide}/`, 'events/', '#/books', `#/${slide}`, '#/events']) {
    const own = /^(books|portfolio|events)\/$/.test(address);
    test(`${address}: ${own ? 'the page' : 'the shell'} paints from HTML and the home page never shows`, async () => {
      const { page, context, messages } = await open(address);
      try {
        await untilHydrated(page);
        await shadow(page, 'main h1').waitFor();
        const heading = await shadow(page, 'main h1').textContent();
        const painted = await frames(page);
        assert.ok(painted.length > 0);
        for (const frame of painted)
          assert.equal(frame.app.home && frame.app.text.includes('My books'), false, 'home page painted');
        assert.ok(painted[0].app.text.includes('Skip to content'), 'the shell is in the first frame');
        // Chromium paints a declarative shadow root as it parses it, so on a busy machine a first frame may hold the
        // shell without the page yet; what counts is which heading shows before the code has run.
        const before = painted.filter((frame) => !frame.app.hydrated).map((frame) => frame.app.heading);
        assert.ok(before.length > 0, 'frames before hydration');
        if (own) assert.ok(before.includes(heading), "the page's heading painted before the code ran");
        else assert.deepEqual([...new Set(before)], [null], 'only the shell before the code ran');
        assert.equal(new URL(page.url()).pathname, `/${address.replace(/^#\/(.*)/, '$1/')}`);
        assert.deepEqual(messages, []);
      } finally {
        await context.close();
      }
    });
  }
});
