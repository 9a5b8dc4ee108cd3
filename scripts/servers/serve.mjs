// Serves dist/ as a CDN would, plus a local EmailJS stand-in (mail-outbox.mjs) and the field-measurement endpoint
// POST /vitals (vitals-outbox.mjs).
//
//   node scripts/servers/serve.mjs            PORT (default 8080), ROOT (default dist),
//                                     HOST (default 127.0.0.1, this computer only; HOST=0.0.0.0 opens it to the network),
//                                     EMAILJS_PUBLIC_KEY / EMAILJS_SERVICE_ID / EMAILJS_TEMPLATE_ID,
//                                     DEBUG_SERVE=1 logs every request to stderr.
//
//   import { startServer } from '../scripts/servers/serve.mjs';
//   const { url, close, setMailMode } = await startServer({ root, port: 0, quiet: true });
//
// Static files: sirv, with the brotli/gzip copies the build wrote (no compression per request). Response headers
// (CORS, caching) come from the root's `_headers` file, as on Netlify or Cloudflare Pages: the custom elements
// are loaded cross-origin by publishers, and that file is what a real host would send.

import http from 'node:http';
import { readFile, readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sirv from 'sirv';
import { headersFor, readHeadersFile } from '../build/headers-file.mjs';
import { createMailHandler, DEFAULT_OUTBOX } from './mail-outbox.mjs';
import { printable } from './outbox-file.mjs';
import { TEXT_EXTENSIONS } from '../build/precompress.mjs';
import { createVitalsHandler, DEFAULT_VITALS_OUTBOX } from './vitals-outbox.mjs';

// sirv's types, with the charset the pages and scripts are written in (sirv gives none except for html).
const TEXT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.ics': 'text/calendar; charset=utf-8', // the events' calendar files (scripts/build/calendar.mjs)
  '.atom': 'application/atom+xml; charset=utf-8', // the Atom feeds (scripts/build/feed.mjs)
  '.xml': 'application/xml; charset=utf-8', // sirv's own is text/xml without a charset
};
const PREFLIGHT_HEADERS = {
  'Access-Control-Allow-Methods': 'GET, HEAD, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
  'Access-Control-Max-Age': '600',
};

const debug = (...args) => {
  if (process.env.DEBUG_SERVE) console.error('[serve]', ...args);
};

/**
 * Starts the server.
 * @param {object} [options]
 * @param {string} [options.root] folder to serve (default 'dist', relative to cwd); read once, at start (see setRoot).
 * @param {number} [options.port] 0 picks a free port (default 8080).
 * @param {string} [options.host] default 127.0.0.1: only this computer can send to the outbox (0.0.0.0 opens it).
 * @param {string} [options.outbox] mail outbox file (default .outbox/messages.jsonl).
 * @param {string} [options.vitalsOutbox] field measurements file (default .outbox/vitals.jsonl).
 * @param {string} [options.mailMode] ok | 400 | 412 | 429 | 500 | hang | drop.
 * @param {boolean} [options.quiet] no console line per received mail.
 * @param {boolean} [options.vitalsLog] a console line per vitals report (npm start: VITALS_LOG=1).
 * @param {boolean} [options.testControls] serve /__mail/mode and /__mail/requests.
 * @param {{publicKey?: string, serviceId?: string, templateId?: string}} [options.mailConfig]
 * @param {Array<(req: http.IncomingMessage, res: http.ServerResponse) => boolean>} [options.handlers] tried before
 *   the files, in order; one that answers a request returns true (npm run edit serves the editor this way).
 * @returns {Promise<{server: http.Server, url: string, close(): Promise<void>, setRoot(root: string): Promise<void>,
 *   setMailMode(mode: string): void, mail: ReturnType<typeof createMailHandler>,
 *   vitals: ReturnType<typeof createVitalsHandler>}>}
 */
