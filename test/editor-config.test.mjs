// The editor's forms (admin/config.yml) against the build's schema (src/content/schema.ts): the same files, the same
// fields, the same required ones and the same choices, so what the editor lets through the build accepts; the editor's own
// fields (admin/form-widgets.js) refuse what the build's rules refuse; the status bar speaks the editor's languages.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { before, test } from 'node:test';
import { parse } from 'yaml';
import { editorConfig, editorScript } from '../scripts/servers/editor-files.mjs';
import { importBundled } from '../scripts/build/import-bundled.mjs';

let schema;
let collections;
before(async () => {
  schema = await importBundled('src/content/schema.ts');
  collections = parse(await editorConfig()).collections; // as the editor reads it, with the schema's lists filled in
});

const accepts = (struct, value) => !struct.validate(value)[0];
// Our widgets made from Decap's (admin/form-widgets.js): an object the file may leave out, a select ranked by what is typed.
const OBJECTS = ['object', 'optional-object'];
const SELECTS = ['select', 'code-select'];
/** What an empty field of this widget holds in a saved file: a list stays [], the mail API origin stays "". */
const emptyOf = (field) => (field.widget === 'list' ? [] : '');

/** Where the forms and the schema disagree, e.g. `books: edition.year: required in the editor, optional in the schema`. */
function differences(fields, struct, where = '') {
  const shape = struct.schema;
  const names = fields.map((field) => field.name);
  const out = [
    ...names.filter((name) => !(name in shape)).map((name) => `${where}${name}: in the editor, not in the schema`),
    ...Object.keys(shape)
      .filter((name) => !names.includes(name))
      .map((name) => `${where}${name}: in the schema, not in the editor`),
  ];
  for (const field of fields.filter((f) => f.name in shape)) {
    const inner = shape[field.name];
    const path = `${where}${field.name}`;
    const optional = field.required === false;
    if (optional && !accepts(inner, undefined) && !accepts(inner, emptyOf(field)))
      out.push(`${path}: optional in the editor, required in the schema`);
    if (!optional && accepts(inner, undefined)) out.push(`${path}: required in the editor, optional in the schema`);
    if (OBJECTS.includes(field.widget)) out.push(...differences(field.fields, inner, `${path}.`));
    if (field.widget === 'list' && field.fields) out.push(...differences(field.fields, inner.schema, `${path}[].`));
    if (SELECTS.includes(field.widget)) {
      const values = field.options.map((option) => option.value ?? option);
      // A select of several values is a list of the schema's choices; a refined string (a time zone, a country) has
      // its list, which the editor's choices come from: each must pass.
      const choices = (field.multiple ? inner.schema : inner).schema;
      if (!choices)
        out.push(
          ...values
            .filter((value) => !accepts(inner, value))
            .map((value) => `${path}: the editor offers ${value}; the schema refuses it`),
        );
      else if (values.join() !== Object.keys(choices).join())
        out.push(`${path}: the editor offers ${values.join(', ')}; the schema ${Object.keys(choices).join(', ')}`);
    }
  }
  return out;
}

test('every folder and file of content/ has its collection in the editor', () => {
  const folders = collections.filter((c) => c.folder).map((c) => c.folder);
  const files = collections.flatMap((c) => c.files ?? []).map((f) => f.file);
  assert.deepEqual(
    folders.sort(),
    Object.keys(schema.FOLDERS)
      .map((name) => `content/${name}`)
      .sort(),
  );
  assert.deepEqual(
    files.sort(),
    Object.keys(schema.FILES)
      .map((name) => `content/${name}.json`)
      .sort(),
  );
  // Decap takes a format from the collection only: on a file it is ignored, and plain JSON would be written.
  for (const c of collections) assert.equal(c.format, 'json-file', `${c.name}: format json-file on the collection`);
  for (const f of collections.flatMap((c) => c.files ?? []))
    assert.equal(f.format, undefined, `${f.name}: a format here is ignored`);
});

