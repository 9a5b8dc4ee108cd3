// The editor's forms (admin/config.yml) against the build's schema (src/content/schema.ts): the same files, the same
// fields, the same required ones and the same choices, so what the editor lets through the build accepts.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { before, test } from 'node:test';
import { parse } from 'yaml';
import { importBundled } from '../scripts/import-bundled.mjs';

let schema;
let collections;
before(async () => {
  schema = await importBundled('src/content/schema.ts');
  collections = parse(fs.readFileSync('admin/config.yml', 'utf8')).collections;
});

const accepts = (struct, value) => !struct.validate(value)[0];
/** What an empty field of this widget holds in a saved file: a list stays [], the mail API origin stays "". */
const emptyOf = (field) => (field.widget === 'list' ? [] : '');

/** Where the forms and the schema disagree, e.g. `books: edition.year: required in the editor, optional in the schema`. */
function differences(fields, struct, where = '') {
  const shape = struct.schema;
  const names = fields.map((field) => field.name);
  const out = [
    ...names.filter((name) => !(name in shape)).map((name) => `${where}${name}: in the editor, not in the schema`),
    ...Object.keys(shape).filter((name) => !names.includes(name)).map((name) => `${where}${name}: in the schema, not in the editor`),
  ];
  for (const field of fields.filter((f) => f.name in shape)) {
    const inner = shape[field.name];
    const path = `${where}${field.name}`;
    const optional = field.required === false;
    if (optional && !accepts(inner, undefined) && !accepts(inner, emptyOf(field))) out.push(`${path}: optional in the editor, required in the schema`);
    if (!optional && accepts(inner, undefined)) out.push(`${path}: required in the editor, optional in the schema`);
    if (field.widget === 'object') out.push(...differences(field.fields, inner, `${path}.`));
    if (field.widget === 'list' && field.fields) out.push(...differences(field.fields, inner.schema, `${path}[].`));
    if (field.widget === 'select') {
      const values = field.options.map((option) => option.value ?? option);
      if (values.join() !== Object.keys(inner.schema).join()) out.push(`${path}: the editor offers ${values.join(', ')}; the schema ${Object.keys(inner.schema).join(', ')}`);
    }
  }
  return out;
}

test('every folder and file of content/ has its collection in the editor', () => {
  const folders = collections.filter((c) => c.folder).map((c) => c.folder);
  const files = collections.flatMap((c) => c.files ?? []).map((f) => f.file);
  assert.deepEqual(folders.sort(), Object.keys(schema.FOLDERS).map((name) => `content/${name}`).sort());
  assert.deepEqual(files.sort(), Object.keys(schema.FILES).map((name) => `content/${name}.json`).sort());
  // Decap takes a format from the collection only: on a file it is ignored, and plain JSON would be written.
  for (const c of collections) assert.equal(c.format, 'json-file', `${c.name}: format json-file on the collection`);
  for (const f of collections.flatMap((c) => c.files ?? [])) assert.equal(f.format, undefined, `${f.name}: a format here is ignored`);
});

test('the editor\'s fields are the schema\'s, required where the schema requires them, with the schema\'s choices', () => {
  const forms = [
    ...collections.filter((c) => c.folder).map((c) => [c.folder, c.fields]),
    ...collections.flatMap((c) => c.files ?? []).map((f) => [f.file, f.fields]),
  ];
  const problems = forms.flatMap(([place, fields]) => {
    const name = place.replace(/^content\/|\.json$/g, '');
    return differences(fields, schema.FOLDERS[name] ?? schema.FILES[name]).map((problem) => `${place}: ${problem}`);
  });
  assert.deepEqual(problems, []);
});

/** What the editor lets a text field hold (Decap): empty only when not required, else what its pattern matches. */
const editorAccepts = (field, value) => (value === '' ? field.required === false : !field.pattern || new RegExp(field.pattern[0]).test(value));
const LANGUAGES = ['en', 'it', 'fr'];
/** Texts around every limit the schema uses (300, 600, 1200), and one over two lines. */
const SAMPLES = [0, 1, 299, 300, 301, 599, 600, 601, 1199, 1200, 1201].map((n) => 'x'.repeat(n)).concat('two\nlines');

/**
 * Where a translated text (English, Italian, French) takes in the editor what the schema refuses, or the reverse;
 * `checked` collects the paths of the texts compared.
 */
function lengthDifferences(fields, struct, checked, where = '') {
  const shape = struct.schema;
  const out = [];
  if (LANGUAGES.every((lang) => fields.some((field) => field.name === lang))) {
    for (const field of fields.filter((f) => LANGUAGES.includes(f.name))) {
      checked.push(`${where}${field.name}`);
      for (const value of SAMPLES) {
        const [editor, schema] = [editorAccepts(field, value), accepts(shape[field.name], value)];
        if (editor !== schema) out.push(`${where}${field.name}: ${JSON.stringify(value).length - 2} characters: the editor ${editor ? 'accepts' : 'refuses'}, the schema ${schema ? 'accepts' : 'refuses'}`);
      }
    }
  }
  for (const field of fields.filter((f) => f.name in shape)) {
    const inner = shape[field.name];
    if (field.widget === 'object') out.push(...lengthDifferences(field.fields, inner, checked, `${where}${field.name}.`));
    if (field.widget === 'list' && field.fields) out.push(...lengthDifferences(field.fields, inner.schema, checked, `${where}${field.name}[].`));
  }
  return out;
}

test('every translated text has in each language the length limit of the schema', () => {
  const forms = [
    ...collections.filter((c) => c.folder).map((c) => [c.folder, c.fields]),
    ...collections.flatMap((c) => c.files ?? []).map((f) => [f.file, f.fields]),
  ];
  const checked = [];
  const problems = forms.flatMap(([place, fields]) => {
    const name = place.replace(/^content\/|\.json$/g, '');
    const texts = [];
    const found = lengthDifferences(fields, schema.FOLDERS[name] ?? schema.FILES[name], texts);
    checked.push(...texts.map((text) => `${place}: ${text}`));
    return found.map((problem) => `${place}: ${problem}`);
  });
  assert.deepEqual(problems, []);
  // The walk reaches every translated text: titles, alt texts, descriptions, the biography's paragraphs, in 3 languages.
  for (const text of ['content/books: description.it', 'content/portfolio: items[].alt.fr', 'content/biography.json: paragraphs[].it', 'content/settings.json: pictures.home.alt.it']) {
    assert.ok(checked.includes(text), `${text} not checked:\n${checked.join('\n')}`);
  }
  assert.equal(checked.length % 3, 0);
});
