// The site offline, in Chromium, where Playwright's offline mode covers the service worker too: what
// engines/offline.test.mjs (pages seen, the offline page, no worker on a publisher's page) leaves out.
// - "Save this site for offline" in Italian stores what it announced (within 10 %), and then every Italian page of
//   the sitemap opens offline with its largest picture.
// - A new deploy reaches a visitor who has the site open on their next page load: new pages, new code, no chunk that
//   fails and no page of one deploy hydrated by the other's code; a saved copy then says it is older than the site,
//   until it is saved again.
// (A message written offline, kept and sent once: engines/offline.test.mjs, in every engine.)
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { copyProject } from '../scripts/testing/copy-project.mjs';
import { untilHydrated, useSiteAndBrowser, watchErrors } from './helpers.mjs';

const OFFLINE_TEXTS = JSON.parse(fs.readFileSync('src/locales/en.json', 'utf8')).OFFLINE;
const shared = useSiteAndBrowser({ serviceWorker: true });
const SITEMAP = fs.readFileSync('dist/sitemap.xml', 'utf8');
const HOME = SITEMAP.match(/<loc>([^<]+)<\/loc>/)[1];
const ITALIAN = [...SITEMAP.matchAll(/<url><loc>([^<]+)<\/loc>/g)]
  .map(([, loc]) => loc.replaceAll('&amp;', '&').slice(HOME.length))
  .filter((address) => address.startsWith('it/'));

// --- Functions run in the page. ---

/** The footer's Save button: its state (unsaved, saving, saved, stale, failed) and its words, once it is there (in `state`). */
function saveButton(state) {
  const footer = document.querySelector('portfolio-app')?.shadowRoot?.querySelector('footer');
  footer?.scrollIntoView(); // the button comes once the footer is near the screen
  const box = footer?.querySelector('[data-offline-save]');
  if (!box?.dataset.state || (state && box.dataset.state !== state)) return null;
  return { state: box.dataset.state, text: box.textContent, lang: box.dataset.offlineSave };
}

/** The bytes a cache holds, its entries' bodies summed. */
async function cacheBytes(name) {
  const cache = await caches.open(name);
  let bytes = 0;
  for (const key of await cache.keys()) bytes += (await (await cache.match(key)).blob()).size;
  return bytes;
}

/** The page's heading and its largest picture (the one its HTML preloads) shown, or null until both are. */
function headingAndHero() {
  const all = (root) =>
    [...root.querySelectorAll('*')].flatMap((el) => [el, ...(el.shadowRoot ? all(el.shadowRoot) : [])]);
  const heading = document.querySelector('portfolio-app')?.shadowRoot?.querySelector('main h1, [role=dialog] h2');
  const preload = document.querySelector('link[rel=preload][as=image]');
  const stem = (url) => new URL(url, document.baseURI).pathname.replace(/(-\d+)?\.\w+$/, '');
  const hero = preload && stem((preload.getAttribute('imagesrcset') ?? preload.href).split(' ')[0]);
  const shown = all(document).some(
    (el) => el.tagName === 'IMG' && el.complete && el.naturalWidth > 0 && stem(el.currentSrc || el.src) === hero,
  );
  return heading && (!hero || shown) ? { heading: heading.textContent, hero } : null;
}

test('Save this site for offline, in Italian: what it announced is stored, and every Italian page opens offline with its largest picture', async () => {
  const context = await shared.browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'it' });
  const page = await context.newPage();
  const errors = watchErrors(page);
  try {
    await page.goto(`${shared.site.url}it/`);
    await untilHydrated(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller, null, { timeout: 20_000 });
    const offered = await (await page.waitForFunction(saveButton, null, { timeout: 20_000 })).jsonValue();
    assert.equal(offered.state, 'unsaved');
    assert.match(offered.text, /^Salva il sito per usarlo offline \(\d+,\d MB\)$/);
    const announced = Number(offered.text.match(/(\d+,\d) MB/)[1].replace(',', '.')) * 1e6;

    await page.locator('portfolio-app').getByRole('button', { name: offered.text }).click();
    await page.waitForFunction(saveButton, 'saved', { timeout: 240_000, polling: 500 });
    const stored = await page.evaluate(cacheBytes, 'offline-saved-it');
    assert.ok(
      Math.abs(stored - announced) <= announced * 0.1,
      `stored ${stored} B, announced ${announced} B: within 10 %`,
    );

    await context.setOffline(true);
    const retried = [];
    for (const address of ITALIAN) {
      await page.goto(`${shared.site.url}${address}`);
      // Once in about a hundred offline loads under load, Chromium's import of the page's element module was aborted
      // (net::ERR_ABORTED) and the page stayed its painted stand-in: not understood yet (the note says so). A
      // visitor would reload; so does this journey, once, and the page must then show.
      // Shown and working: hydrated (else the next address would cut its code's loading off, an error of its own).
      const shown = await Promise.all([
        page.waitForFunction(headingAndHero, null, { timeout: 20_000 }),
        untilHydrated(page),
      ]).then(
        () => true,
        () => false,
      );
      if (!shown) await page.reload();
      if (!shown) retried.push(address);
      await page.waitForFunction(headingAndHero, null, { timeout: 30_000 }).catch(async () => {
        const images = await page.evaluate(() => {
          const all = (root) =>
            [...root.querySelectorAll('*')].flatMap((el) => [el, ...(el.shadowRoot ? all(el.shadowRoot) : [])]);
          return all(document)
            .filter((el) => el.tagName === 'IMG')
            .map((img) => `${img.currentSrc || img.src} ${img.complete} ${img.naturalWidth}`);
        });
        assert.fail(`/${address}: no heading or no largest picture offline; its pictures:\n${images.join('\n')}`);
      });
      await untilHydrated(page);
    }
    assert.ok(retried.length <= 1, `pages shown only after a reload: ${retried.join(', ')}`);
    // A page reloaded after its element's module failed reports that failure: only those are let through.
    assert.deepEqual(
      errors.filter(
        (error) => !/ERR_INTERNET_DISCONNECTED/.test(error) && !(retried.length && /Loading chunk/.test(error)),
      ),
      [],
    );
  } finally {
    await context.close();
  }
});

