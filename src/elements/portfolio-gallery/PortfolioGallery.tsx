import type Glide from '@glidejs/glide/dist/glide.modular.esm.js';
import {
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { AttributeMessage, useReportProblem } from '../../core/AttributeMessage';
import { emitter, useHost } from '../../core/host';
import type { spec } from './spec';
import { importChunk } from '../../core/importChunk';
import { Icon } from '../../core/icons';
import { Picture, SIZES } from '../../core/Picture';
import { reducedMotion, sectionIntro } from '../../core/styles';
import { useAttributeState } from '../../core/useAttributeState';
import { ArtworkButton, ArtworkCaption } from '../../core/viewer/ArtworkButton';
import { artworkItems } from '../../core/viewer/items';
import { LazyViewer } from '../../core/viewer/LazyViewer';
import { useArtworks } from '../../core/useArtworks';
import type { GalleryName } from '../../content/portfolio';
import * as styles from './styles';

const emit = emitter<typeof spec>();

const TRANSITION_MS = 350;
/** The thumbnails' height; their width follows each page's shape. */
const THUMB_HEIGHT = 60;
/** The two arrow buttons: their side, their name's text key and Glide's move. */
const ARROWS = [
  { dir: 'prev', label: 'PORTFOLIO.PREVIOUS', move: '<' },
  { dir: 'next', label: 'PORTFOLIO.NEXT', move: '>' },
] as const;
const thumbWidth = ({ width, height }: { width: number; height: number }) =>
  Math.round((THUMB_HEIGHT * width) / height);

interface Props {
  gallery: GalleryName;
  start?: number;
  viewer: 'on' | 'off';
  view?: number;
}

/** A number attribute beyond the gallery's length: reported, and treated as absent. */
function useInRange(attribute: string, value: number | undefined, max: number) {
  const problem =
    value !== undefined && value > max
      ? { attribute, value: String(value), expected: { kind: 'number' as const, min: 1, max } }
      : null;
  useReportProblem(problem);
  return { value: problem ? undefined : value, problem };
}

export function PortfolioGallery({ start, gallery, viewer, view }: Props) {
  const { t } = useTranslation();
  const { element } = useHost();
  const { title, subtitle, items: artworks } = useArtworks(gallery, { all: true }); // a long one fetches the rest
  const items = useMemo(() => artworkItems(artworks, t), [artworks, t]);
  const checkedStart = useInRange('start', start, items.length);
  const checkedView = useInRange('view', view, items.length);
  const startIndex = checkedStart.value ? checkedStart.value - 1 : 0;
  const problems = [checkedStart.problem, checkedView.problem].filter((problem) => problem !== null);

  const [index, setIndex] = useState(startIndex);
  // The artwork shown full-screen (index from 0), or null.
  const [open, setOpen] = useAttributeState(viewer === 'on' && checkedView.value ? checkedView.value - 1 : null);
  // Where a pointer went down, and whether Glide was there to follow it.
  const pointer = useRef<{ x: number; glide: boolean } | null>(null);
  const [height, setHeight] = useState<number>();
  const root = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const thumbRow = useRef<HTMLDivElement>(null);
  const glide = useRef<Glide>(null);
  const [glided, setGlided] = useState(false);

  // One Glide per gallery, fetched and mounted when the visitor first reaches for the carousel (a pointer over it,
  // focus in it, a move asked for): until then the slides stand as painted, the current one placed by CSS, and the
  // page's first load is Glide's 6 KB lighter. If Glide cannot be fetched, the moves still happen, without animation.
  // Its own keyboard handler listens on the whole document, so it stays off (keys below).
  // Read by the carousel, not reasons to remake it: the slide it starts at, and what a move updates and announces.
  const show = (index: number) => {
    setIndex(index);
    emit(element, 'slide-change', { index, id: artworks[index].id });
  };
  const startAt = useEffectEvent(() => index);
  const shown = useEffectEvent(show);
  const mount = useRef<() => Promise<Glide | null>>(null);
  useEffect(() => {
    let instance: Glide | null = null;
    let pending: Promise<Glide | null> | undefined;
    let gone = false;
    mount.current = () =>
      (pending ??= importChunk(() => import('./glide')).then(
        ({ Glide, Swipe }) => {
          if (gone) return null;
          instance = new Glide(root.current!, {
            type: 'slider', // no cloned slides: every slide exists once, so hidden ones can simply be inert
            rewind: true,
            startAt: startAt(),
            perView: 1,
            gap: 0,
            keyboard: false,
            waitForTransition: false, // quick clicks and held keys are not swallowed while a slide moves
            animationDuration: reducedMotion() ? 0 : TRANSITION_MS,
            dragThreshold: 40,
            swipeThreshold: 40,
          });
          instance.on('run', () => shown(instance!.index));
          // Glide places the slides from now on: in the same frame, not at React's next commit.
          root.current!.querySelector<HTMLElement>('.glide__slides')!.style.translate = '';
          instance.mount({ Swipe });
          glide.current = instance;
          setGlided(true);
          return instance;
        },
        () => null,
      ));
    return () => {
      gone = true;
      instance?.destroy();
      glide.current = null;
      setGlided(false);
    };
  }, [gallery]);

  /** Glide's moves ('<', '>', '=n'), by Glide once it is there, else straight to the slide. */
  const go = (move: string) => {
    // Once mounted, at once: the carousel moves in the same render as what asked for it (the viewer's artwork).
    if (glide.current) return void glide.current.go(move);
    void mount.current?.().then((instance) => {
      if (instance) return instance.go(move);
      const to = move === '<' ? index - 1 : move === '>' ? index + 1 : Number(move.slice(1));
      show((to + items.length) % items.length);
    });
  };
  const reach = () => void mount.current?.();

  // The start attribute moved (the site's URL changed, or a publisher's script set it).
  const follow = useEffectEvent(() => startIndex !== index && go(`=${startIndex}`));
  useEffect(() => void follow(), [startIndex]);

  // Dynamic height: the track is as tall as the current image, known from its recorded size before it loads.
  useLayoutEffect(() => {
    const measure = () => {
      const { width, height: h } = items[index].image;
      const trackWidth = track.current?.clientWidth ?? 0;
      const caption = track.current?.querySelectorAll('figcaption')[index]?.offsetHeight ?? 0;
      // The images' own cap, as their style resolves it (--portfolio-art-max-height, else 75vh).
      const img = track.current?.querySelectorAll('img')[index];
      const cap = (img && parseFloat(getComputedStyle(img).maxHeight)) || Infinity;
      setHeight(Math.round(Math.min((trackWidth * h) / (width || 1), cap) + caption));
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
    if (row && thumb)
      row.scrollTo({
        left: thumb.offsetLeft - row.clientWidth / 2 + thumb.clientWidth / 2,
        behavior: reducedMotion() ? 'auto' : 'smooth',
      });
  }, [index]);

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, string> = { ArrowLeft: '<', ArrowRight: '>', Home: '=0', End: `=${items.length - 1}` };
    if (!(event.key in moves) || open !== null) return; // the viewer's own keys bubble here through its portal
    event.preventDefault();
    go(moves[event.key]);
  };
  const near = (i: number) => [0, 1, items.length - 1].includes((i - index + items.length) % items.length);

  /** Full-screen: the carousel follows the viewer, and the page hears of it (the site puts it in its URL). */
  const showFullScreen = (i: number | null) => {
    setOpen(i);
    if (i !== null) go(`=${i}`);
    emit(element, 'view-change', { index: i, id: i === null ? null : artworks[i].id });
  };
  // A mouse drag that swipes the carousel ends in a click on the slide: that click must not open the viewer.
  const dragged = (event: MouseEvent) =>
    event.detail > 0 && pointer.current !== null && Math.abs(event.clientX - pointer.current.x) > 10;

  return (
    <section
      className={`${sectionIntro} ${styles.carousel}`}
      aria-roledescription={t('PORTFOLIO.CAROUSEL_ROLE')}
      aria-label={t(title)}
      onKeyDown={onKeyDown}
      onPointerEnter={reach}
      onFocus={reach}
      onPointerDown={(event) => {
        pointer.current = { x: event.clientX, glide: Boolean(glide.current) };
        reach();
      }}
      onPointerUp={(event) => {
        // A swipe that began before Glide was there (Glide's own Swipe follows the next ones).
        const dx = event.clientX - (pointer.current?.x ?? event.clientX);
        if (pointer.current?.glide === false && Math.abs(dx) > 40) go(dx < 0 ? '>' : '<');
      }}
      part="carousel"
    >
      {problems.map((problem) => (
        <AttributeMessage key={problem.attribute} problem={problem} />
      ))}
      <h2>{t(title)}</h2>
      {subtitle && <p>{t(subtitle)}</p>}
      <div className={`glide ${styles.stage}`} ref={root}>
        <div className="glide__track" data-glide-el="track" ref={track} style={{ height }} aria-live="polite">
          {/* Before Glide, the slide shown is placed here, in the page's HTML too; then Glide places them. */}
          <div className="glide__slides" style={glided ? undefined : { translate: `${-100 * index}%` }}>
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
                  {viewer === 'on' ? (
                    <ArtworkButton
                      item={item}
                      sizes={SIZES.column}
                      priority={i === startIndex}
                      eager={near(i)}
                      draggable={false}
                      onOpen={(event) => !dragged(event) && showFullScreen(i)}
                    />
                  ) : (
                    <Picture
                      image={item.image}
                      alt={item.alt}
                      sizes={SIZES.column}
                      priority={i === startIndex}
                      eager={near(i)}
                      draggable={false}
                    />
                  )}
                  <ArtworkCaption item={item} />
                </figure>
              </div>
            ))}
          </div>
        </div>
        {ARROWS.map(({ dir, label, move }) => (
          <button
            key={dir}
            type="button"
            className={styles.arrow}
            data-dir={dir}
            aria-label={t(label)}
            onClick={() => go(move)}
          >
            <Icon name="chevron" size={28} />
          </button>
        ))}
      </div>
      <div
        className={styles.thumbs}
        ref={thumbRow}
        role="group"
        aria-label={t('PORTFOLIO.THUMBNAILS')}
        part="thumbnails"
      >
        {items.map((item, i) => (
          <button
            key={item.id}
            type="button"
            aria-label={t('PORTFOLIO.GO_TO', { n: i + 1 })}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => go(`=${i}`)}
          >
            <Picture
              image={item.image}
              alt=""
              sizes={`${thumbWidth(item.image)}px`}
              width={thumbWidth(item.image)}
              height={THUMB_HEIGHT}
            />
          </button>
        ))}
      </div>
      <LazyViewer items={items} index={open} label={t(title)} onChange={showFullScreen} />
    </section>
  );
}
