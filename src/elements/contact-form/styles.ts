import { css } from '../../core/styles';

export const form = css`
  max-width: 40em;
  display: grid;
  gap: 1.1em;
  label {
    display: block;
    margin-bottom: 0.3em;
    font-weight: 700;
  }
  input,
  textarea {
    display: block;
    width: 100%;
    padding: 0.65em 0.8em;
    border: 2px solid var(--p-border);
    border-radius: 10px;
    background: var(--p-paper);
    color: var(--p-text);
    font: inherit;
  }
  textarea {
    resize: vertical;
    min-height: 9em;
  }
  input:focus,
  textarea:focus {
    border-color: var(--p-primary);
    outline: 3px solid var(--p-focus);
    outline-offset: 1px;
  }
  [aria-invalid='true'] {
    border-color: var(--p-error);
  }
  .hint {
    margin: 0.3em 0 0;
    font-size: 0.88em;
    color: var(--p-text-muted);
  }
  .error {
    margin: 0.3em 0 0;
    font-weight: 700;
    color: var(--p-error);
  }
  /* The honeypot: out of sight and out of the accessibility tree; only robots fill it in. */
  .trap {
    position: absolute;
    left: -10000px;
    width: 1px;
    height: 1px;
    overflow: hidden;
  }
`;

export const button = css`
  justify-self: start;
`;

export const panel = css`
  max-width: 40em;
  padding: 1.1em 1.3em;
  border-radius: var(--p-radius);
  background: var(--p-paper);
  border: 2px solid var(--p-border);
  &[data-kind='error'] {
    border-color: var(--p-error);
  }
  &[data-kind='success'] {
    border-color: var(--p-primary);
  }
  &:focus {
    outline: 3px solid var(--p-focus);
  }
  h2 {
    margin: 0 0 0.5em;
    font-size: 1.15em;
  }
  p {
    margin: 0 0 0.8em;
  }
  ul {
    margin: 0;
    padding-inline-start: 1.2em;
  }
  a {
    color: var(--p-error);
    font-weight: 700;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75em;
  }
`;
