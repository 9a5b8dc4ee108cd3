import type { CSSProperties, MouseEvent, ReactNode } from 'react';
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

/**
 * An artwork in a grid: a list item that gives the grid its proportions (`--ratio`), holding the artwork and its
 * caption, then anything the page adds under them (`children`).
 */
export function ArtworkTile({
  item,
  sizes,
  onOpen,
  children,
}: {
  item: ViewerItem;
  sizes: string;
  onOpen: () => void;
  children?: ReactNode;
}) {
  return (
    <li style={{ '--ratio': item.image.width / item.image.height } as CSSProperties}>
      <figure>
        <ArtworkButton item={item} sizes={sizes} onOpen={onOpen} />
        <ArtworkCaption item={item} />
        {children}
      </figure>
    </li>
  );
}
