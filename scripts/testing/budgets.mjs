// Deterministic loading budgets of the built site (dist/), measured in Chromium with playwright.
// Used by `npm run bench` (scripts/testing/bench.mjs); it joins `npm test` once every byte budget holds.
//
//   import { checkBudgets } from '../scripts/testing/budgets.mjs';
//   const { rows, failures } = await checkBudgets({ siteUrl, browser });
//
// Every response of each page is recorded: bytes by type, request count, and for JavaScript the gzip -9 and
// brotli q11 sizes computed here (the server's own compression settings do not matter). Lighthouse timings are
// not checked here: they vary from run to run, bench.mjs checks them.

import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { createHash } from 'node:crypto';

import { CHROME_ARGS, PATHS } from './engines.mjs';
import { pageUrl } from '../build/prerender.mjs';

export { pageUrl }; // the address the build writes each page at (scripts/build/prerender.mjs)

/**
 * The site's pages as routes ('/', '/books', '/portfolio/colour/2'), read from the sitemap the build writes
 * (scripts/build/prerender.mjs, from src/elements/portfolio-app/sitePages.ts): a new page is measured and checked
 * without anyone listing it here or in the tests.
 */
export function siteRoutes(distDir = 'dist') {
  const sitemap = fs.readFileSync(path.join(distDir, 'sitemap.xml'), 'utf8');
  // Each page once, at its address without a language (its x-default): the Italian and French ones are the same page.
  const urls = [...sitemap.matchAll(/<url><loc>([^<]+)<\/loc>.*?hreflang="x-default" href="([^"]+)"/g)]
    .filter(([, loc, fallback]) => loc === fallback)
    .map((match) => match[1].replaceAll('&amp;', '&'));
  const home = urls.reduce((shortest, url) => (url.length < shortest.length ? url : shortest));
  return urls.map((url) => `/${url.slice(home.length).replace(/\/$/, '')}`);
}

/**
 * One page per route of src/elements/portfolio-app/routes.ts: the sitemap's pages one folder deep, each route's
 * first address (/, /books, /comics, /<book id>; /comics/<id> and /<book id>/2 are further addresses of theirs).
 */
export const routePages = (distDir = 'dist') => siteRoutes(distDir).filter((route) => route.split('/').length <= 2);

/** The book page with a video poster (the first book with a video): Plyr may load there only after a click on it. */
export function videoRoute() {
  const { books, covers } = JSON.parse(
    fs.readFileSync(new URL('../../src/content/generated/books.json', import.meta.url), 'utf8'),
  );
  const book = [...books, ...covers].find((entry) => entry.videoId);
  return book && `/${book.id}`;
}

export const KB = 1024;
export const BUDGETS = Object.freeze({
  homeJsBrotli: 90 * KB, // all JavaScript of a first visit to #/
  elementOwnJsBrotli: 15 * KB, // an element alone on a page, minus the shared React chunk
  cls: 0.005, // "0.00" once rounded to two decimals
});

// Today's figures, rounded up, for the two budgets above that are not met: npm test fails if they grow.
export const CEILINGS = Object.freeze({
  // 97.4 KB before the portfolio, viewer and events (issue #14 allows 2 KB more); 101 KB with react-i18next
  // (issue #17 part 3 allows its own bytes: measured +1.95 KB, 98.95 -> 100.90 KB); 101.2 KB with real addresses
  // (issue "Every page its own address", first step: the path location, folder links, old-link handling: +0.2 KB,
  // 100.8 -> 101.0 KB; the issue asks for 97 KB in the end); 101.4 KB with an address per language and every page
  // hydrating (the language's folder in the routes, the selector moving to the other language's address, the
  // elements inside a page rendering over their prerendered nodes: measured 101.3 KB)
  homeJsBrotli: 101.4 * KB,
  // 105.1 KB before them; 108.9 KB after: 1.8 KB over the 2 KB growth issue #14 allows (not met yet); 109.0 KB with
  // the loader of field measurement (issue #15: 0.15 KB; web-vitals itself comes after the load event); 111.2 KB
  // with react-i18next (issue #17 part 3: measured +1.97 KB, 108.97 -> 110.94 KB); 111.5 KB with embeds that take
  // their page's colour scheme (issue "No silent failures…, embeds that fit": measured +0.30 KB, 111.19 -> 111.49 KB);
  // 111.6 KB with <book-list shop> (issue #25 part 1: the kit's URL-template check, its translated message and the
  // attribute's registry row, which every page carries: measured +98 B, 114166 -> 114264 B); 111.9 KB with real
  // addresses (as for #/ above: +0.2 KB, 111.6 -> 111.8 KB; the issue asks for 105 KB in the end); 112.1 KB with the
  // addresses per language (as for #/ above: measured 112.0 KB); 112.4 KB with the pages listening to their elements'
  // events from an effect, as React 19 does not attach them when it hydrates (react#35446): measured 112.3 KB
  portfolioJsBrotli: 112.4 * KB,
  // <portfolio-gallery> 42.1 KB with the viewer's opener and captions; 45 KB with react-i18next (issue #17 part 3:
  // measured +1.96 KB, 42.00 -> 43.96 KB)
  elementOwnJsBrotli: 45 * KB,
});

