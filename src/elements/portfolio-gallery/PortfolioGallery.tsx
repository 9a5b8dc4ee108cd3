import Glide, { Swipe } from '@glidejs/glide/dist/glide.modular.esm.js';
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { AttributeMessage, useReportProblem } from '../../core/AttributeMessage';
import { emit, useHost, useT } from '../../core/host';
import { Icon } from '../../core/icons';
import { Picture, SIZES } from '../../core/Picture';
import { galleries, picture, type GalleryName } from '../../content';
import * as styles from './styles';

const TRANSITION_MS = 350;

const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches;

export function PortfolioGallery({ start, gallery }: { start?: number; gallery: GalleryName }) {
  const { t } = useT();
  const { element } = useHost();
  const { title, subtitle, items } = galleries[gallery] as (typeof galleries)[GalleryName] & { subtitle?: string };
  const startProblem = start !== undefined && start > items.length ? start : undefined;
  const startIndex = start && !startProblem ? start - 1 : 0;
  const problem = startProblem ? { attribute: 'start', value: String(start), expected: { kind: 'number' as const, min: 1, max: items.length } } : null;
  useReportProblem(problem);

  const [index, setIndex] = useState(startIndex);
  const [height, setHeight] = useState<number>();
  const root = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const thumbRow = useRef<HTMLDivElement>(null);
  const glide = useRef<Glide>(null);

  // One Glide per gallery. Its own keyboard handler listens on the whole document, so it stays off (keys below).
  useEffect(() => {
    const instance = new Glide(root.current!, {
      type: 'slider', // no cloned slides: every slide exists once, so hidden ones can simply be inert
      rewind: true,
      startAt: startIndex,
      perView: 1,
      gap: 0,
      keyboard: false,
      waitForTransition: false, // quick clicks and held keys are not swallowed while a slide moves
      animationDuration: reducedMotion() ? 0 : TRANSITION_MS,
      dragThreshold: 40,
      swipeThreshold: 40,
    });
    instance.on('run', () => {
      setIndex(instance.index);
      emit(element, 'slide-change', { index: instance.index, id: items[instance.index].id });
    });
    instance.mount({ Swipe });
    glide.current = instance;
    return () => {
      instance.destroy();
      glide.current = null;
    };
  }, [gallery]);

  // The start attribute moved (the site's URL changed, or a publisher's script set it).
  useEffect(() => {
    if (glide.current && glide.current.index !== startIndex) glide.current.go(`=${startIndex}`);
  }, [startIndex]);

  // Dynamic height: the track is as tall as the current image, known from its recorded size before it loads.
  useLayoutEffect(() => {
    const measure = () => {
      const { width, height: h } = picture(items[index].src);
      const trackWidth = track.current?.clientWidth ?? 0;
      setHeight(Math.round(Math.min((trackWidth * h) / (width || 1), innerHeight * 0.75)));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(track.current!);
    return () => observer.disconnect();
  }, [index, items]);

  // Keep the current thumbnail in view without scrolling the page.
  useEffect(() => {
    const row = thumbRow.current;
    const thumb = row?.children[index] as HTMLElement | undefined;
    if (row && thumb) row.scrollTo({ left: thumb.offsetLeft - row.clientWidth / 2 + thumb.clientWidth / 2, behavior: reducedMotion() ? 'auto' : 'smooth' });
  }, [index]);

  const go = (pattern: string) => glide.current?.go(pattern);
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, string> = { ArrowLeft: '<', ArrowRight: '>', Home: '=0', End: `=${items.length - 1}` };
    if (!(event.key in moves)) return;
    event.preventDefault();
    go(moves[event.key]);
  };
  const near = (i: number) => [0, 1, items.length - 1].includes((i - index + items.length) % items.length);

  return (
    <section className={styles.carousel} aria-roledescription={t('PORTFOLIO.CAROUSEL_ROLE')} aria-label={t(title)} onKeyDown={onKeyDown} part="carousel">
      {problem && <AttributeMessage problem={problem} />}
      <h2>{t(title)}</h2>
      {subtitle && <p>{t(subtitle)}</p>}
      <div className={`glide ${styles.stage}`} ref={root}>
        <div className="glide__track" data-glide-el="track" ref={track} style={{ height }} aria-live="polite">
          <div className="glide__slides">
            {items.map((item, i) => (
              <div
                key={item.id}
                className="glide__slide"
                role="group"
                aria-roledescription={t('PORTFOLIO.SLIDE_ROLE')}
                aria-label={t('PORTFOLIO.SLIDE', { n: i + 1, total: items.length })}
                inert={i !== index}
              >
                <figure>
                  {/* Lazy except the current slide and its neighbours, so a swipe never shows an empty slide. */}
                  <Picture
                    image={picture(item.src)}
                    alt={t(item.alt)}
                    sizes={SIZES.column}
                    priority={i === startIndex}
                    eager={near(i)}
                    draggable={false}
                  />
                  <figcaption />
                </figure>
              </div>
            ))}
          </div>
        </div>
        <button type="button" className={styles.arrow} data-dir="prev" aria-label={t('PORTFOLIO.PREVIOUS')} onClick={() => go('<')}>
          <Icon name="chevron" size={28} />
        </button>
        <button type="button" className={styles.arrow} data-dir="next" aria-label={t('PORTFOLIO.NEXT')} onClick={() => go('>')}>
          <Icon name="chevron" size={28} />
        </button>
      </div>
      <div className={styles.thumbs} ref={thumbRow} role="group" aria-label={t('PORTFOLIO.THUMBNAILS')} part="thumbnails">
        {items.map((item, i) => (
          <button key={item.id} type="button" aria-label={t('PORTFOLIO.GO_TO', { n: i + 1 })} aria-current={i === index ? 'true' : undefined} onClick={() => go(`=${i}`)}>
            <Picture image={picture(item.src)} alt="" sizes="80px" width={80} height={60} />
          </button>
        ))}
      </div>
    </section>
  );
}
