import { css, keyframes } from '../../core/styles';

const bounce = keyframes`
  0%, 100% { transform: translateY(0) rotate(0); }
  30% { transform: translateY(-4px) rotate(-6deg); }
  60% { transform: translateY(1px) rotate(5deg); }
`;

export const board = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9.5em, 1fr));
  gap: 0.9em;
  margin: 0;
  padding: 0;
  list-style: none;
  button {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 0.4em;
    width: 100%;
    min-height: 7.5em;
    padding: 0.9em 0.5em;
    border: 2px solid var(--p-border);
    border-radius: 18px;
    background: var(--p-paper);
    color: var(--p-primary);
    font: inherit;
    font-weight: 700;
    cursor: pointer;
    transition: transform 0.15s, background 0.15s;
  }
  button:hover { transform: translateY(-2px); border-color: var(--p-primary); }
  button[aria-pressed='true'] { background: var(--p-primary); color: var(--p-on-primary); border-color: var(--p-primary); }
  button[aria-pressed='true'] svg { animation: ${bounce} 0.9s ease-in-out infinite; }
  button[data-failed] { border-style: dashed; color: var(--p-text-muted); }
  small { font-weight: 400; font-size: 0.8em; color: var(--p-error); }
  button[data-stop] { color: var(--p-text); }
`;