// Lighthouse's mobile device: the same viewport, so image choices and layout shifts match its runs.
export const MOBILE = Object.freeze({
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  locale: 'en',
});

/**
 * Third-party libraries and how to recognise them, by chunk name or by strings only the library itself contains
 * (not the class names our own markup uses, e.g. "glide__track" or "plyr__video-embed").
 * `allowed` lists where each may load on a first visit; anything else is a broken budget.
 */
export const LIBRARIES = Object.freeze({
  react: {
    file: /\/chunks\/react-[\w-]+\.js$/,
    content: /__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS|react\.dev\/errors/,
  },
  glide: {
    file: /\/chunks\/glide[\w-]*\.js$/i,
    content: /glide--swipeable|glide__slide--clone|glide__arrow--disabled/, // Glide's default option values
    allowed: { routes: ['/portfolio'], tags: ['portfolio-gallery'] },
  },
  plyr: {
    file: /\/chunks\/plyr[\w-]*\.js$|\/plyr\.css$/i,
    content: /cdn\.plyr\.io|@keyframes plyr-progress/, // Plyr's default icon URL; its stylesheet
    allowed: { routes: [], tags: [] }, // only after a click on the video poster (checked separately)
  },
  viewer: {
    file: /\/chunks\/Viewer-[\w-]+\.js$/,
    content: /yarl__slide_captions_container/, // a class of yet-another-react-lightbox's captions stylesheet
    allowed: { routes: [], tags: [] }, // only once a visitor opens an artwork full-screen
  },
  emailjs: {
    file: /\/chunks\/(emailjs|browser)[\w-]*\.js$/i,
    content: /\/api\/v1\.0\/email\/send|blockHeadless/, // the SDK's endpoint path and option name
    allowed: { routes: ['/contact'], tags: ['contact-form'] },
  },
  'web-vitals': {
    file: /\/chunks\/web-vitals-[\w-]+\.js$/,
    content: /largest-contentful-paint/, // the entry type it observes; our own code never names it
    allowed: { routes: 'all', tags: [] }, // the site measures itself; an embedded element never does
    afterLoad: true, // imported once the page has loaded: its chunk is left out of the first load's figures
  },
});

export const BUDGET_NAMES = Object.freeze({
  complete: 'every page defines all the custom elements it shows (else its figures mean nothing)',
  'home-js': `first load of #/ ≤ ${BUDGETS.homeJsBrotli / KB} KB JavaScript (brotli)`,
  'element-js': `each element's own code ≤ ${BUDGETS.elementOwnJsBrotli / KB} KB brotli beyond the React chunk`,
  'react-once': 'React loaded once per page, even with 3 elements from 3 script tags',
  'glide-only': 'Glide only on portfolio-gallery and #/portfolio',
  'plyr-only': 'Plyr absent everywhere until the visitor asks for the video',
  'viewer-only': 'the full-screen viewer absent everywhere until the visitor opens an artwork',
  'emailjs-only': 'EmailJS only on contact-form and #/contact',
  'web-vitals-only': 'web-vitals never on an embedded element; on the site in its own chunk, after the load event',
  cls: 'CLS 0.00 on every route (mobile viewport)',
});

// ---------------------------------------------------------------------------
// Inputs

/** Element tags as built: one module per tag in dist/elements (portfolio-app is the whole site, measured by route). */
export function listTags(distDir = 'dist') {
  return fs
    .readdirSync(path.join(distDir, 'elements'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => name.slice(0, -3))
    .filter((tag) => tag !== 'portfolio-app')
    .sort();
}

/** Playwright's Chromium launch, as the journeys do it. */
export async function launchChromium() {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: PATHS.chromium, args: CHROME_ARGS });
}

