// The editor's backend under `npm run edit`: the local file-system API that Decap CMS's proxy backend talks to
// (`local_backend` in config.yml), our own, inside our own server. It used to be decap-server's middleware behind our
// checks; owning its eleven actions was simpler than wrapping it: its checks were on the path as written, it wrote
// files in place (two saves at once left half of each), a rename it did not wait for could crash the server, and it
// printed every failing request whole (a picture's base64 too). Every request must:
//   - come to its address, which holds a secret made anew at each start that only the editor's config.yml (same
//     origin) tells;
//   - come from the editor's own page: its Origin is the address it was sent to (the Host check, which stops DNS
//     rebinding, is the whole server's: see refuseForeignHosts);
//   - name only `.json` files under content/ and pictures under images/, by real paths (editor-paths.mjs).
// Writes go through whole-files.mjs (one at a time per file, each a rename of a complete new file). An error answers
// `{ error }` in a few words and prints one line.
import { createHash, randomBytes } from 'node:crypto';
import { realpath } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { editablePath, EDITABLE, Refused } from './editor-paths.mjs';
import { printable } from './outbox-file.mjs';
import { deleteWhole, listFiles, readWhole, writeWhole } from './whole-files.mjs';

// A picture travels as base64 inside the JSON, a third larger: a scan of up to 45 MB (a 6000 px export is 20 to 40).
const BODY_LIMIT = 64 * 1024 * 1024;
// The media library asks for a folder's pictures whole, in one answer: twenty 30 MB scans would be 800 MB of base64,
// more than one string can hold. A picture larger than this is listed by a copy at most 640 px wide; the entry's
// preview and the site still take the file itself (getMediaFile, the build).
const LISTED_WHOLE = 4 * 1024 * 1024;
const LISTED_WIDTH = 640;
const LINE = 200; // the most a printed error says, in characters

/** A request the backend cannot take as it is: answered 400 (or `status`) with its message. */
class BadRequest extends Error {
  constructor(message, status = 400) {
    super(message);
    this.status = status;
  }
}

/** Requests must name this server as it listens, on the loopback address: a rebinding page's Host is its own name. */
export function refuseForeignHosts(req, res) {
  const port = req.socket.localPort;
  if ([`127.0.0.1:${port}`, `localhost:${port}`].includes(req.headers.host ?? '')) return false;
  req.resume();
  res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end(`Only http://127.0.0.1:${port}/ and http://localhost:${port}/ are served here.\n`);
  return true;
}

const text = (value, name) => {
  if (typeof value !== 'string') throw new BadRequest(`${name} is missing`);
  return value;
};
const list = (value, name) => {
  if (!Array.isArray(value)) throw new BadRequest(`${name} is missing`);
  return value;
};
const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

/** Decap's answer for a file of content: its text and an id that changes with it (null, null when it is gone). */
async function entry(root, { path: name, label }) {
  const { absolute, relative } = editablePath(root, name);
  const bytes = await readWhole(absolute);
  return { data: bytes && bytes.toString('utf8'), file: { path: relative, label, id: bytes && sha256(bytes) } };
}

/** Decap's answer for a picture: its bytes in base64 (`listed`: a large one's smaller copy, see LISTED_WHOLE). */
async function media(root, name, { listed = false } = {}) {
  const { absolute, relative } = editablePath(root, name);
  const bytes = await readWhole(absolute);
  if (!bytes) throw new BadRequest(`${relative} is not there`, 404);
  const shown = listed && bytes.length > LISTED_WHOLE ? await smallCopy(bytes) : bytes;
  return {
    id: sha256(bytes),
    content: shown.toString('base64'),
    encoding: 'base64',
    path: relative,
    name: path.basename(relative),
  };
}

/** A large picture's copy for the media library, WebP (transparency kept); the picture itself when sharp cannot read it. */
function smallCopy(bytes) {
  return sharp(bytes)
    .autoOrient()
    .resize(LISTED_WIDTH, LISTED_WIDTH, { fit: 'inside', withoutEnlargement: true })
    .webp()
    .toBuffer()
    .catch(() => bytes);
}

/** The pictures or files Decap asks to save, checked all before any is written: `[absolute, bytes]`. */
function assetWrites(root, assets) {
  return list(assets, 'assets').map((asset) => {
    if (asset?.encoding !== 'base64') throw new BadRequest('a picture must come in base64');
    return [editablePath(root, asset.path).absolute, Buffer.from(text(asset.content, 'content'), 'base64')];
  });
}

