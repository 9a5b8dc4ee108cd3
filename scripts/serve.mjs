// Static file server for dist/ plus a local EmailJS stand-in (see mail-outbox.mjs).
//
//   node scripts/serve.mjs            PORT (default 8080), ROOT (default dist),
//                                     EMAILJS_PUBLIC_KEY / EMAILJS_SERVICE_ID / EMAILJS_TEMPLATE_ID,
//                                     DEBUG_SERVE=1 logs every request to stderr.
//
//   import { startServer } from './scripts/serve.mjs';
//   const { url, close, setMailMode } = await startServer({ root, port: 0, quiet: true });
//
// The custom elements are loaded cross-origin by publishers (module scripts, chunks and
// fonts are CORS requests), so every response allows any origin. Only node's built-in
// modules are used.

import http from 'node:http';
import { createReadStream } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { createMailHandler, DEFAULT_OUTBOX } from './mail-outbox.mjs';

export const MIME_TYPES = Object.freeze({
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
  '.m4a': 'audio/mp4',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.txt': 'text/plain; charset=utf-8',
});

const COMPRESSIBLE = new Set(['.html', '.htm', '.js', '.mjs', '.css', '.json', '.map', '.webmanifest', '.svg', '.txt']);
// Rollup chunk names: `name-[hash].ext`, hash = 8+ chars of [A-Za-z0-9_-], under a /chunks/ folder.
const HASHED_CHUNK = /(^|\/)chunks\/(?:.+\/)?[^/]+-[A-Za-z0-9_-]{8,}\.[A-Za-z0-9]+$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

