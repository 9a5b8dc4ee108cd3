// Written by the build from content/ (scripts/build/content.mjs), texts as translation keys: each part is its own module,
// so it travels with the code that shows it.
import data from './generated/comics.json';
import type { Comic } from './types';

export const comics = data as unknown as Comic[];
