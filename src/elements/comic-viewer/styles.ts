import { css } from '../../core/styles';

export const intro = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1em 1.5em;
  margin-bottom: 1.5em;
  img {
    display: block;
    width: 160px;
    height: auto;
    border-radius: 10px;
    box-shadow: 0 4px 14px rgba(60, 40, 30, 0.2);
  }
  p {
    flex: 1 1 16em;
    margin: 0;
    font-size: 1.1em;
    color: var(--p-text-muted);
  }
`;

/** Added to the kit's tileGrid: column width and the 100×80 thumbnails, whole (a thumbnail of another shape is
 * shown entire on a neutral ground, never cropped). */
export const grid = css`
  grid-template-columns: repeat(auto-fill, minmax(8.5em, 1fr));
  img {
    width: 100px;
    height: 80px;
    object-fit: contain;
    background: var(--p-border);
    border-radius: 8px;
  }
`;

export const strips = css`
  h2 {
    margin: 0 0 1em;
    font-size: 1.3em;
    line-height: 1.35;
    color: var(--p-primary);
    max-width: 40em;
  }
  h2:focus {
    outline: none;
  }
  ol {
    display: grid;
    gap: 1.25em;
    margin: 0 0 1.5em;
    padding: 0;
    list-style: none;
    max-width: 1000px;
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: 6px;
    box-shadow: 0 3px 12px rgba(60, 40, 30, 0.15);
    background: var(--p-paper);
  }
`;