const COMMON_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'X-Content-Type-Options': 'nosniff',
  'Cross-Origin-Resource-Policy': 'cross-origin',
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
 * @param {string} [options.root] folder to serve (default 'dist', relative to cwd).
 * @param {number} [options.port] 0 picks a free port (default 8080).
 * @param {string} [options.host] default: all interfaces, IPv4 + IPv6 (node's default).
 * @param {string} [options.outbox] mail outbox file (default .outbox/messages.jsonl).
 * @param {string} [options.mailMode] ok | 400 | 412 | 429 | 500 | hang | drop.
 * @param {boolean} [options.quiet] no console line per received mail.
 * @param {boolean} [options.testControls] serve /__mail/mode and /__mail/requests.
 * @param {{publicKey?: string, serviceId?: string, templateId?: string}} [options.mailConfig]
 * @returns {Promise<{server: http.Server, url: string, close(): Promise<void>,
 *   setMailMode(mode: string): void, mail: ReturnType<typeof createMailHandler>}>}
 */
export async function startServer({
  root = 'dist',
  port = 8080,
  host,
  outbox,
  mailMode = 'ok',
  quiet = false,
  testControls = false,
  mailConfig,
} = {}) {
  const rootDir = path.resolve(root);
  const mail = createMailHandler({ outbox: outbox ?? DEFAULT_OUTBOX, mode: mailMode, quiet, config: mailConfig, testControls });
  const serveStatic = createStaticHandler(rootDir);

  const server = http.createServer((req, res) => {
    const started = Date.now();
    if (process.env.DEBUG_SERVE) {
      res.on('finish', () => debug(req.method, req.url, res.statusCode, `${Date.now() - started}ms`));
    }
    for (const [name, value] of Object.entries(COMMON_HEADERS)) res.setHeader(name, value);
    try {
      if (mail(req, res)) return;
      serveStatic(req, res).catch((err) => internalError(res, err));
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
  const urlHost = !host || host === '::' || host === 'localhost'
    ? 'localhost'
    : host === '0.0.0.0'
      ? '127.0.0.1'
      : host.includes(':') ? `[${host}]` : host;
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

  return { server, url, close, setMailMode: (mode) => mail.setMode(mode), mail };
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
    'Cache-Control': 'no-cache',
    ...headers,
  });
  res.end(head ? undefined : body);
}

/**
 * Maps a raw request path to a file path inside `rootDir`, or returns an error status.
 * `..` segments are refused in every spelling (`..`, `%2e%2e`, `..%2f`, `..\`), not normalised away.
 */
export function resolveRequestPath(rootDir, rawUrl) {
  const rawPath = (rawUrl ?? '/').split(/[?#]/, 1)[0];
  if (!rawPath.startsWith('/')) return { status: 400 };
  let decoded;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { status: 400 };
  }
  if (decoded.includes('\0')) return { status: 400 };
  if (decoded.split(/[\\/]/).some((segment) => segment === '..')) return { status: 403 };
  const file = path.join(rootDir, decoded);
  if (file !== rootDir && !file.startsWith(rootDir + path.sep)) return { status: 403 };
  return { file, trailingSlash: decoded.endsWith('/') };
}

function createStaticHandler(rootDir) {
  const compressed = new Map(); // file -> { key, br?, gzip? }
  let realRoot;

  return async function serveStatic(req, res) {
    const method = req.method;
    if (method === 'OPTIONS') {
      res.writeHead(204, PREFLIGHT_HEADERS);
      return res.end();
    }
    if (method !== 'GET' && method !== 'HEAD') {
      req.resume();
      return sendText(res, 405, 'Method Not Allowed\n', { Allow: 'GET, HEAD, OPTIONS' });
    }
    const head = method === 'HEAD';

    const resolved = resolveRequestPath(rootDir, req.url);
    if (resolved.status) {
      return sendText(res, resolved.status, resolved.status === 403 ? 'Forbidden\n' : 'Bad Request\n', {}, head);
    }
    let { file } = resolved;
    let info = await statOrNull(file);
    if (info?.isDirectory()) {
      if (!resolved.trailingSlash) {
        // Redirect so relative URLs in the directory's index.html resolve against it.
        const [pathname, query] = splitQuery(req.url);
        return sendText(res, 301, 'Moved Permanently\n', { Location: `${pathname}/${query}` }, head);
      }
      file = path.join(file, 'index.html');
      info = await statOrNull(file);
    }
    if (!info?.isFile()) return sendText(res, 404, 'Not Found\n', {}, head);

    // A symlink inside the root must not lead outside it either.
    realRoot ??= await realpath(rootDir);
    const realFile = await realpath(file);
    if (!realFile.startsWith(realRoot + path.sep)) return sendText(res, 404, 'Not Found\n', {}, head);

    const ext = path.extname(file).toLowerCase();
    const type = MIME_TYPES[ext] ?? 'application/octet-stream';
    const relative = path.relative(rootDir, file).split(path.sep).join('/');
    const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    const lastModified = info.mtime.toUTCString();
    const media = type.startsWith('audio/') || type.startsWith('video/');
    const compressible = COMPRESSIBLE.has(ext);

    const headers = {
      'Content-Type': type,
      'Cache-Control': HASHED_CHUNK.test(relative) ? IMMUTABLE : 'no-cache',
      ETag: etag,
      'Last-Modified': lastModified,
    };
    if (compressible) headers.Vary = 'Accept-Encoding';
    if (media) headers['Accept-Ranges'] = 'bytes';

    if (isNotModified(req, etag, info.mtime)) {
      delete headers['Content-Type'];
      res.writeHead(304, headers);
      return res.end();
    }

    if (media && req.headers.range && ifRangeMatches(req.headers['if-range'], etag, lastModified)) {
      const range = parseRange(req.headers.range, info.size);
      if (range === 'unsatisfiable') {
        return sendText(res, 416, 'Range Not Satisfiable\n', { 'Content-Range': `bytes */${info.size}`, 'Accept-Ranges': 'bytes' }, head);
      }
      if (range) {
        const { start, end } = range;
        res.writeHead(206, { ...headers, 'Content-Range': `bytes ${start}-${end}/${info.size}`, 'Content-Length': end - start + 1 });
        if (head) return res.end();
        return pipeFile(createReadStream(file, { start, end }), res);
      }
    }

    const encoding = compressible ? chooseEncoding(req.headers['accept-encoding']) : null;
    if (encoding) {
      const body = await compress(compressed, file, info, encoding);
      res.writeHead(200, { ...headers, 'Content-Encoding': encoding, 'Content-Length': body.length });
      return res.end(head ? undefined : body);
    }

    res.writeHead(200, { ...headers, 'Content-Length': info.size });
    if (head) return res.end();
    pipeFile(createReadStream(file), res);
  };
}

function pipeFile(stream, res) {
  stream.on('error', (err) => {
    debug('read error', err);
    res.destroy(err);
  });
  res.on('close', () => stream.destroy());
  stream.pipe(res);
}

async function statOrNull(file) {
  try {
    return await stat(file);
  } catch {
    return null;
  }
}

function splitQuery(rawUrl) {
  const i = rawUrl.search(/[?#]/);
  return i === -1 ? [rawUrl, ''] : [rawUrl.slice(0, i), rawUrl.slice(i)];
}

function isNotModified(req, etag, mtime) {
  const inm = req.headers['if-none-match'];
  if (inm !== undefined) {
    if (inm.trim() === '*') return true;
    const bare = etag.replace(/^W\//, '');
    return inm.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare); // weak comparison
  }
  const ims = req.headers['if-modified-since'];
  if (ims !== undefined) {
    const since = Date.parse(ims);
    return !Number.isNaN(since) && Math.floor(mtime.getTime() / 1000) * 1000 <= since;
  }
  return false;
}

function ifRangeMatches(ifRange, etag, lastModified) {
  return ifRange === undefined || ifRange === etag || ifRange === lastModified;
}

/** `bytes=a-b`, `bytes=a-`, `bytes=-n`. Multiple ranges are answered with the whole file (null). */
export function parseRange(header, size) {
  const m = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!m || (m[1] === '' && m[2] === '')) return null;
  let start;
  let end;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
    if (m[2] !== '' && Number(m[2]) < start) return null; // invalid: ignore the header
  }
  if (start >= size || size === 0) return 'unsatisfiable';
  return { start, end };
}

/** br preferred, then gzip, honouring q-values (`q=0` refuses). */
export function chooseEncoding(header) {
  if (!header) return null;
  const q = new Map();
  for (const item of header.split(',')) {
    const [name, ...params] = item.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name.trim(), Number.isNaN(value) ? 0 : value);
  }
  const accepts = (enc) => (q.has(enc) ? q.get(enc) > 0 : (q.get('*') ?? 0) > 0);
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

async function compress(cache, file, info, encoding) {
  const key = `${info.size}:${info.mtimeMs}`;
  let entry = cache.get(file);
  if (!entry || entry.key !== key) {
    entry = { key, source: await readFile(file) };
    cache.set(file, entry);
  }
  if (!entry[encoding]) {
    entry[encoding] = encoding === 'br'
      ? zlib.brotliCompressSync(entry.source, {
        params: {
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: entry.source.length,
        },
      })
      : zlib.gzipSync(entry.source, { level: 9 });
  }
  if (entry.br && entry.gzip) delete entry.source;
  return entry[encoding];
}

// ---------------------------------------------------------------------------
// CLI

async function main() {
  const root = process.env.ROOT || 'dist';
  const rootDir = path.resolve(root);
  const shownRoot = displayPath(rootDir);
  const index = await statOrNull(path.join(rootDir, 'index.html'));
  if (!index?.isFile()) {
    console.error(root === 'dist'
      ? 'dist/ not built: run npm run build'
      : `${shownRoot} has no index.html (ROOT=${root}); for dist/ run npm run build`);
    process.exit(1);
  }
  const port = process.env.PORT === undefined || process.env.PORT === '' ? 8080 : Number(process.env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`Invalid PORT: ${process.env.PORT}`);
    process.exit(1);
  }

  let started;
  try {
    started = await startServer({
      root: rootDir,
      port,
      outbox: DEFAULT_OUTBOX,
      mailConfig: {
        publicKey: process.env.EMAILJS_PUBLIC_KEY || undefined,
        serviceId: process.env.EMAILJS_SERVICE_ID || undefined,
        templateId: process.env.EMAILJS_TEMPLATE_ID || undefined,
      },
    });
  } catch (err) {
    console.error(err.code === 'EADDRINUSE'
      ? `Port ${port} is already in use: stop the other server or set PORT=<another port>`
      : `Could not start the server: ${err.message}`);
    process.exit(1);
  }

  console.log(`Serving ${shownRoot} at ${started.url}`);
  console.log(`Mail outbox: ${started.mail.outbox}`);

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
    return import.meta.url === pathToFileURL(await realpath(process.argv[1])).href
      || fileURLToPath(import.meta.url) === path.resolve(process.argv[1]);
  } catch {
    return false;
  }
}

if (await isMain()) await main();
