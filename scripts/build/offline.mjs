// The site offline (src/offline/): writes into dist/
//   - offline/<lang>.html, the page a visitor sees offline at an address never seen nor saved, in each language
//     (texts: src/locales' OFFLINE), its list of what is kept filled in by the service worker;
//   - offline/<lang>.json, what "Save this site for offline" stores in that language: every page of the sitemap in it
//     (its HTML, and its pictures with every width and format they come in, with their byte sizes, and the `sizes`
//     that picks one), the site's code (less the other languages' texts), and a version that changes with any of it;
//   - sw.js, the service worker (src/offline/sw.ts) bundled by esbuild, with the offline pages and the fonts to keep
//     from the first visit written in by workbox-build (a revision per file, so a changed one is fetched again);
//   - offline/site.js, what the site's pages import after load to register it (src/offline/site.ts), and the chunk its
//     Save button fetches on a click: by esbuild too, apart from the site's bundle, whose chunks it shares nothing
//     with (in rollup's graph, one more entry changed the minified names of chunks it never touches, and their bytes).
// After the pages are rendered (it reads them) and before the compressed copies are made (it adds files).
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { injectManifest } from 'workbox-build';
import { sha256 } from './cache-files.mjs';
import { LANGUAGES } from './calendar.mjs';

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
const escapeHtml = (text) =>
  String(text).replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The offline page: the site's colours, its hand-written font for the heading (kept from the first visit). */
function offlinePage(lang, texts, base, folder) {
  return `<!doctype html>
<html lang="${lang}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <base href="${escapeHtml(base)}" />
    <title>${escapeHtml(texts.PAGE_TITLE)}</title>
    <meta name="robots" content="noindex" />
    <style>
      @font-face { font-family: Yomogi; src: url(fonts/yomogi-latin-400-normal.woff2) format('woff2'); font-display: swap; }
      html { color-scheme: light dark; }
      body { margin: 0; padding: 2em 1.25em; font: 1.05em/1.5 system-ui, sans-serif; background: #fafaf8; color: #2c2420; }
      main { max-width: 36em; margin: auto; }
      h1 { font-family: Yomogi, cursive; font-weight: 400; color: #4e4039; }
      a { color: #4e4039; }
      li { margin: 0.3em 0; }
      @media (prefers-color-scheme: dark) {
        body { background: #1b1816; color: #ece4dc; }
        h1, a { color: #e8c9a8; }
      }
    </style>
  </head>
  <body>
    <main>
      <h1>${escapeHtml(texts.PAGE_TITLE)}</h1>
      <p>${escapeHtml(texts.PAGE_TEXT)}</p>
      <p><a href="${folder ? `${lang}/` : './'}">${escapeHtml(texts.HOME)}</a></p>
      <h2>${escapeHtml(texts.SAVED_LIST)}</h2>
      <!-- saved --><p>${escapeHtml(texts.NOTHING_SAVED)}</p><!-- /saved -->
    </main>
  </body>
</html>
`;
}

