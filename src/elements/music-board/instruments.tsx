// Simple instrument pictograms (48×48, currentColor), one per sound of the board. Decorative: buttons carry names.
import type { ReactElement } from 'react';

const drawings: Record<string, ReactElement> = {
  MUSICA: <path d="M34 6v24a6 6 0 1 1-4-5.7V13l-12 3v18a6 6 0 1 1-4-5.7V10l20-4Z" />,
  VIOLINO: (
    <g>
      <path d="M24 4v10" stroke="currentColor" strokeWidth="3" />
      <path d="M18 14c0 3 2 4 2 6s-5 3-5 10 4 12 9 12 9-5 9-12-5-8-5-10 2-3 2-6-3-2-6-2-6-1-6 2Z" />
      <path d="M8 40 40 10" stroke="currentColor" strokeWidth="2" />
    </g>
  ),
  TROMBETTA: <path d="M4 21h6v6H4zM10 19h18l14-9v28l-14-9H10zM16 29v6h4v-6z" />,
  FLAUTO: (
    <g>
      <rect x="3" y="21" width="42" height="6" rx="3" />
      <circle cx="16" cy="24" r="1.6" fill="var(--p-paper)" />
      <circle cx="23" cy="24" r="1.6" fill="var(--p-paper)" />
      <circle cx="30" cy="24" r="1.6" fill="var(--p-paper)" />
    </g>
  ),
  CHITARRA: (
    <g>
      <path d="M30 4l6 6-12 12" stroke="currentColor" strokeWidth="4" fill="none" />
      <path d="M20 18c4-4 10-2 10 4 0 3-3 4-3 7 0 6-5 13-13 13S4 37 6 30c1-4 5-5 8-6 3 0 3-3 6-6Z" />
      <circle cx="17" cy="31" r="3" fill="var(--p-paper)" />
    </g>
  ),
  PIANOFORTE: (
    <g>
      <rect x="4" y="12" width="40" height="26" rx="2" />
      <path d="M10 12v26M16 12v26M22 12v26M28 12v26M34 12v26M40 12v26" stroke="var(--p-paper)" strokeWidth="1.5" />
      <path
        d="M8 12h4v14H8zM14 12h4v14h-4zM26 12h4v14h-4zM32 12h4v14h-4zM38 12h4v14h-4z"
        fill="var(--p-paper)"
        opacity="0.55"
      />
    </g>
  ),
  TUBA: (
    <g>
      <path d="M28 4h16l-5 9h-6z" />
      <path d="M33 12h5v18h-5z" />
      <path fillRule="evenodd" d="M26 20a12 12 0 1 1 0 24 12 12 0 1 1 0-24Zm0 6a6 6 0 1 0 0 12 6 6 0 1 0 0-12Z" />
      <path d="M15 23 8 15" stroke="currentColor" strokeWidth="3" />
    </g>
  ),
  CLARINETTO: (
    <path d="M21 3h6v6h-1v28l5 8H17l5-8V9h-1zM24 14a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Zm0 7a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Z" />
  ),
  ARPA: (
    <g fill="none" stroke="currentColor" strokeWidth="3">
      <path d="M12 44V6c10 0 14 8 20 12s10 4 10 10L12 44Z" />
      <path d="M18 12v26M24 14v20M30 19v12M36 24v5" strokeWidth="1.5" />
    </g>
  ),
  VIOLONCELLO: (
    <g>
      <path d="M24 2v10M24 40v6" stroke="currentColor" strokeWidth="3" />
      <path d="M17 12c0 4 3 5 3 7s-7 3-7 11 5 12 11 12 11-4 11-12-7-9-7-11 3-3 3-7-3-2-7-2-7-1-7 2Z" />
    </g>
  ),
  PERCUSSIONI: (
    <g>
      <ellipse cx="24" cy="22" rx="16" ry="6" />
      <path d="M8 22v12c0 3 7 6 16 6s16-3 16-6V22c0 3-7 6-16 6S8 25 8 22Z" opacity="0.8" />
      <path d="M6 4l14 14M42 4 28 18" stroke="currentColor" strokeWidth="3" />
    </g>
  ),
  MIX: (
    <path d="M8 8h16v4H8zM8 16h12v4H8zM30 6v20a5 5 0 1 1-3-4.6V6zM14 26v12a5 5 0 1 1-3-4.6V26zM40 20v14a5 5 0 1 1-3-4.6V20z" />
  ),
  FINALE: <path d="m24 3 6 13 14 1.5-10.5 9.5 3 14L24 34l-12.5 7 3-14L4 17.5 18 16z" />,
  APPLAUSI: (
    <g>
      <path d="M14 44c-6-6-8-14-6-20l6-10c1-2 4-1 4 1l-2 7 10-14c1-2 4-1 4 1l-6 10 10-11c1-2 4-1 4 1l-9 12 8-6c2-1 4 1 3 3L28 40c-4 5-10 7-14 4Z" />
      <path d="M30 4l2-3M37 7l3-2M40 14h3" stroke="currentColor" strokeWidth="2" />
    </g>
  ),
  STOP: <rect x="10" y="10" width="28" height="28" rx="4" />,
};

export function InstrumentIcon({ name }: { name: string }) {
  return (
    <svg width="40" height="40" viewBox="0 0 48 48" fill="currentColor" aria-hidden="true" focusable="false">
      {drawings[name]}
    </svg>
  );
}
