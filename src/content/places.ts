// Written by the build (scripts/build/content.mjs): where to find the books. Its own module, so that only the code that shows
// books downloads it, not every element that knows the books' ids.
import data from './generated/places.json';
import type { BookPlaces, Shop } from './types';

const places = data as unknown as { shops: Shop[]; books: Record<string, BookPlaces> };

/** The shops and libraries of content/settings.json, in her order. */
export const { shops } = places;

/** A book's page at its publisher and its editions. */
export const placesOf = (id: string): BookPlaces => places.books[id] ?? { editions: [] };
