import data from './generated/site.json';
import type { Content } from './types';

export type {
  Artwork,
  Book,
  BookPlaces,
  Comic,
  Described,
  Edition,
  Event,
  EventKind,
  Instrument,
  Section,
  Shop,
  Technique,
} from './types';

// The site's settings and single pictures, written by the build from content/settings.json and biography.json. The
// other parts (books, comics, events, portfolio, music, biography) have their own modules, to load only where shown.
const settings = data as unknown as Pick<Content, 'site' | 'pictures'>;
export const { site } = settings;

/**
 * Single pictures of the site's pages, as ids (the kit's picture() in src/core/assets.ts gives their files); the flags
 * belong to the interface, not the content.
 */
export const pictures = {
  ...settings.pictures,
  flags: { en: 'images/flags/en', it: 'images/flags/it', fr: 'images/flags/fr' },
};
