import { css, plainCss } from '../../core/styles';

export const NARROW = '@media (max-width: 600px)';
export const WIDE = '@media (min-width: 601px)';

export const app = css`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: var(--p-background);
  color: var(--p-text);
`;

export const skipLink = css`
  position: absolute;
  left: 0.5em;
  top: -4em;
  z-index: 10;
  padding: 0.6em 1em;
  border: 0;
  border-radius: 8px;
  background: var(--p-paper);
  color: var(--p-text);
  font: inherit;
  font-weight: 700;
  &:focus {
    top: 0.5em;
  }
`;

export const header = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5em 1em;
  padding: 0.6em clamp(0.75em, 3vw, 2em);
  background: var(--p-primary);
  color: var(--p-on-primary);
`;

export const titleArea = css`
  display: flex;
  flex-direction: column;
  line-height: 1.2;
  strong {
    font-family: var(--p-hand-font);
    font-size: 1.45em;
    font-weight: 400;
  }
  span {
    font-size: 0.85em;
    opacity: 0.9;
  }
`;

export const tools = css`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 0.25em;
  ${NARROW} {
    width: 100%;
    justify-content: space-between;
    gap: 0;
    flex-wrap: nowrap;
  }
`;

export const roundButton = plainCss`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.35em;
  min-width: 44px;
  min-height: 44px;
  padding: 0 0.6em;
  border: 0;
  border-radius: 999px;
  background: transparent;
  color: inherit;
  font: inherit;
  text-decoration: none;
  cursor: pointer;
  &:hover { background: color-mix(in srgb, currentColor 14%, transparent); }
`;

export const iconButton = css`
  ${roundButton}
  padding: 0;
  &:focus-visible {
    outline-color: var(--p-on-primary);
  }
`;

export const language = css`
  position: relative;
  > button {
    ${roundButton}
  }
  > button:focus-visible {
    outline-color: var(--p-on-primary);
  }
  /* On a phone the flag alone names the language (the button's label says it in full), so the row fits one line. */
  @media (max-width: 420px) {
    > button > span {
      display: none;
    }
  }
  img {
    display: block;
    border-radius: 2px;
    box-shadow: 0 0 0 1px rgba(0, 0, 0, 0.15);
  }
  ul {
    position: absolute;
    z-index: 5;
    top: calc(100% + 4px);
    inset-inline-start: 0;
    min-width: 11em;
    margin: 0;
    padding: 0.35em;
    list-style: none;
    background: var(--p-paper);
    color: var(--p-text);
    border: 1px solid var(--p-border);
    border-radius: 10px;
    box-shadow: 0 8px 24px rgba(0, 0, 0, 0.18);
  }
  ul button {
    ${roundButton}
    width: 100%;
    justify-content: flex-start;
    border-radius: 8px;
    gap: 0.6em;
  }
  ul button[aria-current='true'] {
    font-weight: 700;
    background: color-mix(in srgb, var(--p-primary) 12%, transparent);
  }
`;

export const logo = css`
  display: block;
  width: fit-content;
  margin: 1em auto 0.25em;
  border-radius: 8px;
  img {
    display: block;
    width: min(360px, 80vw);
    height: auto;
  }
`;

export const main = css`
  flex: 1;
  /* The page arrives in its own chunk: keeping the footer below the fold meanwhile avoids a layout shift
     (the header, logo and navigation take at least 200px above it). */
  min-height: calc(100vh - 200px);
  width: 100%;
  max-width: 72em;
  margin: 0 auto;
  padding: clamp(1em, 4vw, 2em);
  &:focus {
    outline: none;
  }
`;

export const contactBlock = css`
  max-width: 72em;
  margin: 0 auto 2em;
  padding: 1.25em clamp(1em, 4vw, 2em);
  display: flex;
  flex-wrap: wrap;
  gap: 1em 3em;
  justify-content: center;
  h2 {
    margin: 0 0 0.4em;
    font-size: 1.05em;
    color: var(--p-primary);
  }
  a {
    color: var(--p-primary);
    font-weight: 600;
  }
  ul {
    display: flex;
    gap: 0.5em;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ul a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 44px;
    height: 44px;
    border-radius: 50%;
    background: var(--p-primary);
    color: var(--p-on-primary);
  }
`;

export const footer = css`
  padding: 1.25em;
  text-align: center;
  font-family: var(--p-hand-font);
  font-size: 1.15em;
  border-top: 1px solid var(--p-border);
  background: var(--p-paper);
  a {
    color: var(--p-primary);
  }
  a + a {
    margin-left: 1.5em;
  }
  small {
    display: block;
    margin-top: 0.4em;
    font-size: 0.8em;
    color: var(--p-text-muted);
  }
`;

export const loading = css`
  min-height: 50vh;
  padding: 2em;
  text-align: center;
  color: var(--p-text-muted);
`;
