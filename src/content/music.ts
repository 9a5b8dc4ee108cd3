// Written by the build from content/ (scripts/build/content.mjs), texts as translation keys: each part is its own module,
// so it travels with the code that shows it.
import data from './generated/tracks.json';
import type { Content } from './types';

/** One sound per instrument button, in the board's order (the last button stops). */
export const tracks = data as unknown as Content['tracks'];
