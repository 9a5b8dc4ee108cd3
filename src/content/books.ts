// Written by the build from content/ (scripts/build/content.mjs), texts as translation keys: each part is its own module,
// so it travels with the code that shows it.
import data from './generated/books.json';
import type { Book } from './types';

/** Books she made, then covers she illustrated, each in the order of its file's `order`. */
export const { books, covers } = data as unknown as { books: Book[]; covers: Book[] };
