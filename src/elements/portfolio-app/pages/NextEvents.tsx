import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { ChunkFailed } from '../../../core/chunks';
import { importChunk, type ChunkLoadError } from '../../../core/importChunk';
import { css, pillButton } from '../../../core/styles';

const loadEventList = () => import('../../event-list/index');

// With the home page's code, not with every page's.
const nextEvents = css`
  margin: 2.5em 0 0;
  min-height: 16em;
  event-list {
    margin-bottom: 1em;
  }
  /* The block's own link, a route of the site, leads to all the events. */
  event-list::part(see-all) {
    display: none;
  }
`;

/**
 * The home page's next events: <event-list>'s code loads only when the block nears the screen, so the home page's
 * first load does not grow. The block keeps room for it meanwhile.
 */
export function NextEvents() {
  const { t } = useTranslation();
  const block = useRef<HTMLElement>(null);
  const [state, setState] = useState<'waiting' | 'ready' | ChunkLoadError>('waiting');
  const load = (attempt = 0) => importChunk(loadEventList, attempt).then(() => setState('ready'), setState);

  useEffect(() => {
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry.isIntersecting) return;
        observer.disconnect();
        load();
      },
      { rootMargin: '200px' },
    );
    observer.observe(block.current!);
    return () => observer.disconnect();
  }, []);

  return (
    <section className={nextEvents} ref={block} aria-label={t('EVENTS.HOME_TITLE')}>
      {state === 'ready' && <event-list when="upcoming" limit="2" structured-data="off" />}
      {typeof state === 'object' && <ChunkFailed error={state} retry={() => load(1)} />}
      <Link href="/events" className={pillButton} data-secondary="">
        {t('EVENTS.SEE_MORE')}
      </Link>
    </section>
  );
}
