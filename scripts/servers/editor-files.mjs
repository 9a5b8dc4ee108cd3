// The content editor's files: our admin/ folder (index.html, config.yml, the JSON format) and Decap CMS's prebuilt
// script with the chunks it loads from beside itself. The build copies them to dist/admin/ for the deployed site;
// `npm run edit` serves them straight from admin/ and node_modules, with its own backend's address in config.yml.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import sirv from 'sirv';
import { parse, stringify } from 'yaml';
import { importBundled } from '../build/import-bundled.mjs';
import { pictureType, SVG_POLICY } from '../build/picture-types.mjs';
import { editablePath } from './editor-paths.mjs';
import { NO_FOLLOW } from './whole-files.mjs';

export const EDITOR_SOURCE = 'admin';
const DECAP_DIST = 'node_modules/decap-cms/dist';

/** Decap's script, its lazily loaded chunks, the WebAssembly they fetch and its licence; not the source maps. */
function decapFiles() {
  return fs
    .readdirSync(DECAP_DIST)
    .filter((name) => /^decap-cms\.js(\.LICENSE\.txt)?$|^\d+\.decap-cms\.js$|\.wasm$/.test(name));
}

// The editor's own policy, never the site's: Decap needs 'unsafe-eval' (decap-cms#2343) and writes its styles inline;
// it talks to GitHub (the deployed editor's backend) or, under npm run edit, to its backend on this origin. Nothing
// may frame it: the GitHub token it keeps lives in this origin's storage.
const EDITOR_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
  "connect-src 'self' blob: https://api.github.com", // blob: the pictures she picks, read before upload
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * An origin no site can have (`.invalid`, RFC 2606): as /admin/'s `Access-Control-Allow-Origin`, no other page may read
 * the editor's files. The site's `*` is replaced rather than only removed, since Netlify skips `! Name` lines
 * (headers-file.mjs, portabilityProblems); not by the site's own origin, which would let the published pages read the
 * local editor's (`npm run edit`), and its backend's secret address.
 */
export const NO_OTHER_ORIGIN = 'https://none.invalid';

/** The `_headers` rule of /admin/: the editor's policy instead of the site's, and not readable from other origins. */
export function editorHeaders() {
  return [
    '',
    '/admin/*',
    '  ! Content-Security-Policy',
    '  ! Access-Control-Allow-Origin',
    '  ! Cross-Origin-Resource-Policy',
    '  ! Referrer-Policy',
    `  Content-Security-Policy: ${EDITOR_POLICY}`,
    `  Access-Control-Allow-Origin: ${NO_OTHER_ORIGIN}`,
    '  Cross-Origin-Resource-Policy: same-origin',
    '  Referrer-Policy: no-referrer',
    '',
  ].join('\n');
}

/** Copies the editor into the build's admin/ folder and adds its rule to the build's `_headers`. */
export async function copyEditor(out) {
  const dest = path.join(out, 'admin');
  fs.mkdirSync(dest, { recursive: true });
  for (const name of fs.readdirSync(EDITOR_SOURCE))
    fs.copyFileSync(path.join(EDITOR_SOURCE, name), path.join(dest, name));
  for (const name of decapFiles()) fs.copyFileSync(path.join(DECAP_DIST, name), path.join(dest, name));
  for (const [name, { make }] of Object.entries(MADE)) fs.writeFileSync(path.join(dest, name), await make());
  fs.appendFileSync(path.join(out, '_headers'), editorHeaders());
}

/** The language the site settings choose for the editor (English when none, or when the file does not read). */
export function editorLanguage() {
  try {
    return JSON.parse(fs.readFileSync('content/settings.json', 'utf8')).editorLanguage ?? 'en';
  } catch {
    return 'en';
  }
}

let schema; // its lists are the build's Intl's: they do not change while a server runs
const loadSchema = () => (schema ??= importBundled('src/content/schema.ts'));

/**
 * Every field name of content/ in one order that keeps each object's fields as src/content/schema.ts lists them:
 * the order the editor writes a file's fields in. Throws if two objects list two fields each way round.
 */
