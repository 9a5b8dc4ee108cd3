// Responsive images. Every source under images/ (JPEG, PNG, WebP, AVIF, TIFF or GIF) becomes AVIF and WebP at a few
// widths plus one JPEG fallback (PNG when it has transparency), and a picture wider than those one WebP more for the
// viewer's zoom (ZOOM, below); an SVG stays a drawing, with only what draws in it
// (svg-sanitise.mjs). src/content/media.json records, per image, its intrinsic size, the widths built and a tiny
// blurred placeholder. Content names an image by its path without extension (`images/books/x/cover`), so replacing
// cover.webp by cover.jpg needs no other change.
// Encoded files are cached in .cache/images/ by a hash of the source, so a rebuild only encodes what changed. A host's
// build starts without that cache and has a time limit: there new pictures are first encoded quickly (imageBudget).
//
//   node scripts/build/images.mjs      (the build and the component tests run it too)
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import renditions from '../../src/content/renditions.json' with { type: 'json' };
import { linkFile } from './linked-copy.mjs';
import { linkMessage, ownFiles } from './own-files.mjs';
import { pictureType } from './picture-types.mjs';
import { progress, stage } from './progress.mjs';
import { sanitiseSvg, SVG_RECIPE } from './svg-sanitise.mjs';

/** Where the encoded images are laid out (images/…), for the build to copy and the component tests to serve. */
export const ENCODED_IMAGES = '.cache/images/site';
/** The encoded files by source, kept from build to build (on Netlify by netlify/plugins/image-cache). */
export const ENCODED_CACHE = '.cache/images/encoded';
// The widths of the pages' srcsets, and the one the viewer fetches on zoom (src/core/viewer/Viewer.tsx): a picture
// wider than the largest of those widths gets one more WebP, up to `zoom` wide, which no page names.
const { widths: WIDTHS, zoom: ZOOM } = renditions;
const SETTINGS = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 75, effort: 4 },
  jpeg: { quality: 80, mozjpeg: true },
};
// The same files when time is short (a host's first build): about 3.5 times as fast to encode, some 40% larger.
// Marked in the cache as such, and encoded again with SETTINGS by the next builds that have time left.
const QUICK = {
  avif: { quality: 50, effort: 0 },
  webp: { quality: 75, effort: 0 },
  jpeg: { quality: 80 },
};
// Part of every cache key: changing the settings or the widths re-encodes everything.
const RECIPE = JSON.stringify({ WIDTHS, ZOOM, SETTINGS, placeholder: 3, version: 2 });

/** The widths to build for an image `width` pixels wide: the standard ones below it, and its own (at most 1600). */
export function widthsFor(width) {
  const largest = Math.min(width, WIDTHS.at(-1));
  return [...WIDTHS.filter((w) => w < largest * 0.9), largest];
}

/** The width of the zoom rendition of an image `width` pixels wide (ZOOM at most), or none when it is not wider. */
export const zoomWidthFor = (width) => (width > WIDTHS.at(-1) ? Math.min(width, ZOOM) : undefined);

// 4 bits a channel (#rgb) is plenty for a blur and halves what every page downloads for its placeholders.
const hex = (r, g, b) => [r, g, b].map((c) => Math.round(c / 17).toString(16)).join('');

const isSvg = (file) => pictureType(file) === 'image/svg+xml';

/**
 * Encodes one source into `dir` with `settings` (SETTINGS, or QUICK): <w>.avif, <w>.webp and fallback.(jpg|png|svg);
 * returns what the manifest records.
 */
