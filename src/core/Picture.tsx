import type { Picture as PictureData } from '../content';

interface Props {
  image: PictureData;
  alt: string;
  /** How wide the image shows, for the browser to pick a width; lazy images also measure themselves (sizes=auto). */
  sizes: string;
  /** The first image a visitor sees: fetched at once with high priority. Every other image loads lazily. */
  priority?: boolean;
  /** Fetched at once but at normal priority (a carousel's neighbouring slides). */
  eager?: boolean;
  draggable?: boolean;
  className?: string;
  /** Box to reserve when it differs from the intrinsic size (thumbnails). */
  width?: number;
  height?: number;
}

/** A responsive <picture>: AVIF, then WebP, then the fallback, with its box reserved and a placeholder painted. */
export function Picture({ image, alt, sizes, priority = false, eager = priority, draggable, className, width = image.width, height = image.height }: Props) {
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
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        draggable={draggable}
        style={image.placeholder ? { backgroundImage: image.placeholder } : undefined}
      />
    </picture>
  );
}
