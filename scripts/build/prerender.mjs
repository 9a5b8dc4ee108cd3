// Paints the site from its HTML: renders every page of <portfolio-app> in Node (src/elements/portfolio-app/prerender.tsx)
// into its own folder of dist/ as a declarative shadow root, in each language at its own address (books/index.html,
// it/books/index.html, fr/books/index.html), and the not-found page into 404.html; writes sitemap.xml and robots.txt; and the two
// inline scripts that pick the visitor's language and theme before the first paint. Their hashes go into the
// Content-Security-Policy of dist/_headers, so no 'unsafe-inline' is needed for scripts.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { readChecked, sha256, writeChecked } from './cache-files.mjs';
import { oembed } from './oembed.mjs';
import { trimCssTemplates } from './css-templates.mjs';
import { progress, stage } from './progress.mjs';
import { usedCss } from './used-css.mjs';
import { selectionPath } from '../../src/content/selectionAddress.ts';

// Asset URLs resolve from the module's URL in the browser; here they get a marker, then become page-relative.
const ASSET_MARKER = 'https://prerender.invalid/';

async function loadRenderer() {
  const outfile = path.resolve('.cache/prerender/render.mjs');
  await build({
    entryPoints: ['src/elements/portfolio-app/prerender.tsx'],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    jsx: 'automatic',
    loader: { '.css': 'text' },
    define: { 'process.env.NODE_ENV': '"production"', 'process.env.ASSET_BASE': JSON.stringify(ASSET_MARKER) },
    // Bundled CommonJS (react-dom/server) requires Node's built-ins: give the ES module a require().
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
    ignoreAnnotations: true, // package.json's sideEffects list is for publishers' bundlers; the pages' styles import is wanted here
    logLevel: 'warning',
    // The same CSS text as the browser's bundle: goober's class names are hashes of it.
    plugins: [
      {
        name: 'css-templates-trimmed',
        setup: (build) =>
          build.onLoad({ filter: /[\\/]src[\\/].*\.tsx?$/ }, async (args) => ({
            contents: trimCssTemplates(await fs.promises.readFile(args.path, 'utf8')),
            loader: args.path.endsWith('x') ? 'tsx' : 'ts',
          })),
      },
    ],
  });
  return { renderer: await import(`${pathToFileURL(outfile).href}?${Date.now()}`), code: fs.readFileSync(outfile) };
}

const RENDERED = '.cache/prerender/pages.json';

/**
 * The pages as the renderer paints them, or as it painted them last time if nothing they read has changed since: the
 * bundle holds all of their code, content, texts and settings, its clockKey() what the time changes, and Node the rest.
 * Only the last render is kept.
 */
async function renderedPages({ renderer, code }) {
  const { renderPages, clockKey, scriptJson } = renderer;
  // Node's own dates and number formats (its ICU) too: the pages print dates in three languages.
  const key = sha256(code, '\0', clockKey(), '\0', JSON.stringify([process.version, process.versions.icu]));
  let cached;
  try {
    cached = JSON.parse(readChecked(RENDERED) ?? 'null');
  } catch {
    // not JSON: rendered anew
  }
  if (cached?.key === key) {
    stage(`prerender: ${cached.result.pages.length} pages unchanged since the last build, not rendered again`);
    return { ...cached.result, scriptJson };
  }
  const { scriptJson: _, ...result } = await renderPages((total) =>
    progress('prerender: rendering', total, 'pages, each in every language'),
  );
  try {
    writeChecked(RENDERED, JSON.stringify({ key, result }));
  } catch {
    fs.rmSync(RENDERED, { force: true }); // too large for one string (far more content): the next build renders too
  }
  return { ...result, scriptJson };
}

/**
 * An inline script, with what it imports bundled in (before-paint.js: the site's rule for an address's language) and
 * the build's names written in (`define`: before-paint.js's SITE_FILE, the site's code).
 */
const inline = async (file, define = {}) =>
  (
    await build({
      entryPoints: [file],
      bundle: true,
      write: false,
      format: 'iife',
      minify: true,
      logLevel: 'warning',
      define: Object.fromEntries(Object.entries(define).map(([name, value]) => [name, JSON.stringify(value)])),
    })
  ).outputFiles[0].text.trim();
