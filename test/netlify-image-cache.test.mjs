// The Netlify build plugin that keeps the pictures' encoded files between builds (netlify/plugins/image-cache), run
// as Netlify runs it around two builds from fresh clones, with a stand-in for Netlify's `utils.cache` that behaves as
// @netlify/cache-utils documents: restore() does nothing when the path is there already or was never saved, save()
// nothing when the path is missing.
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import sharp from 'sharp';
import { onPostBuild, onPreBuild } from '../netlify/plugins/image-cache/index.js';
import { buildImages } from '../scripts/build/images.mjs';

const work = mkdtempSync(path.join(os.tmpdir(), 'netlify-cache-'));
const home = process.cwd();
after(() => {
  process.chdir(home);
  rmSync(work, { recursive: true, force: true });
});

/** Netlify's cache, kept in `store` between builds. */
function netlifyCache(store) {
  const kept = (file) => path.join(store, path.resolve(file));
  return {
    async restore(file) {
      if (existsSync(file) || !existsSync(kept(file))) return false;
      cpSync(kept(file), file, { recursive: true });
      return true;
    },
    async save(file) {
      if (!existsSync(file)) return false;
      rmSync(kept(file), { recursive: true, force: true });
      cpSync(file, kept(file), { recursive: true });
      return true;
    },
  };
}

/** One Netlify build in a fresh clone at `clone`: the plugin's events around the image step. */
async function hostBuild(clone, utils) {
  rmSync(clone, { recursive: true, force: true });
  mkdirSync(path.join(clone, 'images'), { recursive: true });
  for (const [name, colour] of [
    ['a.jpg', '#336699'],
    ['b.jpg', '#996633'],
  ])
    writeFileSync(
      path.join(clone, 'images', name),
      await sharp({ create: { width: 700, height: 500, channels: 3, background: colour } })
        .jpeg()
        .toBuffer(),
    );
  process.chdir(clone);
  try {
    await onPreBuild({ utils });
    const result = await buildImages({ outDir: 'out', manifestFile: 'media.json', budget: 60 });
    await onPostBuild({ utils });
    return result;
  } finally {
    process.chdir(home);
  }
}

test('the second build on Netlify encodes nothing: the first one saved the encoded files, the plugin restores them', async () => {
  const utils = { cache: netlifyCache(path.join(work, 'netlify-cache')) };
  const clone = path.join(work, 'clone'); // the same path each time, as on Netlify
  const first = await hostBuild(clone, utils);
  assert.equal(first.encoded, 2);
  const second = await hostBuild(clone, utils);
  assert.deepEqual([second.encoded, second.quick], [0, 0]);
  assert.deepEqual(second.manifest, first.manifest);
});