/**
 * A publisher's origin (another port than the site): serves generated HTML pages by path, so elements are
 * loaded cross-origin the way an embedding page loads them.
 */
export async function startHostServer(pages) {
  const server = http.createServer((req, res) => {
    const html = pages[req.url.split('?')[0]];
    if (html === undefined) return res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(html);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}/`;
  return { url, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** A bare page with one script tag per element, then the elements themselves. */
export function elementsPage(siteUrl, tags) {
  const scripts = tags.map((tag) => `<script type="module" src="${new URL(`elements/${tag}.js`, siteUrl)}"></script>`);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${tags.join(', ')}</title>${scripts.join('')}</head><body>${tags.map((tag) => `<${tag}></${tag}>`).join('')}</body></html>`;
}

// ---------------------------------------------------------------------------
// Measuring one page

const compressed = new Map(); // sha1 of a body -> { gzip, brotli }: chunks repeat across pages

/** gzip level 9 and brotli quality 11 sizes of a body, computed once per distinct body. */
export function compressedSizes(body) {
  const key = createHash('sha1').update(body).digest('hex');
  if (!compressed.has(key)) {
    compressed.set(key, {
      gzip: zlib.gzipSync(body, { level: 9 }).length,
      brotli: zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }).length,
    });
  }
  return compressed.get(key);
}

export const TYPES = ['js', 'css', 'font', 'image', 'audio', 'other'];

/** js | css | font | image | audio (audio and video) | other, by Content-Type, else by extension. */
export function typeOf(url, contentType = '') {
  const ext = path.extname(new URL(url).pathname).toLowerCase();
  if (/javascript|ecmascript/.test(contentType) || ext === '.js' || ext === '.mjs') return 'js';
  if (contentType.startsWith('text/css') || ext === '.css') return 'css';
  if (contentType.startsWith('font/') || ['.woff2', '.woff', '.ttf', '.otf'].includes(ext)) return 'font';
  if (contentType.startsWith('image/')) return 'image';
  if (contentType.startsWith('audio/') || contentType.startsWith('video/')) return 'audio';
  return 'other';
}

const isLocal = (url) => /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?\//.test(url) || !/^https?:/.test(url);

/**
 * Runs in the page before any script: sums layout shifts (CLS), and for element pages records when each
 * element's shadow root first shows content (text or an image), checked on every animation frame.
 */
function pageProbe(tags) {
  window.__probe = { cls: 0, shifts: 0, sources: [], firstContent: {} };
  // Where a shift happened, as the moved box before → after (the API does not name nodes inside shadow roots).
  const rect = (r) => `${Math.round(r.width)}×${Math.round(r.height)}@${Math.round(r.x)},${Math.round(r.y)}`;
  const describe = (source) => `${rect(source.previousRect)} → ${rect(source.currentRect)}`;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__probe.cls += entry.value;
      window.__probe.shifts++;
      for (const source of entry.sources ?? []) {
        const text = `${describe(source)} (${entry.value.toFixed(3)})`;
        if (window.__probe.sources.length < 6) window.__probe.sources.push(text);
      }
    }
  }).observe({ type: 'layout-shift', buffered: true });
  // Content = visible text (not the text of a <style>) or an image of some kind.
  const hasText = (root) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.textContent.trim() && !['STYLE', 'SCRIPT', 'TEMPLATE'].includes(node.parentNode.nodeName)) return true;
    }
    return false;
  };
  const hasContent = (root) => root && (root.querySelector('img, svg, video, canvas') || hasText(root));
  const check = () => {
    for (const tag of tags) {
      if (window.__probe.firstContent[tag] === undefined && hasContent(document.querySelector(tag)?.shadowRoot)) {
        window.__probe.firstContent[tag] = performance.now();
      }
    }
    if (tags.some((tag) => window.__probe.firstContent[tag] === undefined)) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/**
 * Watches a page's network: every response is described (tagged with the phase it arrived in: 'load' or
 * 'interaction'), and requests in flight are counted so we can wait for the page to go quiet.
 */
function watchNetwork(page) {
  const pending = [];
  const inflight = new Set();
  const requested = [];
  let lastActivity = Date.now();
  let phase = 'load';
  page.on('request', (request) => {
    inflight.add(request);
    requested.push(request.url());
    lastActivity = Date.now();
  });
  for (const event of ['requestfinished', 'requestfailed']) {
    page.on(event, (request) => {
      inflight.delete(request);
      lastActivity = Date.now();
    });
  }
  page.on('response', (response) => {
    if (/^https?:/.test(response.url())) pending.push(describeResponse(response, phase));
  });
  return {
    setPhase: (name) => (phase = name),
    /** Resolves once nothing has been in flight for `idleMs` (lazy chunks, texts and images have arrived). */
    quiet: ({ idleMs = 500, timeoutMs = 15_000 } = {}) =>
      pollUntil(() => inflight.size === 0 && Date.now() - lastActivity >= idleMs, timeoutMs),
    /** Resolves once a request whose path matches `file` has been made. */
    requestOf: (file, timeoutMs = 15_000) =>
      pollUntil(() => requested.some((url) => file.test(new URL(url).pathname)), timeoutMs),
    responses: async () => (await Promise.all(pending)).filter(Boolean),
  };
}

/** Resolves once `done()` is true, or after `timeoutMs` whatever it is (the figures then say what is missing). */
async function pollUntil(done, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !done()) await new Promise((resolve) => setTimeout(resolve, 50));
}

