// Written by the build from content/ (scripts/build/content.mjs), texts as translation keys: each part is its own module,
// so it travels with the code that shows it.
import data from './generated/paragraphs.json';
import type { Content } from './types';

/** The biography, a translation key per paragraph. */
export const paragraphs: Content['paragraphs'] = data;
