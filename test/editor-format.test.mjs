// The editor's JSON format (admin/json-file-format.js), run in Node as the editor serves it: what it writes for the
// files of content/.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, test } from 'node:test';
import { object, string } from 'superstruct';
import { editorFormat, fieldOrder } from '../scripts/servers/editor-files.mjs';

let format;
before(async () => {
  // The script registers itself with Decap's global CMS object: stand in for it. It runs as the editor is served,
  // with the schema's field order written in.
  globalThis.window = { CMS: { registerCustomFormat: (_name, _extension, formatter) => (format = formatter) } };
  new Function(await editorFormat())();
});

/** The same data with the keys of every object in reverse order, as Decap may hand them over after an edit. */
const reversed = (value) =>
  Array.isArray(value)
    ? value.map(reversed)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .reverse()
            .map(([key, item]) => [key, reversed(item)]),
        )
      : value;

test('every file of content/, read and saved unchanged by the editor, keeps its exact text, whatever order the editor hands its fields in', () => {
  const files = fs.readdirSync('content', { recursive: true }).filter((name) => name.endsWith('.json'));
  assert.ok(files.length > 10);
  for (const name of files) {
    const text = fs.readFileSync(path.join('content', name), 'utf8');
    assert.equal(format.toFile(reversed(format.fromFile(text))), text, name);
  }
});

test('the editor sees picture paths from the repository root ("/images/..."); the files keep them as "images/..."', () => {
  const read = format.fromFile(
    '{ "cover": "images/books/x/cover.webp", "pages": ["images/books/x/page-1.png"], "title": "images/ is a folder" }',
  );
  assert.deepEqual(read, {
    cover: '/images/books/x/cover.webp',
    pages: ['/images/books/x/page-1.png'],
    title: 'images/ is a folder',
  });
  assert.equal(
    JSON.parse(format.toFile({ ...read, cover: '/images/books/x/new.jpg' })).cover,
    'images/books/x/new.jpg',
  );
});

test('a field left empty in the editor is left out of the file, except the mail API origin, empty on purpose', () => {
  const saved = JSON.parse(
    format.toFile({
      kind: 'book',
      author: '',
      end: '',
      subtitle: {},
      description: { en: 'Text', it: '', fr: '' },
      pages: [],
      mail: { serviceId: 's', apiOrigin: '' },
    }),
  );
  assert.deepEqual(saved, {
    kind: 'book',
    description: { en: 'Text' },
    pages: [],
    mail: { serviceId: 's', apiOrigin: '' },
  });
});

test('the field order comes from the schema, and two objects that list two fields each way round are refused', () => {
  const order = fieldOrder({ FILES: { a: object({ x: string(), y: object({ z: string() }) }) }, FOLDERS: {} });
  assert.deepEqual(order, ['x', 'y', 'z']);
  assert.throws(
    () =>
      fieldOrder({
        FILES: { a: object({ x: string(), y: string() }) },
        FOLDERS: { b: object({ y: string(), x: string() }) },
      }),
    /opposite orders: x, y/,
  );
});
