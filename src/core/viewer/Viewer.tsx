// The full-screen viewer, loaded on the first open only. yet-another-react-lightbox (YARL) does the gestures, zoom
// and slides; this file fits it into a shadow root, our texts and our image variants.
import { useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import Lightbox, { type ControllerRef } from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import captionsCss from 'yet-another-react-lightbox/plugins/captions.css';
import baseCss from 'yet-another-react-lightbox/styles.css';
import { useTranslation } from 'react-i18next';
import renditions from '../../content/renditions.json';
import type { Picture } from '../assets';
import { useHost } from '../host';
import { reducedMotion, sheetFrom } from '../styles';
import { TextsFailed, useTexts } from '../texts';
import { site } from '../../content';
import { titleOf, type ViewerItem, type ViewerProps } from './items';
import { removeStandin } from './standin';

/** Text as a CSS string. */
const cssString = (text: string) => `"${text.replace(/[\\"]/g, '\\$&').replace(/\s+/g, ' ')}"`;

/**
 * Printing while the viewer is open (an artwork's own address): the artwork shown, whole, with its caption and her name
 * and address, in dark on white; not the page under it, nor the viewer's buttons (as pages/print.styles.ts does for the
 * pages that show artworks without it).
 */
const PRINTED = `@media print {
.root:has(~ .yarl__portal), .yarl__toolbar, .yarl__navigation_prev, .yarl__navigation_next, .yarl__slide:not(.yarl__slide_current) { display: none !important; }
.yarl__portal, .yarl__container, .yarl__carousel, .yarl__slide, .yarl__slide_current * { position: static !important; inset: auto !important; transform: none !important; opacity: 1 !important; background: none !important; color: #000 !important; text-shadow: none !important; }
.yarl__portal { background: #fff !important; min-height: 100vh; }
.yarl__container, .yarl__slide { padding: 0 !important; height: auto !important; overflow: visible !important; }
.yarl__slide_current { display: flex !important; flex-direction: column; align-items: center; gap: 0.5em; }
.yarl__slide_current .yarl__slide_title_container { order: 1; }
.yarl__slide_current .yarl__slide_description_container { order: 2; }
.yarl__slide_current .yarl__slide_description_container::after { content: ${cssString(`${site.owner} · ${site.siteUrl}`)}; display: block; margin-top: 0.5em; }
.yarl__slide_image { max-width: 100% !important; max-height: 80vh !important; width: auto !important; height: auto !important; }
}`;

// Adopted by the shadow root that shows the viewer, next to the element's own sheets: nothing reaches the host page.
const sheet = sheetFrom(`${baseCss}${captionsCss}
.yarl__container { font-family: system-ui, sans-serif; padding: var(--viewer-top, 56px) 0 var(--viewer-bottom, 52px); }
.yarl__slide { overflow: visible; }
.yarl__slide_title_container { top: calc(-1 * var(--viewer-top, 56px)); padding: 16px; }
.yarl__slide_description_container { bottom: calc(-1 * var(--viewer-bottom, 52px)); padding: 14px 16px; }
.yarl__slide_title { font-size: 1.1rem; line-height: 24px; }
.yarl__slide_description { font-size: 0.95rem; line-height: 1.4; }
.yarl__toolbar { padding: 4px; }
.yarl__button:focus-visible { outline: 3px solid #8cc2ff; outline-offset: -3px; }
${PRINTED}`);

function adopt(root: ShadowRoot) {
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

const FOCUSABLE = 'button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

/**
 * YARL makes the viewer modal by setting `inert` on its siblings, which inside a shadow root leaves the host page
 * reachable: Tab and Shift+Tab wrap around inside the viewer instead.
 */
function keepFocusInside(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'Tab') return;
  const box = event.currentTarget;
  const items = [...box.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.closest('[inert]') && el.offsetParent !== null,
  );
  const active = (box.getRootNode() as ShadowRoot).activeElement;
  const [first, last] = [items[0], items[items.length - 1]];
  if (!first) return;
  if (event.shiftKey && (active === first || active === box || !box.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/** AVIF when this browser chose AVIF for the page's pictures (they offer it first), else WebP. Only a picture that
 * offered both tells, not an SVG icon (on an artwork's own address, the first image with a source was a flag). */
function bestType(root: ShadowRoot) {
  const chosen = [...root.querySelectorAll('img')]
    .map((img) => img.currentSrc)
    .find((src) => /\.(avif|webp)$/.test(src));
  return chosen?.endsWith('.avif') ? 'image/avif' : 'image/webp';
}

/**
 * The bars (title and buttons above, caption below) lie outside the picture: the container's padding is as tall as
 * they are, and YARL sizes the slides to the container without its padding, so the picture fits between them. The
 * bars sit in that padding (the slides let them overflow); only a zoomed picture goes under them. Measured on every
 * render of the controller (a new artwork, a resize, another language), as a caption may wrap on two lines.
 */
function FitBetweenBars({ root }: { root: ShadowRoot }) {
  useLayoutEffect(() => {
    const container = root.querySelector<HTMLElement>('.yarl__container');
    if (!container) return;
    const height = (selector: string) => container.querySelector<HTMLElement>(selector)?.offsetHeight ?? 0;
    const top = Math.max(height('.yarl__toolbar'), height('.yarl__slide_current .yarl__slide_title_container'));
    const bottom = height('.yarl__slide_current .yarl__slide_description_container');
    for (const [name, value] of [
      ['--viewer-top', top],
      ['--viewer-bottom', bottom],
    ] as const) {
      if (container.style.getPropertyValue(name) !== `${value}px`) container.style.setProperty(name, `${value}px`);
    }
  });
  return null;
}

/**
 * The picture's zoom rendition: a WebP as wide as the picture, `renditions.zoom` at most, that the build makes for a
 * picture wider than its largest srcset file (scripts/build/images.mjs) and no page names.
 */
function zoomFile(image: Picture) {
  const largest = image.sources.find((source) => source.type === 'image/webp')?.files.at(-1);
  if (!largest || image.width <= largest.width) return [];
  const width = Math.min(image.width, renditions.zoom);
  return [{ src: largest.src.replace(/-\d+\.webp$/, `-${width}.webp`), width }];
}

/**
 * A slide: its picture's srcset, and (`zoomable`) the zoom rendition. YARL fetches a larger file of the srcset only
 * when the picture, zoomed, is wider on screen than the file shown, and shows that one until the larger has loaded.
 */
function slideOf(item: ViewerItem, type: string, counter: string, zoomable: boolean) {
  const { image } = item;
  const files = image.sources.find((source) => source.type === type)?.files;
  const srcSet =
    files &&
    [...files, ...(zoomable ? zoomFile(image) : [])].map(({ src, width }) => ({
      src,
      width,
      height: Math.round((width * image.height) / image.width),
    }));
  // YARL zooms up to this size: the largest file there is, not a 6000 px scan's own width (its blur).
  const width = Math.min(image.width, renditions.zoom);
  return {
    src: image.src,
    width,
    height: Math.round((width * image.height) / image.width),
    srcSet,
    alt: item.alt,
    title: titleOf(item.alt),
    description: [item.technique, counter].filter(Boolean).join(' · '),
  };
}

// Its labels and counter are the portfolio's texts (src/content/textParts.ts), which a book's page does not show.
const TEXTS = ['portfolio'];

export default function Viewer(props: ViewerProps) {
  const { lang } = useHost();
  const texts = useTexts(lang, TEXTS);
  if (texts.failed) return <TextsFailed retry={texts.retry} />;
  return texts.lang === lang ? <ShownViewer {...props} /> : null;
}

function ShownViewer({ items, index, label, onIndexChange, onClose }: ViewerProps) {
  const { t } = useTranslation();
  const { element, lang } = useHost();
  const root = element.shadowRoot!;
  const controller = useRef<ControllerRef>(null);
  adopt(root);
  // The artworks the visitor has touched, wheeled or pressed a key on: only their slides offer the zoom rendition, so
  // opening the viewer never fetches it, even where the screen is as wide as it (a picture 1600 px on screen at a
  // pixel ratio of 2). Marked in the capture phase, before YARL's own handlers zoom, in the same render.
  const [zoomable, setZoomable] = useState<ReadonlySet<number>>(() => new Set());
  const mayZoom = () => !zoomable.has(index) && setZoomable(new Set([...zoomable, index]));

  const slides = useMemo(() => {
    const type = bestType(root);
    return items.map((item, i) =>
      slideOf(item, type, t('PORTFOLIO.VIEWER.COUNTER', { n: i + 1, total: items.length }), zoomable.has(i)),
    );
  }, [items, t, root, zoomable]);
  const still = reducedMotion();

  return (
    <Lightbox
      open
      index={index}
      close={onClose}
      slides={slides}
      plugins={[Captions, Zoom]}
      // In the element's shadow root, not in the host page's <body>; NoScroll would restyle <body>, so it stays off.
      portal={{
        root,
        container: {
          onKeyDown: keepFocusInside,
          onKeyDownCapture: mayZoom,
          onPointerDownCapture: mayZoom,
          onWheelCapture: mayZoom,
          lang,
        },
      }}
      noScroll={{ disabled: true }}
      controller={{ ref: controller, closeOnBackdropClick: true }}
      carousel={{ finite: items.length < 3, preload: 1, padding: 0 }}
      render={{ controls: () => <FitBetweenBars root={root} /> }}
      animation={still ? { fade: 0, swipe: 0, navigation: 0, zoom: 0 } : undefined}
      zoom={{ scrollToZoom: true, maxZoomPixelRatio: 1 }}
      captions={{ descriptionTextAlign: 'center' }}
      labels={{
        Lightbox: t('PORTFOLIO.VIEWER.LABEL', { title: label }),
        Carousel: t('PORTFOLIO.CAROUSEL_ROLE'),
        Slide: t('PORTFOLIO.SLIDE_ROLE'),
        'Photo gallery': label,
        '{index} of {total}': t('PORTFOLIO.VIEWER.COUNTER', { n: '{index}', total: '{total}' }),
        Previous: t('PORTFOLIO.VIEWER.PREVIOUS'),
        Next: t('PORTFOLIO.VIEWER.NEXT'),
        Close: t('PORTFOLIO.VIEWER.CLOSE'),
        'Zoom in': t('PORTFOLIO.VIEWER.ZOOM_IN'),
        'Zoom out': t('PORTFOLIO.VIEWER.ZOOM_OUT'),
      }}
      on={{
        view: ({ index: shown }) => shown !== index && onIndexChange(shown),
        // YARL looks for its dialog with document.querySelector, which cannot see into a shadow root: focus it here.
        entering: () => controller.current?.focus(),
        entered: () => removeStandin(element), // under the viewer until then
      }}
    />
  );
}