/** Each action Decap's proxy backend sends in simple publish mode (no editorial workflow), by name. */
const ACTIONS = {
  info: (root) => ({ repo: path.basename(root), publish_modes: ['simple'], type: 'local_fs' }),

  async entriesByFolder(root, { folder, extension, depth }) {
    const { absolute, relative } = editablePath(root, folder, { folder: true });
    const ending = text(extension, 'extension').replace(/^\.?/, '.');
    const { takes } = EDITABLE[relative.split('/')[0]];
    const keep = (name) => name.endsWith(ending) && takes(name);
    const files = await listFiles(root, absolute, keep, Math.min(Number(depth) || 1, 20));
    return Promise.all(files.map((file) => entry(root, { path: file })));
  },

  entriesByFiles: (root, { files }) => {
    const wanted = list(files, 'files');
    wanted.forEach((file) => editablePath(root, file?.path)); // every path checked before any is read
    return Promise.all(wanted.map((file) => entry(root, file)));
  },

  getEntry: (root, { path: name }) => entry(root, { path: name }),

  async persistEntry(root, { entry: single, dataFiles = [single], assets }) {
    const files = list(dataFiles, 'dataFiles').map((file) => ({
      to: editablePath(root, file?.newPath ?? file?.path).absolute,
      from: file?.newPath === undefined ? undefined : editablePath(root, file.path).absolute,
      raw: text(file?.raw, 'raw'),
    }));
    const pictures = assetWrites(root, assets);
    await Promise.all([
      ...files.map(({ to, raw }) => writeWhole(to, raw)),
      ...pictures.map(([file, bytes]) => writeWhole(file, bytes)),
    ]);
    // A renamed entry (its new file is whole already): the old one goes.
    await Promise.all(files.filter(({ from, to }) => from && from !== to).map(({ from }) => deleteWhole(from)));
    return { message: 'entry persisted' };
  },

  async getMedia(root, { mediaFolder }) {
    const { absolute, relative } = editablePath(root, mediaFolder, { folder: true });
    const files = await listFiles(root, absolute, EDITABLE[relative.split('/')[0]].takes, 1);
    const answers = [];
    for (const file of files) answers.push(await media(root, file, { listed: true })); // one 30 MB scan at a time
    return answers;
  },

  getMediaFile: (root, { path: name }) => media(root, name),

  async persistMedia(root, { asset }) {
    const [[file, bytes]] = assetWrites(root, [asset]);
    await writeWhole(file, bytes);
    return media(root, asset.path);
  },

  async deleteFile(root, { path: name }) {
    await deleteWhole(editablePath(root, name).absolute);
    return { message: 'deleted' };
  },

  async deleteFiles(root, { paths }) {
    const files = list(paths, 'paths').map((name) => editablePath(root, name).absolute);
    await Promise.all(files.map(deleteWhole));
    return { message: 'deleted' };
  },

  getDeployPreview: () => null,
};

/** The request's body, at most BODY_LIMIT bytes. */
function readBody(req) {
  return new Promise((resolve, reject) => {
    if (Number(req.headers['content-length']) > BODY_LIMIT) return reject(tooLarge());
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > BODY_LIMIT) {
        req.removeAllListeners('data');
        req.resume();
        reject(tooLarge());
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}
const tooLarge = () =>
  new BadRequest(
    `A request may hold at most ${BODY_LIMIT / 1024 / 1024} MB: a picture of 45 MB at most. Export it smaller.`,
    413,
  );

/** Words for a failure of the disk, without the computer's folders. */
function failure(error) {
  const words = {
    ENOSPC: 'the disk is full',
    EACCES: 'no permission to write there',
    EPERM: 'no permission to write there',
    EROFS: 'the disk is read-only',
    ENOTDIR: 'a file stands where a folder is needed',
    EISDIR: 'a folder stands where a file is needed',
    ELOOP: 'a symbolic link is in the way',
    ENAMETOOLONG: 'the name is too long',
  };
  return words[error.code] ?? (error.code ? `the disk answered ${error.code}` : 'something went wrong');
}

/**
 * The backend, for the editor handler: `path` is its secret address (config.yml's `local_backend.url`), `handle`
 * answers a request to it.
 * @param {{ root?: string, logger?: { error(...args: unknown[]): void } }} [options]
 */
export async function createEditorBackend({ root = process.cwd(), logger = console } = {}) {
  const address = `/admin/backend/${randomBytes(24).toString('base64url')}`;
  const realRoot = await realpath(root); // the listings' paths are relative to it

  async function answer(req, asked) {
    const own = `http://${req.headers.host}`;
    if (req.headers.origin !== own) throw new BadRequest(`Only the editor at ${own}/admin/ may use this backend.`, 403);
    const type = String(req.headers['content-type'] ?? '')
      .split(';')[0]
      .trim()
      .toLowerCase();
    if (req.method !== 'POST' || type !== 'application/json') throw new BadRequest('POST application/json only.', 415);
    let body;
    try {
      body = JSON.parse((await readBody(req)).toString('utf8'));
    } catch (error) {
      throw error instanceof BadRequest ? error : new BadRequest('The request is not JSON.');
    }
    const action = body?.action;
    if (typeof action !== 'string' || !Object.hasOwn(ACTIONS, action))
      throw new BadRequest(`Unknown action: ${String(action).slice(0, 40)}`);
    asked.action = action;
    return ACTIONS[action](realRoot, body.params ?? {});
  }

  const send = (res, status, body) => {
    if (res.headersSent || res.destroyed) return;
    const json = JSON.stringify(body);
    res.writeHead(status, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(json),
      'Cache-Control': 'no-store',
      ...(status === 413 && { Connection: 'close' }),
    });
    res.end(json);
  };

  return {
    path: address,
    handle(req, res) {
      const asked = { action: `${req.method} request` }; // its action, once read
      answer(req, asked).then(
        (result) => send(res, 200, result),
        (error) => {
          const known = error instanceof Refused || error instanceof BadRequest;
          const status = error instanceof Refused ? 403 : (error.status ?? 500);
          const message = known ? error.message : `Not done: ${failure(error)}.`;
          send(res, status, { error: error instanceof Refused ? `Refused: ${message}.` : message });
          // One line, whatever the request held: what was asked, and what went wrong (the system's own words).
          const line = `[edit] editor backend: ${asked.action} answered ${status}: ${known ? message : error.message}`;
          logger.error(printable(line).slice(0, LINE));
        },
      );
    },
  };
}
