// Written by the build from content/ (scripts/build/content.mjs): each section's artworks after its first page, in a
// module of their own, fetched only when shown (artworks.ts: loadAllArtworks).
import data from './generated/artworks-more.json';
import sizes from './generated/media.artworks-more.json';
import { withMedia } from './pictureSizes';
import type { Artwork } from './types';

export const more = withMedia(sizes, data as unknown as Record<string, Artwork[]>);