async function encode(file, dir, settings = SETTINGS) {
  mkdirSync(dir, { recursive: true });
  if (isSvg(file)) {
    const { svg, removed } = sanitiseSvg(readFileSync(file, 'utf8'));
    const { width, height } = await sharp(Buffer.from(svg)).metadata();
    writeFileSync(path.join(dir, 'fallback.svg'), svg);
    if (removed.length)
      console.warn(
        `images: ${file} is published without what could run or fetch from elsewhere (${removed.join(', ')}); a picture it links to must be inside it: embed it when you export the SVG`,
      );
    return { width, height, format: 'svg' };
  }
  const source = sharp(file).autoOrient(); // a phone photo's EXIF rotation becomes real pixels
  const header = await source.metadata(); // the size from the file's header: a 30 MB scan is not decoded for it
  const { width, height } = header.autoOrient;
  const alpha = header.hasAlpha && !(await source.clone().stats()).isOpaque;
  const widths = widthsFor(width);
  const zoom = zoomWidthFor(width);
  // Decoded and shrunk once, to the largest width, then every rendition from those pixels: decoding a 6000 px scan
  // for each of the 11 files took 2 to 3 times as long as the encodes themselves.
  let shrunk = source.clone().resize(zoom ?? widths.at(-1));
  if (!alpha) shrunk = shrunk.removeAlpha();
  const { data, info } = await shrunk.raw({ depth: 'uchar' }).toBuffer({ resolveWithObject: true });
  const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  for (const w of widths) {
    for (const type of ['avif', 'webp']) {
      const rendition = pixels().resize(w);
      await rendition[type](settings[type]).toFile(path.join(dir, `${w}.${type}`));
    }
  }
  if (zoom)
    await pixels()
      .webp(settings.webp)
      .toFile(path.join(dir, `${zoom}.webp`));
  const fallback = pixels().resize(widths.at(-1));
  await (alpha ? fallback.png({ palette: true }) : fallback.jpeg(settings.jpeg)).toFile(
    path.join(dir, alpha ? 'fallback.png' : 'fallback.jpg'),
  );
  const meta = { width, height, widths, format: alpha ? 'png' : 'jpg' };
  if (!alpha) {
    // The picture shrunk to 1×3 pixels: its top, middle and bottom colours, painted as a gradient until it loads. From
    // the file, as before the pixels above were shared (a JPEG or WebP decodes at 1/8 for it): the same colours.
    const small = await source
      .clone()
      .resize(1, 3, { fit: 'fill' })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer();
    meta.placeholder = [0, 3, 6].map((i) => hex(small[i], small[i + 1], small[i + 2])).join(',');
  }
  return meta;
}

/** Source files by image id (`images/<path without extension>`); two sources for one id is an error. */
export function findSources(sourceDir = 'images') {
  const sources = new Map();
  const { files, links } = ownFiles(sourceDir);
  if (links.length) throw new Error(links.map((link) => linkMessage(path.join(sourceDir, link), sourceDir)).join('\n'));
  for (const name of files) {
    if (!pictureType(name)) continue;
    const id = `images/${name
      .split(path.sep)
      .join('/')
      .replace(/\.[^.]+$/, '')}`;
    if (sources.has(id)) throw new Error(`Two sources for the image ${id}: ${sources.get(id)} and ${name}. Keep one.`);
    sources.set(id, path.join(sourceDir, name));
  }
  return sources;
}

/**
 * Seconds a build may spend bringing pictures to full quality: unlimited on a computer, and on a host about half of
 * the time it gives a build (README, "What a push costs"), since its first build starts without .cache/. `IMAGES_BUDGET_S`
 * sets another; the hosts say who they are by NETLIFY and CF_PAGES.
 */
export function imageBudget(env = process.env) {
  if (env.IMAGES_BUDGET_S) return Number(env.IMAGES_BUDGET_S);
  if (env.NETLIFY) return 7 * 60; // of its 15 minutes
  if (env.CF_PAGES) return 10 * 60; // of its 20 minutes
  return Infinity;
}

/** Runs `task` on each item, two at a time: sharp uses one core per encode here, and the builds have one or two. */
export async function eachOf(items, task) {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item; item = queue.shift()) await task(item);
  };
  await Promise.all(Array.from({ length: Math.min(2, os.availableParallelism()) }, worker));
}

const readMeta = (dir) => {
  try {
    return JSON.parse(readFileSync(path.join(dir, 'meta.json'), 'utf8'));
  } catch {
    return undefined;
  }
};

/**
 * Encodes what changed, lays every variant out under `outDir` (images/<id>-<w>.avif, …) and rewrites the manifest when
 * it changed. The `unused` sources (`images/x/old.png`, the pictures no content names) are encoded and in the manifest
 * like the others, but not laid out: the site does not publish them (until content names one, at the next build).
 * With a `budget` (seconds, imageBudget()), the pictures not in the cache are first encoded QUICK, so the site is whole
 * however many there are, then the quick ones (these and earlier builds') are encoded again in full until the budget
 * is spent. Returns { manifest, encoded, quick } (encoded = how many sources were not in the cache; quick = how many
 * are published quick). `log` (console.log) says how far it is, now and then.
 */
