// The PDFs' pictures: JPEG (a PDF carries it as it is, neither decoded nor encoded again), as large and as fine as the
// PDF's budget allows. Each picture has its share of the budget, and gets the best of its rungs (below) whose file fits
// in it: for the sample's 53 artworks that is the first, 2400 px at quality 82, about 300 dpi on the page; for a long
// portfolio of real paintings a lower one, never under 2000 px for an artwork. Each rung's file is encoded once into
// .cache/pdf/pictures/, named by the source's bytes and the rung: a share that moves finds the others there.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { sha256 } from '../cache-files.mjs';

/** The PDFs' cache: the PDFs themselves, and their pictures under pictures/. */
export const PDF_CACHE = '.cache/pdf';
const PICTURES_CACHE = `${PDF_CACHE}/pictures`;

/** What the whole-portfolio PDF may weigh: under the 25 MB a mail or a download by a publisher's staff goes through. */
export const PDF_BUDGET = 24e6;
// Rungs by use, best first: the long side in pixels and the JPEG's quality. An artwork fills a page (its box is
// 180 × 215 mm: 2400 px is some 300 dpi); the cover's picture and the books' covers print smaller.
const RUNGS = {
  artwork: [
    [2400, 82],
    [2400, 70],
    [2000, 70],
    [2000, 58],
    [2000, 46],
  ],
  title: [
    [1600, 82],
    [1600, 65],
    [1200, 60],
  ],
  book: [
    [1000, 82],
    [1000, 65],
    [700, 60],
  ],
};
/** Each use's weight in the budget, an artwork's being 1. */
export const SHARE = { artwork: 1, title: 0.5, book: 0.25 };

// A rung's file -> its pending answer: two files with the same bytes (a picture used twice) are one rung, encoded once,
// not twice at the same time into one temporary file.
const rungs = new Map();

/** A rung's file for the source whose bytes' hash is `hash`: from the cache, or encoded from `pixels()` (sharp). */
function rung(hash, [long, quality], pixels) {
  const out = path.join(
    PICTURES_CACHE,
    `${sha256(hash, JSON.stringify({ long, quality, version: 1 })).slice(0, 32)}.jpg`,
  );
  if (!rungs.has(out))
    rungs.set(
      out,
      encodedRung(out, [long, quality], pixels).catch((error) => {
        rungs.delete(out); // a failure is tried again by the next build that asks
        throw error;
      }),
    );
  return rungs.get(out);
}

async function encodedRung(out, [long, quality], pixels) {
  const meta = `${out}.json`;
  if (fs.existsSync(out) && fs.existsSync(meta)) return { file: out, ...JSON.parse(fs.readFileSync(meta, 'utf8')) };
  fs.mkdirSync(PICTURES_CACHE, { recursive: true });
  const partial = `${out}.${process.pid}.tmp`;
  const { width, height, size } = await (
    await pixels()
  )
    .resize({ width: long, height: long, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality, mozjpeg: true })
    .toFile(partial);
  fs.renameSync(partial, out);
  fs.writeFileSync(meta, JSON.stringify({ width, height, bytes: size })); // last: a picture without it is made again
  return { file: out, width, height, bytes: size };
}

async function encodePicture(file, use, bytes) {
  const hash = sha256(fs.readFileSync(file));
  let decoded;
  // The source decoded once, shrunk to the largest rung, for every rung it needs: a 6000 px scan is slow to decode.
  const pixels = async () => {
    decoded ??= await sharp(file)
      .autoOrient()
      .resize({ width: RUNGS[use][0][0], height: RUNGS[use][0][0], fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' }) // a transparent PNG prints on white paper
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { data, info } = decoded;
    return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  };
  const tried = [];
  for (const settings of RUNGS[use]) {
    tried.push(await rung(hash, settings, pixels));
    if (tried.at(-1).bytes <= bytes) break;
  }
  return { ...tried.at(-1), tried: tried.map((picture) => picture.file) };
}

// Each picture read once per build, however many PDFs show it with the same share; by its file's time and size too,
// for `rollup --watch`.
const made = new Map();
/**
 * The print JPEG of the source `file` for `use` (artwork, title or book) in at most `bytes` (or the smallest rung's):
 * { file, width, height, bytes, tried }, `tried` the files of the rungs it went down (the cache keeps them). Never
 * larger than the source.
 */
export function printPicture(file, use, bytes) {
  const { mtimeMs, size } = fs.statSync(file);
  const key = `${use}:${bytes}:${file}:${mtimeMs}:${size}`;
  if (!made.has(key)) made.set(key, encodePicture(file, use, bytes));
  return made.get(key);
}
