import { css, linkLook } from '../../core/styles';

export const notice = css`
  max-width: 46em;
  margin: 0 auto;
  padding: 1.5em clamp(1em, 4vw, 2.5em);
  background: var(--p-paper);
  border-radius: var(--p-radius);
  color: var(--p-text);
  h2 {
    margin: 0 0 0.75em;
    font-size: 1.6em;
    line-height: 1.2;
    color: var(--p-primary);
  }
  h3 {
    margin: 1.5em 0 0.4em;
    font-size: 1.1em;
    color: var(--p-primary);
  }
  a {
    ${linkLook}
  }
  p {
    margin: 0 0 0.8em;
  }
`;

export const divider = css`
  margin: 2.5em 0;
  border: 0;
  border-top: 2px dashed var(--p-border);
`;
