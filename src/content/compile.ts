// Build time (in Node, see scripts/build/content.mjs): checks the files of content/ against the schema, then splits them
// into what the site's code imports (every text replaced by a translation key) and text bundles per language, so a
// visitor downloads the content's texts in their own language only.
import { validate, type Struct } from 'superstruct';
import { FILES, FOLDERS, ENTRY_ID, LANGUAGES, imageId, type Files } from './schema';
import { isbnDigits } from './isbn';
import { characterProblem, duplicateIdProblem, endProblem, pageNameProblem } from './rules';
import type { Content, Localized } from './types';

export { FILES, FOLDERS, LANGUAGES }; // for the build (scripts/build/content.mjs)
export { TEXT_PARTS } from './textParts';
export { ARTWORKS_PAGE } from './artworkPages';
type Texts = Record<(typeof LANGUAGES)[number], Record<string, unknown>>;

/**
 * One problem of the content: its file, the field (a path into the file, [] for the file itself), what kind of problem
 * (`code`: a superstruct failure's type or refinement, 'missing', or a rule's name below), the schema's sentence, and
 * the line the terminal prints, `content/books/robot.json: "robot" title.en: ...`. The editor's status shows the rest in
 * the editor's language (scripts/servers/editor-status.mjs, admin/status.js).
 */
export interface Problem {
  file: string;
  path: (string | number)[];
  code: string;
  message: string;
  text: string;
}

/** A problem whose terminal line names the file, the entry and the field (`[2] "page-12"` for a list's item with an id). */
function described(file: string, data: any, path: (string | number)[], code: string, message: string): Problem {
  const field = path.map((part, i) => {
    if (typeof part !== 'number') return `${i ? '.' : ''}${part}`;
    const entry = path.slice(0, i + 1).reduce((node, key) => node?.[key], data);
    return `[${part}]${entry?.id ? ` "${entry.id}"` : ''}`;
  });
  const entry = file.match(/content\/\w+\/(.+)\.json$/)?.[1];
  return {
    file,
    path,
    code,
    message,
    text: `${file}: ${entry ? `"${entry}" ` : ''}${field.join('') || '(the file)'}: ${message}`,
  };
}

/** A problem of the file as a whole, or whose terminal line is written out. */
const problem = (
  file: string,
  code: string,
  message: string,
  text = `${file}: ${message}`,
  path: (string | number)[] = [],
): Problem => ({ file, path, code, message, text });

function check(file: string, data: unknown, struct: Struct<any, any>): Problem[] {
  const [error] = validate(data, struct);
  const code = (failure: { value: unknown; refinement?: string; type: string }) =>
    failure.value === undefined ? 'missing' : (failure.refinement ?? failure.type);
  const failures = error?.failures() ?? [];
  return [
    ...failures.map((failure) => described(file, data, failure.path, code(failure), failure.message)),
    ...[...texts(data)].flatMap(([text, path]) => {
      const message = characterProblem(text);
      return message ? [described(file, data, path, 'characters', message)] : [];
    }),
  ];
}

/** Every string in `data`, with its path. */
function* texts(data: unknown, path: (string | number)[] = []): Generator<[string, (string | number)[]]> {
  if (typeof data === 'string') yield [data, path];
  else if (data && typeof data === 'object')
    for (const [key, value] of Object.entries(data)) yield* texts(value, [...path, Array.isArray(data) ? +key : key]);
}

/** Every problem of the content's files (by path, as parsed from JSON), each naming its file, entry and field. */
export function findProblems(files: Record<string, unknown>): Problem[] {
  const problems: Problem[] = [];
  for (const [name, struct] of Object.entries(FILES)) {
    const file = `content/${name}.json`;
    problems.push(
      ...(file in files ? check(file, files[file], struct) : [problem(file, 'missing-file', 'the file is missing')]),
    );
  }
  for (const [file, data] of Object.entries(files)) {
    const [, folder, id] = file.match(/^content\/(\w+)\/(.+)\.json$/) ?? [];
    if (!folder) continue;
    const struct = FOLDERS[folder as keyof typeof FOLDERS];
    if (!struct)
      problems.push(
        problem(
          file,
          'folder',
          `content/${folder}/ is not a folder of the content (${Object.keys(FOLDERS).join(', ')})`,
        ),
      );
    else if (validate(id, ENTRY_ID)[0])
      problems.push(
        problem(
          file,
          'file-name',
          `the file name "${id}" must be lowercase words joined by hyphens (it is the entry's address)`,
        ),
      );
    else problems.push(...check(file, data, struct), ...entryRules(file, folder, id, data as any));
  }
  const slugs = new Map<string, string>();
  for (const [file, data] of Object.entries(files)) {
    if (!file.startsWith('content/portfolio/')) continue;
    const slug = (data as any)?.slug ?? file.slice('content/portfolio/'.length, -'.json'.length);
    const message = `"${slug}" is already the address of ${slugs.get(slug)}`;
    if (slugs.has(slug)) problems.push(problem(file, 'slug-taken', message, `${file}: slug: ${message}`, ['slug']));
    slugs.set(slug, file);
  }
  const music = files['content/music.json'] as { book?: unknown } | undefined;
  if (typeof music?.book === 'string' && !(`content/books/${music.book}.json` in files))
    problems.push(described('content/music.json', music, ['book'], 'no-book', `there is no book "${music.book}"`));
  return [...problems, ...selectionProblems(files)];
}

