// Embed pages, for hosts that take an iframe but no script (issue 28): dist/embed/<tag>/index.html holds one element
// of the registry and nothing of the site around it, on a transparent page. Its address carries the element's
// attributes (/embed/book-list/?books=<id>&lang=it), which the page's script (src/embed.ts) sets; it also tells the
// frame's parent its height and opens links at the top level. The pages may be framed by any site: their own
// `_headers` rule, after the site's policy, allows it.
import fs from 'node:fs';
import path from 'node:path';
import { escape } from './docs.mjs';
import { headersFor, parseHeadersFile } from './headers-file.mjs';

/** Attributes that say where the element sends visitors, and what the link says: on the illustrator's own origin they
 * are always hers, never the address's (`?shop=…&shop-label=Official shop` would send her visitors anywhere). */
const FIXED = new Set(['site-url', 'shop', 'shop-label']);

/** Every element but the whole site, and the contact form: EmailJS's SDK reads localStorage as it loads, which throws
 * in WordPress's sandbox, and a message is better written on the site itself. */
export const embeddable = (elements) =>
  elements.filter((element) => !['portfolio-app', 'contact-form'].includes(element.tag));

/** An embed page's address on the site, with the element's attributes in its query. */
export function embedUrl(siteUrl, tag, attributes = {}) {
  const url = new URL(`embed/${tag}/`, siteUrl);
  for (const [name, value] of Object.entries(attributes)) url.searchParams.set(name, value);
  return url.href;
}

function embedPage(element, names, { owner, siteUrl }) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(owner)} · ${element.tag}</title>
<base target="_top">
<link rel="icon" href="../../favicon.svg" type="image/svg+xml">
<style>
  /* Transparent, and both colour schemes: Chromium then gives the frame the scheme of the page around it (the frame's
     prefers-color-scheme, which the element follows without a theme), and paints no opaque backdrop under it. */
  html { color-scheme: light dark; }
  html, body { margin: 0; background: transparent; }
  p { margin: 0; padding: 0.4rem 0.6rem; text-align: end; font: 0.85rem/1.4 system-ui, sans-serif; }
  a { color: inherit; }
</style>
<script type="module" src="../page.js"></script>
<script type="module" src="../../elements/${element.tag}.js"></script>
</head>
<body>
<${element.tag} data-embed="${names.join(' ')}"></${element.tag}>
<p><a href="${escape(siteUrl)}">${escape(owner)}</a></p>
</body>
</html>
`;
}

/** A policy with some directives replaced: `frame-ancestors *` for the embed pages. */
const withDirectives = (policy, directives) =>
  policy
    .split(/;\s*/)
    .map((directive) => directives[directive.split(' ')[0]] ?? directive)
    .join('; ');

/** Writes every embed page, and their `_headers` rule: the site's policy (read from the rules written so far), framable. */
export function writeEmbedPages(
  out,
  elements,
  common,
  settings = JSON.parse(fs.readFileSync('content/settings.json', 'utf8')),
) {
  for (const element of embeddable(elements)) {
    const names = Object.keys({ ...common, ...element.attributes }).filter((name) => !FIXED.has(name));
    const folder = path.join(out, 'embed', element.tag);
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, 'index.html'), embedPage(element, names, settings));
  }
  const file = path.join(out, '_headers');
  const policy = headersFor(parseHeadersFile(fs.readFileSync(file, 'utf8')), '/').find(([name]) =>
    /^content-security-policy$/i.test(name),
  )?.[1];
  if (!policy) throw new Error(`${file}: no Content-Security-Policy to derive the embed pages' from`);
  const rule = (address, directives) => [
    address,
    '  ! Content-Security-Policy',
    `  Content-Security-Policy: ${withDirectives(policy, directives)}`,
  ];
  const rules = [
    // The site's policy, but any site may frame them; the docs page shows them live, in frames of the site's own.
    '',
    ...rule('/embed/*', { 'frame-ancestors': 'frame-ancestors *' }),
    ...rule('/embed.html', { 'frame-src': `${policy.match(/frame-src [^;]*/)[0]} 'self'` }),
    '',
  ];
  fs.appendFileSync(file, rules.join('\n'));
}
