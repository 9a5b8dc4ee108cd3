// Written by the build from content/selections (scripts/build/content.mjs), those whose date has not passed. Build time
// only (the pages' list, sitePages.ts): a module the site's code imported would name every selection's address.
import data from './generated/selections.json';
import type { Selection } from './types';

export const selections = data as unknown as Selection[];
