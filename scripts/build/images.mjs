// Responsive images. Every source under images/ (JPEG, PNG, WebP, AVIF, TIFF or GIF) becomes AVIF and WebP at a few
// widths plus one JPEG fallback (PNG when it has transparency); an SVG stays a drawing, with only what draws in it
// (svg-sanitise.mjs). src/content/media.json records, per image, its intrinsic size, the widths built and a tiny
// blurred placeholder. Content names an image by its path without extension (`images/books/x/cover`), so replacing
// cover.webp by cover.jpg needs no other change.
// Encoded files are cached in .cache/images/ by a hash of the source, so a rebuild only encodes what changed.
//
//   node scripts/build/images.mjs      (the build and the component tests run it too)
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { linkFile } from './linked-copy.mjs';
import { linkMessage, ownFiles } from './own-files.mjs';
import { pictureType } from './picture-types.mjs';
import { progress, stage } from './progress.mjs';
import { sanitiseSvg, SVG_RECIPE } from './svg-sanitise.mjs';

/** Where the encoded images are laid out (images/…), for the build to copy and the component tests to serve. */
export const ENCODED_IMAGES = '.cache/images/site';
const WIDTHS = [320, 640, 960, 1280, 1600];
const SETTINGS = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 75, effort: 4 },
  jpeg: { quality: 80, mozjpeg: true },
};
// Part of every cache key: changing the settings or the widths re-encodes everything.
const RECIPE = JSON.stringify({ WIDTHS, SETTINGS, placeholder: 3, version: 2 });

/** The widths to build for an image `width` pixels wide: the standard ones below it, and its own (at most 1600). */
export function widthsFor(width) {
  const largest = Math.min(width, WIDTHS.at(-1));
  return [...WIDTHS.filter((w) => w < largest * 0.9), largest];
}

// 4 bits a channel (#rgb) is plenty for a blur and halves what every page downloads for its placeholders.
const hex = (r, g, b) => [r, g, b].map((c) => Math.round(c / 17).toString(16)).join('');

const isSvg = (file) => pictureType(file) === 'image/svg+xml';

/** Encodes one source into `dir`: <w>.avif, <w>.webp and fallback.(jpg|png|svg); returns what the manifest records. */
async function encode(file, dir) {
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
  const { info } = await source.clone().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const alpha = !(await source.clone().stats()).isOpaque;
  const widths = widthsFor(width);
  for (const w of widths) {
    await source
      .clone()
      .resize(w)
      .avif(SETTINGS.avif)
      .toFile(path.join(dir, `${w}.avif`));
    await source
      .clone()
      .resize(w)
      .webp(SETTINGS.webp)
      .toFile(path.join(dir, `${w}.webp`));
  }
  const fallback = source.clone().resize(widths.at(-1));
  await (
    alpha ? fallback.png({ palette: true }) : fallback.flatten({ background: '#ffffff' }).jpeg(SETTINGS.jpeg)
  ).toFile(path.join(dir, alpha ? 'fallback.png' : 'fallback.jpg'));
  const meta = { width, height, widths, format: alpha ? 'png' : 'jpg' };
  if (!alpha) {
    // The picture shrunk to 1×3 pixels: its top, middle and bottom colours, painted as a gradient until it loads.
    const { data } = await source
      .clone()
      .resize(1, 3, { fit: 'fill' })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    meta.placeholder = [0, 3, 6].map((i) => hex(data[i], data[i + 1], data[i + 2])).join(',');
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
 * Encodes what changed, lays every variant out under `outDir` (images/<id>-<w>.avif, …) and rewrites the manifest when
 * it changed. The `unused` sources (`images/x/old.png`, the pictures no content names) are encoded and in the manifest
 * like the others, but not laid out: the site does not publish them (until content names one, at the next build).
 * Returns { manifest, encoded } (encoded = how many sources were not in the cache). `log` (console.log) says how far
 * it is, now and then.
 */
export async function buildImages({
  sourceDir = 'images',
  outDir = ENCODED_IMAGES,
  cacheDir = '.cache/images/encoded',
  manifestFile = 'src/content/media.json',
  unused = [],
  log,
} = {}) {
  const sources = findSources(sourceDir);
  const hidden = new Set(unused.map((file) => file.replace(/\.[^./]+$/, ''))); // by id
  const manifest = {};
  const used = new Set();
  let encoded = 0;
  const jobs = [...sources];
  const total = jobs.length;
  const done = log ? progress('images', total, 'pictures, encoded once then copied from the cache', { log }) : () => {};
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(cacheDir, { recursive: true });
  // sharp already uses every core inside one encode; two at a time keeps both cores busy between encodes.
  const worker = async () => {
    for (let job = jobs.shift(); job; job = jobs.shift()) {
      const [id, file] = job;
      const recipe = isSvg(file) ? RECIPE + SVG_RECIPE : RECIPE; // the rasters' keys as they were
      const key = createHash('sha256').update(recipe).update(readFileSync(file)).digest('hex').slice(0, 32);
      const dir = path.join(cacheDir, key);
      used.add(key);
      let meta;
      try {
        meta = JSON.parse(readFileSync(path.join(dir, 'meta.json'), 'utf8'));
      } catch {
        // The first build encodes every picture (a minute or more): say where it is, so it does not look stuck.
        stage(`images: encoding ${file} (${total - jobs.length} of ${total})`);
        meta = await encode(file, dir).catch((error) => {
          throw new Error(`Cannot read the image ${file}: ${error.message}`);
        });
        writeFileSync(path.join(dir, 'meta.json'), JSON.stringify(meta)); // last, so a half-done entry is redone
        encoded += 1;
      }
      manifest[id] = meta;
      done();
      if (hidden.has(id)) continue;
      const target = path.join(outDir, id);
      mkdirSync(path.dirname(target), { recursive: true });
      linkFile(path.join(dir, `fallback.${meta.format}`), `${target}.${meta.format}`);
      for (const w of meta.widths ?? []) {
        for (const type of ['avif', 'webp']) linkFile(path.join(dir, `${w}.${type}`), `${target}-${w}.${type}`);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(2, os.availableParallelism()) }, worker));
  for (const key of readdirSync(cacheDir)) if (!used.has(key)) rmSync(path.join(cacheDir, key), { recursive: true }); // replaced sources
  const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)));
  const text = `${JSON.stringify(sorted, null, 1)}\n`;
  if (!existsSync(manifestFile) || readFileSync(manifestFile, 'utf8') !== text) writeFileSync(manifestFile, text);
  return { manifest: sorted, encoded };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = Date.now();
  const { manifest, encoded } = await buildImages();
  console.log(`images: ${Object.keys(manifest).length} sources, ${encoded} encoded, ${Date.now() - started} ms`);
}
