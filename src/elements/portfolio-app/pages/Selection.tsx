import '../../book-list/index';
import '../../contact-form/index';
// With <portfolio-gallery>'s module, which holds the artworks (content/artworks): this page then shares that file as
// the portfolio page does, instead of the bundler splitting them out of it (a request more on /portfolio/). For the same
// reason it shows its works with its own styles, not the portfolio page's.
import '../../portfolio-gallery/index';
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { galleries, loadAllArtworks } from '../../../content/artworks';
import { site, type Artwork } from '../../../content';
import { getLanguage, loadLanguage, type Language } from '../../../core/i18n';
import { css, pillButton, sectionIntro } from '../../../core/styles';
import { ArtworkTile } from '../../../core/viewer/ArtworkButton';
import { artworkItems } from '../../../core/viewer/items';
import { LazyViewer } from '../../../core/viewer/LazyViewer';
import ContactBlock from './ContactBlock';
import NotFound from './NotFound';
import { loadSelection, selectionOf } from './selectionData';
import { selectionPdf } from './portfolioPdf';
import { assetUrl } from '../../../core/assets';
import { viewerUrl } from './viewerUrl';
import { artworkPerPage, printedPage, printOnly, screenOnly } from './print.styles';
import * as styles from './styles';
import { selectionPath } from '../../../content/selectionAddress';

/**
 * This module once its selection's data, every artwork it may name and its texts' parts (the artworks' and the
 * contact's) are in: the page then shows whole (routes.ts). A switch of language brings the parts along (core/texts).
 */
export const ready = () =>
  Promise.all([
    loadSelection(),
    loadAllArtworks(),
    ...(['portfolio', 'contact'] as const).map((part) => loadLanguage(getLanguage(), 0, part)),
  ]).then(() => ({ default: Selection }));

/** The works one under another, each whole and as large as the screen shows it: she chose few, to be looked at. */
const workList = css`
  display: grid;
  gap: 2.5em;
  margin: 1em 0 0;
  padding: 0;
  list-style: none;
  figure {
    margin: 0;
  }
  /* As wide as the column, or as a picture 80% of the screen high is (--ratio: its width over its height). */
  img {
    width: min(100%, calc(80vh * var(--ratio)));
    border-radius: var(--p-radius);
    box-shadow: 0 6px 24px rgba(60, 40, 30, 0.15);
  }
  figcaption {
    margin-top: 0.6em;
  }
`;
/** `sizes` of a work in that list (the page's column). */
const WORK_SIZES = '(min-width: 72em) 66em, 94vw';

const note = css`
  white-space: pre-line;
`;
/** A part of the page: its heading as a list's on the site (core's sectionIntro), and room above it. */
const section = `${sectionIntro} ${css`
  margin-top: 2.5em;
`}`;

/**
 * Every work's picture in `list` fetched once the page has loaded and the browser is idle, or when a print begins: a
 * print lays every work out on its own page at once, and a picture still waiting to be scrolled near prints blank
 * (Chromium's print does not fetch it). The works are few, and chosen to be looked at, all of them. Only the pictures
 * not in yet, at the width they show at (what their lazy `sizes=auto` would pick): a new `sizes` on one loaded already
 * would fetch it again at another width.
 */
function useEveryPictureSoon(list: RefObject<HTMLUListElement | null>) {
  useEffect(() => {
    const fetchAll = () => {
      for (const img of list.current?.querySelectorAll('img') ?? []) {
        if (img.complete || img.loading !== 'lazy') continue;
        img.sizes = `${Math.ceil(img.getBoundingClientRect().width) || 1}px`;
        img.loading = 'eager';
      }
    };
    const whenIdle = () => (window.requestIdleCallback ?? setTimeout)(fetchAll);
    if (document.readyState === 'complete') whenIdle();
    else addEventListener('load', whenIdle, { once: true });
    addEventListener('beforeprint', fetchAll);
    return () => {
      removeEventListener('load', whenIdle);
      removeEventListener('beforeprint', fetchAll);
    };
  }, [list]);
}

/**
 * A selection for one recipient (content/selections): her note, the works she chose (each opens in the viewer at its
 * own address, /s/<key>/<n>), her books, "Download PDF", and how to reach her. No page links here: she sends the link.
 */
export default function Selection({ id: key, page: view }: { id: string; page?: string }) {
  const { t, i18n } = useTranslation();
  const [, navigate] = useLocation();
  const data = selectionOf(key);
  const works = useMemo(
    () =>
      (data?.artworks ?? [])
        .map(({ gallery, id }) => galleries[gallery]?.items.find((artwork) => artwork.id === id))
        .filter((artwork): artwork is Artwork => !!artwork),
    [data],
  );
  const items = useMemo(() => artworkItems(works, t), [works, t]);
  const list = useRef<HTMLUListElement>(null);
  useEveryPictureSoon(list);
  if (!data) return <NotFound />;
  const open = view && /^\d+$/.test(view) && Number(view) <= items.length ? Number(view) - 1 : undefined;
  const url = viewerUrl(navigate, open !== undefined);
  const home = selectionPath(key);
  return (
    <>
      <h1 className={styles.heading}>{data.title}</h1>
      <p className={`${styles.lead} ${note}`}>{data.note[i18n.language as Language] ?? data.note.en}</p>
      {/* The build's PDF step writes it, from the same selection. */}
      <a className={`${pillButton} ${screenOnly}`} href={assetUrl(selectionPdf(key))} download>
        {t('CONTACTS.SELECTION.PDF')}
      </a>
      <section className={section} aria-labelledby="selection-works">
        <h2 id="selection-works">{t('CONTACTS.SELECTION.WORKS')}</h2>
        <ul ref={list} className={`${workList} ${artworkPerPage} ${printedPage}`}>
          {items.map((item, i) => (
            <ArtworkTile key={item.id} item={item} sizes={WORK_SIZES} onOpen={() => url.show(`${home}/${i + 1}`)}>
              <p className={printOnly}>
                {site.owner} · {site.siteUrl}
              </p>
            </ArtworkTile>
          ))}
        </ul>
        <LazyViewer
          items={items}
          index={open}
          label={data.title}
          onChange={(i) => (i === null ? url.close(home) : url.show(`${home}/${i + 1}`))}
        />
      </section>
      {/* Under its own headings (Books, Covers): a section around it would be a second landmark of the same name. */}
      {data.books.length > 0 && (
        <div className={`${section} ${screenOnly}`}>
          <book-list books={data.books.join(',')} />
        </div>
      )}
      <section className={`${section} ${screenOnly}`} aria-labelledby="selection-contact">
        <h2 id="selection-contact">{t('CONTACTS.SELECTION.CONTACT')}</h2>
        <contact-form />
        <ContactBlock />
      </section>
    </>
  );
}