// A second build of the project with one interface text changed: the next deploy, built once for the journeys below.
const copy = copyProject('offline-deploy-', { encodedPictures: true });
after(() => fs.rmSync(copy, { recursive: true, force: true }));
let building;
/** The next deploy's folder (in the copy) and its English "Books" link's new text. */
function nextDeploy() {
  building ??= Promise.resolve().then(() => {
    const texts = path.join(copy, 'src/locales/en.json');
    const locale = JSON.parse(fs.readFileSync(texts, 'utf8'));
    const label = `${locale.MENU.BOOKS} and more`;
    locale.MENU.BOOKS = label;
    fs.writeFileSync(texts, JSON.stringify(locale, null, 2));
    const build = spawnSync(process.execPath, ['node_modules/rollup/dist/bin/rollup', '-c'], {
      cwd: copy,
      env: { ...process.env, BUILD_DIR: 'next', BUILD_QUICK: '1' },
      encoding: 'utf8',
    });
    assert.equal(build.status, 0, `the build in ${copy} failed:\n${build.stdout}\n${build.stderr}`);
    return { next: path.join(copy, 'next'), label };
  });
  return building;
}

test('a new deploy shows on the next page load, with no chunk failing and no mix of the two', async () => {
  const { next, label } = await nextDeploy();
  const context = await shared.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = watchErrors(page);
  const failed = [];
  // The site's files; not its field measurements, sent as a page is left, nor a file the next load cut off.
  page.on(
    'requestfailed',
    (request) =>
      request.method() === 'GET' && request.failure()?.errorText !== 'net::ERR_ABORTED' && failed.push(request.url()),
  );
  page.on('response', (response) => response.status() >= 400 && failed.push(`${response.status()} ${response.url()}`));
  const booksLink = () =>
    document.querySelector('portfolio-app').shadowRoot.querySelector('nav a[href="/books/"]')?.textContent;
  try {
    // A visitor with the site open: two pages seen, kept by the service worker.
    await page.goto(shared.site.url);
    await untilHydrated(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller, null, { timeout: 20_000 });
    await page.goto(`${shared.site.url}books/`);
    await untilHydrated(page);
    const before = await page.evaluate(booksLink);
    assert.notEqual(before, label);

    await shared.site.setRoot(next); // the deploy
    for (const address of ['books/', '', 'bio/']) {
      await page.goto(`${shared.site.url}${address}`);
      await untilHydrated(page);
      assert.equal(await page.evaluate(booksLink), label, `/${address}: the new deploy's text`);
    }
    // Its code too: a page of one deploy hydrated by the other's would tell React its text differs.
    await page.locator('portfolio-app').getByRole('link', { name: 'Bio' }).first().click();
    await page.waitForURL(/\/bio\/$/);
    assert.deepEqual(failed, []);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
    await shared.site.setRoot('dist');
  }
});

test('a saved copy says it is older than the site after a deploy, until it is saved again', async () => {
  const { next } = await nextDeploy();
  const context = await shared.browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'en' });
  const page = await context.newPage();
  const errors = watchErrors(page);
  const footer = () => page.waitForFunction(saveButton, null, { timeout: 20_000 }).then((shown) => shown.jsonValue());
  const untilSaved = () => page.waitForFunction(saveButton, 'saved', { timeout: 240_000, polling: 500 });
  const click = (text) => page.locator('portfolio-app').getByRole('button', { name: text }).click();
  try {
    await page.goto(shared.site.url);
    await untilHydrated(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller, null, { timeout: 20_000 });
    await click((await footer()).text);
    await untilSaved();

    await shared.site.setRoot(next); // the deploy: the English pages changed
    await page.goto(`${shared.site.url}books/`);
    await untilHydrated(page);
    assert.deepEqual(await footer(), { state: 'stale', text: OFFLINE_TEXTS.STALE, lang: 'en' });
    await click(OFFLINE_TEXTS.STALE);
    await untilSaved();
    // The copy is the new deploy's: the next page says so too.
    await page.goto(shared.site.url);
    await untilHydrated(page);
    assert.equal((await footer()).state, 'saved');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
    await shared.site.setRoot('dist');
  }
});
