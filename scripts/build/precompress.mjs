// Writes brotli (.br, quality 11) and gzip (.gz, level 9) copies next to every text file of a built folder, as a
// CDN would store them: the server then sends the smallest copy the browser accepts, with no work per request.
//
//   import { precompress } from '../scripts/build/precompress.mjs';
//   const { files, skipped } = await precompress('dist', { log: console.log });   // log: how far it is, now and then

import { readdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
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

const ENCODERS = {
  '.br': (body) =>
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  '.gz': (body) => gzip(body, { level: 9 }),
};

/**
 * Compresses every text file under `dir`. A copy that is not smaller than its file is not written (tiny files):
 * the server then sends the file itself. Returns how many copies were written and skipped.
 */
export async function precompress(dir, { log } = {}) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const texts = entries
    .filter((entry) => entry.isFile() && TEXT_EXTENSIONS.includes(path.extname(entry.name).toLowerCase()))
    .map((entry) => path.join(entry.parentPath, entry.name));
  let files = 0;
  let skipped = 0;
  const compressed = log ? progress('compress: brotli and gzip', texts.length, 'text files', { log }) : () => {};
  // A few files at a time, each done before the next starts: all at once, every file would finish in the last seconds
  // (its gzip queued behind every other file's brotli) and the progress would show nothing until then.
  const queue = [...texts];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const body = await readFile(file);
      for (const [suffix, encode] of Object.entries(ENCODERS)) {
        const packed = await encode(body);
        if (packed.length >= body.length) {
          skipped++;
          continue;
        }
        await writeFile(file + suffix, packed);
        files++;
      }
      compressed();
    }
  };
  // zlib's work runs on libuv's threads (4 unless UV_THREADPOOL_SIZE says otherwise): keep them all busy.
  await Promise.all(Array.from({ length: Math.max(4, os.availableParallelism()) }, worker));
  return { files, skipped };
}
