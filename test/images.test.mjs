// The image pipeline (scripts/build/images.mjs) on sources made here: what an illustrator drops in, what comes out.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { before, test } from 'node:test';
import sharp from 'sharp';
import { buildImages, widthsFor, zoomWidthFor } from '../scripts/build/images.mjs';
import { largeOriginal } from './large-original.mjs';

const work = mkdtempSync(path.join(os.tmpdir(), 'images-'));
const dirs = {
  sourceDir: path.join(work, 'images'),
  outDir: path.join(work, 'out'),
  cacheDir: path.join(work, 'cache'),
  manifestFile: path.join(work, 'media.json'),
};
const source = (name) => path.join(dirs.sourceDir, name);
const out = (name) => path.join(dirs.outDir, 'images', name);

// A photo 1400×900 as stored by a phone held upright: EXIF orientation 6, to be turned into 900×1400.
const photo = () =>
  sharp({ create: { width: 1400, height: 900, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
// A logo with a transparent background; its top third is red, the rest transparent.
const logo = () =>
  sharp({ create: { width: 400, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([
      { input: { create: { width: 400, height: 100, channels: 4, background: '#ff0000' } }, top: 0, left: 0 },
    ])
    .png()
    .toBuffer();

let first;
before(async () => {
  mkdirSync(source('books/tale'), { recursive: true });
  writeFileSync(source('books/tale/cover.jpg'), await photo());
  writeFileSync(source('logo.png'), await logo());
  writeFileSync(
    source('flag.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 30 20" width="30" height="20"><rect width="30" height="20" fill="#009246"/></svg>',
  );
  writeFileSync(source('notes.txt'), 'not an image');
  first = await buildImages(dirs);
});

test('widths: the standard ones below the image, and its own width capped at 1600; for zoom, up to 3200', () => {
  assert.deepEqual(widthsFor(2400), [320, 640, 960, 1280, 1600]);
  assert.deepEqual(widthsFor(1000), [320, 640, 1000]);
  assert.deepEqual(widthsFor(200), [200]);
  assert.deepEqual([6000, 2400, 1600, 900].map(zoomWidthFor), [3200, 2400, undefined, undefined]);
});

test('a JPEG becomes AVIF and WebP at each width plus a JPEG fallback, upright, with its size and a placeholder', async () => {
  const entry = first.manifest['images/books/tale/cover'];
  assert.deepEqual(
    { width: entry.width, height: entry.height, widths: entry.widths, format: entry.format },
    { width: 900, height: 1400, widths: [320, 640, 900], format: 'jpg' },
  );
  assert.match(entry.placeholder, /^[0-9a-f]{3},[0-9a-f]{3},[0-9a-f]{3}$/);
  assert.equal(entry.placeholder, '36c,36c,36c', "the photo's blue, #3366cc");
  for (const w of entry.widths) {
    for (const format of ['avif', 'webp']) {
      const meta = await sharp(out(`books/tale/cover-${w}.${format}`)).metadata();
      assert.equal(meta.width, w, `cover-${w}.${format} width`);
      assert.equal(meta.format, format === 'avif' ? 'heif' : 'webp');
    }
  }
  const fallback = await sharp(out('books/tale/cover.jpg')).metadata();
  assert.deepEqual([fallback.format, fallback.width, fallback.height], ['jpeg', 900, 1400]);
});

test('transparency is kept: a PNG fallback and no placeholder behind it', async () => {
  const entry = first.manifest['images/logo'];
  assert.equal(entry.format, 'png');
  assert.equal(entry.placeholder, undefined);
  const fallback = await sharp(out('logo.png')).metadata();
  assert.equal(fallback.hasAlpha, true);
  assert.equal((await sharp(out('logo-320.webp')).metadata()).hasAlpha, true);
});

test('an SVG stays a drawing, with its size; files that are not images are ignored', () => {
  assert.deepEqual(first.manifest['images/flag'], { width: 30, height: 20, format: 'svg' });
  assert.ok(readFileSync(out('flag.svg'), 'utf8').includes('#009246'));
  assert.deepEqual(Object.keys(first.manifest).sort(), ['images/books/tale/cover', 'images/flag', 'images/logo']);
  assert.deepEqual(JSON.parse(readFileSync(dirs.manifestFile, 'utf8')), first.manifest);
});

test('a picture no content uses is encoded and in the manifest, but not laid out for the site', async () => {
  const { manifest, encoded } = await buildImages({
    ...dirs,
    unused: ['images/flag.svg', 'images/books/tale/cover.jpg'],
  });
  assert.equal(encoded, 0, 'from the cache, as the others');
  assert.deepEqual(manifest, first.manifest, 'the schema still knows them: content may name them again');
  assert.deepEqual(
    readdirSync(dirs.outDir, { recursive: true })
      .map(String)
      .filter((name) => /\./.test(name))
      .sort(),
    ['images/logo-320.avif', 'images/logo-320.webp', 'images/logo-400.avif', 'images/logo-400.webp', 'images/logo.png'],
  );
});

test('a rebuild encodes nothing; replacing one source encodes only that one', async () => {
  assert.equal(first.encoded, 3);
  assert.equal((await buildImages(dirs)).encoded, 0);
  writeFileSync(
    source('logo.png'),
    await sharp({ create: { width: 200, height: 100, channels: 3, background: '#00aa00' } })
      .png()
      .toBuffer(),
  );
  const again = await buildImages(dirs);
  assert.equal(again.encoded, 1);
  assert.deepEqual(again.manifest['images/logo'].widths, [200]);
  assert.equal(again.manifest['images/logo'].format, 'jpg', 'an opaque PNG gets a JPEG fallback');
  assert.equal(existsSync(out('logo-320.webp')), false, 'variants of the old file are gone');
  assert.equal(readdirSync(dirs.cacheDir).length, 3, 'the cache keeps only what the sources need');
});

test('two sources for one image, or a broken file, stop the build with a message naming the files', async () => {
  writeFileSync(source('books/tale/cover.png'), await logo());
  await assert.rejects(
    buildImages(dirs),
    /Two sources for the image images\/books\/tale\/cover: .*cover\.jpg and .*cover\.png/,
  );
  rmSync(source('books/tale/cover.png'));
  writeFileSync(source('books/tale/cover.jpg'), 'not a JPEG');
  await assert.rejects(buildImages(dirs), /Cannot read the image .*cover\.jpg/);
});

/** Directories of their own under `work`, with `files` ({ name: bytes }) as the sources. */
function fresh(name, files) {
  const own = {
    sourceDir: path.join(work, name, 'images'),
    outDir: path.join(work, name, 'out'),
    cacheDir: path.join(work, name, 'cache'),
    manifestFile: path.join(work, name, 'media.json'),
  };
  for (const [file, bytes] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(own.sourceDir, file)), { recursive: true });
    writeFileSync(path.join(own.sourceDir, file), bytes);
  }
  return { ...own, out: (file) => path.join(own.outDir, 'images', file) };
}

test('a 6000 px, 30 MB original is taken: renditions up to the largest width, its own size in the manifest', async () => {
  const large = await largeOriginal();
  assert.ok(large.length > 28e6, `${(large.length / 1e6).toFixed(1)} MB`);
  const { out: laidOut, ...own } = fresh('large', { 'scan.jpg': large });
  const started = Date.now();
  const { manifest, encoded } = await buildImages(own);
  console.log(`# ${(large.length / 1e6).toFixed(1)} MB, 6000 px: encoded in ${Date.now() - started} ms`);
  assert.equal(encoded, 1);
  const { width, height, widths } = manifest['images/scan'];
  assert.deepEqual({ width, height, widths }, { width: 6000, height: 4000, widths: widthsFor(6000) });
  for (const w of widths) assert.equal((await sharp(laidOut(`scan-${w}.avif`)).metadata()).width, w, `scan-${w}.avif`);
  assert.equal((await sharp(laidOut('scan.jpg')).metadata()).width, widths.at(-1));
  const zoom = await sharp(laidOut('scan-3200.webp')).metadata();
  assert.deepEqual([zoom.format, zoom.width, zoom.height], ['webp', 3200, 2133], 'the one the viewer fetches on zoom');
  assert.equal(existsSync(laidOut('scan-3200.avif')), false, 'in WebP only');
});

test('with no time left, a new picture is published quickly encoded, then a build with time encodes it in full', async () => {
  const { out: laidOut, ...own } = fresh('budget', {
    'books/tale/cover.jpg': await photo(),
    'logo.png': await logo(),
    'flag.svg': readFileSync(source('flag.svg')),
  });
  const quickly = await buildImages({ ...own, budget: 0 });
  assert.equal(quickly.quick, 2, 'the two rasters (an SVG is never quick)');
  assert.deepEqual(quickly.manifest, first.manifest, 'the same renditions, the same manifest');
  const quickFile = readFileSync(laidOut('books/tale/cover-640.avif'));
  assert.equal((await sharp(quickFile).metadata()).width, 640, 'published and readable');
  const again = await buildImages({ ...own, budget: 0 });
  assert.deepEqual([again.encoded, again.quick], [0, 2], 'kept as they are while there is no time');
  const full = await buildImages({ ...own, budget: Infinity });
  assert.deepEqual([full.encoded, full.quick], [0, 0], 'encoded again in full, not as new pictures');
  assert.notDeepEqual(readFileSync(laidOut('books/tale/cover-640.avif')), quickFile, 'the full encode replaced it');
  assert.deepEqual(full.manifest, first.manifest);
  assert.equal(readdirSync(own.cacheDir).length, 3, 'no half-done entry left beside them');
});

test('one picture under several names (her copies, the ten-times bench) is encoded once, quickly, then in full once', async () => {
  const bytes = await photo();
  const { out: laidOut, ...own } = fresh('same', { 'a/cover.jpg': bytes, 'b/cover.jpg': bytes, 'c.jpg': bytes });
  const quickly = await buildImages({ ...own, budget: 0 });
  assert.deepEqual([quickly.encoded, quickly.quick], [1, 3], 'one encoding, and all three published from it');
  const full = await buildImages({ ...own, budget: Infinity });
  assert.deepEqual([full.encoded, full.quick], [0, 0], 'the three in full from one encoding');
  assert.equal(readdirSync(own.cacheDir).length, 1, 'one cache entry, and no half-done one beside it');
  for (const name of ['a/cover', 'b/cover', 'c'])
    assert.equal((await sharp(laidOut(`${name}-640.avif`)).metadata()).width, 640, `${name}-640.avif`);
});
