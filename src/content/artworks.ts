// Written by the build from content/ (scripts/build/content.mjs): the artworks of each portfolio section, in modules of
// their own so that only the code showing them downloads them: each section's first page (artworkPages.ts) with that
// code, the rest when shown (loadAllArtworks), so a first visit stays the same size however long a section grows.
import items from './generated/artworks.json';
import sizes from './generated/media.artworks.json';
import { withMedia } from './pictureSizes';
import { sections } from './portfolio';
import type { Artwork, Section } from './types';

/** Every section by its id, with its artworks (and their pictures' sizes, which only they name): its first page's
 * until loadAllArtworks() has brought the others; `count` is how many it has in all. */
export const galleries: Record<string, Section & { count: number }> = withMedia(
  sizes,
  Object.fromEntries(
    sections.map((section) => [
      section.id,
      { ...section, items: (items as unknown as Record<string, Artwork[]>)[section.id] },
    ]),
  ),
);

/** Whether galleries holds all of a section's artworks. */
export const allArtworksIn = (id: string) => galleries[id].items.length >= galleries[id].count;

let rest: Promise<void> | undefined;
/** Every section's artworks after its first page, fetched once (a failure is tried again at the next call); each
 * section in galleries is then a new object holding them all. */
export const loadAllArtworks = (): Promise<void> =>
  (rest ??= import('./artworksMore').then(
    ({ more }) => {
      for (const [id, list] of Object.entries(more))
        if (!allArtworksIn(id)) galleries[id] = { ...galleries[id], items: [...galleries[id].items, ...list] };
    },
    (error) => {
      rest = undefined;
      throw error;
    },
  ));
