// A publisher's page on another origin, with its own CSS or a strict CSP: every element must look and behave the
// same as on a bare page, and leave the page as it was.
import Ajv from 'ajv';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { before, describe, test } from 'node:test';
import sharp from 'sharp';
import { CONTENT, elementTags, serveHostPage, strictPolicy, textOf, useSiteAndBrowser } from './helpers.mjs';

const require = createRequire(import.meta.url);
const css = (path) => fs.readFileSync(require.resolve(path), 'utf8');

const shared = useSiteAndBrowser();

// Every element of the registry but the whole site, <portfolio-app>: its own test is below.
const TAGS = elementTags().filter((tag) => tag !== 'portfolio-app');

const HOSTS = {
  bare: '',
  bootstrap: css('bootstrap/dist/css/bootstrap.min.css'),
  tailwind: css('tailwindcss/preflight.css'),
  reset:
    '* { box-sizing: content-box; line-height: 3; font: 30px serif; } img { border: 5px solid red; } button { all: unset; }',
};

/** The page: its stylesheet from its own origin, the portfolio's script from the site's origin, one element. */
async function hostPage(tag, pageCss, { csp = false } = {}) {
  const siteOrigin = new URL(shared.site.url).origin;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A publisher</title>
    <link rel="icon" href="data:,"><link rel="stylesheet" href="/site.css">
    <script type="module" src="${shared.site.url}portfolio.js"></script></head>
    <body><main class="container"><h1>Our favourite books</h1><div id="frame"><${tag} lang="en" theme="light"></${tag}></div></main></body></html>`;
  return serveHostPage(html, csp ? { 'Content-Security-Policy': strictPolicy(siteOrigin) } : {}, {
    // The page decides how wide the element's box is; a fixed frame keeps that out of the comparison.
    '/site.css': {
      type: 'text/css',
      body: `${pageCss}\n#frame { position: absolute; top: 300px; left: 0; width: 900px; margin: 0; padding: 0; box-sizing: border-box; }`,
    },
  });
}

