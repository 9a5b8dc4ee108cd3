// Written by the build from content/ (scripts/build/content.mjs), texts as translation keys: each part is its own module,
// so it travels with the code that shows it.
import data from './generated/sections.json';
import type { Section } from './types';

/** The portfolio's projects, then the Gallery's groups, in their order: without their artworks (see artworks.ts), with
 * how many each has. */
export const sections = data as unknown as Array<Omit<Section, 'items'> & { count: number }>;

/** What a publisher names with <portfolio-gallery gallery="...">: the file's name. */
export const galleryNames = sections.map((section) => section.id);
export type GalleryName = string;