export async function buildImages({
  sourceDir = 'images',
  outDir = ENCODED_IMAGES,
  cacheDir = ENCODED_CACHE,
  manifestFile = 'src/content/media.json',
  unused = [],
  budget = Infinity,
  log,
} = {}) {
  const started = Date.now();
  const sources = findSources(sourceDir);
  const hidden = new Set(unused.map((file) => file.replace(/\.[^./]+$/, ''))); // by id
  const entries = new Map(); // id -> { file, dir, meta, quick }
  let encoded = 0;
  const total = sources.size;
  const done = log ? progress('images', total, 'pictures, encoded once then copied from the cache', { log }) : () => {};
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(cacheDir, { recursive: true });
  let count = 0;
  const encoding = new Map(); // cache entry -> its encoding under way: two sources with the same bytes share one
  await eachOf(sources, async ([id, file]) => {
    const recipe = isSvg(file) ? RECIPE + SVG_RECIPE : RECIPE; // the rasters' keys as they were
    const key = createHash('sha256').update(recipe).update(readFileSync(file)).digest('hex').slice(0, 32);
    const dir = path.join(cacheDir, key);
    let meta = readMeta(dir);
    if (!meta && !encoding.has(dir)) {
      // The first build encodes every picture (a minute or more): say where it is, so it does not look stuck.
      const quickly = budget !== Infinity && !isSvg(file);
      stage(`images: encoding ${file}${quickly ? ' quickly' : ''} (${(count += 1)} of ${total})`);
      rmSync(dir, { recursive: true, force: true });
      const pending = encode(file, dir, quickly ? QUICK : SETTINGS).then(
        (meta) => {
          if (quickly) writeFileSync(path.join(dir, 'quick'), '');
          writeFileSync(path.join(dir, 'meta.json'), JSON.stringify(meta)); // last, so a half-done entry is redone
          return meta;
        },
        (error) => {
          throw new Error(`Cannot read the image ${file}: ${error.message}`);
        },
      );
      encoding.set(dir, pending);
      encoded += 1;
    }
    meta ??= await encoding.get(dir);
    entries.set(id, { file, dir, meta, quick: existsSync(path.join(dir, 'quick')) });
    done();
  });
  // Full quality for the quick ones while the budget lasts, in the sources' order (each build goes on where the last
  // stopped). Encoded beside, then put in the entry's place: a build stopped midway leaves the quick one whole.
  // Once per cache entry: the sources that share one share its encoding.
  const quick = Map.groupBy(
    [...entries.values()].filter((entry) => entry.quick).sort((a, b) => a.file.localeCompare(b.file)),
    (entry) => entry.dir,
  );
  await eachOf(quick, async ([dir, sharing]) => {
    if (Date.now() - started > budget * 1000) return;
    stage(`images: encoding ${sharing[0].file} in full`);
    const next = `${dir}.next`;
    rmSync(next, { recursive: true, force: true });
    writeFileSync(path.join(next, 'meta.json'), JSON.stringify(await encode(sharing[0].file, next)), { flush: true });
    rmSync(dir, { recursive: true });
    renameSync(next, dir);
    for (const entry of sharing) entry.quick = false;
  });
  const manifest = {};
  for (const [id, { dir, meta }] of entries) {
    manifest[id] = meta;
    if (hidden.has(id)) continue;
    const target = path.join(outDir, id);
    mkdirSync(path.dirname(target), { recursive: true });
    linkFile(path.join(dir, `fallback.${meta.format}`), `${target}.${meta.format}`);
    for (const w of meta.widths ?? []) {
      for (const type of ['avif', 'webp']) linkFile(path.join(dir, `${w}.${type}`), `${target}-${w}.${type}`);
    }
    const zoom = meta.widths && zoomWidthFor(meta.width);
    if (zoom) linkFile(path.join(dir, `${zoom}.webp`), `${target}-${zoom}.webp`);
  }
  const used = new Set([...entries.values()].map(({ dir }) => path.basename(dir)));
  for (const key of readdirSync(cacheDir)) if (!used.has(key)) rmSync(path.join(cacheDir, key), { recursive: true }); // replaced sources
  const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)));
  const text = `${JSON.stringify(sorted, null, 1)}\n`;
  if (!existsSync(manifestFile) || readFileSync(manifestFile, 'utf8') !== text) writeFileSync(manifestFile, text);
  const left = [...entries.values()].filter((entry) => entry.quick).length;
  if (left && log)
    log(
      `images: ${left} pictures published quickly encoded (larger files) to fit the host's build time; the next builds encode them in full`,
    );
  return { manifest: sorted, encoded, quick: left };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = Date.now();
  const { manifest, encoded } = await buildImages({ budget: imageBudget() });
  console.log(`images: ${Object.keys(manifest).length} sources, ${encoded} encoded, ${Date.now() - started} ms`);
}
