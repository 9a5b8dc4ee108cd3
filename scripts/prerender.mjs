// Paints the site from its HTML: renders <portfolio-app>'s home page in Node (src/elements/portfolio-app/prerender.tsx)
// into dist/index.html as a declarative shadow root, with the Italian and French versions beside it and the two
// inline scripts that pick the visitor's language and theme before the first paint. Their hashes go into the
// Content-Security-Policy of dist/_headers, so no 'unsafe-inline' is needed for scripts.
import { build, transform } from 'esbuild';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

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
  });
  return import(`${pathToFileURL(outfile).href}?${Date.now()}`);
}

const inline = async (file) => (await transform(fs.readFileSync(file, 'utf8'), { minify: true })).code.trim();
const sha256 = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The site's policy: scripts only from here or by hash; YouTube's player and EmailJS are the outside services. */
function contentSecurityPolicy(scripts) {
  return [
    "default-src 'self'",
    `script-src 'self' ${scripts.map(sha256).join(' ')} https://www.youtube.com`,
    // Styles: constructable sheets need nothing; the prerendered <style> and the pictures' placeholder colours do.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https://i.ytimg.com",
    "media-src 'self'",
    "connect-src 'self' https://api.emailjs.com",
    'frame-src https://www.youtube-nocookie.com https://www.youtube.com',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'", // no page of the site is meant to be shown inside another site's frame
  ].join('; ');
}

const attribute = (text) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** Open Graph and Twitter card tags: link previews need absolute URLs, so they use the site's published address. */
function socialMeta({ url, title, description, image, alt }) {
  const absolute = new URL(image.replace(ASSET_MARKER, ''), url).href;
  const tags = [
    ['property', 'og:type', 'website'],
    ['property', 'og:url', url],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:image', absolute],
    ['property', 'og:image:alt', alt],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
    ['name', 'twitter:image', absolute],
  ];
  return tags.map(([key, name, value]) => `<meta ${key}="${name}" content="${attribute(value)}" />`).join('\n    ');
}

/** The home page's largest image, fetched from the first bytes of HTML, in the format and width its <picture> picks. */
function heroPreload({ image, sizes }) {
  const [best] = image.sources;
  return `<link rel="preload" as="image" type="${best.type}" imagesrcset="${best.srcSet}" imagesizes="${sizes}" fetchpriority="high" />`;
}

export async function prerender(dist = 'dist') {
  const { renderHome } = await loadRenderer();
  const { html, css, fonts, preview, hero } = await renderHome();
  const local = (markup) => markup.replaceAll(ASSET_MARKER, './');
  // React puts preload hints for plain <img>s (the flags) first: in a shadow root they would only be in the way.
  const shadowHtml = (lang) => local(html[lang].replace(/^(<link [^>]*\/>)+/, ''));
  const [beforePaint, variant] = await Promise.all([inline('demo/inline/before-paint.js'), inline('demo/inline/prerendered-variant.js')]);

  const app =
    `<template shadowrootmode="open">${shadowHtml('en')}<style>${css}</style></template>` +
    ['it', 'fr'].map((lang) => `<template lang="${lang}">${shadowHtml(lang)}</template>`).join('') +
    `<script>${variant}</script>`;
  const file = path.join(dist, 'index.html');
  // Function replacements: a replacement string would expand `$&`, `$1`, `$'`... found in the content's texts.
  const page = fs
    .readFileSync(file, 'utf8')
    .replace('<!-- before-paint -->', () => `<script>${beforePaint}</script>`)
    .replace('<!-- prerendered-head -->', () => [socialMeta(preview), local(heroPreload(hero)), `<style>${fonts}</style>`].join('\n    '))
    .replace(/(<portfolio-app[^>]*>)(<\/portfolio-app>)/, (_, open, close) => `${open}${app}${close}`);
  if (!page.includes(variant) || !page.includes(beforePaint) || !page.includes(fonts)) throw new Error(`${file}: no <portfolio-app> or placeholder comments to fill`);
  if (page.split('<portfolio-app').length !== 2) throw new Error(`${file}: the prerendered page does not hold exactly one <portfolio-app>`);
  fs.writeFileSync(file, page);

  // On every path: a page is reachable by more than one (/, /index, /index.html), and the policy does nothing to a
  // script, a picture or a font. The editor's rule, written after this one, replaces it under /admin/.
  const policy = `  Content-Security-Policy: ${contentSecurityPolicy([beforePaint, variant])}\n`;
  fs.appendFileSync(path.join(dist, '_headers'), `\n# The site's policy (written by scripts/prerender.mjs: the inline scripts' hashes).\n/*\n${policy}`);
}