export async function startServer({
  root = 'dist',
  port = 8080,
  host = '127.0.0.1',
  outbox,
  vitalsOutbox,
  mailMode = 'ok',
  quiet = false,
  vitalsLog = false,
  testControls = false,
  mailConfig,
  handlers = [],
} = {}) {
  const mail = createMailHandler({
    outbox: outbox ?? DEFAULT_OUTBOX,
    mode: mailMode,
    quiet,
    config: mailConfig,
    testControls,
  });
  const vitals = createVitalsHandler({ outbox: vitalsOutbox ?? DEFAULT_VITALS_OUTBOX, log: vitalsLog && !quiet });
  let site = await loadSite(root);

  const server = http.createServer((req, res) => {
    const started = Date.now();
    if (process.env.DEBUG_SERVE) {
      res.on('finish', () => debug(req.method, printable(req.url), res.statusCode, `${Date.now() - started}ms`));
    }
    const { rules, serveStatic } = site; // the folder of this request, even if setRoot swaps it meanwhile
    for (const [name, value] of headersFor(rules, pathOf(req.url))) res.setHeader(name, value);
    try {
      if (handlers.some((handle) => handle(req, res)) || mail(req, res) || vitals(req, res)) return;
      serveStatic(req, res);
    } catch (err) {
      internalError(res, err);
    }
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port, host }, () => {
      server.off('error', reject);
      resolve();
    });
  });

  const address = server.address();
  const urlHost =
    host === '::' || host === 'localhost'
      ? 'localhost'
      : host === '0.0.0.0'
        ? '127.0.0.1'
        : host.includes(':')
          ? `[${host}]`
          : host;
  const url = `http://${urlHost}:${address.port}/`;

  let closing;
  function close() {
    closing ??= new Promise((resolve, reject) => {
      server.close((err) => (err && err.code !== 'ERR_SERVER_NOT_RUNNING' ? reject(err) : resolve()));
      // Also ends keep-alive sockets and requests left hanging by the `hang` mail mode.
      server.closeAllConnections();
    });
    return closing;
  }

  /** Serves another folder from the next request on (npm run edit: a new build, swapped in once complete). */
  async function setRoot(newRoot) {
    site = await loadSite(newRoot);
  }

  return { server, url, close, setRoot, setMailMode: (mode) => mail.setMode(mode), mail, vitals };
}

/** A built folder: its `_headers` rules and its files, both read now. */
async function loadSite(root) {
  const rootDir = path.resolve(root);
  return {
    rules: await readHeadersFile(path.join(rootDir, '_headers')),
    serveStatic: await createStaticHandler(rootDir),
  };
}

/** The port an environment variable names (`fallback` when unset or empty); stops the process on a wrong value. */
export function portFromEnv(name, fallback) {
  const value = process.env[name] === undefined || process.env[name] === '' ? fallback : Number(process.env[name]);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    console.error(`Invalid ${name}: ${process.env[name]}`);
    process.exit(1);
  }
  return value;
}

/** The decoded path of a request URL, without the query; as sent if it does not decode. */
function pathOf(rawUrl = '/') {
  const raw = rawUrl.split(/[?#]/, 1)[0];
  try {
    return decodeURI(raw);
  } catch {
    return raw;
  }
}

function internalError(res, err) {
  debug('error', err);
  if (!res.headersSent && !res.destroyed) sendText(res, 500, 'Internal Server Error\n');
  else res.destroy();
}

function sendText(res, status, body, headers = {}, head = false) {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    ...headers,
  });
  res.end(head ? undefined : body);
}

