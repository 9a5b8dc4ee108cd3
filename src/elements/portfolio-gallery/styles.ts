import { css } from '../../core/styles';

export const carousel = css`
  max-width: 64em;
  margin: 0 auto;
`;

export const stage = css`
  position: relative;
  /* The track takes the current image's height; the change animates unless motion is reduced. */
  .glide__track {
    transition: height 350ms ease;
    border-radius: var(--p-radius);
    background: var(--p-paper);
  }
  /* Before Glide sizes it, the row of slides is the track's width: the track alone clips the slides beside. */
  .glide__slides {
    overflow: visible;
  }
  .glide__slide {
    display: flex;
    flex-direction: column;
    align-items: center;
  }
  figure {
    margin: 0;
    width: 100%;
  }
  img {
    display: block;
    margin: 0 auto;
    max-width: 100%;
    max-height: var(--portfolio-art-max-height, 75vh);
    width: auto;
    height: auto;
    border-radius: var(--p-radius);
    -webkit-user-drag: none;
  }
  figcaption {
    align-items: center;
    padding: 0.5em 1em;
    text-align: center;
  }
`;

export const arrow = css`
  position: absolute;
  top: 50%;
  z-index: 2;
  transform: translateY(-50%);
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border: 0;
  border-radius: 50%;
  background: color-mix(in srgb, var(--p-paper) 88%, transparent);
  color: var(--p-primary);
  box-shadow: 0 2px 10px rgba(0, 0, 0, 0.2);
  cursor: pointer;
  &[data-dir='prev'] {
    left: 0.5em;
  }
  &[data-dir='prev'] svg {
    transform: rotate(90deg);
  }
  &[data-dir='next'] {
    right: 0.5em;
  }
  &[data-dir='next'] svg {
    transform: rotate(-90deg);
  }
  &:hover {
    background: var(--p-paper);
  }
`;

/** Each thumbnail is 60 px tall and as wide as its page's shape: the whole page, never cropped. */
export const thumbs = css`
  display: flex;
  gap: 0.5em;
  margin: 0.9em 0 0;
  padding: 0.3em 0.2em 0.5em;
  overflow-x: auto;
  scrollbar-width: thin;
  button {
    flex: 0 0 auto;
    padding: 0;
    border: 3px solid transparent;
    border-radius: 8px;
    background: none;
    cursor: pointer;
    opacity: 0.7;
  }
  button:hover {
    opacity: 1;
  }
  button[aria-current='true'] {
    border-color: var(--p-primary);
    opacity: 1;
  }
  img {
    display: block;
    height: 60px;
    border-radius: 5px;
  }
`;
