import { css } from '../../core/styles';

export const app = css`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: var(--p-background);
  color: var(--p-text);
`;

export const header = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5em 1em;
  padding: 0.75em clamp(1em, 4vw, 2em);
  background: var(--p-primary);
  color: var(--p-on-primary);
  a { color: inherit; text-decoration: none; font-weight: 700; font-size: 1.2em; }
`;

export const nav = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.25em;
  padding: 0.5em;
  background: var(--p-paper);
  border-bottom: 1px solid var(--p-border);
  a {
    padding: 0.6em 1em;
    border-radius: 999px;
    color: var(--p-text);
    text-decoration: none;
    font-weight: 600;
  }
  a[aria-current='page'] { background: var(--p-primary); color: var(--p-on-primary); }
`;

export const main = css`
  flex: 1;
  width: 100%;
  max-width: 72em;
  margin: 0 auto;
  padding: clamp(1em, 4vw, 2em);
`;

export const footer = css`
  padding: 1.25em;
  text-align: center;
  font-family: var(--p-hand-font);
  font-size: 1.15em;
  border-top: 1px solid var(--p-border);
  a { color: var(--p-primary); }
`;
