import type { Picture as PictureData } from './assets';

/** `sizes` shared by a page's largest image and its preload (they must agree, or the image is fetched twice). */
export const SIZES = {
  /** The site's main column (at most 72em with 2em padding), or the full width of a phone. */
  column: '(min-width: 72em) 68em, 92vw',
  /** A book card in <book-list>'s grid. */
  card: '(min-width: 40em) 20em, 92vw',
  /** A portrait on the biography: two side by side on phones, one column beside the text from 800px. */
  portrait: '(min-width: 72em) 27em, (min-width: 50em) 38vw, 46vw',
};

interface Props {
  image: PictureData;
  alt: string;
  /** How wide the image shows, for the browser to pick a width; lazy images also measure themselves (sizes=auto). */
  sizes: string;
  /** The first image a visitor sees: fetched at once with high priority. Every other image loads lazily. */
  priority?: boolean;
  /** Fetched at once, but after the largest picture (a carousel's neighbouring slides): low priority. */
  eager?: boolean;
  /**
   * Near the top, not the largest picture (the header's logo under a page's own hero, the home's first covers): low
   * priority. Laid out in view, the browser would raise it to high and share the network with the hero (issue 39).
   */
  low?: boolean;
  draggable?: boolean;
  className?: string;
  /** Box to reserve when it differs from the intrinsic size (thumbnails). */
  width?: number;
  height?: number;
}

/** A responsive <picture>: AVIF, then WebP, then the fallback, with its box reserved and a placeholder painted. */
export function Picture({
  image,
  alt,
  sizes,
  priority = false,
  eager = priority,
  low = eager && !priority,
  draggable,
  className,
  width = image.width,
  height = image.height,
}: Props) {
  const sizesAttr = eager ? sizes : `auto, ${sizes}`; // sizes=auto applies to lazy images only
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizesAttr} />
      ))}
      <img
        className={className}
        src={image.src}
        width={width}
        height={height}
        alt={alt}
        sizes={image.sources.length ? sizesAttr : undefined}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : low ? 'low' : undefined}
        // Never hold a frame for a decode (Chromium painted nothing for 0.9 s while five large AVIF covers decoded),
        // but for the first image's: painted a frame after the first, it let in what came between (issue 39).
        decoding={priority ? 'sync' : 'async'}
        draggable={draggable}
        style={image.placeholder ? { backgroundImage: image.placeholder } : undefined}
      />
    </picture>
  );
}

/**
 * Fetches a page's largest image before the component showing it exists (while the page's code and texts load).
 * The <link> leaves the document once the image is in: nothing stays in the host page's <head>.
 */
export function preloadPicture(image: PictureData, sizes: string) {
  const best = image.sources[0];
  const link = Object.assign(document.createElement('link'), { rel: 'preload', as: 'image', fetchPriority: 'high' });
  if (best) Object.assign(link, { type: best.type, imageSrcset: best.srcSet, imageSizes: sizes });
  else link.href = image.src;
  link.onload = link.onerror = () => link.remove();
  document.head.append(link);
}
