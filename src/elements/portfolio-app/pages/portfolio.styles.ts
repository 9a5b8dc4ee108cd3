// Styles of the portfolio page only: they ride in its chunk, not in the one every page loads.
import { css } from '../../../core/styles';

export const subheading = css`
  margin: 0 0 0.3em;
  font-family: var(--p-hand-font);
  font-weight: 400;
  font-size: clamp(1.6em, 4vw, 2.1em);
  color: var(--p-primary);
  scroll-margin-top: 1em;
  &:focus {
    outline: none;
  }
`;

export const groupHeading = css`
  margin: 0 0 0.3em;
  font-size: 1.35em;
  color: var(--p-primary);
  scroll-margin-top: 1em;
  &:focus {
    outline: none;
  }
`;

/** The portfolio's table of contents: one rounded link per project and group. */
export const chips = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5em;
  margin: 0 0 1.5em;
  padding: 0;
  list-style: none;
  a {
    display: inline-block;
    padding: 0.45em 1em;
    border: 2px solid var(--p-primary);
    border-radius: 999px;
    color: var(--p-primary);
    font-weight: 700;
    text-decoration: none;
  }
  a:hover,
  a[aria-current] {
    background: var(--p-primary);
    color: var(--p-on-primary);
  }
`;

export const portfolioSection = css`
  margin: 0 0 2.5em;
  scroll-margin-top: 1em;
  &:focus {
    outline: none;
  }
`;

/**
 * The groups' artworks, whole (never cropped: an art director judges the entire piece), in justified rows: each item
 * is as wide as its artwork's ratio (--ratio, from the media manifest) times the row height, and the items of a row grow
 * together, so a row's pictures share one height whatever their shapes. Growth stops at 1.4 times the row height,
 * so a short last row, which cannot fill the width, stays near the others' height instead of blowing up. The image boxes come from width/height: nothing shifts as they load.
 */
export const artworkGrid = css`
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
