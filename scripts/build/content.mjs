// The illustrator's content: reads every file under content/, checks it against its superstruct schema
// (src/content/schema.ts), and writes what the site's code imports into src/content/generated/: the content in parts,
// and per language the interface's texts (src/locales) with the content's own. Used by the build, the type check and the
// component tests; runnable alone: node scripts/build/content.mjs
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { findSources } from './images.mjs';
import { importBundled } from './import-bundled.mjs';
import { linkMessage, ownFiles } from './own-files.mjs';

export const GENERATED = 'src/content/generated';

/**
 * Every .json file under root, parsed, by its path from the project (`content/books/robot.json`), and the files that
 * are not JSON as problems (compile.ts's shape: file, path, code, message, text).
 */
export function readFiles(root = 'content') {
  const files = {};
  const problems = [];
  const own = ownFiles(root);
  for (const link of own.links) {
    const key = `content/${link.split(path.sep).join('/')}`;
    const message = linkMessage(key, 'content');
    problems.push({ file: key, path: [], code: 'link', message, text: message });
  }
  for (const name of own.files) {
    const file = path.join(root, name);
    if (!name.endsWith('.json')) continue;
    const key = `content/${name.split(path.sep).join('/')}`;
    try {
      // A line break as Windows writes it (CR LF) is a newline: the page would read a lone CR as one anyway.
      files[key] = JSON.parse(fs.readFileSync(file, 'utf8'), (_key, value) =>
        typeof value === 'string' ? value.replace(/\r\n?/g, '\n') : value,
      );
    } catch (error) {
      const message = `not valid JSON: ${error.message}`;
      problems.push({ file: key, path: [], code: 'json', message, text: `${key}: ${message}` });
    }
  }
  return { files, problems };
}

/** The files under root, their problems, and the compiler. */
async function checked(root) {
  // compile.ts with the schema, bundled now: they read media.json as the image step just wrote it.
  const { findProblems, compile, FILES, FOLDERS, TEXT_PARTS, ARTWORKS_PAGE } =
    await importBundled('src/content/compile.ts');
  const read = readFiles(root);
  const problems = [...read.problems, ...findProblems(read.files)];
  return { read, compile, FILES, FOLDERS, TEXT_PARTS, ARTWORKS_PAGE, problems };
}

/** The content's problems, each with its file, field and kind: what the editor's status shows (editor-status.mjs). */
export const contentProblems = async (root = 'content') => (await checked(root)).problems;

/** The content's problems (file, entry, field), or none; with `write`, also writes src/content/generated/. */
export async function buildContent({ root = 'content', write = true } = {}) {
  const { read, compile, FILES, FOLDERS, TEXT_PARTS, ARTWORKS_PAGE, problems: found } = await checked(root);
  const problems = found.map((problem) => problem.text);
  if (problems.length || !write) return problems;
  // The schema's single files and folders (src/content/schema.ts), each declared there once.
  const entries = (folder) =>
    Object.entries(read.files)
      .filter(([file]) => file.startsWith(`content/${folder}/`))
      .map(([file, data]) => ({ ...data, id: path.basename(file, '.json') }));
  const { content, texts, eventTexts } = compile({
    ...Object.fromEntries(Object.keys(FILES).map((name) => [name, read.files[`content/${name}.json`]])),
    ...Object.fromEntries(Object.keys(FOLDERS).map((folder) => [folder, entries(folder)])),
  });
  fs.mkdirSync(GENERATED, { recursive: true });
  // One module per part, so each lands in the chunk of the code that shows it (the events only with <event-list>).
  // Any other part of the content (places, events, tracks, paragraphs, a new kind) is a module of its own name.
  const { site, pictures, books, covers, comics, sections, ...others } = content;
  const parts = {
    site: { site, pictures },
    books: { books, covers },
    comics,
    'comic-ids': comics.map((comic) => comic.id),
    sections: sections.map(({ items, ...section }) => ({ ...section, count: items.length })),
    // Each section's first page of artworks, then the rest: fetched only when shown (src/content/artworks.ts).
    artworks: Object.fromEntries(sections.map((section) => [section.id, section.items.slice(0, ARTWORKS_PAGE)])),
    'artworks-more': Object.fromEntries(sections.map((section) => [section.id, section.items.slice(ARTWORKS_PAGE)])),
    ...others,
  };
  for (const [name, part] of Object.entries(parts)) writeIfChanged(`${GENERATED}/${name}.json`, part);
  const own = { artworks: parts.artworks, 'artworks-more': parts['artworks-more'], comics };
  for (const [name, sizes] of Object.entries(mediaParts(own, content))) {
    writeIfChanged(`${GENERATED}/${name}.json`, sizes);
  }
  for (const [lang, own] of Object.entries(texts)) {
    const locale = JSON.parse(fs.readFileSync(`src/locales/${lang}.json`, 'utf8'));
    // EVENTS.CALENDAR (the calendar and map links) only <event-list> shows: its own namespace, 'calendar', which
    // travels with that element instead of with every page's texts.
    const { CALENDAR, ...events } = locale.EVENTS;
    // Likewise BOOK.FIND (where to find a book: shops, libraries, editions; a cut list's link to all the books),
    // namespace 'find': only the code that shows books loads it (src/elements/book-list/findTexts.ts), not every page.
    const { FIND, ...book } = locale.BOOK;
    // OFFLINE (the offline page, "Save this site for offline") goes to the offline files the build writes
    // (scripts/build/offline.mjs), read after the page has loaded: not in every page's texts.
    const { OFFLINE, ...interfaceTexts } = locale;
    // The parts of the texts only some pages and elements show (src/content/textParts.ts), each a file of its own.
    const texts = { ...interfaceTexts, EVENTS: events, BOOK: book, CONTENT: { ...own } };
    for (const [part, keys] of Object.entries(TEXT_PARTS)) {
      const taken = { CONTENT: { [part]: texts.CONTENT[part] } };
      delete texts.CONTENT[part];
      for (const key of keys) [taken[key], texts[key]] = [texts[key], undefined];
      writeIfChanged(`${GENERATED}/${part}.${lang}.json`, taken);
    }
    writeIfChanged(`${GENERATED}/${lang}.json`, texts);
    writeIfChanged(`${GENERATED}/find.${lang}.json`, FIND);
    writeIfChanged(`${GENERATED}/events.${lang}.json`, eventTexts[lang]);
    writeIfChanged(`${GENERATED}/calendar.${lang}.json`, CALENDAR);
  }
  return [];
}

