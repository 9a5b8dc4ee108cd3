/**
 * The site's service worker, bundled by the build into dist/sw.js (scripts/build/offline.mjs), which writes the list
 * of files to keep from the first visit (the offline pages and the fonts) into it with workbox-build. It answers only
 * for the site's own files as rules.ts lists them; anything else goes to the network as if it were not there.
 *
 * - Pages: from the network (a new deploy shows on the next load), from the cache after 3 s or offline; a page never
 *   seen nor saved offline is the offline page in its language, with links to what is kept. A page is kept once it
 *   has shown its own content (site.ts asks for it then), not as it arrives: by then its code has come too.
 * - Hashed code: from any cache first (its name changes with its content); code at a fixed address (elements/*.js)
 *   like a page, so that it never mixes with another deploy's pages.
 * - Pictures and fonts: a saved copy's as they are; else the last one seen, refreshed behind it; offline, another
 *   width of the same picture rather than none.
 */
import { Queue } from 'workbox-background-sync';
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate, type Strategy } from 'workbox-strategies';
import { LANGUAGES } from '../content/languages';
import { KEPT_FOR_LATER } from '../core/keptForLater';
import { CACHE, cacheOf, isContactMessage, kindOf, languageOf, type Kind } from './rules';

type PrecacheEntries = Parameters<typeof precacheAndRoute>[0];
/** "Your message is kept…" in each language (src/locales' OFFLINE.MESSAGE_KEPT), written in by the build. */
declare const MESSAGE_KEPT: Record<string, string>;