/**
 * What a selection names that the content lacks (an artwork, a section, a book), and a key that another selection
 * has already: each problem names the selection and its field.
 */
function selectionProblems(files: Record<string, unknown>): Problem[] {
  const problems: Problem[] = [];
  const keys = new Map<string, string>();
  for (const [file, data] of Object.entries(files)) {
    if (!file.startsWith('content/selections/') || !data || typeof data !== 'object') continue;
    const { key, artworks, books } = data as Record<string, unknown>;
    const missing = (path: (string | number)[], code: string, message: string) =>
      problems.push(described(file, data, path, code, message));
    if (Array.isArray(artworks))
      artworks.forEach((artwork, i) => {
        const { group, id } = (artwork ?? {}) as { group?: unknown; id?: unknown };
        if (typeof group !== 'string' || typeof id !== 'string') return; // the schema says what is wrong
        const section = files[`content/portfolio/${group}.json`] as { items?: Array<{ id?: unknown }> } | undefined;
        if (!section) missing(['artworks', i, 'group'], 'no-section', `there is no portfolio section "${group}"`);
        else if (!section.items?.some((item) => item?.id === id))
          missing(['artworks', i, 'id'], 'no-artwork', `the section "${group}" has no artwork "${id}"`);
      });
    if (Array.isArray(books))
      books.forEach((book, i) => {
        if (typeof book === 'string' && !(`content/books/${book}.json` in files))
          missing(['books', i], 'no-book', `there is no book "${book}"`);
      });
    if (typeof key === 'string') {
      if (keys.has(key)) missing(['key'], 'key-taken', `is already the address of ${keys.get(key)}`);
      keys.set(key, file);
    }
  }
  return problems;
}

/** The problems as the terminal prints them, one line each. */
export const checkFiles = (files: Record<string, unknown>): string[] => findProblems(files).map((found) => found.text);

/** Rules across fields, which the schema can't say field by field. */
function entryRules(file: string, folder: string, id: string, entry: any): Problem[] {
  const problems: Problem[] = [];
  const pageName = folder === 'books' ? pageNameProblem(id) : null;
  if (pageName) problems.push(problem(file, 'page-name', pageName));
  const end = folder === 'events' ? endProblem(entry?.start, entry?.end) : null;
  if (end) problems.push(described(file, entry, ['end'], 'end-before-start', end));
  if (folder === 'portfolio' && Array.isArray(entry?.items)) {
    const ids = entry.items.map((item: any) => item?.id);
    ids.forEach((itemId: string, i: number) => {
      const message = duplicateIdProblem(ids, i);
      if (message)
        problems.push(
          problem(file, 'duplicate-id', message, `${file}: "${id}" items[${i}] "${itemId}" id: ${message}`, [
            'items',
            i,
            'id',
          ]),
        );
    });
  }
  return problems;
}

const isTranslated = (value: unknown): value is Record<string, string> =>
  !!value &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  typeof (value as any).en === 'string' &&
  Object.keys(value).every((key) => (LANGUAGES as readonly string[]).includes(key));

/**
 * Replaces each translated text by a key, `<prefix><where>`, and files its three languages (English when empty) under
 * that path in `texts`.
 */
function localizer(texts: Texts, prefix: string) {
  const localize = <T>(value: T, where: string[]): Localized<T> => {
    if (isTranslated(value)) {
      for (const lang of LANGUAGES) {
        const leaf = where.slice(0, -1).reduce<Record<string, any>>((node, part) => (node[part] ??= {}), texts[lang]);
        leaf[where[where.length - 1]] = value[lang]?.trim() || value.en;
      }
      return `${prefix}${where.join('.')}` as Localized<T>;
    }
    if (Array.isArray(value)) return value.map((item, i) => localize(item, [...where, String(i)])) as Localized<T>;
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => [key, localize(item, [...where, key])]),
      ) as Localized<T>;
    }
    return value as Localized<T>;
  };
  return localize;
}