test("the editor's fields are the schema's, required where the schema requires them, with the schema's choices", () => {
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
const editorAccepts = (field, value) =>
  value === '' ? field.required === false : !field.pattern || new RegExp(field.pattern[0]).test(value);
const { LANGUAGES } = await importBundled('src/content/languages.ts');
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
        if (editor !== schema)
          out.push(
            `${where}${field.name}: ${JSON.stringify(value).length - 2} characters: the editor ${editor ? 'accepts' : 'refuses'}, the schema ${schema ? 'accepts' : 'refuses'}`,
          );
      }
    }
  }
  for (const field of fields.filter((f) => f.name in shape)) {
    const inner = shape[field.name];
    if (OBJECTS.includes(field.widget))
      out.push(...lengthDifferences(field.fields, inner, checked, `${where}${field.name}.`));
    if (field.widget === 'list' && field.fields)
      out.push(...lengthDifferences(field.fields, inner.schema, checked, `${where}${field.name}[].`));
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
  for (const text of [
    'content/books: description.it',
    'content/portfolio: items[].alt.fr',
    'content/biography.json: paragraphs[].it',
    'content/settings.json: pictures.home.alt.it',
  ]) {
    assert.ok(checked.includes(text), `${text} not checked:\n${checked.join('\n')}`);
  }
  assert.equal(checked.length % 3, 0);
});

/** The editor's ISBN field (admin/isbn-widget.js, as the editor is given it), run in Node: it registers itself with Decap's CMS object. */
async function isbnControl() {
  let control;
  const text = {
    control: class {
      constructor(props) {
        this.props = props;
      }
    },
    preview: () => null,
  };
  globalThis.window = {
    CMS: {
      getWidget: (name) => name === 'string' && text,
      registerWidget: (name, widget) => name === 'isbn' && (control = widget),
    },
  };
  await import(`data:text/javascript,${encodeURIComponent(await editorScript('isbn-widget.js'))}`);
  return (value) => {
    const valid = new control({ value }).isValid();
    return valid === true ? null : valid.error.message;
  };
}