export function fieldOrder(module) {
  const firstSeen = []; // names, as the schema's objects are met
  const before = new Map(); // name -> the names that must come before it
  const seen = new Set();
  const visit = (struct) => {
    if (!struct || typeof struct !== 'object' || seen.has(struct)) return;
    seen.add(struct);
    if (struct.type === 'object' && struct.schema) {
      const names = Object.keys(struct.schema);
      names.forEach((name, i) => {
        if (!before.has(name)) {
          before.set(name, new Set());
          firstSeen.push(name);
        }
        if (i) before.get(name).add(names[i - 1]);
      });
      Object.values(struct.schema).forEach(visit);
    } else if (struct.schema?.type) visit(struct.schema); // an array's items, an optional's value
  };
  Object.values({ ...module.FILES, ...module.FOLDERS }).forEach(visit);
  const order = [];
  while (order.length < firstSeen.length) {
    const next = firstSeen.find(
      (name) => !order.includes(name) && [...before.get(name)].every((b) => order.includes(b)),
    );
    if (!next)
      throw new Error(
        `src/content/schema.ts lists these fields in opposite orders: ${firstSeen.filter((name) => !order.includes(name)).join(', ')}`,
      );
    order.push(next);
  }
  return order;
}

const FORMAT = 'json-file-format.js';
const ORDER_SLOT = 'const ORDER = [];';

/** The editor's JSON format (admin/json-file-format.js) with the schema's field order written in. */
export async function editorFormat() {
  const source = fs.readFileSync(path.join(EDITOR_SOURCE, FORMAT), 'utf8');
  if (!source.includes(ORDER_SLOT)) throw new Error(`${FORMAT}: no "${ORDER_SLOT}" to write the field order in`);
  const order = fieldOrder(await loadSchema());
  return source.replace(ORDER_SLOT, () => `const ORDER = ${JSON.stringify(order)};`);
}

/**
 * config.yml as Decap reads it: the choices a field takes from the schema (`options_from: COUNTRIES` names the list
 * src/content/schema.ts exports), countries named in the editor's language, pictures from the media library only (the
 * build needs a file under images/, not an address), the editor's language from the site settings, and with `url`
 * the local backend there (npm run edit's, whose address holds its secret).
 */
export async function editorConfig(url) {
  const lists = await loadSchema();
  const locale = editorLanguage();
  const region = new Intl.DisplayNames([locale], { type: 'region' });
  const labelled = { COUNTRIES: (code) => ({ label: `${region.of(code)} (${code})`, value: code }) };
  const config = parse(fs.readFileSync(path.join(EDITOR_SOURCE, 'config.yml'), 'utf8'));
  const visit = (field) => {
    const name = field.options_from;
    if (name) {
      field.options = lists[name].map(labelled[name] ?? ((value) => value));
      if (labelled[name]) field.options.sort((a, b) => a.label.localeCompare(b.label, locale));
      delete field.options_from; // not Decap's
    }
    if (field.widget === 'image') field.choose_url ??= false;
    [...(field.fields ?? []), ...(field.field ? [field.field] : [])].forEach(visit);
  };
  for (const collection of config.collections)
    [...(collection.fields ?? []), ...(collection.files ?? [])].forEach(visit);
  config.locale = locale;
  if (url) config.local_backend = { url, allowed_hosts: ['localhost', '127.0.0.1'] };
  return stringify(config, { aliasDuplicateObjects: false, lineWidth: 0 });
}

/** The editor's JavaScript that uses the content's own code (src/content/), bundled with it. */
export async function editorScript(name) {
  const { outputFiles } = await build({
    entryPoints: [path.join(EDITOR_SOURCE, name)],
    bundle: true,
    format: 'iife',
    target: 'es2022',
    write: false,
  });
  return outputFiles[0].text;
}

const javascript = 'text/javascript; charset=utf-8';
/** The files of admin/ that are made from their source there, not served as they are; `url`: the local backend's. */
const MADE = {
  'config.yml': { type: 'text/yaml; charset=utf-8', make: editorConfig },
  [FORMAT]: { type: javascript, make: editorFormat },
  'isbn-widget.js': { type: javascript, make: () => editorScript('isbn-widget.js') },
  'form-widgets.js': { type: javascript, make: () => editorScript('form-widgets.js') },
};

