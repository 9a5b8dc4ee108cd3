// The content editor's files: our admin/ folder (index.html, config.yml, the JSON format) and Decap CMS's prebuilt
// script with the chunks it loads from beside itself. The build copies them to dist/admin/ for the deployed site;
// `npm run edit` serves them straight from admin/ and node_modules, with the local backend's port in config.yml.
import fs from 'node:fs';
import path from 'node:path';
import sirv from 'sirv';

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
 * For startServer's `handlers`: /admin/ from our admin/ folder and Decap's dist (config.yml with the local backend's
 * port), and the source pictures under /images/, which the editor shows beside a picture field (the site itself has
 * only their encoded copies, served after this handler).
 */
export function createEditorHandler({ decapPort }) {
  const [admin, decap, pictures] = [folder(EDITOR_SOURCE), folder(DECAP_DIST), folder('images')];
  return function serveEditor(req, res) {
    const pathname = (req.url ?? '/').split(/[?#]/, 1)[0];
    if (pathname.startsWith('/images/')) return pictures(req, res, pathname.slice('/images'.length));
    if (pathname === '/admin') {
      res.writeHead(301, { Location: '/admin/' }).end();
      return true;
    }
    if (!pathname.startsWith('/admin/')) return false;
    const name = pathname.slice('/admin'.length);
    if (name === '/config.yml') {
      res.writeHead(200, { 'Content-Type': 'text/yaml; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : editorConfig(decapPort));
      return true;
    }
    if (admin(req, res, name) || decap(req, res, name)) return true;
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not Found\n');
    return true;
  };
}