test("the editor's ISBN field of an edition refuses what the schema refuses, with the same message", async () => {
  const editor = await isbnControl();
  const [, editions] = collections.find((c) => c.name === 'books').fields.filter((f) => f.name.startsWith('edition'));
  const field = editions.fields.find((f) => f.name === 'isbn');
  assert.equal(field.widget, 'isbn');
  const struct = schema.Book.schema.editions.schema.schema.isbn;
  const SAMPLES = [
    '9780306406157',
    '978-0-306-40615-7',
    '978 0 306 40615 7',
    '9780306406158',
    '9780306406150',
    '978030640615',
    '97803064061577',
    '9770306406157',
    '9791234567896',
    '0306406152',
    '0-306-40615-2',
    '0306406153',
    '043942089X',
    'ISBN 9780306406157',
    'x',
  ];
  const seen = new Set();
  for (const value of SAMPLES) {
    const schemaSays = struct.validate(value)[0]?.message ?? null;
    seen.add(schemaSays === null ? 'accepted' : schemaSays.replace(/^"[^"]*"/, ''));
    assert.equal(editor(value), schemaSays, value);
  }
  // The samples reach every answer: accepted, a wrong check digit, an ISBN-10 (right and wrong), not an ISBN-13.
  assert.ok(seen.size >= 5, [...seen].join('\n'));
  assert.equal(editor(''), null, 'an empty field is the "required" rule\'s');
});

test("time zones and countries are choices from the schema's lists, countries named in the editor's language", () => {
  const events = collections.find((c) => c.name === 'events').fields;
  const zone = events.find((f) => f.name === 'timeZone');
  const country = events.find((f) => f.name === 'place').fields.find((f) => f.name === 'country');
  assert.deepEqual([zone.widget, country.widget], ['select', 'code-select']);
  assert.deepEqual(zone.options, [...schema.TIME_ZONES]);
  assert.deepEqual(country.options.map((o) => o.value).sort(), [...schema.COUNTRIES].sort());
  assert.ok(
    country.options.some((o) => o.label === 'Italy (IT)'),
    'named in English (the settings choose no other language)',
  );
  for (const value of ['Europe/Rome', 'UTC', zone.default]) assert.ok(zone.options.includes(value), value);
  for (const code of ['IT', 'BE', 'FR', 'GB', country.default]) assert.ok(schema.COUNTRIES.includes(code), code);
  for (const code of ['EU', 'UN', 'ZZ', 'UK', 'it'])
    assert.ok(!schema.COUNTRIES.includes(code), `${code} is no country`);
  assert.ok(schema.Event.schema.timeZone.validate('Europe/Atlantis')[0], 'the schema refuses a zone not in its list');
});

test('every picture comes from the media library: the build needs a file under images/, not an address', () => {
  const pictures = [];
  const visit = (field) => {
    if (field.widget === 'image') pictures.push(field);
    [...(field.fields ?? []), ...(field.field ? [field.field] : [])].forEach(visit);
  };
  collections.forEach((c) => [...(c.fields ?? []), ...(c.files ?? [])].forEach(visit));
  assert.ok(pictures.length >= 10, `${pictures.length} picture fields`);
  assert.deepEqual(
    pictures.filter((field) => field.choose_url !== false).map((field) => field.name),
    [],
  );
});

test('every web address in the editor takes what the schema takes, up to its 2,048 characters', () => {
  const fieldsOf = (name) => collections.flatMap((c) => [...(c.files ?? []), c]).find((c) => c.name === name).fields;
  const field = (fields, ...names) =>
    names.reduce((found, name) => (found.fields ?? found).find((f) => f.name === name), { fields });
  const settings = fieldsOf('settings');
  const S = schema.Settings.schema;
  const addresses = {
    siteUrl: [field(settings, 'siteUrl'), S.siteUrl],
    'social.facebook': [field(settings, 'social', 'facebook'), S.social.schema.facebook],
    'course.url': [field(settings, 'course', 'url'), S.course.schema.url],
    vitals: [field(settings, 'vitals'), S.vitals],
    'a book edition.url': [field(fieldsOf('books'), 'edition', 'url'), schema.Book.schema.edition.schema.url],
    'an event url': [field(fieldsOf('events'), 'url'), schema.Event.schema.url],
  };
  const long = (n) => `https://example.com/${'a'.repeat(n - 'https://example.com/'.length)}`;
  const samples = [
    'https://example.com/',
    'https://example.com/page',
    'http://example.com/page',
    'https://example.com',
    'https://example.com/?q=1',
    'https://exa mple.com/',
    long(2048),
    long(2049),
    `${long(2047)}/`,
  ];
  for (const [what, [input, struct]] of Object.entries(addresses))
    for (const value of samples)
      assert.equal(
        editorAccepts(input, value),
        accepts(struct, value),
        `${what}: ${value.slice(0, 40)} (${value.length})`,
      );
});

test("a shop's address in the editor needs {isbn} and http(s), as in the schema", () => {
  const settings = collections.find((c) => c.name === 'settings').files.find((f) => f.name === 'settings');
  const field = settings.fields.find((f) => f.name === 'shops').fields.find((f) => f.name === 'url');
  const struct = schema.Settings.schema.shops.schema.schema.url;
  const samples = [
    'https://search.worldcat.org/search?q=bn:{isbn}',
    'http://x.example/{isbn}/',
    'https://x.example/search?q=',
    'ftp://x.example/{isbn}',
    'https://x.example/ {isbn}',
    '{isbn}',
  ];
  for (const value of samples) assert.equal(editorAccepts(field, value), accepts(struct, value), value);
});

/** Every field of the forms, with the fields that hold it. */
function allFields() {
  const out = [];
  const visit = (field, parents) => {
    out.push({ field, parents });
    [...(field.fields ?? []), ...(field.field ? [field.field] : [])].forEach((f) => visit(f, [...parents, field]));
  };
  collections.forEach((c) => [...(c.fields ?? []), ...(c.files ?? [])].forEach((f) => visit(f, [])));
  return out;
}

test('an object the file may leave out holds no required field, unless it is an optional-object', () => {
  // Decap checks an object's fields even when the object is empty: "English is required" under an empty subtitle.
  const optional = allFields().filter(({ field }) => field.widget === 'object' && field.required === false);
  const blocking = optional.filter(({ field }) => field.fields.some((f) => f.required !== false));
  assert.deepEqual(
    blocking.map(({ field }) => field.name),
    [],
  );
  const sections = collections.find((c) => c.name === 'portfolio').fields;
  for (const name of ['subtitle', 'description'])
    assert.equal(sections.find((f) => f.name === name).widget, 'optional-object', name);
});

/** admin/form-widgets.js as the editor is given it, run in Node over stand-ins of Decap's widgets: its controls by name. */
async function formWidgets() {
  const controls = {};
  const base = () => ({
    control: class {
      constructor(props) {
        this.props = props;
      }
      childRefs = {};
      validate = () => 'checked its fields';
      render() {
        return { type: 'Select', props: { options: this.props.options, inputId: 'x' } };
      }
    },
    preview: () => null,
  });
  globalThis.window = {
    h: (type, props) => ({ type, props }),
    CMS: { getWidget: base, registerWidget: (name, control) => (controls[name] = control) },
  };
  await import(`data:text/javascript,${encodeURIComponent(await editorScript('form-widgets.js'))}`);
  return controls;
}

/** A stand-in of Decap's Immutable values: a Map's get/getIn/values, a List's toArray. */
const immutable = (value) => {
  if (Array.isArray(value)) return { toArray: () => value.map(immutable) };
  if (value && typeof value === 'object')
    return {
      get: (key) => immutable(value[key]),
      getIn: (keys) => keys.reduce((node, key) => node?.get?.(key), immutable(value)),
      values: () => Object.values(value).map(immutable)[Symbol.iterator](),
    };
  return value;
};

test("the editor's own fields refuse before saving what the build refuses after", async () => {
  const controls = await formWidgets();
  const events = collections.find((c) => c.name === 'events').fields;
  const end = events.find((f) => f.name === 'end');
  assert.equal(end.widget, 'event-end');
  const endError = (start, value) =>
    new controls['event-end']({
      value,
      field: immutable(end),
      getEntry: () => immutable({ data: { start } }),
    }).isValid();
  assert.equal(endError('2027-03-14T16:30', '2027-03-14T18:00'), true);
  assert.equal(endError('2027-03-14T16:30', ''), true, 'an event may have no end');
  assert.match(endError('2027-03-14T16:30', '2027-03-14T16:30').error.message, /is not after the start/);
  assert.match(endError('2027-03-14T16:30', '2027-03-13T18:00').error.message, /is not after the start/);

  const items = collections.find((c) => c.name === 'portfolio').fields.find((f) => f.name === 'items');
  const id = items.fields.find((f) => f.name === 'id');
  const idError = (value, ids) =>
    new controls['unique-id']({
      value,
      field: immutable(id),
      getEntry: () => immutable({ data: { items: ids.map((x) => ({ id: x })) } }),
    }).isValid();
  assert.equal(idError('page-2', ['page-1', 'page-2']), true);
  assert.match(idError('page-1', ['page-1', 'page-2', 'page-1']).error.message, /used twice/);

  const books = collections.find((c) => c.name === 'books').fields;
  assert.equal(books.find((f) => f.name === 'title').widget, 'book-title');
  const titleError = (value, newRecord) =>
    new controls['book-title']({ value, getEntry: () => immutable({ newRecord }) }).isValid();
  assert.match(titleError('Events', true).error.message, /is a page of the site/);
  assert.equal(titleError('Il gatto', true), true);
  assert.equal(titleError('Events', false), true, 'an existing book keeps its file');

  const optional = (value) => new controls['optional-object']({ value: immutable(value) });
  assert.equal(optional({ en: '', it: 'Sottotitolo' }).validate(), 'checked its fields', 'filled in: its rules apply');
  // Left empty: no field is checked, and what an earlier check said of its fields is cleared.
  const empty = optional({ en: '', it: '', fr: '' });
  const told = [];
  empty.childRefs = { en: { props: { onValidate: (errors) => told.push(errors) } } };
  assert.equal(empty.validate(), undefined, 'empty: no field is checked');
  assert.deepEqual(told, [[]], 'empty: its field is told it has no error');

  // The country list as the editor has it: typing a code puts that country first.
  const country = events.find((f) => f.name === 'place').fields.find((f) => f.name === 'country');
  const select = new controls['code-select']({ options: country.options });
  const firstFor = (typed) => {
    select.state = { typed };
    return select.render().props.options[0].label;
  };
  assert.equal(firstFor('IT'), 'Italy (IT)');
  assert.equal(firstFor('be'), 'Belgium (BE)');
  assert.equal(firstFor('Fra'), 'France (FR)');
  assert.equal(select.render().props.options.length, country.options.length, 'every choice stays');
  // A new selection gets its random address once, as the schema wants it; an existing one keeps its own.
  const selections = collections.find((c) => c.name === 'selections').fields;
  assert.equal(selections.find((f) => f.name === 'key').widget, 'random-key');
  const made = [];
  new controls['random-key']({ value: '', onChange: (key) => made.push(key) }).componentDidMount();
  new controls['random-key']({ value: '', onChange: (key) => made.push(key) }).componentDidMount();
  assert.equal(made.length, 2);
  for (const key of made) assert.ok(accepts(schema.Selection.schema.key, key), key);
  assert.notEqual(made[0], made[1]);
  const kept = [];
  new controls['random-key']({ value: made[0], onChange: (key) => kept.push(key) }).componentDidMount();
  assert.deepEqual(kept, [], 'an existing address is never replaced');
  assert.equal(new controls['random-key']({ value: made[0] }).render().props.readOnly, true);
});

test("the status bar's texts exist in each of the editor's languages", async () => {
  const source = fs.readFileSync('admin/status.js', 'utf8');
  const literal = /const TEXTS = (\{[\s\S]*?\n {2}\});/.exec(source)?.[1];
  assert.ok(literal, 'admin/status.js holds its texts as const TEXTS = {...}');
  const texts = new Function(`return ${literal}`)();
  const keys = (lang) =>
    Object.entries(texts[lang]).flatMap(([key, value]) =>
      typeof value === 'object' ? Object.keys(value).map((inner) => `${key}.${inner}`) : [key],
    );
  assert.deepEqual(Object.keys(texts).sort(), [...LANGUAGES].sort());
  for (const lang of LANGUAGES) assert.deepEqual(keys(lang).sort(), keys('en').sort(), lang);
  for (const key of ['ready', 'unsaved', 'building', 'live', 'open'])
    assert.ok(keys('en').includes(key), `${key} is said`);
});

/** What Decap's form says of `value` in `field` before it saves (presence, pattern, a list's and a number's bounds, a choice), as "path: problem". */
function editorRefusals(field, value, where) {
  const path = `${where}${field.name}`;
  const empty = value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length);
  const blank = (v) => v === undefined || Object.values(v ?? {}).every((x) => x === '' || x === undefined);
  if (field.widget === 'optional-object' && blank(value)) return [];
  // Decap checks an object's fields, never the object itself: an empty optional one too.
  if (OBJECTS.includes(field.widget))
    return field.fields.flatMap((sub) => editorRefusals(sub, value?.[sub.name], `${path}.`));
  if (empty) return field.required === false ? [] : [`${path}: required`];
  const out = [];
  if (field.pattern && typeof value === 'string' && !new RegExp(field.pattern[0]).test(value))
    out.push(`${path}: "${value}" does not match ${field.pattern[0]}`);
  if (field.widget === 'number' && (value < (field.min ?? -Infinity) || value > (field.max ?? Infinity)))
    out.push(`${path}: ${value} out of ${field.min}..${field.max}`);
  if (SELECTS.includes(field.widget)) {
    const values = field.options.map((option) => option.value ?? option);
    for (const chosen of [value].flat()) if (!values.includes(chosen)) out.push(`${path}: "${chosen}" is not a choice`);
  }
  if (field.widget === 'list') {
    if (value.length < (field.min ?? 0) || value.length > (field.max ?? Infinity))
      out.push(`${path}: ${value.length} items, not ${field.min ?? 0}..${field.max ?? '∞'}`);
    value.forEach((item, i) => {
      if (field.field)
        out.push(
          ...editorRefusals(field.field, item, `${path}[${i}].`).map((p) => p.replace(`.${field.field.name}:`, ':')),
        );
      else for (const sub of field.fields) out.push(...editorRefusals(sub, item?.[sub.name], `${path}[${i}].`));
    });
  }
  return out;
}

test('every file of the sample content passes the checks of its form in the editor, as it is', () => {
  const forms = [
    ...collections
      .filter((c) => c.folder)
      .flatMap((c) =>
        fs
          .readdirSync(c.folder)
          .filter((name) => name.endsWith('.json'))
          .map((name) => [`${c.folder}/${name}`, c.fields]),
      ),
    ...collections.flatMap((c) => c.files ?? []).map((f) => [f.file, f.fields]),
  ];
  assert.ok(forms.length > 20, `${forms.length} files`);
  const refusals = forms.flatMap(([file, fields]) => {
    const data = JSON.parse(fs.readFileSync(file, 'utf8'));
    return fields
      .flatMap((field) => editorRefusals(field, data[field.name], ''))
      .map((problem) => `${file}: ${problem}`);
  });
  assert.deepEqual(refusals, []);
});
