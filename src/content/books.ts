// Written by the build from content/ (scripts/content.mjs), texts as translation keys: each part is its own module,
// so it travels with the code that shows it.
import data from './generated/books.json';
import type { Book, Shop } from './types';

/**
 * Books she made, then covers she illustrated, each in the order of its file's `order`; and the shops and libraries
 * that sell or lend them (content/settings.json), which only the code that shows books needs.
 */
export const { books, covers, shops } = data as unknown as { books: Book[]; covers: Book[]; shops: Shop[] };
