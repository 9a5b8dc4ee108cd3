// A warm build (its caches under .cache/ from the build before: rendered pages, minified chunks, compressed copies)
// makes the very site a cold build makes. On a copy of the project: a build, then one event's title and one of the
// French texts changed and a warm build, then the caches removed and a cold build of the same tree. Every page that
// showed the old words shows the new ones, and the warm dist/ is the cold one byte for byte, compressed copies
// included (the calendar files' DTSTAMP, the time of the build, aside).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import zlib from 'node:zlib';
import { TEXT_EXTENSIONS } from '../scripts/build/precompress.mjs';
import { copyProject } from '../scripts/testing/copy-project.mjs';
import { read, write } from '../scripts/testing/content-files.mjs';

const copy = copyProject('warm-build-', { encodedPictures: true });
const inCopy = (...parts) => path.join(copy, ...parts);
const CACHES = ['.cache/compressed', '.cache/minified', '.cache/prerender', '.cache/typescript'];

const EVENT = 'content/events/london-reading-2026.json';
const TEXTS = 'src/locales/fr.json';
const event = read(EVENT);
const OLD_TITLE = event.title.en;
const NEW_TITLE = 'A reading in two languages at the library of the Institute';
const OLD_SKIP = read(TEXTS).MENU.SKIP;
const NEW_SKIP = 'Aller tout droit au contenu';

function build(out) {
  const result = spawnSync(process.execPath, ['node_modules/rollup/dist/bin/rollup', '-c'], {
    cwd: copy,
    env: { ...process.env, BUILD_DIR: out, BUILD_QUICK: '' },
    encoding: 'utf8',
  });
  assert.equal(result.status, 0, `the build in ${copy} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/** Every file of a built folder, by its path there: its bytes; unless `raw`, a calendar's (or its compressed copies')
 * unfolded and without the DTSTAMP lines, the time of the build. */
function files(dir, raw = false) {
  const unpack = { '.br': zlib.brotliDecompressSync, '.gz': zlib.gunzipSync };
  const all = new Map();
  for (const name of fs.readdirSync(inCopy(dir), { recursive: true }).sort()) {
    const file = inCopy(dir, name);
    if (!fs.statSync(file).isFile()) continue;
    let bytes = fs.readFileSync(file);
    if (!raw && /\.ics(\.br|\.gz)?$/.test(name)) {
      const suffix = path.extname(name);
      const text = (unpack[suffix]?.(bytes) ?? bytes).toString('utf8');
      // Unfolded too (a long line goes on after a line break and a space), so a longer title is found whole.
      bytes = Buffer.from(text.replace(/\r?\n[ \t]/g, '').replace(/^DTSTAMP:.*\r?\n/gm, ''));
    }
    all.set(name, bytes);
  }
  return all;
}

/** The files (not the compressed copies) that hold `text`: pages, feeds, calendars, oEmbed answers. */
const filesWith = (site, text) =>
  [...site].filter(([name, bytes]) => !/\.(br|gz)$/.test(name) && bytes.includes(text)).map(([name]) => name);

let before_;
let beforeRaw;
let warm;
let warmRaw;
let cold;
let warmLog;

before(() => {
  build('site-before');
  before_ = files('site-before');
  beforeRaw = files('site-before', true);
  write(inCopy(EVENT), { ...event, title: { ...event.title, en: NEW_TITLE } });
  const texts = read(inCopy(TEXTS));
  write(inCopy(TEXTS), { ...texts, MENU: { ...texts.MENU, SKIP: NEW_SKIP } });
  warmLog = build('site-warm');
  warm = files('site-warm');
  warmRaw = files('site-warm', true);
  for (const cache of CACHES) fs.rmSync(inCopy(cache), { recursive: true, force: true });
  build('site-cold');
  cold = files('site-cold');
});

after(() => fs.rmSync(copy, { recursive: true, force: true }));

test('the warm build compressed again only the files whose bytes changed (calendars: their time stamp)', () => {
  // Not the editor's files: they go in after the compression, which they are not worth (rollup.config.mjs).
  const texts = [...warmRaw.keys()].filter(
    (name) => TEXT_EXTENSIONS.includes(path.extname(name)) && !name.startsWith('admin/'),
  );
  const changed = texts.filter((name) => !beforeRaw.get(name)?.equals(warmRaw.get(name)));
  const unchanged = texts.length - changed.length;
  assert.ok(changed.length > 0 && unchanged > 100, `${changed.length} text files changed, ${unchanged} did not`);
  const [, fresh, total] = warmLog.match(/compress: (\d+) of (\d+) copies compressed/) ?? [];
  assert.equal(Number(total), texts.length * 2); // a .br and a .gz for each
  assert.equal(Number(fresh), changed.length * 2);
});

test("the changed event's title and the changed French text reach every page that showed them", () => {
  // A script chunk that held them has another name now (its hash): the byte-for-byte test below compares those.
  const named = (files) => files.filter((name) => warm.has(name));
  const titled = named(filesWith(before_, OLD_TITLE));
  const skipped = named(filesWith(before_, OLD_SKIP));
  assert.ok(titled.length >= 3, `the event's title is in ${titled.length} files`);
  assert.ok(skipped.length > 100, `the French text is in ${skipped.length} files`);
  assert.deepEqual(filesWith(warm, OLD_TITLE), []);
  assert.deepEqual(filesWith(warm, OLD_SKIP), []);
  for (const page of titled) assert.ok(warm.get(page).includes(NEW_TITLE), `${page} lacks the new title`);
  for (const page of skipped) assert.ok(warm.get(page).includes(NEW_SKIP), `${page} lacks the new text`);
});

test('the warm build is the cold build of the same tree, byte for byte', () => {
  assert.deepEqual([...warm.keys()], [...cold.keys()]);
  const different = [...warm].filter(([name, bytes]) => !bytes.equals(cold.get(name))).map(([name]) => name);
  assert.deepEqual(different, []);
});
