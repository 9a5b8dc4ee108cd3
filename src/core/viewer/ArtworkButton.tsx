import type { MouseEvent } from 'react';
import { Picture } from '../Picture';
import { css } from '../styles';
import { titleOf, type ViewerItem } from './items';

const button = css`
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  border-radius: var(--p-radius);
  background: none;
  cursor: zoom-in;
  img {
    display: block;
  }
`;

/** An artwork's caption, wherever it shows: its title, bold, over its technique. Where it sits is its context's. */
const caption = css`
  display: flex;
  flex-direction: column;
  line-height: 1.3;
  span {
    font-weight: 700;
  }
  small {
    color: var(--p-text-muted);
    font-size: 0.85em;
  }
`;

/**
 * Artworks in a list (a portfolio group, a selection), whole (never cropped: an art director judges the entire piece), in justified rows: each item
 * is as wide as its artwork's ratio (--ratio, from the media manifest) times the row height, and the items of a row grow
 * together, so a row's pictures share one height whatever their shapes. Growth stops at 1.4 times the row height,
 * so a short last row, which cannot fill the width, stays near the others' height instead of blowing up. The image boxes come from width/height: nothing shifts as they load.
 */
export const artworkRows = css`
  --row: clamp(6.5em, 28vw, 13em);
  display: flex;
  flex-wrap: wrap;
  gap: 1.25em 1em;
  margin: 1em 0 0;
  padding: 0;
  list-style: none;
  li {
    flex: var(--ratio) 1 calc(var(--ratio) * var(--row));
    max-width: calc(var(--ratio) * var(--row) * 1.4);
  }
  figure {
    margin: 0;
  }
  img {
    width: 100%;
    height: auto;
    border-radius: 6px;
    box-shadow: 0 4px 14px rgba(60, 40, 30, 0.15);
    transition: transform 0.2s;
  }
  button:hover img {
    transform: translateY(-3px);
  }
  figcaption {
    margin-top: 0.5em;
  }
`;

/** `sizes` of an artwork in artworkRows. */
export const ROW_SIZES = '(min-width: 72em) 21em, (min-width: 40em) 30vw, 46vw';

/**
 * An artwork that opens full-screen: a button (Enter and Space work) holding the picture, named by its alt text.
 * `data-artwork` lets the viewer give focus back to it on closing.
 */
export function ArtworkButton({
  item,
  sizes,
  onOpen,
  ...picture
}: {
  item: ViewerItem;
  sizes: string;
  onOpen: (event: MouseEvent) => void;
  priority?: boolean;
  eager?: boolean;
  draggable?: boolean;
}) {
  return (
    <button type="button" className={button} aria-haspopup="dialog" onClick={onOpen} data-artwork={item.id}>
      <Picture image={item.image} alt={item.alt} sizes={sizes} {...picture} />
    </button>
  );
}

/** An artwork's caption: its title, then its technique. */
export function ArtworkCaption({ item }: { item: ViewerItem }) {
  return (
    <figcaption className={caption}>
      <span>{titleOf(item.alt)}</span>
      {item.technique && <small>{item.technique}</small>}
    </figcaption>
  );
}
