import { assetUrl } from '../core/assets';
import data from './generated/site.json';
import media from './media.json';
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

/** Single pictures of the site's pages; the flags belong to the interface, not the content. */
export const pictures = {
  ...settings.pictures,
  flags: { en: 'images/flags/en', it: 'images/flags/it', fr: 'images/flags/fr' },
};

/** One entry of media.json, written by scripts/build/images.mjs. */
interface MediaEntry {
  width: number;
  height: number;
  /** Widths built in AVIF and WebP (absent for SVG). */
  widths?: number[];
  /** Format of the single-size fallback. */
  format: string;
  /** Top, middle and bottom colours of the image (#rgb without #), absent when it has transparency. */
  placeholder?: string;
}

export interface Picture {
  /** The fallback file (JPEG, PNG or SVG), also the URL to share (structured data). */
  src: string;
  width: number;
  height: number;
  /** AVIF then WebP, best first: each file by its width, and as a srcset. */
  sources: { type: string; files: { src: string; width: number }[]; srcSet: string }[];
  /** A CSS gradient standing in for the image while it loads. */
  placeholder?: string;
}

/** URLs, intrinsic size and placeholder of an image named by its id (`images/<path without extension>`). */
export function picture(id: string): Picture {
  const entry = (media as Record<string, MediaEntry>)[id] ?? { width: 0, height: 0, format: 'jpg' };
  const url = (suffix: string) => assetUrl(`${id}${suffix}`);
  return {
    src: url(`.${entry.format}`),
    width: entry.width,
    height: entry.height,
    sources: ['avif', 'webp']
      .map((type) => {
        const files = (entry.widths ?? []).map((width) => ({ src: url(`-${width}.${type}`), width }));
        return { type: `image/${type}`, files, srcSet: files.map((file) => `${file.src} ${file.width}w`).join(', ') };
      })
      .filter((source) => source.files.length),
    placeholder: entry.placeholder && `linear-gradient(${entry.placeholder.replace(/\w+/g, '#$&')})`,
  };
}
