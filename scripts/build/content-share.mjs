// How much of each JavaScript file the build writes is her content rather than code: the modules the content build
// generates (src/content/generated/, src/content/media.json) carry her books, artworks and pictures' sizes, and grow
// with them. The byte budgets measure code (scripts/testing/budgets.mjs), so that a new book or artwork never fails a
// test: each file's content share, brotli q11 of its content modules on their own, is recorded here by the sha1 of
// the file's final text, which is what a measured page downloads.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import zlib from 'node:zlib';

const RECORD = '.cache/content-share.json';
const CONTENT = /[\\/]src[\\/]content[\\/](generated[\\/][^\\/]+|media)\.json$/;

const sha1 = (text) => createHash('sha1').update(text).digest('hex');
const brotli = (text) =>
  zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** Rollup plugin: records each chunk's content share (after minifying: the chunk's text is then final). */
export function contentShare() {
  const shares = {}; // of every bundle of the build: one instance serves them all
  return {
    name: 'content-share',
    generateBundle(options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const content = Object.entries(chunk.modules)
          .filter(([id, module]) => CONTENT.test(id) && module.code)
          .map(([, module]) => module.code)
          .join('\n');
        if (content) shares[sha1(chunk.code)] = brotli(content);
      }
      fs.mkdirSync('.cache', { recursive: true });
      fs.writeFileSync(RECORD, JSON.stringify(shares));
    },
  };
}

let shares;
/** The content share, in brotli bytes, of a JavaScript file the last build wrote (0 for any other file). */
export function contentShareOf(body) {
  shares ??= fs.existsSync(RECORD) ? JSON.parse(fs.readFileSync(RECORD, 'utf8')) : {};
  return shares[sha1(body)] ?? 0;
}