const scriptHash = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The site's policy: scripts only from here or by hash; YouTube's player and EmailJS are the outside services. */
function contentSecurityPolicy(scripts, collector) {
  // The collector's origin goes into the header as it is: only a plain one (the schema checks the setting already).
  const origin = collector?.startsWith('https://') ? new URL(collector).origin : '';
  if (origin && !/^https:\/\/[a-z0-9.-]+(:\d+)?$/.test(origin))
    throw new Error(`vitals: "${origin}" is not an origin that can go into the site's policy`);
  return [
    "default-src 'self'",
    `script-src 'self' ${scripts.map(scriptHash).join(' ')} https://www.youtube.com`,
    // Styles: constructable sheets need nothing; the prerendered <style> and the pictures' placeholder colours do.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https://i.ytimg.com",
    "media-src 'self'",
    `connect-src 'self' https://api.emailjs.com${origin ? ` ${origin}` : ''}`,
    'frame-src https://www.youtube-nocookie.com https://www.youtube.com',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'", // no page of the site is meant to be shown inside another site's frame
  ].join('; ');
}

const attribute = (text) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** The page's <head>: its title and description, its canonical address and its other languages', and Open Graph and
 * Twitter card tags (link previews need absolute URLs, so they use the site's published address). */
function pageHead({ url, siteUrl, title, description, image, alt, notFound, unlisted, alternates = [], data }) {
  const absolute = new URL(image.src.replace(ASSET_MARKER, ''), siteUrl).href;
  // The shared file is the fallback JPEG (or PNG), as wide as the widest variant built (1600 px at most).
  const width =
    Math.max(...image.sources.flatMap((source) => source.files.map((file) => file.width)), 0) || image.width;
  const tags = [
    ['property', 'og:type', 'website'],
    ['property', 'og:url', url],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:image', absolute],
    ['property', 'og:image:width', String(width)],
    ['property', 'og:image:height', String(Math.round((image.height * width) / image.width))],
    ['property', 'og:image:alt', alt],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
    ['name', 'twitter:image', absolute],
  ];
  return [
    `<title>${attribute(title)}</title>`,
    `<meta name="description" content="${attribute(description)}" />`,
    notFound || unlisted
      ? '<meta name="robots" content="noindex" />'
      : `<link rel="canonical" href="${attribute(url)}" />`,
    // A selection's address is its only key: its links must not hand it on to the sites they lead to.
    ...(unlisted ? ['<meta name="referrer" content="no-referrer" />'] : []),
    ...(unlisted ? [] : alternates).map(
      ([lang, href]) => `<link rel="alternate" hreflang="${lang}" href="${attribute(href)}" />`,
    ),
    ...tags.map(([key, name, value]) => `<meta ${key}="${name}" content="${attribute(value)}" />`),
    // schema.org data, its pictures at absolute addresses.
    ...(data ? [`<script type="application/ld+json">${data}</script>`] : []),
  ].join('\n    ');
}

/** A page's largest image, fetched from the first bytes of HTML, in the format and width its <picture> picks. */
function heroPreload({ image, sizes }) {
  const [best] = image.sources;
  // An SVG is one file, with no sources to choose from (as preloadPicture in src/core/Picture.tsx).
  if (!best) return `<link rel="preload" as="image" href="${attribute(image.src)}" fetchpriority="high" />`;
  return `<link rel="preload" as="image" type="${best.type}" imagesrcset="${best.srcSet}" imagesizes="${sizes}" fetchpriority="high" />`;
}

/** A page's folder in dist/ for its address: / → index.html, /books → books/index.html. */
const fileFor = (dist, address) => path.join(dist, ...address.split('/').filter(Boolean), 'index.html');

/** sitemap.xml: every page in every language at its absolute address, with its other languages and its picture
 * (robots.txt points to it). */
function sitemap(entries) {
  const urls = entries.map(
    ({ url, alternates, image }) =>
      `  <url><loc>${attribute(url)}</loc>` +
      alternates
        .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${attribute(href)}"/>`)
        .join('') +
      `<image:image><image:loc>${attribute(image)}</image:loc></image:image></url>`,
  );
  const namespaces =
    'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ${namespaces}>\n${urls.join('\n')}\n</urlset>\n`;
}
/** A route's address in a language's folder: /books → /it/books; the fallback language has none, so no folder
 * (src/elements/portfolio-app/location.ts). */
const localized = (route, folder) => (folder ? `/${folder}${route === '/' ? '' : route}` : route);
/** A route's own address on the site: /books → <site>/books/, in the folder `it` <site>/it/books/ (each page is a
 * folder with its index.html). */
export const pageUrl = (siteUrl, route, folder) => {
  const path = localized(route, folder);
  return new URL(path === '/' ? '' : `${path.slice(1)}/`, siteUrl).href;
};

/** Her pages into `dist`, each importing the site's code, `siteFile` (relative to dist/), once it has painted. */
export async function prerender(dist, siteFile) {
  stage('prerender: bundling the pages for Node (esbuild)');
  const { pages, notFound, selectionFiles, cssMarker, css, fonts, siteUrl, languages, vitals, scriptJson } =
    await renderedPages(await loadRenderer());
  const local = (markup) => markup.replaceAll(ASSET_MARKER, './');
  // The pictures of the schema.org data at absolute addresses: the site's address escaped as the JSON around it is.
  const jsonLd = (data) => data?.replaceAll(ASSET_MARKER, () => scriptJson(siteUrl).slice(1, -1));
  // React puts preload hints for plain <img>s (the flags) first: in a shadow root they would only be in the way.
  const shadowHtml = (html, lang, pageCss) =>
    local(html[lang].replace(/^(<link [^>]*\/>)+/, '').replaceAll(cssMarker, pageCss));
  const [beforePaint, variant] = await Promise.all([
    inline('demo/inline/before-paint.js', { SITE_FILE: siteFile }),
    inline('demo/inline/prerendered-variant.js'),
  ]);
  // The icon in the page itself (a quarter of a KB): fetched, it came in before the page's largest picture.
  const icon = `data:image/svg+xml,${encodeURIComponent(fs.readFileSync(path.join(dist, 'favicon.svg'), 'utf8').trim())}`;
  const template = fs
    .readFileSync(path.join(dist, 'index.html'), 'utf8')
    .replace('<link rel="icon" href="./favicon.svg"', () => `<link rel="icon" href="${icon}"`);
  if (!template.includes(icon)) throw new Error('index.html: no <link rel="icon" href="./favicon.svg"> to inline');
  // Every page resolves the site's files from the site's folder, whatever its own depth (/comics/shopping/).
  const base = new URL(siteUrl).pathname;
  const [english, ...others] = languages;
  // The fallback language's pages are at the site's root; each other language has a folder (/it/books/).
  const folderOf = (lang) => (lang === english ? undefined : lang);
  // Field measurement only where there is a collector: the one the settings name, or `npm start`'s (VITALS=/vitals).
  const collector = vitals || process.env.VITALS;
  const measure = collector ? ` vitals="${attribute(collector)}"` : '';

  /** One file: the page in `lang`; the English one, at the address without a language, also holds the others, for
   * a visitor whose language the inline script finds elsewhere (cookie, storage, browser). */
  const write = (file, lang, { html, head, home = false, shell = false }, extraHead = []) => {
    // The other languages' versions, for a visitor whose language is found elsewhere: the whole home page; elsewhere
    // only the header, navigation and footer that hydrate as painted (the page itself then renders afresh), which
    // keeps each file within one round trip.
    // The rules of the classes in any of its languages (the variants' are the same components).
    const pageCss = usedCss(css, Object.values(html).join(''));
    const otherLanguage = home
      ? (markup, code) => shadowHtml(markup, code, pageCss)
      : (markup, code) => shadowHtml(markup, code, pageCss).replace(/(<main[^>]*>)[\s\S]*(<\/main>)/, '$1$2');
    const variants =
      lang === english
        ? others.map((code) => `<template lang="${code}">${otherLanguage(html, code)}</template>`).join('')
        : '';
    // The styles first: Chromium paints a declarative shadow root while it parses it, so a frame before the end of a
    // long page would show it unstyled (prerendered-variant.js puts them after the tree once it is parsed).
    const app = `<template shadowrootmode="open"><style>${pageCss}</style>${shadowHtml(html, lang, pageCss)}</template>${variants}<script>${variant}</script>`;
    // Function replacements: a replacement string would expand `$&`, `$1`, `$'`... found in the content's texts.
    const page = template
      // data-shell: with JavaScript, only the header, navigation and footer hydrate (see before-paint.js).
      .replace(/<html lang="[^"]*"/, () => `<html lang="${lang}"${shell ? ' data-shell' : ''}`)
      .replace('<!-- before-paint -->', () => `<base href="${attribute(base)}" />\n    <script>${beforePaint}</script>`)
      .replace(/<title>.*<\/title>\s*<meta\s+name="description"[^>]*>/, '')
      .replace('<!-- prerendered-head -->', () =>
        [pageHead({ ...head, data: jsonLd(head.data) }), ...extraHead, `<style>${fonts}</style>`].join('\n    '),
      )
      .replace(/(<portfolio-app[^>]*)>(<\/portfolio-app>)/, (_, open, close) => `${open}${measure}>${app}${close}`);
    if (!page.includes(variant) || !page.includes(beforePaint) || !page.includes(fonts))
      throw new Error(`${file}: no <portfolio-app> or placeholder comments to fill`);
    if (page.split('<portfolio-app').length !== 2)
      throw new Error(`${file}: the prerendered page does not hold exactly one <portfolio-app>`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, page);
  };

  const entries = [];
  const written = progress('prerender: writing', pages.length * languages.length, 'files');
  for (const page of pages) {
    const urls = Object.fromEntries(languages.map((lang) => [lang, pageUrl(siteUrl, page.path, folderOf(lang))]));
    const alternates = [...languages.map((lang) => [lang, urls[lang]]), ['x-default', urls[english]]];
    for (const lang of languages) {
      const head = { ...page.head[lang], url: urls[lang], siteUrl, alternates, unlisted: page.unlisted };
      const home = page.path === '/';
      write(
        fileFor(dist, localized(page.path, folderOf(lang))),
        lang,
        { html: page.html, head, home, shell: page.shell },
        [...(page.hero ? [local(heroPreload(page.hero))] : []), ...oembed(dist, head, page.embed, lang)],
      );
      written();
      if (page.listed !== false)
        entries.push({
          url: urls[lang],
          alternates,
          image: new URL(page.head[lang].image.src.replace(ASSET_MARKER, ''), siteUrl).href,
        });
    }
  }
  // Served at any unknown address, where the app may show another page (a portfolio group that is no more): a shell.
  write(path.join(dist, '404.html'), english, {
    html: notFound.html,
    shell: true,
    head: { ...notFound.head[english], url: siteUrl, siteUrl, notFound: true },
  });
  // What each selection's page fetches (src/elements/portfolio-app/pages/selectionData.ts): beside its English page.
  for (const { file, data } of selectionFiles) fs.writeFileSync(path.join(dist, file), `${JSON.stringify(data)}\n`);
  fs.writeFileSync(path.join(dist, 'sitemap.xml'), sitemap(entries));
  fs.writeFileSync(
    path.join(dist, 'robots.txt'),
    `User-agent: *\nAllow: /\n\nSitemap: ${new URL('sitemap.xml', siteUrl).href}\n`,
  );

  // On every path: a page is reachable by more than one (/, /index, /index.html), and the policy does nothing to a
  // script, a picture or a font. The editor's rule, written after this one, replaces it under /admin/.
  const policy = `  Content-Security-Policy: ${contentSecurityPolicy([beforePaint, variant], collector)}\n`;
  fs.appendFileSync(path.join(dist, '_headers'), `\n/*\n${policy}${unlistedHeaders(languages.map(folderOf))}`);
}

/**
 * The `_headers` rules of the selections' addresses, in each language's folder, and of their PDFs: not indexed, and no
 * referrer sent from them (the address is the key). By their folder, never by an address: the file names none.
 */
export function unlistedHeaders(folders) {
  // `/s/:key/*`, not `/s/*`: Netlify reads `/s/*` as every address that begins with /s (/sitemap.xml, /sw.js, a book
  // named so), where the placeholder asks for the /s/ folder itself, as the other hosts read both.
  const paths = [
    ...folders.map((folder) => `${folder ? `/${folder}` : ''}${selectionPath(':key')}/*`),
    '/pdf/selection-*',
  ];
  // Each rule removes before it sets, as every host then reads a header set by more than one rule alike.
  const rule = ['X-Robots-Tag: noindex', 'Referrer-Policy: no-referrer']
    .map((header) => `  ! ${header.split(':')[0]}\n  ${header}`)
    .join('\n');
  return paths.map((path) => `\n${path}\n${rule}\n`).join('');
}