async function shoot(tag, pageCss, options) {
  const host = await hostPage(tag, pageCss, options);
  const page = await shared.browser.newPage({ viewport: { width: 1000, height: 3000 } });
  const problems = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(e.message));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP: ${e.violatedDirective} ${e.blockedURI}`),
    ),
  );
  try {
    await page.goto(host.url);
    const element = page.locator(tag);
    await page.waitForFunction(
      (t) => document.querySelector(t)?.shadowRoot?.querySelector('.root')?.firstElementChild,
      tag,
    );
    // Every image loaded, and the hand font (the site's own face) ready, before looking.
    await page.waitForFunction(
      (t) =>
        [...document.querySelector(t).shadowRoot.querySelectorAll('img')].every(
          (img) => img.loading === 'lazy' || (img.complete && img.naturalWidth > 0),
        ),
      tag,
    );
    await page.evaluate(() => document.fonts.ready);
    // Lazy images in view (the gallery's thumbnails) load on their own schedule: wait until nothing is in flight
    // and every loaded picture is decoded, so both shots show the same pixels.
    await page.waitForLoadState('networkidle');
    await page.evaluate(
      (t) =>
        Promise.all(
          [...document.querySelector(t).shadowRoot.querySelectorAll('img')]
            .filter((img) => img.complete && img.naturalWidth)
            .map((img) => img.decode().catch(() => undefined)),
        ),
      tag,
    );
    await page.waitForTimeout(400); // carousel height transition
    const styles = await page.evaluate(() => document.querySelectorAll('style').length);
    const globals = await page.evaluate(() =>
      Object.keys(window).filter((key) => /portfolio|react|goober|i18n|glide/i.test(key)),
    );
    return { png: await element.screenshot({ animations: 'disabled' }), problems, styles, globals };
  } finally {
    await page.close();
    await host.close();
  }
}

async function sameImage(a, b) {
  const [x, y] = await Promise.all([a, b].map((png) => sharp(png).raw().toBuffer({ resolveWithObject: true })));
  if (x.info.width !== y.info.width || x.info.height !== y.info.height)
    return `size ${x.info.width}×${x.info.height} vs ${y.info.width}×${y.info.height}`;
  let differing = 0;
  for (let i = 0; i < x.data.length; i += 4)
    if (
      Math.abs(x.data[i] - y.data[i]) +
        Math.abs(x.data[i + 1] - y.data[i + 1]) +
        Math.abs(x.data[i + 2] - y.data[i + 2]) >
      24
    )
      differing++;
  const share = differing / (x.data.length / 4);
  // 0.5%: a host style that leaks in moves whole blocks of text; a thumbnail still decoding (seen on CI: 0.10%) does not.
  return share < 0.005 ? true : `${(share * 100).toFixed(2)}% of pixels differ`;
}

for (const tag of TAGS) {
  describe(`<${tag}> embedded from another origin`, () => {
    let bare;
    before(async () => {
      bare = await shoot(tag, HOSTS.bare);
    });

    test('renders on a bare page without errors, styles or globals added to the page', () => {
      assert.deepEqual(bare.problems, []);
      assert.equal(bare.styles, 0);
      assert.deepEqual(bare.globals, []);
    });

    for (const [name, pageCss] of Object.entries(HOSTS).filter(([name]) => name !== 'bare')) {
      test(`looks the same under ${name} CSS`, async () => {
        const shot = await shoot(tag, pageCss);
        assert.deepEqual(shot.problems, []);
        assert.equal(await sameImage(shot.png, bare.png), true);
      });
    }

    test('works under a strict Content-Security-Policy, with no violation', async () => {
      const shot = await shoot(tag, HOSTS.bare, { csp: true });
      assert.deepEqual(shot.problems, []);
      assert.equal(await sameImage(shot.png, bare.png), true);
    });
  });
}

test('<event-list> on a publisher’s page links the calendar files on the illustrator’s host, where they are', async () => {
  const siteOrigin = new URL(shared.site.url).origin;
  const host = await hostPage('event-list', HOSTS.bare);
  const page = await shared.browser.newPage();
  try {
    await page.goto(host.url);
    await page.waitForFunction(() =>
      document.querySelector('event-list')?.shadowRoot?.querySelector('a[href$=".ics"]'),
    );
    const hrefs = await page.evaluate(() =>
      [...document.querySelector('event-list').shadowRoot.querySelectorAll('a[href$=".ics"]')].map((a) => a.href),
    );
    assert.notEqual(new URL(host.url).origin, siteOrigin, 'two origins');
    assert.ok(hrefs.length >= 2, hrefs.join(' '));
    for (const href of hrefs) {
      const url = new URL(href.replace(/^webcal:/, 'http:'));
      assert.equal(url.origin, siteOrigin, href);
      const response = await fetch(url);
      assert.equal(response.status, 200, href);
      assert.equal(response.headers.get('content-type'), 'text/calendar; charset=utf-8');
    }
  } finally {
    await page.close();
    await host.close();
  }
});

test('<portfolio-app> on a publisher’s page routes by the hash and leaves the page’s own path alone', async () => {
  const host = await hostPage('portfolio-app', HOSTS.bare);
  const page = await shared.browser.newPage();
  try {
    await page.goto(host.url);
    const app = page.locator('portfolio-app');
    await app.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Books' }).click();
    await app.locator('main h1').filter({ hasText: 'Publications' }).waitFor();
    assert.deepEqual(await page.evaluate(() => [location.pathname, location.hash]), ['/', '#/books']);
    // A book's card opens the book in the app; its link's address, for a new tab, is the book's page on her site.
    const card = app.locator('book-list article h3 a').first();
    const href = await card.getAttribute('href');
    const { siteUrl } = JSON.parse(fs.readFileSync('content/settings.json', 'utf8'));
    const id = href.slice(siteUrl.length, -1);
    assert.equal(href, new URL(`${id}/`, siteUrl).href);
    await card.click();
    await page.waitForFunction((want) => location.hash === want, `#/${id}`);
    await page.goBack();
    await page.waitForFunction(() => location.hash === '#/books');
    assert.equal(new URL(page.url()).origin, new URL(host.url).origin);
  } finally {
    await page.close();
    await host.close();
  }
});

test("without a lang attribute, an element on a publisher's page speaks the visitor's language: the browser's, or the page address's ?lng=", async () => {
  // Detected by i18next's detector, which each element's file carries (src/core/detectLanguage.ts) and her own
  // pages do not: the publisher's page says English, the visitor's browser Italian.
  const html = `<!doctype html><html lang="en"><head><link rel="icon" href="data:,">
    <script type="module" src="${shared.site.url}elements/book-list.js"></script></head>
    <body><book-list section="books"></book-list></body></html>`;
  const host = await serveHostPage(html);
  const context = await shared.browser.newContext({ locale: 'it-IT' });
  const book = CONTENT.books[0];
  const credit = (lang) =>
    book.author
      ? `${textOf('BOOK.AUTHOR', lang)} ${book.author}`
      : `${textOf('BOOK.AUTHOR_ILLUSTRATOR', lang)} ${book.illustrator}`;
  try {
    for (const [query, lang] of [
      ['', 'it'],
      ['?lng=fr', 'fr'],
    ]) {
      const page = await context.newPage();
      await page.goto(`${host.url}${query}`);
      const shown = page.locator('book-list .credit').first();
      await shown.waitFor();
      assert.equal(await shown.textContent(), credit(lang), query || "the browser's language");
      await page.close();
    }
  } finally {
    await context.close();
    await host.close();
  }
});

