// The site's files, as a CDN serves them: sirv, with the brotli/gzip copies the build wrote (no compression per
// request), each text type's charset, folders redirected to their slash, ranges, and the not-found page with a 404.
// serve.mjs adds the headers of the root's `_headers` file around it.

import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import sirv from 'sirv';
import { TEXT_EXTENSIONS } from '../build/precompress.mjs';

const PREFLIGHT_HEADERS = {
  'Access-Control-Allow-Methods': 'GET, HEAD, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
  'Access-Control-Max-Age': '600',
};

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

/** sirv over `rootDir` (indexed once: files written later are not served), with what a host adds around it. */
export async function createStaticHandler(rootDir) {
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

export async function statOrNull(file) {
  try {
    return await stat(file);
  } catch {
    return null;
  }
}

/** The decoded path of a request URL, without the query; as sent if it does not decode. */
export function pathOf(rawUrl = '/') {
  const raw = rawUrl.split(/[?#]/, 1)[0];
  try {
    return decodeURI(raw);
  } catch {
    return raw;
  }
}

export function sendText(res, status, body, headers = {}, head = false) {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    ...headers,
  });
  res.end(head ? undefined : body);
}
