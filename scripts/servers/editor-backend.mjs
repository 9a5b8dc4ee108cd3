// The editor's backend under `npm run edit`: decap-server's file-system API, mounted inside our own server instead of
// listening on a port of its own. decap-server is no security boundary: it reads, writes and deletes anywhere in the
// repository (a write to rollup.config.mjs runs at the next rebuild) and answers any localhost origin. So every
// request passes our checks first, and only then reaches it:
//   - its address holds a secret made anew at each start, which only the editor's config.yml (same origin) tells;
//   - the request comes from the editor's own page: its Origin is the address it was sent to (the Host check, which
//     stops DNS rebinding, is the whole server's: see refuseForeignHosts);
//   - every path it names is inside content/ or images/ (EDITABLE), where the editor keeps her content and pictures.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import express from 'express';

const { registerLocalFs } = createRequire(import.meta.url)('decap-server/dist/middlewares');

/** The folders the editor may read and write: her content files and her pictures. */
export const EDITABLE = ['content', 'images'];
// decap-server's file-system actions; the others (the editorial workflow's) are for its git mode.
const ACTIONS = new Set([
  'info',
  'entriesByFolder',
  'entriesByFiles',
  'getEntry',
  'persistEntry',
  'getMedia',
  'getMediaFile',
  'persistMedia',
  'deleteFile',
  'deleteFiles',
  'getDeployPreview',
]);
// The parameters that name a file or folder, in every action (decap-server's own request schema).
const FOLDER_KEYS = new Set(['folder', 'mediaFolder']);
const FILE_KEYS = new Set(['path', 'newPath', 'paths']);
const BODY_LIMIT = '50mb'; // decap-server's own: a picture travels as base64 inside the JSON

/** Requests must name this server as it listens, on the loopback address: a rebinding page's Host is its own name. */
export function refuseForeignHosts(req, res) {
  const port = req.socket.localPort;
  if ([`127.0.0.1:${port}`, `localhost:${port}`].includes(req.headers.host ?? '')) return false;
  req.resume();
  res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end(`Only http://127.0.0.1:${port}/ and http://localhost:${port}/ are served here.\n`);
  return true;
}

/** Why `value` (a path of decap-server's request) is refused, or null when it is inside one of EDITABLE. */
function refusal(root, key, value) {
  if (typeof value !== 'string' || value.includes('\0')) return `${key} is not a path`;
  const resolved = path.resolve(root, value); // as decap-server resolves it
  const inside = EDITABLE.some((folder) => {
    const relative = path.relative(path.resolve(root, folder), resolved);
    const within = !relative.startsWith('..') && !path.isAbsolute(relative);
    return within && (relative !== '' || FOLDER_KEYS.has(key)); // a folder may be listed, not written or deleted
  });
  return inside ? null : `${key} "${value}" is outside ${EDITABLE.map((folder) => `${folder}/`).join(' and ')}`;
}

/** The first refused path among the request's parameters, however deep, or null. */
function firstRefusal(root, value, key = '') {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = firstRefusal(root, item, key);
      if (found) return found;
    }
    return null;
  }
  if (FOLDER_KEYS.has(key) || FILE_KEYS.has(key)) return refusal(root, key, value);
  if (value && typeof value === 'object') {
    for (const [name, item] of Object.entries(value)) {
      const found = firstRefusal(root, item, name);
      if (found) return found;
    }
  }
  return null;
}

/**
 * The backend, for the editor handler: `path` is its secret address (config.yml's `local_backend.url`), `handle`
 * answers a request to it.
 * @param {{ root?: string, logger?: { error(...args: unknown[]): void } }} [options]
 */
export async function createEditorBackend({ root = process.cwd(), logger = console } = {}) {
  const address = `/admin/backend/${randomBytes(24).toString('base64url')}`;
  const app = express();
  app.disable('x-powered-by');
  app.use((req, res, next) => {
    const own = `http://${req.headers.host}`;
    if (req.headers.origin !== own)
      return res.status(403).json({ error: `Only the editor at ${own}/admin/ may use this backend.` });
    if (req.method !== 'POST' || !req.is('application/json'))
      return res.status(415).json({ error: 'POST application/json only.' });
    next();
  });
  app.use(express.json({ limit: BODY_LIMIT }));
  app.use((req, res, next) => {
    const { action, params } = req.body ?? {};
    if (!ACTIONS.has(action)) return res.status(400).json({ error: `Unknown action: ${String(action).slice(0, 40)}` });
    const refused = firstRefusal(root, params);
    if (refused) return res.status(403).json({ error: `Refused: ${refused}.` });
    next();
  });
  // decap-server's middleware reads its repository from the environment, as its own server does.
  process.env.GIT_REPO_DIRECTORY = root;
  const quiet = {
    debug() {},
    info() {},
    warn: (...args) => logger.error(...args),
    error: (...args) => logger.error(...args),
  };
  await registerLocalFs(app, { logger: quiet });

  return {
    path: address,
    handle(req, res) {
      const { url } = req;
      req.url = `/api/v1${url.slice(address.length)}`; // where decap-server's routes are
      app(req, res);
    },
  };
}
