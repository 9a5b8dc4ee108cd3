// The site's files, as a CDN serves them: sirv, with the brotli/gzip copies the build wrote (no compression per
// request), each text type's charset, folders redirected to their slash, ranges, and the not-found page with a 404.
// serve.mjs adds the headers of the root's `_headers` file around it.

import { fstatSync, statSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { lookup } from 'mrmime';
import sirv from 'sirv';
import { TEXT_EXTENSIONS } from '../build/precompress.mjs';
import { printable } from './outbox-file.mjs';

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

/** The Content-Type a file of this name is served with: sirv's by its extension (mrmime's), or ours with a charset. */
export function contentTypeOf(name) {
  const ext = path.extname(name).toLowerCase();
  return TEXT_TYPES[ext] ?? lookup(ext.slice(1)) ?? '';
}

/**
 * sirv over `rootDir`, with what a host adds around it. Each request looks its file up afresh (sirv's `dev` mode):
 * `npm test` rebuilds dist/ under a running `npm start`, deleting, rewriting and adding files while it serves.
 */
export async function createStaticHandler(rootDir) {
  // An address that matches no file gets the site's not-found page with status 404, as Netlify and Cloudflare Pages do.
  // Read each time: a rebuild rewrites it too.
  const noMatch = (req, res) =>
    readFile(path.join(rootDir, '404.html')).then(
      (page) => {
        if (res.headersSent || res.destroyed) return;
        res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': page.length });
        res.end(req.method === 'HEAD' ? undefined : page);
      },
      () => !res.headersSent && !res.destroyed && notFound(req, res),
    );
  const files = sirv(rootDir, {
    brotli: true,
    gzip: true,
    etag: true,
    dev: true,
    setHeaders: (res, pathname, stats) => {
      setHeaders(res, pathname, stats);
      headWhenOpen(res, stats, (err) => unreadable(res.req, res, err, noMatch));
    },
    onNoMatch: noMatch,
  });

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
    // _headers is read by the host, not served (as on Netlify); dot files are not served either.
    if (isHeadersFile(pathname) || isHidden(pathname)) return noMatch(req, res);
    if (isFolder(rootDir, pathname)) {
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
    try {
      files(req, res);
    } catch (err) {
      // sirv found the file, and it was gone when it asked for its size.
      if (err.code !== 'ENOENT') throw err;
      unreadable(req, res, err, noMatch);
    }
  };
}

/**
 * sirv writes the head with the size it found, then streams the file, whose read fails if a rebuild deleted the file
 * meanwhile: that error, on a stream nobody listens to, would end the process. The head waits until the file is open
 * and still has that size; otherwise `failed` answers instead.
 */
function headWhenOpen(res, stats, failed) {
  const { writeHead } = res;
  res.writeHead = (status, headers) => {
    res.writeHead = writeHead;
    // sirv's other answers (416) have no file to wait for.
    if (status !== 200 && status !== 206) return writeHead.call(res, status, headers);
    res.once('pipe', (file) => {
      file.once('open', (fd) => {
        const { size } = fstatSync(fd);
        if (size !== stats.size) {
          file.destroy();
          return failed(Object.assign(new Error(`${size} bytes, not ${stats.size}`), { code: 'CHANGED' }));
        }
        writeHead.call(res, status, headers);
        bodyOfLength(res, Number(headers['Content-Length']), failed);
      });
      file.once('error', failed);
    });
    return res;
  };
}

/**
 * Sends no more than the head's length of a file that grows while it is read (written as it is found: the bytes
 * past it would be taken for the connection's next answer), as Express's `send` does; closes the connection if the
 * file ends short of it (truncated meanwhile: the browser would wait for the rest).
 */
function bodyOfLength(res, length, failed) {
  if (!Number.isFinite(length)) return;
  let left = length;
  const { write, end } = res;
  res.write = (chunk, ...rest) => {
    const part = chunk.subarray(0, left);
    left -= part.length;
    return part.length ? write.call(res, part, ...rest) : true;
  };
  res.end = (...args) => {
    if (left <= 0) return end.apply(res, args);
    failed(Object.assign(new Error(`${left} bytes short`), { code: 'CHANGED' }));
    return res;
  };
}

/** A file found, then gone (404) or changed (500) when read: one line in the terminal; the answer is never cached. */
function unreadable(req, res, err, noMatch) {
  const status = err.code === 'ENOENT' ? 404 : 500;
  // Once the head is out, only closing the connection tells the browser.
  const answer = res.headersSent ? 'connection closed' : status;
  console.error(
    `serve: ${printable(pathOf(req.url))} changed while being read (${err.code ?? err.message}): ${answer}`,
  );
  if (res.headersSent) return res.destroy();
  for (const name of ['ETag', 'Accept-Ranges', 'Vary']) res.removeHeader(name);
  res.setHeader('Cache-Control', 'no-store');
  if (status === 404) noMatch(req, res);
  else sendText(res, 500, 'The file changed while it was read: reload the page\n', {}, req.method === 'HEAD');
}

/** Whether `pathname` names a folder of the root, written without its slash (`/about`, not `/about/` nor `//about`). */
function isFolder(rootDir, pathname) {
  if (pathname.endsWith('/') || path.posix.normalize(pathname) !== pathname) return false;
  try {
    return statSync(path.join(rootDir, pathname)).isDirectory();
  } catch {
    return false; // no such file, a file's name used as a folder's (ENOTDIR), a NUL in the name
  }
}

/** A dot file or folder, which sirv's `dev` mode would serve (the build writes none; `.well-known` is kept). */
function isHidden(pathname) {
  return /\/\.(?!well-known(\/|$))/.test(pathname);
}

/**
 * Whether sirv would answer `pathname` (decoded, as sirv decodes it) with the root's `_headers` file: it looks a path
 * up with one trailing slash dropped and `.`, `..` and `//` resolved (`/_headers/`, `/%5Fheaders`, `//_headers`).
 */
function isHeadersFile(pathname) {
  return path.posix.normalize(pathname).replace(/\/+$/, '') === '/_headers';
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