test('several elements, instances and languages on one page; the script twice; late, moved and re-added elements', async () => {
  const html = `<!doctype html><html><head><link rel="icon" href="data:,">
    <script type="module" src="${shared.site.url}portfolio.js"></script>
    <script type="module" src="${shared.site.url}portfolio.js?again"></script></head>
    <body><book-list id="it" lang="it" section="books"></book-list><book-list id="fr" lang="fr" section="books"></book-list>
    <privacy-notice></privacy-notice><div id="elsewhere"></div></body></html>`;
  const host = await serveHostPage(html);
  const page = await shared.browser.newPage();
  const problems = [];
  const scripts = [];
  page.on('console', (m) => ['error', 'warning'].includes(m.type()) && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('request', (r) => r.url().endsWith('.js') && scripts.push(new URL(r.url()).pathname));
  try {
    await page.goto(host.url);
    const credit = (id) => page.locator(`#${id}`).locator('.credit').first();
    await credit('it').waitFor();
    await credit('fr').waitFor();
    // The first book's first credit, in each element's language (content/books, src/locales).
    const book = CONTENT.books[0];
    const creditIn = (lang) =>
      book.author
        ? `${textOf('BOOK.AUTHOR', lang)} ${book.author}`
        : `${textOf('BOOK.AUTHOR_ILLUSTRATOR', lang)} ${book.illustrator}`;
    assert.equal(await credit('it').textContent(), creditIn('it'));
    assert.equal(await credit('fr').textContent(), creditIn('fr'));
    // An element created later by a script, then moved, removed and added again; its first comic's card shows it there.
    await page.evaluate(() =>
      document.body.append(Object.assign(document.createElement('comic-viewer'), { id: 'late' })),
    );
    await page.locator('#late').getByRole('button', { name: CONTENT.comics[0].title, exact: true }).waitFor();
    await page.evaluate(() => document.getElementById('elsewhere').append(document.getElementById('late')));
    await page
      .locator('#elsewhere #late')
      .getByRole('button', { name: CONTENT.comics[0].title, exact: true })
      .waitFor();
    await page.evaluate(() => {
      const late = document.getElementById('late');
      late.remove();
      document.body.append(late);
    });
    await page.locator('#late').getByRole('button', { name: CONTENT.comics[0].title, exact: true }).waitFor();
    assert.equal(scripts.filter((path) => /\/chunks\/react-/.test(path)).length, 1, 'React loads once');
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
    await host.close();
  }
});

test('custom-elements.json validates against the Custom Elements Manifest schema and lists every attribute and event', async () => {
  const manifest = JSON.parse(fs.readFileSync('dist/custom-elements.json', 'utf8'));
  const schema = JSON.parse(fs.readFileSync(require.resolve('custom-elements-manifest/schema.json'), 'utf8'));
  const ajv = new Ajv({ strict: false, allErrors: true });
  const valid = ajv.validate(schema, manifest);
  assert.equal(valid, true, JSON.stringify(ajv.errors, null, 2));
  const { loadRegistry } = await import('../scripts/build/docs.mjs');
  const { elements, commonAttributes } = await loadRegistry();
  for (const spec of elements) {
    const declaration = manifest.modules.find((m) => m.path === `elements/${spec.tag}.js`).declarations[0];
    assert.deepEqual(
      declaration.attributes.map((a) => a.name),
      Object.keys({ ...commonAttributes, ...spec.attributes }),
    );
    assert.deepEqual(
      declaration.events.map((e) => e.name),
      Object.keys(spec.events),
    );
  }
});

describe('<portfolio-gallery>’s full-screen viewer on a publisher’s page, under the strict CSP', () => {
  /** The publisher's page with one gallery; it records CSP violations, view-change events and the scripts fetched. */
  async function openGallery(attributes = '') {
    const siteOrigin = new URL(shared.site.url).origin;
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A publisher</title><link rel="icon" href="data:,">
      <script type="module" src="${shared.site.url}portfolio.js"></script></head>
      <body><h1>Our illustrator</h1><portfolio-gallery lang="en" ${attributes}></portfolio-gallery></body></html>`;
    const host = await serveHostPage(html, { 'Content-Security-Policy': strictPolicy(siteOrigin) });
    const page = await shared.browser.newPage({ viewport: { width: 1000, height: 800 } });
    const problems = [];
    const scripts = [];
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    page.on('pageerror', (e) => problems.push(e.message));
    page.on('request', (r) => scripts.push(new URL(r.url()).pathname));
    await page.addInitScript(() => {
      window.views = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        console.error(`CSP: ${e.violatedDirective} ${e.blockedURI}`),
      );
      document.addEventListener('view-change', (e) => window.views.push(e.detail), true);
    });
    await page.goto(host.url);
    await page.locator('portfolio-gallery figure img').first().waitFor();
    const close = async () => {
      await page.close();
      await host.close();
    };
    return { page, problems, scripts, close };
  }

  /** What the host page and the element look like: the host's own state must not change while the viewer is used. */
  const facts = (page) =>
    page.evaluate(() => {
      const root = document.querySelector('portfolio-gallery').shadowRoot;
      const dialog = root.querySelector('[role=dialog]');
      return {
        href: location.href,
        historyLength: history.length,
        hostStyles: document.querySelectorAll('style, link[rel=stylesheet]').length,
        hostDialogs: document.querySelectorAll('[role=dialog], .yarl__portal').length,
        bodyChildren: document.body.children.length,
        dialog: dialog && {
          label: dialog.getAttribute('aria-label'),
          position: getComputedStyle(dialog).position,
          title: dialog.querySelector('.yarl__slide_current .yarl__slide_title')?.textContent,
        },
        focused: root.activeElement?.dataset.artwork ?? null,
        views: window.views,
      };
    });

  test('clicking the current slide opens the viewer in the element’s shadow root; arrows and Escape work; the page’s URL, history and styles stay as they were', async () => {
    const { page, problems, scripts, close } = await openGallery();
    try {
      const before = await facts(page);
      // The default gallery's first two artworks (content/portfolio/).
      const [one, two] = CONTENT.artworks.portfolio;
      const title = (artwork) =>
        page
          .locator(`portfolio-gallery button[data-artwork="${artwork.id}"] + figcaption`)
          .evaluate((caption) => caption.firstChild.textContent);
      const [first, second] = [await title(one), await title(two)];
      await page.locator(`portfolio-gallery button[data-artwork="${one.id}"]`).click();
      await page.waitForFunction(
        (t) =>
          document
            .querySelector('portfolio-gallery')
            .shadowRoot.querySelector('.yarl__slide_current .yarl__slide_title')?.textContent === t,
        first,
      );
      const open = await facts(page);
      assert.equal(
        open.dialog.label,
        `${textOf(CONTENT.sections.find((section) => section.id === 'portfolio').title)}, full screen`,
      );
      assert.equal(open.dialog.position, 'fixed', 'the viewer’s own styles apply under the CSP');
      assert.equal(open.hostDialogs, 0, 'nothing portaled into the host document');
      assert.equal(open.bodyChildren, before.bodyChildren);
      assert.ok(
        scripts.some((path) => path.startsWith('/chunks/Viewer-')),
        'the viewer’s chunk came from the site',
      );

      await page.keyboard.press('ArrowRight');
      await page.waitForFunction(
        (t) =>
          document
            .querySelector('portfolio-gallery')
            .shadowRoot.querySelector('.yarl__slide_current .yarl__slide_title')?.textContent === t,
        second,
      );
      await page.keyboard.press('Escape');
      await page.waitForFunction(
        () => !document.querySelector('portfolio-gallery').shadowRoot.querySelector('[role=dialog]'),
      );
      const after = await facts(page);
      for (const state of [open, after]) {
        assert.equal(state.href, before.href, 'the URL does not change');
        assert.equal(state.historyLength, before.historyLength, 'no history entry');
        assert.equal(state.hostStyles, before.hostStyles, 'no <style> or stylesheet added to the page');
      }
      assert.equal(after.focused, two.id, 'focus returns to the page last shown');
      assert.deepEqual(after.views, [
        { index: 0, id: one.id },
        { index: 1, id: two.id },
        { index: null, id: null },
      ]);
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });

  test('with viewer="off" a slide is a plain picture: clicking it opens nothing and loads no viewer', async () => {
    const { page, problems, scripts, close } = await openGallery('viewer="off"');
    try {
      assert.equal(await page.locator('portfolio-gallery button[data-artwork]').count(), 0);
      const picture = page.locator('portfolio-gallery .glide__slide:not([inert]) figure img');
      await picture.click();
      await page.waitForTimeout(500); // time for a viewer to appear, were there one
      const state = await facts(page);
      assert.equal(state.dialog, null);
      assert.deepEqual(state.views, []);
      assert.deepEqual(
        scripts.filter((path) => path.startsWith('/chunks/Viewer-')),
        [],
      );
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });
});
