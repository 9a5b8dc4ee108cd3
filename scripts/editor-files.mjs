// The content editor's files: our admin/ folder (index.html, config.yml, the JSON format) and Decap CMS's prebuilt
// script with the chunks it loads from beside itself. The build copies them to dist/admin/ for the deployed site;
// `npm run edit` serves them straight from admin/ and node_modules, with the local backend's port in config.yml.
import fs from 'node:fs';
import path from 'node:path';

export const EDITOR_SOURCE = 'admin';
const DECAP_DIST = 'node_modules/decap-cms/dist';

/** Decap's script, its lazily loaded chunks, the WebAssembly they fetch and its licence; not the source maps. */
function decapFiles() {
  return fs.readdirSync(DECAP_DIST).filter((name) => /^decap-cms\.js(\.LICENSE\.txt)?$|^\d+\.decap-cms\.js$|\.wasm$/.test(name));
}

/** Copies the editor into `dest` (the build's admin/ folder). */
export function copyEditor(dest) {
  fs.mkdirSync(dest, { recursive: true });
  for (const name of fs.readdirSync(EDITOR_SOURCE)) fs.copyFileSync(path.join(EDITOR_SOURCE, name), path.join(dest, name));
  for (const name of decapFiles()) fs.copyFileSync(path.join(DECAP_DIST, name), path.join(dest, name));
}

/** config.yml with the local backend (decap-server) on `port`. */
export function editorConfig(port) {
  const text = fs.readFileSync(path.join(EDITOR_SOURCE, 'config.yml'), 'utf8');
  return text.replace(/(url: http:\/\/127\.0\.0\.1:)\d+(\/api\/v1)/, `$1${port}$2`);
}

const TYPES = {
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.jpeg': 'image/jpeg',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.yml': 'text/yaml; charset=utf-8',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};

/** The source picture a request names (/images/books/x/cover.webp), if there is one; the site has only encoded copies. */
function sourcePicture(pathname) {
  if (!/^\/images\/[^?#]+\.(avif|gif|jpe?g|png|svg|webp)$/i.test(pathname)) return null;
  let file;
  try {
    file = path.resolve(decodeURIComponent(pathname.slice(1)));
  } catch {
    return null;
  }
  const inside = file.startsWith(path.resolve('images') + path.sep);
  return inside && fs.statSync(file, { throwIfNoEntry: false })?.isFile() ? file : null;
}

/**
 * For startServer's `handlers`: answers /admin and everything under /admin/ from the sources, read on each request
 * so an edited config.yml shows on the next reload; and the source pictures under /images/, which the editor shows
 * beside a picture field. Never cached by the browser.
 */
export function createEditorHandler({ decapPort }) {
  const decap = new Set(decapFiles());
  return function serveEditor(req, res) {
    const pathname = (req.url ?? '/').split(/[?#]/, 1)[0];
    const picture = sourcePicture(pathname);
    if (picture) {
      res.writeHead(200, { 'Content-Type': TYPES[path.extname(picture).toLowerCase()], 'Cache-Control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : fs.readFileSync(picture));
      return true;
    }
    if (pathname === '/admin') {
      res.writeHead(301, { Location: '/admin/' }).end();
      return true;
    }
    if (!pathname.startsWith('/admin/')) return false;
    const name = pathname.slice('/admin/'.length) || 'index.html';
    let body;
    if (name === 'config.yml') body = editorConfig(decapPort);
    else if (decap.has(name)) body = fs.readFileSync(path.join(DECAP_DIST, name));
    else if (/^[\w.-]+$/.test(name) && fs.existsSync(path.join(EDITOR_SOURCE, name))) body = fs.readFileSync(path.join(EDITOR_SOURCE, name));
    else {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not Found\n');
      return true;
    }
    res.writeHead(200, { 'Content-Type': TYPES[path.extname(name)] ?? 'application/octet-stream', 'Cache-Control': 'no-store' });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}