/** One response: url, type, bytes on the wire (body as encoded + headers), libraries, and JS compressed sizes. */
async function describeResponse(response, phase) {
  const url = response.url();
  const type = typeOf(url, response.headers()['content-type']);
  const sizes = await response
    .request()
    .sizes()
    .catch(() => null);
  const body =
    response.status() === 200 && (type === 'js' || type === 'css') ? await response.body().catch(() => null) : null;
  const entry = {
    url,
    phase,
    status: response.status(),
    type,
    transferred: sizes ? sizes.responseBodySize + sizes.responseHeadersSize : 0,
    libraries: librariesIn(url, body),
  };
  if (type === 'js' && body) Object.assign(entry, { raw: body.length, ...compressedSizes(body) });
  return entry;
}

/** Which known libraries a response is, or contains. */
function librariesIn(url, body) {
  const text = body ? body.toString('latin1') : '';
  return Object.entries(LIBRARIES)
    .filter(([, lib]) => lib.file.test(new URL(url).pathname) || (text && lib.content.test(text)))
    .map(([name]) => name);
}

/** The chunks of libraries imported after the load event (web-vitals): not part of the first load. */
const lateFile = (url) => Object.values(LIBRARIES).some((lib) => lib.afterLoad && lib.file.test(new URL(url).pathname));

/** Sums recorded responses into the figures of a table row; libraries loaded after `load` only count as present. */
function summarise(all) {
  const responses = all.filter((r) => !lateFile(r.url));
  const bytes = Object.fromEntries(TYPES.map((type) => [type, 0]));
  for (const r of responses) bytes[r.type] += r.transferred;
  bytes.total = TYPES.reduce((sum, type) => sum + bytes[type], 0);
  const js = responses.filter((r) => r.type === 'js' && r.raw !== undefined);
  const react = js.filter((r) => r.libraries.includes('react'));
  const sum = (list, key) => list.reduce((total, r) => total + r[key], 0);
  return {
    requests: responses.length,
    bytes,
    js: { files: js.length, raw: sum(js, 'raw'), gzip: sum(js, 'gzip'), brotli: sum(js, 'brotli') },
    react: { requests: responses.filter((r) => r.libraries.includes('react')).length, brotli: sum(react, 'brotli') },
    libraries: Object.fromEntries(
      Object.keys(LIBRARIES).map((name) => [name, all.some((r) => r.libraries.includes(name))]),
    ),
    responses: all,
  };
}

/**
 * Opens `url` in a fresh mobile context (empty cache) and waits until the network is quiet. Returns the row:
 * bytes by type, requests, JS sizes, libraries, CLS, and for `tags` (elements on the page) the time from the
 * start of the element module's fetch to its first content. `interact(page)`, if given, then runs (e.g. a
 * click) and what it loads is summarised apart, under `after`.
 */
