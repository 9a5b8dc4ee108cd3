import { css, keyframes } from '../../core/styles';

const bounce = keyframes`
  0%, 100% { transform: translateY(0) rotate(0); }
  30% { transform: translateY(-4px) rotate(-6deg); }
  60% { transform: translateY(1px) rotate(5deg); }
`;

/** Added to the kit's tileGrid: wider tiles in the primary colour, and the playing state. */
export const board = css`
  grid-template-columns: repeat(auto-fill, minmax(9.5em, 1fr));
  button {
    min-height: 7.5em;
    color: var(--p-primary);
  }
  button[aria-pressed='true'] {
    background: var(--p-primary);
    color: var(--p-on-primary);
    border-color: var(--p-primary);
  }
  button[aria-pressed='true'] svg {
    animation: ${bounce} 0.9s ease-in-out infinite;
  }
  button[data-failed] {
    border-style: dashed;
    color: var(--p-text-muted);
  }
  small {
    font-weight: 400;
    font-size: 0.8em;
    color: var(--p-error);
  }
  button[data-stop] {
    color: var(--p-text);
  }
`;
