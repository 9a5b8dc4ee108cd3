// What a page loads, response by response: its type, its bytes on the wire, JavaScript's gzip -9 and brotli q11
// sizes (computed here: the server's own compression settings do not matter), and the libraries it is or contains.

import path from 'node:path';
import zlib from 'node:zlib';
import { createHash } from 'node:crypto';
import { contentShareOf } from '../build/content-share.mjs';

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
    allowed: { routes: [], tags: [] }, // only once a visitor reaches for a carousel (checked separately)
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
  detector: {
    file: /\/chunks\/detectLanguage-[\w-]+\.js$/, // src/core/detectLanguage.ts, should rollup give it a chunk of its own
    content: /lookupFromPathIndex/, // an option name of the detector's own: in the elements' shared chunk
    allowed: { routes: [], tags: 'all' }, // her pages' address names their language; an element on another site detects it
  },
  offline: {
    file: /\/offline\/site\.js$/, // src/offline/site.ts: the service worker's registration, the footer's Save button
    content: /offline-saved-/, // the saved copies' cache names (src/offline/rules.ts)
    allowed: { routes: 'all', tags: [] }, // the site's own pages only; an embedded element never registers it
    afterLoad: true, // imported by the page's inline script once it has loaded and is idle
  },
});

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

export const isLocal = (url) =>
  /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?\//.test(url) || !/^https?:/.test(url);

/**
 * Watches a page's network: every response is described (tagged with the phase it arrived in: 'load' or
 * 'interaction'), and requests in flight are counted so we can wait for the page to go quiet.
 */
export function watchNetwork(page) {
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
  if (type === 'js' && body)
    Object.assign(entry, { raw: body.length, ...compressedSizes(body), content: contentShareOf(body) });
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
export const lateFile = (url) =>
  Object.values(LIBRARIES).some((lib) => lib.afterLoad && lib.file.test(new URL(url).pathname));

/** Sums recorded responses into the figures of a table row; libraries loaded after `load` only count as present. */
export function summarise(all) {
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
    // `code`: brotli less her content's share (scripts/build/content-share.mjs), what the budgets hold to.
    js: {
      files: js.length,
      raw: sum(js, 'raw'),
      gzip: sum(js, 'gzip'),
      brotli: sum(js, 'brotli'),
      code: sum(js, 'brotli') - sum(js, 'content'),
    },
    react: { requests: responses.filter((r) => r.libraries.includes('react')).length, brotli: sum(react, 'brotli') },
    libraries: Object.fromEntries(
      Object.keys(LIBRARIES).map((name) => [name, all.some((r) => r.libraries.includes(name))]),
    ),
    responses: all,
  };
}

/** Resolves once `done()` is true, or after `timeoutMs` whatever it is (the figures then say what is missing). */
async function pollUntil(done, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !done()) await new Promise((resolve) => setTimeout(resolve, 50));
}