const byOrder = <E extends { order: number; id: string }>(a: E, b: E) => a.order - b.order || a.id.localeCompare(b.id);

/**
 * What the site's code imports, and the content's texts by language: those of every page (joined to the interface's
 * texts), and the events' (an i18next namespace of their own, which only <event-list> loads). The files must have
 * passed checkFiles.
 */
export function compile(
  files: Files,
  today = new Date().toISOString().slice(0, 10),
): { content: Content; texts: Texts; eventTexts: Texts } {
  const texts: Texts = { en: {}, it: {}, fr: {} };
  const eventTexts: Texts = { en: {}, it: {}, fr: {} };
  const localize = localizer(texts, 'CONTENT.');
  const localizeEvent = localizer(eventTexts, 'events:');
  const { pictures, shops, editorLanguage, ...site } = files.settings;
  const described = ({ image, alt }: { image: string; alt: string }) => ({ image: imageId(image), alt });
  const settings = localize(files.settings.pictures, ['settings']);
  const biography = localize(files.biography, ['biography']);
  const books = [...files.books]
    .sort(byOrder)
    .map(({ kind, order, editions, edition: { url, ...edition }, ...book }) => ({
      kind,
      ...localize({ ...book, edition }, ['books', book.id]),
      illustrator: book.illustrator || site.owner,
      cover: imageId(book.cover),
      pages: book.pages.map(imageId),
      ...(files.music.book === book.id && { sounds: true }),
    }));
  // Where to find each book: its publisher's page and its editions, complete (the first edition's publisher and year
  // where one names none), ISBNs as digits only. Apart from the books, which every element's code knows by id.
  const places = Object.fromEntries(
    files.books.map(({ id, edition, editions = [] }) => [
      id,
      {
        ...(edition.url ? { url: edition.url } : {}),
        editions: editions.map(({ isbn, ...rest }) => ({
          publisher: edition.publisher,
          year: edition.year,
          ...rest,
          isbn: isbnDigits(isbn),
        })),
      },
    ]),
  );
  const content: Content = {
    site,
    pictures: {
      logo: imageId(pictures.logo),
      home: described(settings.home),
      notFound: described(settings.notFound),
      comics: described(settings.comics),
      portraits: biography.portraits.map(described),
    },
    paragraphs: biography.paragraphs,
    tracks: localize(files.music.tracks, ['music']),
    books: books.filter((book) => book.kind === 'book').map(({ kind, ...book }) => book),
    covers: books.filter((book) => book.kind === 'cover').map(({ kind, ...book }) => book),
    places: { shops, books: places },
    comics: [...files.comics].sort(byOrder).map(({ order, ...comic }) => ({
      ...localize(comic, ['comics', comic.id]),
      thumb: imageId(comic.thumb),
      strips: comic.strips.map(imageId),
    })),
    events: files.events.map((event) => ({
      ...localizeEvent(event, [event.id]),
      ...(event.image ? { image: imageId(event.image) } : {}),
    })),
    // Projects first, then the Gallery's groups, each in their order.
    sections: [...files.portfolio]
      .sort((a, b) => Number(a.kind === 'group') - Number(b.kind === 'group') || byOrder(a, b))
      .map(({ order, items, slug, ...section }) => ({
        ...localize(section, ['portfolio', section.id]),
        slug: slug ?? section.id,
        items: items.map(({ image, ...item }, i) => ({
          ...localize(item, ['portfolio', section.id, 'items', String(i)]),
          src: imageId(image),
        })),
      })),
    // Not among the texts every page fetches: a selection's note is for its page alone. One whose last day has passed
    // (UTC) is left out, so its address answers like any unknown one.
    selections: files.selections
      .filter((selection) => !selection.expires || selection.expires >= today)
      .sort((a, b) => a.id.localeCompare(b.id))
      .map(({ id, key, title, note, language, artworks, books = [], expires }) => ({
        id,
        key,
        title,
        language,
        note: Object.fromEntries(LANGUAGES.map((lang) => [lang, note[lang]?.trim() || note.en])) as Record<
          (typeof LANGUAGES)[number],
          string
        >,
        artworks: artworks.map(({ group, id }) => ({ gallery: group, id })),
        books,
        ...(expires ? { expires } : {}),
      })),
  };
  return { content, texts, eventTexts };
}