/** sirv over `rootDir` (indexed once: files written later are not served), with what a host adds around it. */
async function createStaticHandler(rootDir) {
  // Folders, to redirect /about to /about/ so relative URLs in its index.html resolve against the folder.
  const entries = await readdir(rootDir, { recursive: true, withFileTypes: true });
  const folders = new Set(
    entries
      .filter((entry) => entry.isDirectory())
      .map((entry) => `/${path.relative(rootDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`),
  );

  // An address that matches no file gets the site's not-found page with status 404, as Netlify and Cloudflare Pages do.
  const notFoundPage = await readFile(path.join(rootDir, '404.html')).catch(() => null);
  const noMatch = (req, res) => {
    if (!notFoundPage) return notFound(req, res);
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': notFoundPage.length });
    res.end(req.method === 'HEAD' ? undefined : notFoundPage);
  };
  const files = sirv(rootDir, { brotli: true, gzip: true, etag: true, dev: false, setHeaders, onNoMatch: noMatch });

  return function serveStatic(req, res) {
    const head = req.method === 'HEAD';
    if (req.method === 'OPTIONS') {
      res.writeHead(204, PREFLIGHT_HEADERS);
      return res.end();
    }
    if (req.method !== 'GET' && !head) {
      req.resume();
      return sendText(res, 405, 'Method Not Allowed\n', { Allow: 'GET, HEAD, OPTIONS' });
    }
    const pathname = pathOf(req.url);
    if (isHeadersFile(pathname)) return noMatch(req, res); // read by the host, not served (as on Netlify)
    if (folders.has(pathname)) {
      const query = req.url.slice(req.url.split(/[?#]/, 1)[0].length);
      return sendText(res, 301, 'Moved Permanently\n', { Location: `${req.url.split(/[?#]/, 1)[0]}/${query}` }, head);
    }
    // sirv answers 304 without the ETag, which must be the one the browser sent: set it now, drop it for a 200.
    if (req.headers['if-none-match']) res.setHeader('ETag', req.headers['if-none-match']);
    // sirv honours any mention of br, even `br;q=0` (refused): leave refused codings out of what it sees.
    const accept = req.headers['accept-encoding'];
    if (accept)
      req.headers['accept-encoding'] = accept
        .split(',')
        .filter((item) => !/;\s*q=0(\.0*)?\s*$/i.test(item))
        .join(',');
    files(req, res);
  };
}

/**
 * Whether sirv would answer `pathname` (decoded, as sirv decodes it) with the root's `_headers` file. sirv looks a path
 * up as it is, with one trailing slash dropped: `/_headers/` and `/%5Fheaders/` find it, `//_headers` or `/_headers/.`
 * do not.
 */
function isHeadersFile(pathname) {
  return pathname.replace(/\/$/, '') === '/_headers';
}

/** Called by sirv once it has found the file, before it writes the headers. */
function setHeaders(res, pathname, stats) {
  res.removeHeader('ETag'); // sirv sets this file's own
  const ext = path.extname(pathname).toLowerCase() || '.html'; // sirv serves index.html / x.html for these
  if (TEXT_TYPES[ext]) res.setHeader('Content-Type', TEXT_TYPES[ext]);
  if (!TEXT_EXTENSIONS.includes(ext)) res.removeHeader('Vary'); // never compressed: no variants
  res.setHeader('Accept-Ranges', 'bytes');
  // sirv reads `bytes=-500` (the last 500 bytes) as bytes 0-500: turn a suffix range into an open one.
  const suffix = /^bytes=-(\d+)$/.exec(res.req.headers.range ?? '');
  if (suffix) res.req.headers.range = `bytes=${Math.max(0, stats.size - Number(suffix[1]))}-`;
}

function notFound(req, res) {
  sendText(res, 404, 'Not Found\n', {}, req.method === 'HEAD');
}

async function statOrNull(file) {
  try {
    return await stat(file);
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------
// CLI

async function main() {
  const root = process.env.ROOT || 'dist';
  const rootDir = path.resolve(root);
  const shownRoot = displayPath(rootDir);
  const index = await statOrNull(path.join(rootDir, 'index.html'));
  if (!index?.isFile()) {
    console.error(
      root === 'dist'
        ? 'dist/ not built: run npm run build'
        : `${shownRoot} has no index.html (ROOT=${root}); for dist/ run npm run build`,
    );
    process.exit(1);
  }
  const port = portFromEnv('PORT', 8080);
  const host = process.env.HOST || undefined; // startServer's default: 127.0.0.1

  let started;
  try {
    started = await startServer({
      root: rootDir,
      port,
      host,
      outbox: DEFAULT_OUTBOX,
      vitalsOutbox: DEFAULT_VITALS_OUTBOX,
      vitalsLog: Boolean(process.env.VITALS_LOG) && process.env.VITALS_LOG !== '0',
      mailConfig: {
        publicKey: process.env.EMAILJS_PUBLIC_KEY || undefined,
        serviceId: process.env.EMAILJS_SERVICE_ID || undefined,
        templateId: process.env.EMAILJS_TEMPLATE_ID || undefined,
      },
    });
  } catch (err) {
    console.error(
      err.code === 'EADDRINUSE'
        ? `Port ${port} is already in use: stop the other server or set PORT=<another port>`
        : `Could not start the server: ${err.message}`,
    );
    process.exit(1);
  }

  console.log(`Serving ${shownRoot} at ${started.url}`);
  console.log(`Mail outbox: ${started.mail.outbox}`);
  console.log(
    `Vitals outbox: ${started.vitals.outbox}${started.vitals.log ? '' : ' (VITALS_LOG=1 prints each report)'}`,
  );

  const stop = () => {
    started.close().then(() => process.exit(0));
    setTimeout(() => process.exit(0), 1000).unref();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

function displayPath(dir) {
  const rel = path.relative(process.cwd(), dir);
  const shown = rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel : dir;
  return (shown || '.').split(path.sep).join('/').replace(/\/?$/, '/');
}

async function isMain() {
  if (!process.argv[1]) return false;
  try {
    return (
      import.meta.url === pathToFileURL(await realpath(process.argv[1])).href ||
      fileURLToPath(import.meta.url) === path.resolve(process.argv[1])
    );
  } catch {
    return false;
  }
}

if (await isMain()) await main();
