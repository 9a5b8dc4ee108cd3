// The editor's "live" link names the page that shows the saved file (scripts/servers/editor-status.mjs): every kind of
// content file (the schema's folders and single files) must lead to a page the build made, not fall back to the home page.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from 'node:test';
import { importBundled } from '../scripts/build/import-bundled.mjs';
import { changedPage } from '../scripts/servers/editor-status.mjs';

const { FILES, FOLDERS } = await importBundled('src/content/compile.ts');

test('a saved file of each content folder links to its page in the build', () => {
  for (const folder of Object.keys(FOLDERS)) {
    const [name] = fs.readdirSync(`content/${folder}`).filter((file) => file.endsWith('.json'));
    assert.notEqual(changedPage([`content/${folder}/${name}`], 'dist'), '/', `content/${folder}/`);
  }
});

test('a saved single file links to its page (the settings: the home page)', () => {
  for (const name of Object.keys(FILES)) {
    const page = changedPage([`content/${name}.json`], 'dist');
    assert.ok(name === 'settings' ? page === '/' : page !== '/', `content/${name}.json: ${page}`);
  }
});

test("a saved selection links to its page in its recipient's language, the address she sends", () => {
  for (const name of fs.readdirSync('content/selections').filter((file) => file.endsWith('.json'))) {
    const { key, language } = JSON.parse(fs.readFileSync(`content/selections/${name}`, 'utf8'));
    const folder = language === 'en' ? '' : `/${language}`;
    assert.equal(changedPage([`content/selections/${name}`], 'dist'), `${folder}/s/${key}/`, name);
  }
});
