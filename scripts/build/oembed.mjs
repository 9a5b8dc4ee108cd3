// oEmbed (https://oembed.com) for the pages whose subject an element shows alone (sitePages.ts: `embed`), so that a
// link pasted into WordPress, or any oEmbed consumer, becomes the embed page. A static host answers no query, so each
// page has one file, <page folder>/oembed.json, announced in its <head>; its sizes are fixed (maxwidth and maxheight
// are not read): the embed page then posts its real height (src/embed.ts).
import fs from 'node:fs';
import path from 'node:path';
import { escape, FRAME } from './docs.mjs';
import { embedUrl } from './embed-pages.mjs';

const settings = () => JSON.parse(fs.readFileSync('content/settings.json', 'utf8'));

/** The page's picture as a thumbnail: its WebP nearest 640 px wide, else its fallback file. The prerenderer's asset
 * URLs sit on a placeholder host: their path is the file's place on the site. */
function thumbnail(image, siteUrl) {
  const files = image.sources.find((source) => source.type === 'image/webp')?.files ?? [];
  const file = files.find((candidate) => candidate.width >= 640) ?? files.at(-1);
  const width = file?.width ?? image.width;
  const url = new URL(new URL(file?.src ?? image.src).pathname.slice(1), siteUrl).href;
  return {
    thumbnail_url: url,
    thumbnail_width: width,
    thumbnail_height: Math.round((image.height * width) / image.width),
  };
}

/** The oEmbed answer for a page at `url`: a blockquote of plain links first (WordPress shows it until the frame has
 * told its height), then the embed page's frame. */
export function oembedJson({ url, siteUrl, title, image }, { tag, attributes }, lang, owner = settings().owner) {
  const src = embedUrl(siteUrl, tag, { ...attributes, lang });
  const html =
    `<blockquote><a href="${escape(url)}">${escape(title)}</a></blockquote>` +
    `<iframe src="${escape(src)}" width="${FRAME.width}" height="${FRAME.height}" title="${escape(title)}" frameborder="0"></iframe>`;
  return {
    version: '1.0',
    type: 'rich',
    title,
    provider_name: owner,
    provider_url: siteUrl,
    ...thumbnail(image, siteUrl),
    ...FRAME,
    html,
  };
}

/** For the prerenderer, per page and language: writes the page's oembed.json when it has an embed, and gives the
 * <head> line that announces it (none otherwise). */
export function oembed(dist, head, embed, lang) {
  if (!embed) return [];
  const json = new URL('oembed.json', head.url);
  const file = path.join(dist, path.relative(new URL(head.siteUrl).pathname, json.pathname));
  fs.mkdirSync(path.dirname(file), { recursive: true }); // before the page itself is written there
  fs.writeFileSync(file, `${JSON.stringify(oembedJson(head, embed, lang), null, 2)}\n`);
  return [
    `<link rel="alternate" type="application/json+oembed" href="${escape(json.href)}" title="${escape(head.title)}" />`,
  ];
}
