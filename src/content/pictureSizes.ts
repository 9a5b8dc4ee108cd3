// The pictures' sizes (src/content/media.json, written by scripts/build/images.mjs), in three modules written by
// scripts/build/content.mjs: those only the artworks or only the comics name come with them (artworks.ts,
// comics.ts), the rest with every page.
import shared from './generated/media.json';

/** One picture's entry. */
export interface MediaEntry {
  width: number;
  height: number;
  /** Widths built in AVIF and WebP (absent for SVG). */
  widths?: number[];
  /** Format of the single-size fallback. */
  format: string;
  /** Top, middle and bottom colours of the image (#rgb without #), absent when it has transparency. */
  placeholder?: string;
}

const known: Record<string, MediaEntry> = { ...shared };

export const mediaEntry = (id: string): MediaEntry | undefined => known[id];

/** `content`, once the sizes of the pictures it names are known: a part's module builds its export with it. */
export function withMedia<T>(sizes: Record<string, MediaEntry>, content: T): T {
  Object.assign(known, sizes);
  return content;
}
