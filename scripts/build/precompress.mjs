// Writes brotli (.br, quality 11) and gzip (.gz, level 9) copies next to every text file of a built folder, as a
// CDN would store them: the server then sends the smallest copy the browser accepts, with no work per request.
// Brotli at its best quality is slow (most of a build at ten times the content): the site's build keeps each copy in
// .cache/compressed/ under a hash of the file's bytes and the settings, so a file that did not change is not
// compressed again.
//
//   import { COMPRESSED_CACHE, precompress } from '../scripts/build/precompress.mjs';
//   const { files, skipped } = await precompress('dist', { log: console.log });   // log: how far it is, now and then
//   await precompress('dist', { cacheDir: COMPRESSED_CACHE });                      // reusing the earlier builds' copies

import { linkSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { keepOnly, sha256 } from './cache-files.mjs';
import { progress } from './progress.mjs';

/** Text formats only: images, audio and fonts are compressed already. */
export const TEXT_EXTENSIONS = Object.freeze([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.webmanifest',
  '.map',
  '.ics',
  '.atom',
  '.xml',
]);

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const BROTLI = {
  [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
  [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
};
const GZIP = { level: 9 };
const ENCODERS = {
  '.br': {
    encode: (body) => brotli(body, { params: { ...BROTLI, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    decode: zlib.brotliDecompressSync,
  },
  '.gz': { encode: (body) => gzip(body, GZIP), decode: zlib.gunzipSync },
};

export const COMPRESSED_CACHE = '.cache/compressed';
// Part of every key: other settings, or another zlib, compress anew.
const RECIPE = JSON.stringify({ BROTLI, GZIP, zlib: process.versions.zlib, brotli: process.versions.brotli });

/**
 * The copy of `body` by `suffix`'s encoder: from the cache when it holds one that unpacks to these very bytes (a
 * damaged or foreign file there is compressed anew and replaced), else compressed and kept there.
 */
async function packed(body, suffix, cacheDir, used) {
  const { encode, decode } = ENCODERS[suffix];
  if (!cacheDir) return { copy: await encode(body), cached: false };
  const key = sha256(RECIPE, suffix, body);
  const file = path.join(cacheDir, key.slice(0, 2), key + suffix);
  used.add(path.relative(cacheDir, file));
  try {
    const cached = await readFile(file);
    if (decode(cached).equals(body)) return { copy: cached, file, cached: true };
  } catch {
    // not there, or not a copy of anything: compressed below
  }
  const fresh = await encode(body);
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.tmp`; // whole or not at all: a build stopped mid-write leaves no half copy
  await writeFile(partial, fresh);
  await rename(partial, file);
  return { copy: fresh, file, cached: false };
}

/** A hard link at `to` to `from`, if the file system allows it. */
function linked(from, to) {
  try {
    linkSync(from, to);
    return true;
  } catch {
    return false;
  }
}

/**
 * Compresses every text file under `dir`, the copies kept in `cacheDir` if one is given (the site's build gives
 * COMPRESSED_CACHE). A copy that is not smaller than its file is not written (tiny files): the server then sends the
 * file itself. Returns how many copies were written and skipped, and how many of all came from the cache.
 */
export async function precompress(dir, { log, cacheDir } = {}) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const texts = entries
    .filter((entry) => entry.isFile() && TEXT_EXTENSIONS.includes(path.extname(entry.name).toLowerCase()))
    .map((entry) => path.join(entry.parentPath, entry.name));
  let files = 0;
  let skipped = 0;
  let reused = 0;
  const used = new Set();
  const compressed = log ? progress('compress: brotli and gzip', texts.length, 'text files', { log }) : () => {};
  // A few files at a time, each done before the next starts: all at once, every file would finish in the last seconds
  // (its gzip queued behind every other file's brotli) and the progress would show nothing until then.
  const queue = [...texts];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const body = await readFile(file);
      for (const suffix of Object.keys(ENCODERS)) {
        const { copy, file: kept, cached } = await packed(body, suffix, cacheDir, used);
        if (cached) reused++;
        if (copy.length >= body.length) {
          skipped++;
          continue;
        }
        // The cache's file itself, thousands of copies written in no time; the bytes where it is gone already (another
        // build of this project, done first, kept only its own) or cannot be linked.
        if (!kept || !linked(kept, file + suffix)) await writeFile(file + suffix, copy);
        files++;
      }
      compressed();
    }
  };
  // zlib's work runs on libuv's threads (4 unless UV_THREADPOOL_SIZE says otherwise): keep them all busy.
  await Promise.all(Array.from({ length: Math.max(4, os.availableParallelism()) }, worker));
  if (cacheDir) keepOnly(cacheDir, used); // only this build's copies: the cache does not grow with every page that ever changed
  const total = texts.length * Object.keys(ENCODERS).length;
  log?.(`compress: ${total - reused} of ${total} copies compressed, the others unchanged since an earlier build`);
  return { files, skipped, reused };
}
