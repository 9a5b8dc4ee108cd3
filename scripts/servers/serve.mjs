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

import { readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import { realpath } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { headersFor, parseHeadersFile, readHeadersFile } from '../build/headers-file.mjs';
import { createMailHandler, DEFAULT_OUTBOX } from './mail-outbox.mjs';
import { printable } from './outbox-file.mjs';
import { createStaticHandler, pathOf, sendText, statOrNull } from './static-files.mjs';
import { createVitalsHandler, DEFAULT_VITALS_OUTBOX } from './vitals-outbox.mjs';

const debug = (...args) => {
  if (process.env.DEBUG_SERVE) console.error('[serve]', ...args);
};

/**
 * Starts the server.
 * @param {object} [options]
 * @param {string} [options.root] folder to serve (default 'dist', relative to cwd); a rebuild in place is served as it
 *   goes (see setRoot for a folder swapped in whole).
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
    for (const [name, value] of headersFor(rules(), pathOf(req.url))) res.setHeader(name, value);
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

/** A built folder: its `_headers` rules, read again whenever a rebuild changed the file, and its files. */
async function loadSite(root) {
  const rootDir = path.resolve(root);
  const file = path.join(rootDir, '_headers');
  const versionOf = () => {
    try {
      const stats = statSync(file);
      return `${stats.mtimeMs} ${stats.size}`;
    } catch {
      return 'none'; // gone (a rebuild removes the folder first), or the root itself
    }
  };
  let version = versionOf();
  let rules = await readHeadersFile(file);
  return {
    rules() {
      const now = versionOf();
      if (now === version) return rules;
      version = now;
      try {
        rules = now === 'none' ? [] : parseHeadersFile(readFileSync(file, 'utf8'));
      } catch (err) {
        console.error(`serve: ${file} unreadable, its last rules stay: ${err.message}`); // once per change
      }
      return rules;
    },
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

function internalError(res, err) {
  debug('error', err);
  if (!res.headersSent && !res.destroyed) sendText(res, 500, 'Internal Server Error\n');
  else res.destroy();
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
