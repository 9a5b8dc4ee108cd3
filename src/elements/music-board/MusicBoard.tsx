import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { assetUrl } from '../../core/assets';
import { emitter, useHost } from '../../core/host';
import type { spec } from './spec';
import { tracks } from '../../content/music';
import { InstrumentIcon } from './instruments';
import { tileGrid } from '../../core/styles';
import * as styles from './styles';

const emit = emitter<typeof spec>();

const labelOf = (index: number) => tracks[index].instrument;

/** Fourteen sounds and a stop button; one sound at a time, nothing downloaded before the first click. */
export function MusicBoard() {
  const { t } = useTranslation();
  const { element } = useHost();
  const [playing, setPlaying] = useState<number | null>(null);
  const [failed, setFailed] = useState<ReadonlySet<number>>(new Set());
  const audio = useRef<HTMLAudioElement>(null);
  const current = useRef<number | null>(null);

  const stop = () => {
    const index = current.current;
    if (index === null) return;
    audio.current?.pause();
    current.current = null;
    setPlaying(null);
    emit(element, 'track-stop', { index, label: labelOf(index) });
  };

  const play = (index: number) => {
    stop();
    const player = audio.current!;
    player.src = assetUrl(tracks[index].file);
    current.current = index;
    setPlaying(index);
    setFailed((set) => (set.has(index) ? new Set([...set].filter((i) => i !== index)) : set));
    emit(element, 'track-play', { index, label: labelOf(index) });
    // A missing file is reported through onError below; a play() refused for other reasons just stops.
    player.play().catch(() => current.current === index && !player.error && stop());
  };

  const onError = () => {
    const index = current.current;
    if (index === null) return;
    setFailed((set) => new Set(set).add(index));
    stop();
  };

  // Leaving the page (or removing the element) silences it.
  useEffect(() => {
    const player = audio.current;
    return () => player?.pause();
  }, []);

  return (
    <>
      <audio ref={audio} preload="none" onEnded={stop} onError={onError} />
      <ul className={`${tileGrid} ${styles.board}`} part="board">
        {tracks.map((track, index) => (
          <li key={track.file}>
            <button
              type="button"
              aria-pressed={playing === index}
              data-failed={failed.has(index) || undefined}
              aria-describedby={failed.has(index) ? `failed-${index}` : undefined}
              onClick={() => (playing === index ? stop() : play(index))}
            >
              <InstrumentIcon name={labelOf(index)} />
              {t(track.label)}
              {failed.has(index) && <small id={`failed-${index}`}>{t('MUSIC.LOAD_FAILED')}</small>}
            </button>
          </li>
        ))}
        <li>
          <button type="button" data-stop onClick={stop}>
            <InstrumentIcon name="STOP" />
            {t('MUSIC.STOP')}
          </button>
        </li>
      </ul>
    </>
  );
}
