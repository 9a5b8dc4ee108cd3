// Every interface text the code names is in the English texts (src/locales/en.json), which the other languages must
// match key for key (src/locales/locales.test.ts): a new page's heading or a new element's label that was never
// written fails here, instead of showing its key to visitors.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

const en = JSON.parse(fs.readFileSync('src/locales/en.json', 'utf8'));
const written = (key) => [key, `${key}_other`].some((k) => k.split('.').reduce((node, part) => node?.[part], en));

/** The code's own files: not its tests, not what the build generates. */
function sources(dir = 'src') {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

test('every text key the code names (a quoted SECTION.NAME) is written in English', () => {
  const named = sources().flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(/['"`]([A-Z][A-Z\d_]*(?:\.[A-Z\d_]+)+)['"`]/g)].map(([, key]) => ({
      file,
      key,
    })),
  );
  assert.ok(named.length > 100, `the scan finds the code's keys (${named.length})`);
  assert.deepEqual(
    named.filter(({ key }) => !written(key)).map(({ file, key }) => `${file}: ${key}`),
    [],
  );
});
