// Shared set-up for the journeys: the built site served as `npm start` serves it, and Debian's Chromium.
import fs from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before } from 'node:test';
import { chromium } from 'playwright-core';
import { CHROME_ARGS, PATHS } from '../scripts/testing/engines.mjs';
import { startServer } from '../scripts/servers/serve.mjs';
import { importBundled } from '../scripts/build/import-bundled.mjs';

const generated = (name) =>
  JSON.parse(fs.readFileSync(new URL(`../src/content/generated/${name}.json`, import.meta.url), 'utf8'));

/**
 * The content the site was built from, as the build compiled it (src/content/generated/, written with dist/): the
 * journeys expect what it holds, whatever the illustrator has put in content/. Texts are keys: see textOf.
 */
export const CONTENT = {
  ...generated('books'),
  /** Where to find each book, by its id: its publisher's page and its editions with an ISBN. */
  places: generated('places').books,
  comics: generated('comics'),
  events: generated('events'),
  /** The projects, then the Gallery's groups; on #/portfolio the first project is the carousel. */
  sections: generated('sections'),
  /** Each section's artworks, by its id. */
  artworks: generated('artworks'),
  tracks: generated('tracks'),
  ...generated('site'),
};
const bundles = {};
const { TEXT_PARTS } = await importBundled(fileURLToPath(new URL('../src/content/textParts.ts', import.meta.url)));
/** The text of a content key (`CONTENT.books.x.description`, `events:x.title`) in a language, as the site shows it: a key
 * without a namespace is in the language's bundle or in one of its parts (src/content/textParts.ts). */
export function textOf(key, lang = 'en') {
  const [, ns, keyPath] = key.match(/^(?:(\w+):)?(.*)$/);
  const find = (name) => keyPath.split('.').reduce((node, part) => node?.[part], (bundles[name] ??= generated(name)));
  if (ns) return find(`${ns}.${lang}`);
  return [lang, ...Object.keys(TEXT_PARTS).map((part) => `${part}.${lang}`)]
    .map(find)
    .find((text) => text !== undefined);
}
/**
 * A copy of src/content/generated/ whose events are the tests' own (src/elements/event-list/fixture-events.ts, those of
 * <event-list>'s component tests), for the build's scripts that read such a folder (calendarFiles, feedFiles): the
 * content's events come, go and grow old, these stay as the tests need them.
 */
export async function generatedWithFixtureEvents() {
  const { FIXTURE_EVENTS, FIXTURE_FILES } = await importBundled('src/elements/event-list/fixture-events.ts');
  const folder = fs.mkdtempSync(path.join(tmpdir(), 'generated-'));
  fs.cpSync(new URL('../src/content/generated', import.meta.url), folder, { recursive: true });
  fs.writeFileSync(path.join(folder, 'events.json'), JSON.stringify(FIXTURE_EVENTS));
  for (const lang of ['en', 'it', 'fr']) {
    fs.writeFileSync(
      path.join(folder, `events.${lang}.json`),
      JSON.stringify(Object.fromEntries(FIXTURE_FILES.map((event) => [event.id, event.texts[lang]]))),
    );
  }
  return folder;
}

/** An artwork's title: its alt text up to the colon ("April: a duck ..." is "April"), as the viewer shows it. */
/** A carousel slide's address (the last slide): its file holds the portfolio, so with JavaScript it paints the shell. */
export const carouselSlide = `/portfolio/${CONTENT.artworks[CONTENT.sections[0].id].length}`;
export const artworkTitle = (artwork, lang = 'en') => textOf(artwork.alt, lang).split(/\s?:\s/)[0];
export const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The text of a piece of the build's HTML: its tags dropped, its entities read. */
const textOfHtml = (html) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x?[\da-f]+|\w+);/gi, (entity, name) =>
      name[0] === '#'
        ? String.fromCodePoint(Number(name[1] === 'x' ? `0${name.slice(1)}` : name.slice(1)))
        : ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[name] ?? entity),
    );

/**
 * The pages a journey visits to see every route render: each route once (the sitemap's pages one folder deep), a
 * portfolio section's address and one of its artworks' (the sitemap's first), and an address that matches nothing.
 * With each, what the build wrote into its HTML: the heading of its <main>, and the element it hosts (one of the
 * registry's, which must be defined and rendered, not just present) if any. A new page or route is visited as it is
 * built, with nothing to add here.
 */
