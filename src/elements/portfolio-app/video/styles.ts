import { css, linkLook } from '../../../core/styles';

export const video = css`
  margin: 1.5em 0;
  max-width: 48em;
`;

export const poster = css`
  position: relative;
  display: block;
  width: 100%;
  aspect-ratio: 16 / 9;
  padding: 0;
  overflow: hidden;
  border: 0;
  border-radius: var(--p-radius);
  background: #000;
  cursor: pointer;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    opacity: 0.75;
  }
  &:disabled {
    cursor: progress;
  }
`;

export const play = css`
  position: absolute;
  inset: 0;
  margin: auto;
  width: fit-content;
  height: fit-content;
  display: flex;
  align-items: center;
  gap: 0.4em;
  padding: 0.6em 1.3em 0.6em 0.9em;
  border-radius: 999px;
  background: var(--p-primary);
  color: var(--p-on-primary);
  font: inherit;
  font-weight: 700;
  box-shadow: 0 6px 20px rgba(0, 0, 0, 0.35);
`;

export const player = css`
  border-radius: var(--p-radius);
  overflow: hidden;
  /* While loading, the player is built behind the poster. */
  &:not([hidden]) {
    margin-top: 0;
  }
`;

export const fallback = css`
  padding: 1.2em 1.4em;
  border: 2px dashed var(--p-border);
  border-radius: var(--p-radius);
  background: var(--p-paper);
  p {
    margin: 0 0 0.5em;
  }
  a {
    ${linkLook}
  }
`;

export const note = css`
  margin: 0.5em 0 0;
  font-size: 0.85em;
  color: var(--p-text-muted);
`;
