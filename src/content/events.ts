// Written by the build from content/ (scripts/build/content.mjs), texts as translation keys: each part is its own module,
// so it travels with the code that shows it.
import data from './generated/events.json';
import type { Event } from './types';

/** Readings, workshops, fairs and launches, upcoming and past, in any order: <event-list> sorts them. */
export const events = data as unknown as Event[];