export function routeVisits(distDir = 'dist') {
  const all = siteRoutes(distDir);
  const deeper = [2, 3].map((depth) =>
    all.find((route) => route.startsWith('/portfolio/') && route.split('/').length === depth + 1),
  );
  const tags = elementTags().filter((tag) => tag !== 'portfolio-app');
  return [...routePages(distDir), ...deeper, '/nowhere'].map((route) => {
    const file = route === '/nowhere' ? '404.html' : path.join(route, 'index.html');
    const main = fs.readFileSync(path.join(distDir, file), 'utf8').split(/<main\b/)[1] ?? '';
    const heading = textOfHtml(main.match(/<h1\b[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? '');
    if (!heading) throw new Error(`${file}: no heading in its <main>`);
    return [route, heading, tags.find((tag) => main.includes(`<${tag}`))];
  });
}

import { routePages, siteRoutes } from '../scripts/testing/budgets.mjs';
export { pageUrl, routePages } from '../scripts/testing/budgets.mjs';

/** The elements' tags, as the build wrote them from the registry (src/elements/registry.ts) into dist/custom-elements.json. */
export function elementTags() {
  const manifest = JSON.parse(fs.readFileSync(new URL('../dist/custom-elements.json', import.meta.url), 'utf8'));
  return manifest.modules.flatMap((module) => module.declarations.map((declaration) => declaration.tagName));
}

/** A visit's console errors, less the one some browsers log for the not-found page's own 404 status. */
export function withoutNotFoundStatus(errors) {
  const index = errors.findIndex((error) => /status of 404/.test(error));
  return index < 0 ? errors : errors.filter((_, i) => i !== index);
}

/**
 * The strict policy the README documents for a publisher's page, with the elements served from siteOrigin.
 * extraScripts: the page's own script sources, e.g. "'self'".
 */
export function strictPolicy(siteOrigin, extraScripts = '') {
  return [
    "default-src 'none'",
    `script-src ${siteOrigin}${extraScripts && ` ${extraScripts}`}`,
    "style-src 'self'",
    `img-src ${siteOrigin} data:`,
    `font-src ${siteOrigin}`,
    `media-src ${siteOrigin}`,
    `connect-src ${siteOrigin}`,
  ].join('; ');
}

/** Chromium as the journeys launch it; `args`, switches of its own (a screen's size). */
export function launchBrowser(args = []) {
  return chromium.launch({ executablePath: PATHS.chromium, args: [...CHROME_ARGS, ...args] });
}

/**
 * The built site on a free port. Its service worker only if `serviceWorker`: a journey that loads a page twice in one
 * context, or counts its requests, measures the pages themselves, not what a worker kept from the first load (the
 * site's offline journeys, test/offline.test.mjs and engines/offline.test.mjs, ask for it). The others get an empty
 * worker at its address, which the pages register as they would the site's, and which answers nothing.
 */
export function serveSite({ serviceWorker = false, ...options } = {}) {
  // The site reports its Web Vitals to /vitals: keep the journeys' reports out of the developer's .outbox.
  const vitalsOutbox = path.join(tmpdir(), `journeys-vitals-${process.pid}.jsonl`);
  const emptyWorker = (req, res) =>
    new URL(req.url, 'http://site').pathname === '/sw.js' &&
    !!res
      .writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' })
      .end('// no worker here\n');
  const handlers = [...(serviceWorker ? [] : [emptyWorker]), ...(options.handlers ?? [])];
  return startServer({ root: 'dist', port: 0, quiet: true, vitalsOutbox, ...options, handlers });
}

/**
 * The site through a proxy on a port of its own (so a new origin: no service worker of another journey). `cut()`
 * stops it: a connection refused, as without a network; `restore()` opens it again on the same port; `hang(true)`
 * holds every request unanswered, as a network that connects and never answers (a train's), until `hang(false)`;
 * `refuse(pattern)` loses the files whose address matches on the way.
 */
export async function siteProxy(target) {
  let hanging = false;
  let refused;
  const server = http.createServer((req, res) => {
    if (hanging) return; // closed with the server's connections
    if (refused?.test(req.url)) return void res.destroy(); // as a connection lost on the way
    const upstream = http.request(new URL(req.url, target), { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/`,
    cut: () => new Promise((resolve) => (server.close(resolve), server.closeAllConnections())),
    restore: () => new Promise((resolve) => server.listen(port, '127.0.0.1', resolve)),
    hang: (on) => void (hanging = on),
    refuse: (pattern) => void (refused = pattern),
  };
}

/**
 * A publisher's page on its own origin (another port): the given HTML at /, with extra headers (a CSP), and any
 * extra files of its own, e.g. { '/site.css': { type: 'text/css', body } }.
 */
export async function serveHostPage(html, headers = {}, files = {}) {
  const server = http.createServer((req, res) => {
    const file = files[req.url];
    if (file) return res.writeHead(200, { 'Content-Type': file.type }).end(file.body);
    if (new URL(req.url, 'http://host').pathname !== '/') return res.writeHead(404).end(); // any query: the page's own
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', ...headers }).end(html);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * The site's shell is painted from its HTML before its code runs; its buttons respond once React has hydrated it.
 * A visitor's journey that starts with a button waits for that, as a visitor waits for a page to be ready.
 */
export function untilHydrated(page) {
  return page.waitForFunction(() =>
    Object.keys(document.querySelector('portfolio-app')?.shadowRoot?.querySelector('header') ?? {}).some((key) =>
      key.startsWith('__react'),
    ),
  );
}

/** Collects console errors and uncaught page errors, so a broken page is not mistaken for a working one. */
export function watchErrors(page) {
  const errors = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** For a test file: the built site served and one browser, opened before its tests and closed after them. */
export function useSiteAndBrowser(siteOptions = {}) {
  const shared = {};
  before(async () => {
    shared.site = await serveSite(siteOptions);
    shared.browser = await launchBrowser();
  });
  after(async () => {
    await shared.browser?.close();
    await shared.site?.close();
  });
  return shared;
}

/**
 * The built site as if published at a loopback address, for a server that fetches it (WordPress): the site's pages,
 * JSON and scripts name its address (content/settings.json's siteUrl), so this passes each request to `local` and
 * gives the answer with that address replaced by its own. The site's own policies use 'self': they hold as they are.
 */
export async function servePublished(local, siteUrl = CONTENT.site.siteUrl) {
  const server = http.createServer(async (req, res) => {
    const answer = await fetch(new URL(req.url, local), { redirect: 'manual' });
    const headers = Object.fromEntries(
      // Less what belonged to the first answer's connection and encoding: this one has its own.
      [...answer.headers].filter(
        ([name]) => !/^(connection|keep-alive|content-(encoding|length)|transfer-encoding)$/.test(name),
      ),
    );
    let body = Buffer.from(await answer.arrayBuffer());
    if (/^(text\/|application\/(json|javascript|xml))/.test(answer.headers.get('content-type') ?? ''))
      body = body.toString('utf8').replaceAll(siteUrl, url);
    if (headers.location) headers.location = headers.location.replaceAll(siteUrl, url);
    res.writeHead(answer.status, headers).end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}/`;
  const close = () => new Promise((resolve) => server.close(resolve) && server.closeAllConnections());
  return { url, close };
}

/** The ways a path can name the root's `_headers` file (sirv decodes a path and drops one trailing slash: /_headers/
 * and its encodings reached the file once): every server must answer each with 404. */
export const HEADERS_FILE_SPELLINGS = [
  '/_headers',
  '/_headers/',
  '/%5Fheaders',
  '/%5fheaders/',
  '/_he%61ders/',
  '/_headers?x=1',
  '/_headers/?x=1',
  '/_headers/#top',
  '//_headers',
  '/_headers/.',
  '/./_headers',
  '/_headers.',
  '/_headers//',
  '/chunks/../_headers/',
];

/**
 * What a page that did not show has: its heading, whether it hydrated, what its <main> says (an error's message, a
 * retry), its pictures, and the code it fetched.
 */
export function pageState() {
  const all = (root) =>
    [...root.querySelectorAll('*')].flatMap((el) => [el, ...(el.shadowRoot ? all(el.shadowRoot) : [])]);
  const app = document.querySelector('portfolio-app')?.shadowRoot;
  const hydrated = Object.keys(app?.querySelector('header') ?? {}).some((key) => key.startsWith('__react'));
  const heading = app?.querySelector('main h1, [role=dialog] h2')?.textContent;
  const pictures = all(document)
    .filter((el) => el.tagName === 'IMG')
    .map((img) => `${img.currentSrc || img.src} complete ${img.complete} width ${img.naturalWidth}`);
  const code = performance
    .getEntriesByType('resource')
    .filter((entry) => /\.js(\?|$)/.test(entry.name))
    .map((entry) => `${entry.name} at ${Math.round(entry.startTime)} ms, ${Math.round(entry.duration)} ms`);
  const main = app?.querySelector('main')?.textContent?.trim().slice(0, 300);
  return [`hydrated ${hydrated}, heading ${heading}, main "${main}"`, ...pictures, ...code].join('\n');
}