export async function measurePage(browser, url, { tags = [], siteUrl = url, ready, interact } = {}) {
  const started = Date.now();
  const context = await browser.newContext(MOBILE);
  try {
    // Our pages are local; anything else (YouTube, ...) is refused at once rather than left to time out.
    const blocked = [];
    await context.route(
      (u) => !isLocal(u.href),
      (route) => (blocked.push(route.request().url()), route.abort('blockedbyclient')),
    );
    await context.addInitScript(pageProbe, tags);
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const network = watchNetwork(page);
    await page.goto(url, { waitUntil: 'load' });
    // Content first, then a quiet network: on a busy machine a gap between requests is not the end of loading.
    if (ready) await ready(page, network).catch(() => {});
    if (tags.length) {
      await page
        .waitForFunction((n) => Object.keys(window.__probe.firstContent).length === n, tags.length, { timeout: 15_000 })
        .catch(() => {});
    }
    await network.quiet();
    const probe = await readProbe(page, tags, siteUrl);
    let interaction;
    if (interact) {
      network.setPhase('interaction');
      interaction = await interact(page);
      await network.quiet();
    }
    const responses = await network.responses();
    const row = { url, ...summarise(responses.filter((r) => r.phase === 'load')), blocked, errors, ...probe };
    if (interact) row.after = { ...interaction, ...summarise(responses.filter((r) => r.phase === 'interaction')) };
    return { ...row, measuredInMs: Date.now() - started };
  } finally {
    await context.close();
  }
}

/** CLS so far, and per element: first content time minus the start of its module's fetch (resource timing). */
async function readProbe(page, tags, siteUrl) {
  const scripts = tags.map((tag) => [tag, new URL(`elements/${tag}.js`, siteUrl).href]);
  const probe = await page.evaluate(
    ({ list, late }) => {
      // Custom elements on the page (in any shadow root) whose code never arrived: an incomplete page.
      const undefinedTags = new Set();
      const walk = (root) =>
        root.querySelectorAll('*').forEach((el) => {
          if (el.localName.includes('-') && !customElements.get(el.localName)) undefinedTags.add(el.localName);
          if (el.shadowRoot) walk(el.shadowRoot);
        });
      walk(document);
      return {
        ...window.__probe,
        undefinedTags: [...undefinedTags],
        scriptStart: Object.fromEntries(
          list.map(([tag, src]) => [tag, performance.getEntriesByName(src)[0]?.startTime]),
        ),
        loadEnd: performance.getEntriesByType('navigation')[0]?.loadEventEnd,
        lateStarts: performance
          .getEntriesByType('resource')
          .filter((e) => late.some((re) => new RegExp(re).test(e.name)))
          .map((e) => e.startTime),
      };
    },
    {
      list: scripts,
      late: Object.values(LIBRARIES)
        .filter((lib) => lib.afterLoad)
        .map((lib) => lib.file.source),
    },
  );
  const firstContentMs = Object.fromEntries(
    tags.map((tag) => {
      const [start, shown] = [probe.scriptStart[tag], probe.firstContent[tag]];
      return [tag, start !== undefined && shown !== undefined ? Math.round(shown - start) : null];
    }),
  );
  // A chunk meant for after the load event that started before it ended (or before the page loaded at all).
  const earlyLateChunk = probe.lateStarts.some((start) => !(start >= probe.loadEnd));
  return {
    cls: probe.cls,
    shifts: probe.shifts,
    shiftSources: probe.sources,
    firstContentMs,
    undefinedTags: probe.undefinedTags,
    earlyLateChunk,
  };
}

/**
 * A route has rendered once its page heading is there, and has loaded once web-vitals is requested too: the site
 * imports it when the main thread is idle after the load event, which a busy machine can put off past a quiet second.
 */
async function routeReady(page, network) {
  await page.locator('portfolio-app main h1').first().waitFor({ state: 'attached', timeout: 15_000 });
  await network.requestOf(LIBRARIES['web-vitals'].file);
}

/** Clicks the book video's poster, if the page has one (the video player may not be built yet). */
async function askForVideo(page) {
  const poster = page.locator('portfolio-app').getByRole('button', { name: /video/i }).first();
  if (!(await poster.isVisible().catch(() => false))) return { poster: false };
  await poster.click();
  return { poster: true };
}

// ---------------------------------------------------------------------------
// Budgets

/**
 * Measures every route of the site, every element alone, and three elements together; checks the budgets.
 * `concurrency` > 1 measures several pages at once (faster; the first content times get noisier).
 * @param {{ siteUrl: string, browser: import('playwright-core').Browser, distDir?: string, concurrency?: number }} options
 * @returns {Promise<{ rows: object[], failures: Array<{ budget: string, subject: string, message: string }> }>}
 */
