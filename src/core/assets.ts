import { mediaEntry } from '../content/pictureSizes';

// Images, audio and fonts are published next to the element modules (dist/elements/x.js -> dist/images/...),
// so they resolve from this module's own URL, never from the host page: an element loaded from another origin
// still finds them. Tests point ASSET_BASE at the source folder instead.
const base = new URL(process.env.ASSET_BASE || '../', import.meta.url);

export function assetUrl(path: string): string {
  return new URL(path, base).href;
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
  const entry = mediaEntry(id) ?? { width: 0, height: 0, format: 'jpg' };
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
