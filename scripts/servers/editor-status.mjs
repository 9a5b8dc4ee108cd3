// What the editor page says of the site under `npm run edit` (admin/status.js shows it over Decap, which has no such
// status of its own: decap-cms#2324): rebuilding, live with a link to the changed page, or refused, each problem naming
// its entry, the field as the editor's form labels it, and its kind, which the page words in the editor's language.
// Sent as server-sent events from /admin/status, to the editor's own page only: the whole server answers only to its
// loopback names (refuseForeignHosts), this address sends no CORS header, and refuses a request another page makes.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { EDITOR_SOURCE, editorLanguage } from './editor-files.mjs';
import { pageUrl } from '../build/prerender.mjs';
import { FALLBACK_LANGUAGE } from '../../src/content/languages.ts';
import { selectionPath } from '../../src/content/selectionAddress.ts';

/** The site's page that shows a content file, as routes.ts addresses it: `/events` for content/events/x.json. */
const PAGES = {
  books: (id) => `/${id}`,
  comics: (id) => `/comics/${id}`,
  portfolio: (id, data) => `/portfolio/${data?.slug ?? id}`,
  events: () => '/events',
  // Written in every language; the one she sends is in the recipient's.
  selections: (id, data) => `${selectionFolder(data) ? `/${selectionFolder(data)}` : ''}${selectionPath(data?.key)}`,
  biography: () => '/bio',
  music: () => '/music',
  settings: () => '/',
};

/** The folder of a selection's recipient's language: none for the site's first language. */
function selectionFolder(data) {
  return data?.language && data.language !== FALLBACK_LANGUAGE ? data.language : undefined;
}

/** The address (a path) of the page showing the first of `files` that the build `out` has a page for, else the home page. */
export function changedPage(files, out) {
  for (const file of files) {
    const [, folder, id] = /^content\/(?:(\w+)\/)?(.+)\.json$/.exec(file) ?? [];
    const page = PAGES[folder ?? id];
    if (!page) continue;
    let data;
    try {
      data = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch {
      // deleted: its folder's page, if it has one
    }
    const route = page(id, data);
    if (fs.existsSync(path.join(out, ...route.split('/').filter(Boolean), 'index.html')))
      return new URL(pageUrl('http://site/', route)).pathname;
  }
  return '/';
}

/** The entry's name as the editor lists it: its `identifier_field` (a title), else its file's name. */
function entryTitle(file, field, fallback) {
  try {
    const title = field?.split('.').reduce((node, key) => node?.[key], JSON.parse(fs.readFileSync(file, 'utf8')));
    return typeof title === 'string' && title ? title : fallback;
  } catch {
    return fallback; // deleted, or not JSON: its name is what is left
  }
}

/**
 * A problem of the content (src/content/compile.ts) where the editor shows it: the collection and entry (by its
 * title), the address of its form in the editor, the field by its labels ("Place › Country", "Pages › 3") and by its
 * path for Decap's focus ("place.country", "pages.2"), the kind and the schema's words.
 */
export function located({ file, path: fieldPath, code, message }, collections) {
  const folder = collections.find((c) => c.folder && file.startsWith(`${c.folder}/`));
  const single = collections.flatMap((c) => (c.files ?? []).map((f) => ({ c, f }))).find(({ f }) => f.file === file);
  const collection = folder ?? single?.c;
  const slug = folder ? file.slice(folder.folder.length + 1, -'.json'.length) : single?.f.name;
  let fields = folder?.fields ?? single?.f.fields ?? [];
  const labels = fieldPath.map((part) => {
    if (typeof part === 'number') return String(part + 1);
    const field = fields.find((f) => f.name === part);
    fields = field?.fields ?? (field?.field ? [field.field] : []);
    return field?.label ?? part;
  });
  return {
    file,
    collection: collection ? (collection.label_singular ?? single?.f.label ?? collection.label) : undefined,
    entry: folder ? entryTitle(file, folder.identifier_field, slug) : single?.f.label,
    form: collection && `#/collections/${collection.name}/entries/${slug}`,
    field: labels.join(' › '),
    focus: fieldPath.join('.'),
    code,
    message,
  };
}

/**
 * Each selection (content/selections) with its address on the published site, ready to copy, and its path on this
 * server, to open it; `ended` once its last day has passed (the build leaves it out). Read at each message, so a new
 * selection shows with the build that publishes it.
 */
export function selectionAddresses(root = 'content', today = new Date().toISOString().slice(0, 10)) {
  const dir = path.join(root, 'selections');
  let siteUrl;
  try {
    siteUrl = JSON.parse(fs.readFileSync(path.join(root, 'settings.json'), 'utf8')).siteUrl;
    new URL(siteUrl);
  } catch {
    return []; // the settings' own problem, which the status names
  }
  const names = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith('.json')) : [];
  return names.sort().flatMap((name) => {
    let data;
    try {
      data = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'));
    } catch {
      return [];
    }
    if (typeof data?.key !== 'string' || !data.key) return [];
    const folder = selectionFolder(data);
    const route = selectionPath(data.key);
    return [
      {
        title: typeof data.title === 'string' && data.title ? data.title : name.slice(0, -'.json'.length),
        url: pageUrl(siteUrl, route, folder),
        path: new URL(pageUrl('http://site/', route, folder)).pathname,
        ended: typeof data.expires === 'string' && data.expires < today,
      },
    ];
  });
}

/** The status: `set` it at each step of a build; `handle` answers /admin/status (for createEditorHandler). */
export function createEditorStatus() {
  let current = { state: 'building' };
  const clients = new Set();
  const send = (res) =>
    res.write(`data: ${JSON.stringify({ ...current, lang: editorLanguage(), selections: selectionAddresses() })}\n\n`);
  return {
    path: '/admin/status',
    /**
     * `{ state: 'building' }`, `{ state: 'ready' }` (built, with no change saved since the start), `{ state: 'live', page }`
     * (a change reached the site) or `{ state: 'refused', problems }` (compile.ts's Problems).
     */
    set(next) {
      const collections =
        next.problems && parse(fs.readFileSync(path.join(EDITOR_SOURCE, 'config.yml'), 'utf8')).collections;
      current = next.problems
        ? { ...next, problems: next.problems.map((problem) => located(problem, collections)) }
        : next;
      clients.forEach(send);
    },
    handle(req, res) {
      // A request another page makes says so: by its Origin, or by a Sec-Fetch-Site other than same-origin.
      const site = req.headers['sec-fetch-site'];
      if (
        req.method !== 'GET' ||
        (req.headers.origin && req.headers.origin !== `http://${req.headers.host}`) ||
        (site && site !== 'same-origin')
      ) {
        res
          .writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' })
          .end('Only the editor on this server may read its status.\n');
        return;
      }
      res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store' });
      clients.add(res);
      req.on('close', () => clients.delete(res));
      send(res);
    },
  };
}
