// Written by the build from content/ (scripts/build/content.mjs), texts as translation keys: each part is its own module,
// so it travels with the code that shows it.
import data from './generated/books.json';
import type { TFunction } from 'i18next';
import type { Book } from './types';

/** Books she made, then covers she illustrated, each in the order of its file's `order`. */
export const { books, covers } = data as unknown as { books: Book[]; covers: Book[] };

/**
 * The pictures a book's page shows, each also at its own address /<id>/<n>: its inside pages, or its cover when it
 * has none (a cover she drew for another author's book), with the text that names each.
 */
export const bookPictures = (book: Book) =>
  book.pages.length
    ? book.pages.map((src, i) => ({ src, alt: (t: TFunction) => t('BOOK.PAGE_ALT', { n: i + 1, title: book.title }) }))
    : [{ src: book.cover, alt: (t: TFunction) => t('BOOK.COVER_ALT', { title: book.title }) }];