/** The pictures a page's HTML shows, each with its candidates per format (srcset widths) and its `sizes`. */
function picturesOf(html) {
  const files = (srcset) =>
    srcset.split(/,\s+/).map((part) => {
      const [url, width] = part.trim().split(/\s+/);
      return [url.replace(/^\.\//, ''), Number.parseInt(width, 10)];
    });
  const sets = [];
  const attr = (tag, name) => tag.match(new RegExp(`\\s${name}="([^"]*)"`, 'i'))?.[1];
  for (const [, inner] of html.matchAll(/<picture>([\s\S]*?)<\/picture>/g)) {
    const sources = {};
    let sizes;
    for (const [tag] of inner.matchAll(/<source [^>]*>/g)) {
      const type = attr(tag, 'type')?.replace('image/', '');
      sizes ??= attr(tag, 'sizes');
      if (type && attr(tag, 'srcSet')) sources[type] = files(attr(tag, 'srcSet'));
    }
    const img = inner.match(/<img [^>]*>/)?.[0];
    sets.push({ sizes: sizes ?? attr(img ?? '', 'sizes') ?? '100vw', sources, img: attr(img ?? '', 'src') });
  }
  // The page's largest picture, preloaded from its first bytes (its <picture> may be drawn only by the code).
  for (const [tag] of html.matchAll(/<link rel="preload" as="image"[^>]*>/g)) {
    const type = attr(tag, 'type')?.replace('image/', '');
    const srcset = attr(tag, 'imagesrcset');
    if (type && srcset) sets.push({ sizes: attr(tag, 'imagesizes') ?? '100vw', sources: { [type]: files(srcset) } });
    else if (attr(tag, 'href')) sets.push({ sizes: '100vw', sources: {}, img: attr(tag, 'href') });
  }
  // Plain <img>s outside a <picture> (the flags, SVGs): one file each.
  for (const [tag] of html.replace(/<picture>[\s\S]*?<\/picture>/g, '').matchAll(/<img [^>]*>/g))
    if (attr(tag, 'src')?.startsWith('./images/')) sets.push({ sizes: '100vw', sources: {}, img: attr(tag, 'src') });
  return sets
    .map((set) => ({ ...set, img: set.img?.replace(/^\.\//, '') }))
    .filter((set) => set.img?.startsWith('images/') || Object.keys(set.sources).length);
}

/** Each language's own text chunks (the generated <name>.<lang>.json), left out of the other languages' copies. */
function chunkLanguages(bundle) {
  const owner = new Map();
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || !chunk.moduleIds.length) continue;
    const langs = new Set(
      chunk.moduleIds.map((id) => id.match(/generated[\\/](?:[\w-]+\.)?([a-z]{2})\.json$/)?.[1] ?? null),
    );
    const [lang] = langs;
    if (langs.size === 1 && lang) owner.set(chunk.fileName, lang);
  }
  return owner;
}

/** "Save this site for offline" in `lang`: its pages, their pictures and the code, with byte sizes. */
function saveManifest(dist, lang, pages, code, texts) {
  const size = (file) => fs.statSync(path.join(dist, file)).size;
  const pictures = [];
  const index = new Map();
  const listed = pages.map((page) => {
    const file = path.join(page, 'index.html');
    const html = fs.readFileSync(path.join(dist, file), 'utf8');
    // The fallback language's page also holds the others' in <template>s: only its own are its pictures.
    const own = html.replace(/<template lang="[^"]*">[\s\S]*?<\/template>/g, '');
    const ids = picturesOf(own).map((set) => {
      const key = JSON.stringify(set);
      if (!index.has(key)) {
        index.set(key, pictures.length);
        const sources = Object.fromEntries(
          Object.entries(set.sources).map(([type, files]) => [
            type,
            files.map(([url, width]) => [url, width, size(url)]),
          ]),
        );
        pictures.push({ sizes: set.sizes, sources, ...(set.img && { img: [set.img, size(set.img)] }) });
      }
      return index.get(key);
    });
    return { url: page === '.' ? '' : `${page}/`, bytes: size(file), pictures: [...new Set(ids)] };
  });
  const content = { pages: listed, pictures, code };
  // The version: the files' own bytes, so that any change to what a saved copy holds makes it "older than the site".
  const version = sha256(
    ...listed.map((page) => fs.readFileSync(path.join(dist, page.url, 'index.html'))),
    JSON.stringify(content),
  ).slice(0, 16);
  return { lang, version, texts, ...content };
}

/** The code her pages can load: theirs and every chunk it imports, at once or later (not the elements' own files). */
function siteCode(bundle, siteFile) {
  const seen = new Set();
  const visit = (name) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const next of [...bundle[name].imports, ...bundle[name].dynamicImports]) visit(next);
  };
  visit(siteFile);
  return [...seen];
}

export async function writeOffline(dist, bundle, siteFile) {
  const base = fs.readFileSync(path.join(dist, 'index.html'), 'utf8').match(/<base href="([^"]*)"/)[1];
  fs.mkdirSync(path.join(dist, 'offline'), { recursive: true });
  // The site's pages in each language, from the sitemap (the site's list of its pages: no selection is in it).
  const sitemap = fs.readFileSync(path.join(dist, 'sitemap.xml'), 'utf8');
  const home = sitemap.match(/<loc>([^<]+)<\/loc>/)[1];
  const addresses = [...sitemap.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map(([, loc]) =>
    loc.replaceAll('&amp;', '&').slice(home.length).replace(/\/$/, ''),
  );
  const languages = chunkLanguages(bundle);
  const code = siteCode(bundle, siteFile).concat(await writeSiteModule(dist));
  for (const [i, lang] of LANGUAGES.entries()) {
    const texts = readJson(`src/locales/${lang}.json`).OFFLINE;
    const folder = i === 0 ? '' : lang;
    fs.writeFileSync(path.join(dist, 'offline', `${lang}.html`), offlinePage(lang, texts, base, folder));
    const pages = addresses.filter((address) =>
      folder
        ? address === folder || address.startsWith(`${folder}/`)
        : !LANGUAGES.some((l) => address === l || address.startsWith(`${l}/`)),
    );
    const langCode = code
      .filter((file) => (languages.get(file) ?? lang) === lang)
      .map((file) => [file, fs.statSync(path.join(dist, file)).size]);
    const manifest = saveManifest(
      dist,
      lang,
      pages.map((page) => page || '.'),
      langCode,
      texts,
    );
    fs.writeFileSync(path.join(dist, 'offline', `${lang}.json`), JSON.stringify(manifest));
  }
  await writeServiceWorker(dist);
}

/** dist/offline/site.js and its lazy chunk (offline/chunks/): their files, relative to dist/. */
async function writeSiteModule(dist) {
  const { metafile } = await build({
    entryPoints: { site: 'src/offline/site.ts' },
    outdir: path.join(dist, 'offline'),
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    metafile: true,
    logLevel: 'warning',
  });
  return Object.keys(metafile.outputs).map((file) => path.relative(dist, file).split(path.sep).join('/'));
}

/** dist/sw.js: src/offline/sw.ts bundled, with the precache list (offline pages, fonts) written in by workbox-build. */
async function writeServiceWorker(dist) {
  const swSrc = path.resolve('.cache/offline/sw.js');
  await build({
    entryPoints: ['src/offline/sw.ts'],
    outfile: swSrc,
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2022',
    define: {
      'process.env.NODE_ENV': '"production"', // Workbox's production build: no logging
      MESSAGE_KEPT: JSON.stringify(
        Object.fromEntries(LANGUAGES.map((lang) => [lang, readJson(`src/locales/${lang}.json`).OFFLINE.MESSAGE_KEPT])),
      ),
    },
    logLevel: 'warning',
  });
  const { count, size, warnings } = await injectManifest({
    swSrc,
    swDest: path.join(dist, 'sw.js'),
    globDirectory: dist,
    globPatterns: ['offline/*.html', 'fonts/*.woff2'],
  });
  if (warnings.length) throw new Error(`service worker: ${warnings.join('; ')}`);
  return { count, size };
}
