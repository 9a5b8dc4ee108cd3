// Written by the build from content/ (scripts/build/content.mjs): the artworks of each portfolio section, in a module of
// their own so that only the code showing them downloads them.
import items from './generated/artworks.json';
import sizes from './generated/media.artworks.json';
import { withMedia } from './pictureSizes';
import { sections } from './portfolio';
import type { Artwork, Section } from './types';

/** Every section with its artworks, by its id (and their pictures' sizes, which only they name). */
export const galleries: Record<string, Section> = withMedia(
  sizes,
  Object.fromEntries(
    sections.map((section) => [
      section.id,
      { ...section, items: (items as unknown as Record<string, Artwork[]>)[section.id] },
    ]),
  ),
);
