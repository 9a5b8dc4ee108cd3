import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { assetUrl, picture } from '../../../core/assets';
import { useHost } from '../../../core/host';
import { importChunk } from '../../../core/importChunk';
import { Picture, SIZES } from '../../../core/Picture';
import { addStyles } from '../../../core/styles';
import { loadYouTubeApi } from './youtubeApi';
import * as styles from './styles';

type Phase = 'poster' | 'loading' | 'ready' | 'failed';
const READY_TIMEOUT_MS = 15_000;

/**
 * Privacy by design: a poster and a play button until the visitor asks for the video; only then do Plyr and
 * YouTube's API load (privacy-enhanced youtube-nocookie.com), and the player becomes ready, paused.
 */
export function BookVideo({ videoId, title, poster }: { videoId: string; title: string; poster: string }) {
  const { t } = useTranslation();
  const { element } = useHost();
  const [phase, setPhase] = useState<Phase>('poster');
  const slot = useRef<HTMLDivElement>(null);
  const player = useRef<{ destroy(): void } | null>(null);
  const image = picture(poster);

  useEffect(() => () => player.current?.destroy(), []);

  const start = async () => {
    setPhase('loading');
    const timer = setTimeout(() => setPhase((now) => (now === 'loading' ? 'failed' : now)), READY_TIMEOUT_MS);
    try {
      const [{ default: Plyr }, { default: plyrCss }] = await Promise.all([
        importChunk(() => import('plyr')),
        importChunk(() => import('plyr/dist/plyr.css')),
        loadYouTubeApi(),
      ]);
      addStyles(element.shadowRoot!, plyrCss); // this shadow root's only
      // Plyr rewrites the DOM it is given, so it gets a node React does not manage.
      const target = Object.assign(document.createElement('div'), { className: 'plyr__video-embed' });
      target.dataset.plyrProvider = 'youtube';
      target.dataset.plyrEmbedId = videoId;
      slot.current!.append(target);
      const instance = new Plyr(target, {
        title,
        youtube: { noCookie: true, rel: 0, modestbranding: 1, iv_load_policy: 3 },
        storage: { enabled: false }, // nothing of Plyr's in the visitor's localStorage
        loadSprite: false, // a sprite injected into document.body is invisible inside a shadow root
        iconUrl: assetUrl('plyr/plyr.svg'),
        // Plyr would ask noembed.com for the title: it is known, so it is answered locally.
        urls: {
          youtube: {
            api: `data:application/json,${encodeURIComponent(JSON.stringify({ title, width: 16, height: 9 }))}`,
          },
        } as never,
      });
      player.current = instance;
      instance.on('ready', () => {
        instance.pause(); // ready, paused: the visitor presses play
        clearTimeout(timer);
        setPhase('ready');
      });
      instance.on('error', () => setPhase('failed'));
    } catch {
      clearTimeout(timer);
      setPhase('failed');
    }
  };

  const watchUrl = `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
  return (
    <section className={styles.video} aria-label={t('BOOK.VIDEO')}>
      {phase === 'failed' ? (
        <div className={styles.fallback} role="status">
          <p>{t('BOOK.VIDEO_FAILED')}</p>
          <a href={watchUrl} target="_blank" rel="noopener noreferrer">
            {t('BOOK.VIDEO_LINK')}
          </a>
        </div>
      ) : phase !== 'ready' ? (
        <button
          type="button"
          className={styles.poster}
          onClick={start}
          disabled={phase === 'loading'}
          aria-busy={phase === 'loading'}
        >
          <Picture image={image} alt="" sizes={SIZES.column} priority />
          <span className={styles.play}>
            <svg viewBox="0 0 24 24" width="36" height="36" aria-hidden="true">
              <path d="M8 5v14l11-7z" fill="currentColor" />
            </svg>
            {phase === 'loading' ? t('BOOK.VIDEO_LOADING') : t('BOOK.VIDEO')}
          </span>
        </button>
      ) : null}
      <div ref={slot} hidden={phase !== 'ready' && phase !== 'loading'} className={styles.player} />
      <p className={styles.note}>{t('BOOK.VIDEO_PRIVACY')}</p>
    </section>
  );
}