export async function checkBudgets({ siteUrl, browser, distDir = 'dist', concurrency = 1 }) {
  const tags = listTags(distDir);
  const three = tags.slice(0, 3);
  const video = videoRoute();
  const pages = Object.fromEntries(tags.map((tag) => [`/${tag}.html`, elementsPage(siteUrl, [tag])]));
  pages['/three.html'] = elementsPage(siteUrl, three);
  const host = await startHostServer(pages);
  const jobs = [
    ...routePages(distDir).map((route) => async () => ({
      kind: 'route',
      name: `#${route}`,
      route,
      ...(await measurePage(browser, pageUrl(siteUrl, route), {
        ready: routeReady,
        interact: route === video ? askForVideo : undefined,
      })),
    })),
    ...tags.map((tag) => async () => {
      const row = await measurePage(browser, `${host.url}${tag}.html`, { tags: [tag], siteUrl });
      return {
        kind: 'element',
        name: `<${tag}>`,
        tag,
        ...row,
        ownJsBrotli: row.js.brotli - row.react.brotli,
        firstContentMs: row.firstContentMs[tag],
      };
    }),
    async () => ({
      kind: 'three',
      name: `3 elements, 3 script tags (${three.join(', ')})`,
      tags: three,
      ...(await measurePage(browser, `${host.url}three.html`, { tags: three, siteUrl })),
    }),
  ];
  try {
    const rows = await mapLimit(jobs, concurrency, (job) => job());
    return { rows, failures: findFailures(rows) };
  } finally {
    await host.close();
  }
}

/** Runs the async jobs at most `limit` at a time; results in the jobs' order. */
async function mapLimit(items, limit, fn) {
  const results = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}

/** Every broken budget, one entry per page and budget, with the figure. */
export function findFailures(rows) {
  const failures = [];
  const fail = (budget, subject, message) => failures.push({ budget, subject, message });
  const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

  for (const row of rows) {
    if (row.undefinedTags.length) {
      fail('complete', row.name, `never defined: ${row.undefinedTags.map((tag) => `<${tag}>`).join(', ')}`);
    }
    if (row.kind === 'element' && row.firstContentMs === null) fail('complete', row.name, 'never showed content');
    if (row.kind === 'route' && row.route === '/' && row.js.brotli > BUDGETS.homeJsBrotli) {
      fail('home-js', row.name, `${kb(row.js.brotli)} JS brotli > ${kb(BUDGETS.homeJsBrotli)}`);
    }
    if (row.kind === 'element' && row.ownJsBrotli > BUDGETS.elementOwnJsBrotli) {
      fail(
        'element-js',
        row.name,
        `${kb(row.ownJsBrotli)} brotli beyond React (${kb(row.js.brotli)} − ${kb(row.react.brotli)}) > ${kb(BUDGETS.elementOwnJsBrotli)}`,
      );
    }
    if (row.react.requests > 1 || (row.kind === 'three' && row.react.requests !== 1)) {
      fail('react-once', row.name, `React loaded ${row.react.requests} times`);
    }
    if (row.kind === 'route' && !(row.cls < BUDGETS.cls)) {
      fail('cls', row.name, `CLS ${row.cls.toFixed(3)} (${row.shifts} layout shifts) > 0.00`);
    }
    for (const [name, lib] of Object.entries(LIBRARIES)) {
      if (!lib.allowed || !row.libraries[name] || row.kind === 'three') continue; // that page is about React
      const allowed =
        row.kind === 'route'
          ? lib.allowed.routes === 'all' || lib.allowed.routes.includes(row.route)
          : row.kind === 'element' && lib.allowed.tags.includes(row.tag);
      if (!allowed)
        fail(
          `${name}-only`,
          row.name,
          `${name} loaded: ${row.responses
            .filter((r) => r.libraries.includes(name))
            .map((r) => new URL(r.url).pathname)
            .join(', ')}`,
        );
    }
  }
  // web-vitals: its own chunk (no other file contains it), requested after the load event.
  for (const row of rows.filter((r) => r.libraries['web-vitals'])) {
    const inOthers = row.responses.filter((r) => r.libraries.includes('web-vitals') && !lateFile(r.url));
    if (inOthers.length)
      fail('web-vitals-only', row.name, `web-vitals inside ${inOthers.map((r) => new URL(r.url).pathname).join(', ')}`);
    if (row.earlyLateChunk) fail('web-vitals-only', row.name, 'web-vitals requested before the load event ended');
  }
  // The click on the video poster may bring Plyr, and nothing else that is budgeted.
  for (const row of rows.filter((r) => r.after)) {
    if (row.after.libraries.glide || row.after.libraries.emailjs)
      fail('plyr-only', `${row.name} + play`, 'the video brought Glide or EmailJS along');
    if (row.after.react.requests > 0) fail('react-once', `${row.name} + play`, 'the video loaded React again');
  }
  return failures;
}