const worker = self as unknown as {
  registration: { scope: string };
  clients: { get(id: string): Promise<{ url: string } | undefined> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install', listener: () => void): void;
  addEventListener(
    type: 'message',
    listener: (event: { data: unknown; waitUntil(promise: Promise<unknown>): void }) => void,
  ): void;
};

const site = new URL(worker.registration.scope);
const matchOptions = { ignoreVary: true }; // the server's Vary: Accept-Encoding is the same for every request here
// Code by its path alone: a chunk retried under a fresh query (src/core/importChunk.ts) is the same file.
const codeMatch = { ...matchOptions, ignoreSearch: true };
const matchFor = (request: Request) =>
  ['chunk', 'entry'].includes(kindOf(new URL(request.url), site) ?? '') ? codeMatch : matchOptions;

// The offline pages and the fonts, written in by the build (workbox-build's injectManifest).
precacheAndRoute((self as unknown as { __WB_MANIFEST: PrecacheEntries }).__WB_MANIFEST);
cleanupOutdatedCaches();
// A new worker (a new deploy that changed it) takes over at once: what it serves is the same files' newest copy.
worker.addEventListener('install', () => void worker.skipWaiting());
clientsClaim();

/** The saved copies' caches, one per language the visitor saved. */
const savedCaches = async () => (await caches.keys()).filter((name) => name.startsWith(CACHE.saved('')));

async function matchSaved(request: Request) {
  for (const name of await savedCaches()) {
    const found = await (await caches.open(name)).match(request, matchFor(request));
    if (found) return found;
  }
  return undefined;
}

/** Another width or format of the same picture (cover-640.avif for cover-320.avif), the closest width first. */
async function otherWidth(request: Request) {
  const stem = (url: string) => url.replace(/(-\d+)?\.\w+$/, '');
  const width = (url: string) => Number(url.match(/-(\d+)\.\w+$/)?.[1] ?? 1e4);
  const wanted = request.url;
  const found: Array<[string, Request]> = [];
  for (const name of [CACHE.pictures, ...(await savedCaches())])
    for (const key of await (await caches.open(name)).keys())
      if (stem(key.url) === stem(wanted)) found.push([name, key]);
  found.sort(([, a], [, b]) => Math.abs(width(a.url) - width(wanted)) - Math.abs(width(b.url) - width(wanted)));
  return found[0] && (await caches.open(found[0][0])).match(found[0][1]);
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The language of a page's address; at an address without one, the browser's, as the site's own rule ends. */
function languageFor(path: string) {
  const named = LANGUAGES.find((lang) => path.startsWith(`${lang}/`));
  const browser = navigator.languages
    .map((code) => code.split('-')[0])
    .find((code) => LANGUAGES.includes(code as never));
  return named ?? browser ?? LANGUAGES[0];
}

/** The offline page in the page's language (the build writes one per language), listing the pages kept in it. */
async function offlinePage(request: Request) {
  const lang = languageFor(new URL(request.url).pathname.slice(site.pathname.length));
  const page = await matchPrecache(`offline/${lang}.html`);
  if (!page) return Response.error();
  const links = new Map<string, string>();
  for (const name of [CACHE.pages, CACHE.saved(lang)]) {
    const cache = await caches.open(name);
    for (const key of await cache.keys()) {
      const url = new URL(key.url);
      const path = url.pathname.slice(site.pathname.length);
      if (links.has(key.url) || kindOf(url, site) !== 'page' || languageOf(path, LANGUAGES) !== lang) continue;
      const html = (await (await cache.match(key))?.text()) ?? '';
      links.set(key.url, html.match(/<title>([^<]*)<\/title>/)?.[1] ?? path);
    }
  }
  const list = [...links]
    .sort(([a], [b]) => a.localeCompare(b)) // by address: the home page first, each page's sub-pages after it
    .map(([url, title]) => `<li><a href="${escapeHtml(url)}">${title}</a></li>`)
    .join('');
  const body = (await page.text()).replace(/<!-- saved -->[\s\S]*<!-- \/saved -->/, (empty) =>
    list ? `<ul>${list}</ul>` : empty,
  );
  return new Response(body, { headers: page.headers });
}

/** What every strategy falls back to when its own cache has nothing, and when the network fails as well. */
const fallback = {
  // Any of the site's caches, a saved copy's too. A page or code kept only there waited, on a network that connects
  // and never answers, past NetworkFirst's 3 s for that network (its own cache had nothing): the page never came, or
  // came and never hydrated.
  cachedResponseWillBeUsed: async ({ request, cachedResponse }: { request: Request; cachedResponse?: Response }) =>
    cachedResponse ?? (await caches.match(request, matchFor(request))),
  handlerDidError: async ({ request }: { request: Request }) =>
    (await caches.match(request, matchFor(request))) ??
    (request.mode === 'navigate'
      ? offlinePage(request)
      : kindOf(new URL(request.url), site) === 'picture'
        ? otherWidth(request)
        : undefined),
};

/**
 * A page's HTML is not kept as it arrives: its code was still to come, and the network could go before it did (the
 * page then kept opened offline as "could not be loaded"). The page asks for it to be kept once shown (site.ts).
 */
const keptWhenShown = { cacheWillUpdate: async () => null };

const strategies: Record<Kind, Strategy> = {
  page: new NetworkFirst({
    cacheName: CACHE.pages,
    networkTimeoutSeconds: 3,
    matchOptions,
    plugins: [fallback, keptWhenShown],
  }),
  entry: new NetworkFirst({
    cacheName: CACHE.code,
    networkTimeoutSeconds: 3,
    matchOptions: codeMatch,
    plugins: [fallback],
  }),
  chunk: new CacheFirst({ cacheName: CACHE.code, matchOptions: codeMatch, plugins: [fallback] }),
  picture: new StaleWhileRevalidate({ cacheName: CACHE.pictures, matchOptions, plugins: [fallback] }),
};

for (const kind of Object.keys(strategies) as Kind[]) {
  registerRoute(
    ({ url, request }) =>
      kindOf(url, site, request.referrer) === kind && (kind !== 'page' || request.mode === 'navigate'),
    async (options) => {
      // A saved copy answers as it is, and a chunk from any cache (its hash is its version).
      const kept = kind === 'chunk' || kind === 'picture' ? await matchSaved(options.request) : undefined;
      return kept ?? strategies[kind].handle(options as Parameters<Strategy['handle']>[0]);
    },
  );
}

/**
 * The site's files a page has shown that this worker did not fetch (site.ts sends them): those before it took over,
 * and a page's HTML when the visitor moved to it without a load. Only what the rules keep, where they keep it.
 */
async function keep(urls: string[], page: string) {
  for (const href of urls) {
    const kind = kindOf(new URL(href), site, page);
    if (!kind || (kind !== 'page' && (await caches.match(href, matchOptions)))) continue;
    const response = await fetch(href).catch(() => undefined); // from the browser's cache, as a rule
    if (response?.ok) await (await caches.open(cacheOf(kind))).put(href, response);
  }
}
worker.addEventListener('message', (event) => {
  const data = event.data as { type?: string; urls?: unknown; page?: unknown };
  if (data?.type === 'keep' && Array.isArray(data.urls))
    event.waitUntil(keep(data.urls.map(String), String(data.page)));
});

/**
 * The contact form's messages written offline: kept (IndexedDB, by Workbox's queue) and sent when the network is
 * back, by Background Sync where the browser has it, else when the worker starts (the next visit) or a page says it
 * is online again (site.ts). Each is taken out of the queue before it is sent and put back only if nothing answered:
 * sent once. The form hears KEPT_FOR_LATER, with the words to show (src/elements/contact-form/send.ts).
 */
// One replay at a time, whoever asks (a sync event, a page back online): two at once could take the same message.
let replaying: Promise<void> | undefined;
const replay = (): Promise<void> => (replaying ??= outbox.replayRequests().finally(() => (replaying = undefined)));
// Without Background Sync (Firefox, Safari) the queue replays as it is made, when the worker starts: after it is made.
const outbox: Queue = new Queue('contact-outbox', {
  maxRetentionTime: 14 * 24 * 60, // minutes: two weeks
  onSync: () => Promise.resolve().then(replay),
});
registerRoute(
  ({ url, request }) => isContactMessage(url, request.method),
  async ({ request, event }) => {
    const kept = request.clone();
    try {
      return await fetch(request);
    } catch {
      await outbox.pushRequest({ request: kept });
      // In the language of the page that sent it (its address names it; the request's referrer may be its origin only).
      const page = await worker.clients.get((event as unknown as { clientId: string }).clientId);
      const lang = languageFor(new URL(page?.url ?? site.href).pathname.slice(site.pathname.length));
      return new Response(MESSAGE_KEPT[lang] ?? MESSAGE_KEPT[LANGUAGES[0]], { status: KEPT_FOR_LATER });
    }
  },
  'POST',
);
worker.addEventListener('message', (event) => {
  if ((event.data as { type?: string })?.type === 'online') event.waitUntil(replay().catch(() => {}));
});
