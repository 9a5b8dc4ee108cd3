// What the PDFs show, read from the content the build generated (src/content/generated/), in one language: the
// artworks with their title, technique and group, the books with their editions, the illustrator's contact, and the
// interface's texts, each as the site words it (the same keys, the same fallback to English).
import fs from 'node:fs';
import path from 'node:path';
import { GENERATED } from '../content.mjs';
import { findSources } from '../images.mjs';
import { titleOf } from './site.mjs';

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** Every text of `lang` (the site's and each part's), keyed as the code names them; namespaced parts under theirs. */
function textsOf(lang, generated) {
  const texts = {};
  const merge = (into, from) => {
    for (const [key, value] of Object.entries(from))
      if (value && typeof value === 'object') merge((into[key] ??= {}), value);
      else into[key] = value;
  };
  for (const name of fs.readdirSync(generated)) {
    const match = name.match(/^(?:([\w-]+)\.)?(\w+)\.json$/);
    if (!match || match[2] !== lang) continue;
    const part = readJson(path.join(generated, name));
    merge(texts, match[1] === 'find' ? { FIND: part } : part); // the one part that is a namespace of its own
  }
  return texts;
}

/**
 * `t(key, values)` for `lang`: its text, else English's, with {{name}} filled in where `values` has it (the others are
 * left for the pages to fill: a page's number); the key itself if neither language has it.
 */
export function translator(lang, generated = GENERATED) {
  const own = textsOf(lang, generated);
  const english = lang === 'en' ? own : textsOf('en', generated);
  const find = (texts, key) => key.split('.').reduce((node, part) => node?.[part], texts);
  return (key, values = {}) => {
    const text = find(own, key) ?? find(english, key);
    return typeof text === 'string' ? text.replace(/\{\{(\w+)\}\}/g, (match, name) => values[name] ?? match) : key;
  };
}

/**
 * The whole portfolio in `lang`: { artworks, books, contact, coverPicture, t }. artworks: every section's, projects
 * then groups as the portfolio page lists them; books: the books then the covers, as the books page does;
 * coverPicture: the home page's. Pictures are their source files.
 */
export function portfolioContent(lang, { generated = GENERATED, settingsFile = 'content/settings.json' } = {}) {
  const t = translator(lang, generated);
  const sources = findSources();
  const source = (id) => {
    const file = sources.get(id);
    if (!file) throw new Error(`pdf: no picture ${id} under images/`);
    return file;
  };
  const sections = readJson(`${generated}/sections.json`);
  const first = readJson(`${generated}/artworks.json`);
  const more = readJson(`${generated}/artworks-more.json`);
  const artworks = sections.flatMap((section) =>
    [...(first[section.id] ?? []), ...(more[section.id] ?? [])].map((item) => ({
      id: `${section.id}/${item.id}`, // an artwork's id is its section's own: a selection names both
      title: titleOf(t(item.alt)),
      technique: item.technique ? t(`TECHNIQUE.${item.technique}`) : undefined,
      group: t(section.title),
      picture: source(item.src),
    })),
  );
  const { books, covers } = readJson(`${generated}/books.json`);
  const places = readJson(`${generated}/places.json`).books;
  const language = new Intl.DisplayNames([lang], { type: 'language' });
  const bookOf = (book, cover) => ({
    id: book.id,
    title: book.title,
    cover,
    credits: book.author
      ? `${t('BOOK.AUTHOR')} ${book.author} · ${t('BOOK.ILLUSTRATOR')} ${book.illustrator}`
      : `${t('BOOK.AUTHOR_ILLUSTRATOR')} ${book.illustrator}`,
    edition: `${book.edition.publisher}, ${book.edition.year}`,
    editions: (places[book.id]?.editions ?? []).map((edition) => ({
      text: `${t(`FIND.FORMAT.${edition.format}`)} · ${language.of(edition.language)} · ${edition.publisher}, ${edition.year}`,
      isbn: edition.isbn,
    })),
    picture: source(book.cover),
  });
  const { owner, email, siteUrl } = readJson(settingsFile);
  const site = readJson(`${generated}/site.json`);
  return {
    coverPicture: source(site.pictures.home.image),
    artworks,
    books: [...books.map((book) => bookOf(book, false)), ...covers.map((book) => bookOf(book, true))],
    contact: { owner, email, siteUrl },
    t,
  };
}
