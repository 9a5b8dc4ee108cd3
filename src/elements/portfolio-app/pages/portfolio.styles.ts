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
