// Selections (content/selections): a page of chosen works for one recipient, at an address only its link gives. On
// the built site: its page in its language with its works, that no other file of dist/ names its address, noindex and
// no referrer in its HTML and from `npm start`'s server, axe at zero on it; a selection past its last day left out of
// a build (in a copy of the project); a selection naming what the content lacks refused with its entry and field; and
// printing an artwork's page or a selection: the artwork and its caption, not the site's navigation.
// Needs a build: npm run build (or BUILD_QUICK=1 npx rollup -c).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { readFiles } from '../scripts/build/content.mjs';
import { importBundled } from '../scripts/build/import-bundled.mjs';
import { startServer } from '../scripts/servers/serve.mjs';
import { selectionAddresses } from '../scripts/servers/editor-status.mjs';
import { copyProject } from '../scripts/testing/copy-project.mjs';
import { artworkTitle, CONTENT, textOf, untilHydrated, useSiteAndBrowser, watchErrors } from './helpers.mjs';

const require = createRequire(import.meta.url);
const generated = (name) => JSON.parse(fs.readFileSync(`src/content/generated/${name}.json`, 'utf8'));
const SELECTIONS = generated('selections');
const ARTWORKS = Object.fromEntries(
  Object.entries(generated('artworks')).map(([id, items]) => [id, [...items, ...generated('artworks-more')[id]]]),
);
const [sample] = SELECTIONS;
const inFolder = (lang, route) => `${lang === 'en' ? '' : `/${lang}`}${route}`;
/** The address she sends: in the recipient's language's folder. */
const ADDRESS = inFolder(sample.language, `/s/${sample.key}/`);
const LANGUAGES = ['en', 'it', 'fr'];

const shared = useSiteAndBrowser();

test('the sample content has a selection, and the build wrote its page in every language, in that language', () => {
  assert.ok(sample, 'src/content/generated/selections.json holds the sample selection');
  for (const lang of LANGUAGES) {
    const html = fs.readFileSync(path.join('dist', inFolder(lang, `/s/${sample.key}`), 'index.html'), 'utf8');
    assert.match(html, new RegExp(`<html lang="${lang}"`));
    assert.match(html, /<meta name="robots" content="noindex" \/>/);
    assert.match(html, /<meta name="referrer" content="no-referrer" \/>/);
    assert.doesNotMatch(
      html,
      /rel="canonical"|rel="alternate" hreflang="[\w-]+" href="https:/,
      'an unlisted page names no other address of itself',
    );
    assert.ok(html.includes(sample.title), `${lang}: the title in its HTML`);
  }
});

test("its page shows the note, the works (the viewer opens each at its own address), the books, the contact form and the PDF's link", async () => {
  const page = await shared.browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors = watchErrors(page);
  await page.goto(new URL(ADDRESS.slice(1), shared.site.url).href);
  await untilHydrated(page);
  const main = page.locator('portfolio-app main');
  await assert.doesNotReject(main.locator('h1', { hasText: sample.title }).waitFor());
  assert.equal(await page.evaluate(() => document.documentElement.lang), sample.language);
  assert.ok(
    (await main.textContent()).includes(sample.note[sample.language].slice(0, 40)),
    'the note, in its language',
  );
  const expected = sample.artworks.map(({ gallery, id }) =>
    artworkTitle(
      ARTWORKS[gallery].find((artwork) => artwork.id === id),
      sample.language,
    ),
  );
  assert.deepEqual(await main.locator('figcaption > span').allTextContents(), expected, 'its works, in its order');
  assert.equal(
    await main.locator('a[download]').evaluate((link) => new URL(link.href).pathname),
    `/pdf/selection-${sample.key}.pdf`,
    'Download PDF, at the address the PDF step writes',
  );
  await assert.doesNotReject(main.locator('contact-form form').waitFor());
  const books = await main.locator('book-list').getAttribute('books');
  assert.equal(books, sample.books.join(','));

  await main.locator('button[data-artwork]').nth(1).click();
  await page.waitForURL((url) => url.pathname === `${ADDRESS}2/`);
  await assert.doesNotReject(page.locator('portfolio-app .yarl__slide_current img').waitFor());
  await page.keyboard.press('Escape');
  await page.waitForURL((url) => url.pathname === ADDRESS);

  // In another language, from the language menu: the same selection, its works' titles in that language.
  const other = LANGUAGES.find((lang) => lang !== sample.language);
  await page.locator('portfolio-app [aria-controls="language-list"]').click();
  await page.locator(`portfolio-app #language-list button[lang="${other}"]`).click();
  await page.waitForURL((url) => url.pathname === inFolder(other, `/s/${sample.key}/`));
  const translated = sample.artworks.map(({ gallery, id }) =>
    artworkTitle(
      ARTWORKS[gallery].find((artwork) => artwork.id === id),
      other,
    ),
  );
  await page.waitForFunction(
    (first) =>
      document.querySelector('portfolio-app').shadowRoot.querySelector('figcaption > span')?.textContent === first,
    translated[0],
  );
  assert.deepEqual(await main.locator('figcaption > span').allTextContents(), translated);
  assert.deepEqual(errors, []);
  await page.close();
});

