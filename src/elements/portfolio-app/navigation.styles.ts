import { css } from '../../core/styles';
import { NARROW, WIDE, roundButton } from './styles';

// The sections' navigation: a row of tab-like links on wide screens, a menu behind a button on narrow ones.
export const tabs = css`
  ${NARROW} {
    display: none;
  }
  ul {
    display: flex;
    justify-content: center;
    flex-wrap: wrap;
    gap: 0.25em;
    margin: 0;
    padding: 0.5em 1em 0;
    list-style: none;
    border-bottom: 2px solid var(--p-border);
  }
  a {
    display: block;
    padding: 0.75em 1.25em;
    border-bottom: 4px solid transparent;
    margin-bottom: -2px;
    color: var(--p-text-muted);
    text-decoration: none;
    font-weight: 600;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    font-size: 0.92em;
  }
  a:hover {
    color: var(--p-text);
  }
  a[aria-current='page'] {
    color: var(--p-primary);
    border-bottom-color: var(--p-primary);
  }
`;

export const menu = css`
  ${WIDE} {
    display: none;
  }
  position: relative;
  padding: 0.5em 1em;
  border-bottom: 2px solid var(--p-border);
  > button {
    ${roundButton}
    border: 2px solid var(--p-border);
    padding: 0 1em;
    font-weight: 700;
  }
  > button [data-current] {
    font-weight: 400;
    color: var(--p-text-muted);
  }
  [role='menu'] {
    position: absolute;
    z-index: 5;
    top: calc(100% - 0.25em);
    inset-inline-start: 1em;
    min-width: 14em;
    max-height: calc(4.5 * 48px);
    overflow-y: auto;
    margin: 0;
    padding: 0;
    list-style: none;
    background: var(--p-paper);
    border: 1px solid var(--p-border);
    border-radius: 10px;
    box-shadow: 0 8px 24px rgba(0, 0, 0, 0.18);
  }
  [role='menuitem'] {
    display: flex;
    align-items: center;
    gap: 0.75em;
    height: 48px;
    padding: 0 1em;
    color: var(--p-text);
    text-decoration: none;
  }
  [role='menuitem']:hover,
  [role='menuitem']:focus {
    background: color-mix(in srgb, var(--p-primary) 12%, transparent);
  }
  [role='menuitem'][aria-current='page'] {
    font-weight: 700;
    color: var(--p-primary);
  }
`;