/**
 * The pictures' sizes (src/content/media.json) in modules: those that only the artworks name (the first pages', the
 * rest's), or only the comics, travel with them (src/content/artworks.ts, comics.ts); the rest (the kit's `media`)
 * with every page.
 */
function mediaParts(own, content, media = JSON.parse(fs.readFileSync('src/content/media.json', 'utf8'))) {
  const named = (value) => [
    ...new Set(
      JSON.stringify(value)
        .match(/"images\/[^"]+"/g)
        ?.map((id) => JSON.parse(id)),
    ),
  ];
  const { sections, comics, ...rest } = content;
  // Each picture's readers: the parts that name it, and 'media' if anything else does.
  const readers = {};
  for (const [name, value] of [...Object.entries(own), ['', [rest, sections.map(({ items, ...section }) => section)]]])
    for (const id of named(value)) (readers[id] ??= []).push(name);
  const parts = { media: {}, ...Object.fromEntries(Object.keys(own).map((name) => [`media.${name}`, {}])) };
  for (const [id, size] of Object.entries(media)) {
    const [reader, ...more] = readers[id] ?? [''];
    parts[reader && !more.length ? `media.${reader}` : 'media'][id] = size;
  }
  return parts;
}

/**
 * The pictures under images/ that neither the content nor the site's code (an 'images/...' in src/) names, by their
 * files: a replaced picture stays in images/ until someone removes it. The build does not publish them (images.mjs).
 */
export function unusedPictures(root = 'content') {
  const named = new Set();
  const visit = (value) => {
    if (typeof value === 'string')
      named.add(value.replace(/^\//, '').replace(/\.[^./]+$/, '')); // the schema's imageId
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  Object.values(readFiles(root).files).forEach(visit);
  for (const name of fs
    .readdirSync('src', { recursive: true })
    .map(String)
    .filter((name) => /\.tsx?$/.test(name))) {
    for (const [id] of fs.readFileSync(path.join('src', name), 'utf8').matchAll(/images\/[\w./-]+/g)) named.add(id);
  }
  return [...findSources()]
    .filter(([id]) => !named.has(id))
    .map(([, file]) => file.split(path.sep).join('/'))
    .sort();
}

/** Unchanged files keep their time stamp, so watchers and caches don't see a change that isn't one. */
function writeIfChanged(file, data) {
  const text = `${JSON.stringify(data, null, 1)}\n`;
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) fs.writeFileSync(file, text);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const problems = await buildContent();
  if (problems.length) {
    console.error(`Broken content:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`content ok: ${GENERATED}/ written`);
}