test("no page, feed, sitemap, oEmbed answer, script or search data names a selection's address but its own", () => {
  const own = new RegExp(`(^|/)s/${sample.key}/|^pdf/selection-${sample.key}\\.pdf$`);
  const text = /\.(html|xml|atom|ics|json|js|mjs|css|txt|webmanifest|conf|ts|md)$|(^|\/)_headers$/;
  const files = fs
    .readdirSync('dist', { recursive: true })
    .map(String)
    .filter((file) => text.test(file) && !own.test(file.split(path.sep).join('/')));
  assert.ok(files.some((file) => file === 'sitemap.xml') && files.some((file) => file.endsWith('.atom')));
  assert.ok(files.some((file) => file.endsWith('oembed.json')) && files.some((file) => file.startsWith('chunks')));
  const naming = files.filter((file) =>
    SELECTIONS.some(({ key }) => fs.readFileSync(path.join('dist', file), 'utf8').includes(key)),
  );
  assert.deepEqual(naming, []);
});

test('npm start sends X-Robots-Tag: noindex and Referrer-Policy: no-referrer for its pages in every language', async () => {
  for (const lang of LANGUAGES) {
    for (const route of [inFolder(lang, `/s/${sample.key}/`), inFolder(lang, `/s/${sample.key}/1/`)]) {
      const response = await fetch(new URL(route.slice(1), shared.site.url));
      assert.equal(response.status, 200, route);
      assert.equal(response.headers.get('x-robots-tag'), 'noindex', route);
      assert.equal(response.headers.get('referrer-policy'), 'no-referrer', route);
    }
  }
  const other = await fetch(new URL('portfolio/', shared.site.url));
  assert.equal(other.headers.get('x-robots-tag'), null, 'the other pages are indexed');
  assert.notEqual(other.headers.get('referrer-policy'), 'no-referrer');
});

