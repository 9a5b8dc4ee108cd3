import { assetUrl } from '../core/assets';
import media from './media.json';

export { books, covers, type Book } from './books';
export { comics, comicsPortrait, type Comic } from './comics';
export { galleries, galleryNames, type Artwork, type Gallery, type GalleryName } from './gallery';
export { tracks, type Track } from './music';
export { pictures } from './pictures';
export { site } from './site';

export interface Picture {
  src: string;
  width: number;
  height: number;
}

/** Absolute URL plus intrinsic size, so every <img> reserves its space before it loads. */
export function picture(path: string): Picture {
  const size = (media as Record<string, { width: number; height: number }>)[path];
  return { src: assetUrl(path), width: size?.width ?? 0, height: size?.height ?? 0 };
}
