import type { MouseEvent, Ref } from 'react';
import { Picture } from '../Picture';
import { css } from '../styles';
import type { ViewerItem } from './items';

const button = css`
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  border-radius: var(--p-radius);
  background: none;
  cursor: zoom-in;
  img { display: block; }
`;

/** An artwork that opens full-screen: a button (Enter and Space work) holding the picture, named by its alt text. */
export function ArtworkButton({ item, sizes, onOpen, buttonRef, ...picture }: {
  item: ViewerItem;
  sizes: string;
  onOpen: (event: MouseEvent) => void;
  buttonRef?: Ref<HTMLButtonElement>;
  priority?: boolean;
  eager?: boolean;
  className?: string;
  draggable?: boolean;
}) {
  return (
    <button type="button" className={button} aria-haspopup="dialog" onClick={onOpen} ref={buttonRef} data-artwork={item.id}>
      <Picture image={item.image} alt={item.alt} sizes={sizes} {...picture} />
    </button>
  );
}