test('axe finds nothing wrong on the selection page, light and dark, at 375 and 1280 px', async () => {
  const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];
  for (const [theme, width] of [
    ['light', 1280],
    ['dark', 1280],
    ['light', 375],
  ]) {
    const context = await shared.browser.newContext({ bypassCSP: true, colorScheme: theme });
    const page = await context.newPage();
    await page.setViewportSize({ width, height: 900 });
    await page.goto(new URL(ADDRESS.slice(1), shared.site.url).href);
    await untilHydrated(page);
    await page.locator('portfolio-app contact-form form').waitFor();
    await page.locator('portfolio-app book-list article, portfolio-app book-list li').first().waitFor();
    await page.evaluate(() => document.fonts.ready);
    await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
    const { violations } = await page.evaluate(
      (tags) => window.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
      AXE_TAGS,
    );
    assert.deepEqual(
      violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.html.slice(0, 120)).join(' | ')}`),
      [],
      `${theme} ${width} px`,
    );
    await context.close();
  }
});

/** With PRINT_SHOTS=<folder>, the printed page as a PNG there, to look at. */
const shoot = (page, name) =>
  process.env.PRINT_SHOTS && page.screenshot({ path: path.join(process.env.PRINT_SHOTS, name), fullPage: true });

/** In a printed page, whether what `selector` finds (through the app's shadow root) is shown, and its text. */
const printed = (page, selector) =>
  page.evaluate((selector) => {
    const root = document.querySelector('portfolio-app').shadowRoot;
    return [...root.querySelectorAll(selector)].map((node) => {
      const box = node.getBoundingClientRect();
      const style = getComputedStyle(node);
      return {
        shown: style.display !== 'none' && style.visibility !== 'hidden' && box.width > 0 && box.height > 0,
        text: node.textContent.trim(),
        after: getComputedStyle(node, '::after').content,
        color: style.color,
        breakAfter: style.breakAfter,
      };
    });
  }, selector);

describe('printing', () => {
  const [section] = CONTENT.sections.filter((entry) => entry.kind === 'group');
  const artwork = CONTENT.artworks[section.id][1];
  const route = `portfolio/${section.slug}/2/`;
  const credit = `${CONTENT.site.owner} · ${CONTENT.site.siteUrl}`;

  test("an artwork's page prints the artwork, its caption, her name and address, and no navigation (with its viewer)", async () => {
    const context = await shared.browser.newContext({ colorScheme: 'dark', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(new URL(route, shared.site.url).href);
    await page.locator('portfolio-app .yarl__slide_current img').waitFor();
    await page.waitForFunction(() =>
      [...document.querySelector('portfolio-app').shadowRoot.querySelectorAll('.yarl__slide_current img')].some(
        (img) => img.complete && img.naturalWidth > 0,
      ),
    );
    await page.emulateMedia({ media: 'print' });
    for (const site of ['header', 'nav', 'footer', '.yarl__toolbar', '.yarl__navigation_next'])
      assert.ok(
        (await printed(page, site)).every((node) => !node.shown),
        `no ${site} in print`,
      );
    const [image] = (await printed(page, '.yarl__slide_current img')).filter((node) => node.shown);
    assert.ok(image, 'the artwork is printed');
    const [title] = await printed(page, '.yarl__slide_current .yarl__slide_title');
    assert.ok(title.shown && title.text === artworkTitle(artwork), `its title: ${title.text}`);
    assert.equal(title.color, 'rgb(0, 0, 0)', 'dark on white, in the dark theme too');
    const [caption] = await printed(page, '.yarl__slide_current .yarl__slide_description_container');
    assert.ok(caption.after.includes(credit), `her name and address: ${caption.after}`);
    await shoot(page, 'print-artwork-viewer.png');
    await context.close();
  });

  test("without JavaScript, an artwork's page prints the same", async () => {
    const context = await shared.browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    await page.goto(new URL(route, shared.site.url).href);
    await page.emulateMedia({ media: 'print' });
    for (const site of ['header', ':scope .root > div > nav', 'footer', 'main > h1', 'main > section'])
      assert.ok(
        (await printed(page, site)).every((node) => !node.shown),
        `no ${site} in print`,
      );
    const [image] = await printed(page, 'main > figure img');
    assert.ok(image.shown, 'the artwork is printed');
    const [caption] = await printed(page, 'main > figure figcaption > span');
    assert.ok(caption.shown && caption.text === artworkTitle(artwork));
    const [name] = await printed(page, 'main > figure > p');
    assert.ok(name.shown && name.text === credit, name.text);
    await shoot(page, 'print-artwork-html.png');
    await context.close();
  });

  test('a selection prints one artwork a page, with its caption and her name and address, without the site around it', async () => {
    const page = await shared.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(new URL(ADDRESS.slice(1), shared.site.url).href);
    await untilHydrated(page);
    await page.locator('portfolio-app main figure').first().waitFor();
    await page.emulateMedia({ media: 'print' });
    for (const site of ['header', ':scope .root > div > nav', 'footer', 'main a[download]', 'contact-form'])
      assert.ok(
        (await printed(page, site)).every((node) => !node.shown),
        `no ${site} in print`,
      );
    const works = await printed(page, 'main li:has(> figure)');
    assert.equal(works.length, sample.artworks.length);
    assert.deepEqual(
      works.map((work) => work.breakAfter),
      [...works.slice(1).map(() => 'page'), 'auto'],
      'one a page',
    );
    const credits = await printed(page, 'main li figure > p');
    assert.ok(credits.every((node) => node.shown && node.text === credit));
    await shoot(page, 'print-selection.png');
    await page.close();
  });
});

test("the editor's bar gives each selection's published address, in its recipient's language", () => {
  const [listed] = selectionAddresses('content');
  const published = new URL(inFolder(sample.language, `/s/${sample.key}/`).slice(1), CONTENT.site.siteUrl).href;
  assert.deepEqual(listed, { title: sample.title, url: published, path: ADDRESS, ended: false });
  assert.equal(selectionAddresses('content', '2999-01-01')[0].ended, false, 'no last day: never ended');
});

test('a selection that names an artwork, a section or a book the content lacks is refused, naming it and the field', async () => {
  const { findProblems } = await importBundled('src/content/compile.ts');
  const { files } = readFiles('content');
  const file = 'content/selections/broken.json';
  const problems = findProblems({
    ...files,
    [file]: {
      ...files['content/selections/spring-list-sample.json'],
      key: 'b'.repeat(24),
      artworks: [
        { group: 'colour', id: 'colour-99' },
        { group: 'nowhere', id: 'x' },
      ],
      books: ['robot', 'no-such-book'],
    },
  }).filter((problem) => problem.file === file);
  assert.deepEqual(
    problems.map(({ code, path: field, text }) => [code, field.join('.'), text]),
    [
      [
        'no-artwork',
        'artworks.0.id',
        'content/selections/broken.json: "broken" artworks[0] "colour-99".id: the section "colour" has no artwork "colour-99"',
      ],
      [
        'no-section',
        'artworks.1.group',
        'content/selections/broken.json: "broken" artworks[1] "x".group: there is no portfolio section "nowhere"',
      ],
      ['no-book', 'books.1', 'content/selections/broken.json: "broken" books[1]: there is no book "no-such-book"'],
    ],
  );
  const short = findProblems({
    ...files,
    [file]: { ...files['content/selections/spring-list-sample.json'], key: 'abc' },
  });
  assert.ok(
    short.some((problem) => problem.file === file && problem.path.join() === 'key'),
    'a short key',
  );
  const taken = findProblems({ ...files, [file]: files['content/selections/spring-list-sample.json'] });
  assert.ok(
    taken.some((problem) => problem.code === 'key-taken'),
    'a key two selections share',
  );
});

describe('in a copy of the content: a selection past its last day, and a long one', () => {
  const copy = copyProject('selections-', { encodedPictures: true });
  after(() => fs.rmSync(copy, { recursive: true, force: true }));
  const dist = path.join(copy, 'dist');
  const gone = { ...JSON.parse(fs.readFileSync('content/selections/spring-list-sample.json', 'utf8')) };
  Object.assign(gone, { key: 'Gone-gone-gone-gone-gone', title: 'Ended', language: 'en', expires: '2020-01-31' });
  fs.writeFileSync(path.join(copy, 'content/selections/ended.json'), JSON.stringify(gone));
  // Twelve works from the first sections with artworks, in English, no books: a print of twelve pages.
  const long = {
    key: 'Twelve-works-twelve-pages',
    title: 'Twelve works for the autumn list',
    note: { en: 'Dear Paul, twelve pieces, as we said.' },
    language: 'en',
    artworks: CONTENT.sections
      .flatMap((entry) => CONTENT.artworks[entry.id].map((artwork) => ({ group: entry.id, id: artwork.id, artwork })))
      .slice(0, 12),
  };
  assert.equal(long.artworks.length, 12, 'the sample content has twelve artworks');
  fs.writeFileSync(
    path.join(copy, 'content/selections/long.json'),
    JSON.stringify({ ...long, artworks: long.artworks.map(({ group, id }) => ({ group, id })) }),
  );
  before(() => {
    const build = spawnSync(process.execPath, ['node_modules/rollup/dist/bin/rollup', '-c'], {
      cwd: copy,
      env: { ...process.env, BUILD_QUICK: '1', BUILD_DIR: '' },
      encoding: 'utf8',
    });
    assert.equal(build.status, 0, build.stderr);
  });

  test('the one past its last day is left out of the build: no file in dist/ names it, and its address answers 404', async () => {
    assert.ok(fs.existsSync(path.join(dist, inFolder(sample.language, `/s/${sample.key}`), 'index.html')));
    const naming = fs
      .readdirSync(dist, { recursive: true })
      .map(String)
      .filter((file) => file.includes(gone.key) || /\.(html|json|js)$/.test(file))
      .filter((file) => file.includes(gone.key) || fs.readFileSync(path.join(dist, file), 'utf8').includes(gone.key));
    assert.deepEqual(naming, []);
    const server = await startServer({ root: dist, port: 0, quiet: true });
    try {
      for (const route of [`s/${gone.key}/`, `it/s/${gone.key}/`, `s/${gone.key}/selection.json`]) {
        const response = await fetch(new URL(route, server.url));
        assert.equal(response.status, 404, route);
      }
    } finally {
      await server.close();
    }
  });

  test('the long one prints from Chromium (print media, A4): a page an artwork, each with its picture, caption and her name and address; none of the site around them, no dark page', async () => {
    const server = await startServer({ root: dist, port: 0, quiet: true });
    // The dark theme, printed with its backgrounds on: what a visitor who ticks "Background graphics" gets.
    const context = await shared.browser.newContext({ colorScheme: 'dark', viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      await page.goto(new URL(`s/${long.key}/`, server.url).href);
      await untilHydrated(page);
      // A visitor prints a moment after the page has shown: by then every work's picture is in, not only those
      // scrolled near. (Should they stay out, the print below shows it: pages without their picture.)
      await page
        .waitForFunction(
          () =>
            [...document.querySelector('portfolio-app').shadowRoot.querySelectorAll('main li img')].every(
              (img) => img.complete && img.naturalWidth > 0,
            ),
          null,
          { timeout: 15_000 },
        )
        .catch(() => {});
      const pdf = await page.pdf({ format: 'A4', printBackground: true });
      if (process.env.PRINT_SHOTS)
        fs.writeFileSync(path.join(process.env.PRINT_SHOTS, 'print-long-selection.pdf'), pdf);
      const task = getDocument({ data: new Uint8Array(pdf), verbosity: 0 });
      const doc = await task.promise;
      assert.equal(doc.numPages, long.artworks.length, 'one page an artwork');
      const credit = `${CONTENT.site.owner} · ${CONTENT.site.siteUrl}`;
      const siteWords = ['MENU.BOOKS', 'MENU.BIO', 'MENU.CONTACTS', 'MENU.SKIP', 'MENU.THEME_DARK', 'CONTACTS.SEND']
        .concat(['CONTACTS.SELECTION.PDF', 'CONTACTS.SELECTION.CONTACT'])
        .map((key) => textOf(key));
      for (let n = 1; n <= doc.numPages; n++) {
        const pageOf = await doc.getPage(n);
        const text = (await pageOf.getTextContent()).items.map((item) => item.str).join(' ');
        const { artwork } = long.artworks[n - 1];
        assert.ok(text.includes(artworkTitle(artwork)), `page ${n}: "${artworkTitle(artwork)}" in ${text}`);
        assert.ok(text.includes(credit), `page ${n}: her name and address`);
        assert.deepEqual(
          siteWords.filter((word) => new RegExp(`\\b${word}\\b`).test(text)),
          [],
          `page ${n}: none of the site's navigation, buttons or form`,
        );
        const { fnArray } = await pageOf.getOperatorList();
        assert.equal(fnArray.filter((op) => op === OPS.paintImageXObject).length, 1, `page ${n}: its picture`);
        // Paper, not the dark theme: a band across the foot of the page, under the work and its caption, as pdf.js
        // paints it (a dark page shows there; a picture or text would not reach it).
        const viewport = pageOf.getViewport({ scale: 0.25 });
        const { canvas, context: paint } = doc.canvasFactory.create(viewport.width, viewport.height);
        await pageOf.render({ canvasContext: paint, viewport, canvas }).promise;
        const band = paint.getImageData(0, Math.floor(viewport.height * 0.9), Math.floor(viewport.width), 8).data;
        const darkest = Math.min(...band.filter((_, i) => i % 4 !== 3));
        assert.ok(darkest > 240, `page ${n}: white paper at its foot, not ${darkest} of 255`);
      }
      await task.destroy();
    } finally {
      await context.close();
      await server.close();
    }
  });
});
