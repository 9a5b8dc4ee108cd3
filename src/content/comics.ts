// Written by the build from content/ (scripts/build/content.mjs), texts as translation keys: each part is its own module,
// so it travels with the code that shows it.
import data from './generated/comics.json';
import sizes from './generated/media.comics.json';
import { withMedia } from './pictureSizes';
import type { Comic } from './types';

/** The comics (and their pictures' sizes, which only they name). */
export const comics = withMedia(sizes, data as unknown as Comic[]);
