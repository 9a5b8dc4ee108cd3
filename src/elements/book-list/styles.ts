import { css } from '../../core/styles';

export const section = css`
  & + & {
    margin-top: 2.5em;
  }
  > p {
    max-width: 40em;
  }
`;

export const grid = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 15em), 1fr));
  gap: 1.25em;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The whole card is clickable: the title's link stretches over it (one link, one accessible name). */
export const card = css`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  background: var(--p-paper);
  border: 1px solid var(--p-border);
  border-radius: var(--p-radius);
  box-shadow: 0 2px 10px rgba(60, 40, 30, 0.08);
  transition:
    transform 0.2s,
    box-shadow 0.2s;
  &:hover {
    transform: translateY(-3px);
    box-shadow: 0 8px 22px rgba(60, 40, 30, 0.16);
  }
  &:has(h3 a:focus-visible) {
    outline: 3px solid var(--p-focus);
    outline-offset: 2px;
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 10 / 13;
    object-fit: contain;
    background: var(--p-border);
  }
  > div {
    padding: 0.9em 1em 1.1em;
    display: flex;
    flex-direction: column;
    gap: 0.35em;
  }
  h3 {
    margin: 0;
    font-size: 1.15em;
    line-height: 1.25;
  }
  h3 a {
    color: var(--p-primary);
    text-decoration: none;
  }
  h3 a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  h3 a:focus-visible {
    outline: none;
  }
  p {
    margin: 0;
    font-size: 0.93em;
  }
  .credit {
    color: var(--p-text-muted);
  }
  .credit strong {
    color: var(--p-text);
    font-weight: 600;
  }
`;

/** "Where to find it": a row of links, above the card's stretched link so each one is its own target. */
export const find = css`
  h2 {
    margin: 1.5em 0 0.3em;
    font-size: 1.4em;
    color: var(--p-primary);
  }
  h4 {
    margin: 0.4em 0 0;
    font-size: 0.8em;
    font-weight: 600;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: var(--p-text-muted);
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0 1em;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    position: relative;
    z-index: 1;
    display: inline-block;
    padding: 0.2em 0;
    color: var(--p-primary);
    font-weight: 600;
    text-underline-offset: 0.15em;
  }
`;