// The pictures under /images/ are files she uploaded, on the editor's own origin: one that is a page or a script (an SVG
// can hold one) must not run there, where it could use the backend. So only pictures, by extension and with their own
// type (never sniffed), under the policy the published pictures have (it runs nothing), whatever the site's
// `_headers` say, from the first request.
const PICTURE_HEADERS = {
  'Content-Security-Policy': SVG_POLICY,
  'X-Content-Type-Options': 'nosniff',
};

/**
 * Answers /images/<name> with `root`'s images/<name> when it is a picture there (reached without a symbolic link), 404
 * when <name> is no picture; returns false for a picture images/ does not have, which the site's encoded copies (served
 * after this handler, with the same headers) may have.
 */
function servePicture(req, res, root, pathname) {
  for (const [name, value] of Object.entries(PICTURE_HEADERS)) res.setHeader(name, value);
  let file;
  try {
    file = editablePath(root, decodeURIComponent(pathname.slice(1))).absolute;
  } catch {
    // not a picture, a malformed address, or a path through a link
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not Found\n');
    return true;
  }
  let fd;
  try {
    fd = fs.openSync(file, fs.constants.O_RDONLY | NO_FOLLOW);
  } catch {
    return false;
  }
  const { size } = fs.fstatSync(fd);
  res.writeHead(200, { 'Content-Type': pictureType(file), 'Content-Length': size, 'Cache-Control': 'no-store' });
  if (req.method === 'HEAD') {
    fs.closeSync(fd);
    res.end();
  } else
    fs.createReadStream(file, { fd })
      .on('error', () => res.destroy())
      .pipe(res);
  return true;
}

/**
 * sirv over `dir`, reading each file when it is asked for (a saved picture or an edited config.yml shows on the next
 * reload) and telling the browser not to keep it: answers `pathname` if `dir` has it, and then returns true.
 */
function folder(dir) {
  const serve = sirv(dir, { dev: true });
  return (req, res, pathname) => {
    const { url } = req;
    let answered = true;
    req.url = pathname;
    serve(req, res, () => (answered = false)); // sirv looks the file up at once, before it returns
    req.url = url;
    return answered;
  };
}

/**
 * For startServer's `handlers`: /admin/ from our admin/ folder and Decap's dist (config.yml with `backend`'s
 * address), `backend` itself (scripts/servers/editor-backend.mjs), the site's `status` (scripts/servers/editor-status.mjs),
 * and the source pictures under `root`'s images/, which the editor shows beside a picture field (servePicture).
 */
export function createEditorHandler({ backend, status, root = process.cwd() }) {
  const [admin, decap] = [folder(EDITOR_SOURCE), folder(DECAP_DIST)];
  return function serveEditor(req, res) {
    const pathname = (req.url ?? '/').split(/[?#]/, 1)[0];
    if (pathname.startsWith('/images/')) return servePicture(req, res, root, pathname);
    if (pathname === '/admin') {
      res.writeHead(301, { Location: '/admin/' }).end();
      return true;
    }
    if (!pathname.startsWith('/admin/')) return false;
    const name = pathname.slice('/admin'.length);
    if (pathname === backend.path) {
      backend.handle(req, res);
      return true;
    }
    if (pathname === status?.path) {
      status.handle(req, res);
      return true;
    }
    const made = MADE[name.slice(1)];
    if (made) {
      // config.yml: the Host was checked (refuseForeignHosts), the backend is on the origin the editor was opened on.
      made.make(`http://${req.headers.host}${backend.path}`).then(
        (text) => {
          res.writeHead(200, { 'Content-Type': made.type, 'Cache-Control': 'no-store' });
          res.end(req.method === 'HEAD' ? undefined : text);
        },
        (error) =>
          res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`${name}: ${error.message}\n`),
      );
      return true;
    }
    if (admin(req, res, name) || decap(req, res, name)) return true;
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not Found\n');
    return true;
  };
}
