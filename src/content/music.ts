export interface Track {
  /** Translation key of the button label (MUSIC.<label>). */
  label: string;
  file: string;
}

const labels = ['MUSICA', 'VIOLINO', 'TROMBETTA', 'FLAUTO', 'CHITARRA', 'PIANOFORTE', 'TUBA', 'CLARINETTO', 'ARPA', 'VIOLONCELLO', 'PERCUSSIONI', 'MIX', 'FINALE', 'APPLAUSI'];

/** Files 00 to 13 under audio/, one per instrument button (the fifteenth button stops). */
export const tracks: Track[] = labels.map((label, i) => ({ label: `MUSIC.${label}`, file: `audio/${String(i).padStart(2, '0')}.mp3` }));
