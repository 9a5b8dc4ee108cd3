// The PDFs' pictures: one JPEG per source at print size, encoded once into .cache/pdf/pictures/ and kept while its
// source and these settings stay the same. JPEG because a PDF carries it as it is (no decoding, no re-encoding).
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { sha256 } from '../cache-files.mjs';

/** The PDFs' cache: the PDFs themselves, and their pictures under pictures/. */
export const PDF_CACHE = '.cache/pdf';
const PICTURES_CACHE = `${PDF_CACHE}/pictures`;

// 2400 px on the long side fills an artwork's page (its picture box is 180 × 215 mm) at about 300 dpi; the cover's
// picture and the books' covers print smaller.
const JPEG = { quality: 82, mozjpeg: true };
export const PRINT = {
  artwork: { long: 2400, jpeg: JPEG },
  title: { long: 1600, jpeg: JPEG },
  book: { long: 1000, jpeg: JPEG },
};

async function encodePicture(file, use) {
  const settings = PRINT[use];
  const hash = sha256(JSON.stringify({ settings, version: 1 }), fs.readFileSync(file)).slice(0, 32);
  const out = path.join(PICTURES_CACHE, `${hash}.jpg`);
  const meta = `${out}.json`;
  if (fs.existsSync(out) && fs.existsSync(meta))
    return { file: out, hash, ...JSON.parse(fs.readFileSync(meta, 'utf8')) };
  fs.mkdirSync(PICTURES_CACHE, { recursive: true });
  const partial = `${out}.${process.pid}.tmp`;
  const { width, height } = await sharp(file)
    .autoOrient()
    .resize({ width: settings.long, height: settings.long, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' }) // a transparent PNG prints on white paper
    .toColourspace('srgb')
    .jpeg(settings.jpeg)
    .toFile(partial);
  fs.renameSync(partial, out);
  fs.writeFileSync(meta, JSON.stringify({ width, height })); // last: a picture without it is made again
  return { file: out, hash, width, height };
}

// Each picture read once per build, however many PDFs show it; by its file's time and size too, for `rollup --watch`.
const made = new Map();
/**
 * The print JPEG of the source `file` for `use` (a key of PRINT): { file, hash, width, height }, where `hash` names
 * the source's bytes and the settings (the PDFs' cache keys include it). Never larger than the source.
 */
export function printPicture(file, use) {
  const { mtimeMs, size } = fs.statSync(file);
  const key = `${use}:${file}:${mtimeMs}:${size}`;
  if (!made.has(key)) made.set(key, encodePicture(file, use));
  return made.get(key);
}
