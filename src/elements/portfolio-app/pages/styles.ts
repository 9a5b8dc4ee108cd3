import { css } from '../../../core/styles';

export const heading = css`
  margin: 0.2em 0 0.6em;
  font-family: var(--p-hand-font);
  font-weight: 400;
  font-size: clamp(1.9em, 5vw, 2.6em);
  line-height: 1.15;
  color: var(--p-primary);
  &:focus {
    outline: none;
  }
`;

export const lead = css`
  max-width: 40em;
  font-size: 1.1em;
  color: var(--p-text-muted);
`;

/** `sizes` of the covers in the home page's row. */
export const coverWidth = '(min-width: 40em) 11em, 45vw';

/** A picture as wide as its column, at its own proportions. */
const fullWidth = 'display: block; width: 100%; height: auto;';

export const hero = css`
  ${fullWidth}
  border-radius: var(--p-radius);
  box-shadow: 0 6px 24px rgba(60, 40, 30, 0.15);
`;

export const coverRow = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(140px, 40%), 1fr));
  gap: 1em;
  margin: 0 0 1.5em;
  padding: 0;
  list-style: none;
  a {
    display: block;
    border-radius: 8px;
    transition: transform 0.2s;
  }
  a:hover {
    transform: translateY(-3px) rotate(-1deg);
  }
  img {
    ${fullWidth}
    border-radius: 8px;
    box-shadow: 0 4px 14px rgba(60, 40, 30, 0.2);
  }
`;

export const gallery = css`
  display: grid;
  gap: 1.25em;
  margin: 1.5em 0;
  img {
    ${fullWidth}
    border-radius: var(--p-radius);
    box-shadow: 0 4px 18px rgba(60, 40, 30, 0.15);
  }
`;

export const bio = css`
  display: grid;
  gap: 1.5em 2.5em;
  @media (min-width: 800px) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
  p {
    margin: 0 0 1em;
    font-size: 1.05em;
  }
  a {
    color: var(--p-primary);
    font-weight: 700;
  }
  figure {
    margin: 0;
    display: grid;
    gap: 1em;
    grid-template-columns: 1fr 1fr;
    align-content: start;
  }
  @media (min-width: 800px) {
    figure {
      grid-template-columns: 1fr;
    }
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: var(--p-radius);
  }
`;

export const notFound = css`
  text-align: center;
  img {
    display: block;
    margin: 0 auto 1em;
    width: min(480px, 100%);
    height: auto;
    border-radius: var(--p-radius);
  }
`;

export const credits = css`
  margin: 0 0 0.25em;
  color: var(--p-text-muted);
  strong {
    color: var(--p-text);
  }
`;

export const textLink = css`
  color: var(--p-primary);
  font-weight: 700;
  text-underline-offset: 0.15em;
`;

export const editions = css`
  margin: 0 0 0.5em;
  padding: 0;
  list-style: none;
  color: var(--p-text-muted);
`;
