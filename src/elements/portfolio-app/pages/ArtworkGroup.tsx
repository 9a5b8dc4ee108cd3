import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Pagination } from '../../../core/pagination';
import { ArtworkTile } from '../../../core/viewer/ArtworkButton';
import { artworkItems } from '../../../core/viewer/items';
import { LazyViewer } from '../../../core/viewer/LazyViewer';
import { useArtworks } from '../../../core/useArtworks';
import { PAGE_SIZE } from '../pageSizes';
import { sectionPagePath, type PortfolioSection } from './portfolioSections';
import * as portfolio from './portfolio.styles';
import * as styles from './styles';

/** `sizes` of an artwork in a group's grid (see portfolio.artworkGrid). */
const TILE = '(min-width: 72em) 21em, (min-width: 40em) 30vw, 46vw';

/**
 * A project or group of the portfolio: heading, text, a grid of artworks with captions, and its viewer when open. A
 * long one shows a page of its artworks at a time, with links to each page; the viewer goes through them all.
 */
export function ArtworkGroup({
  section,
  level = 2,
  page = 1,
  view,
  onView,
}: {
  section: PortfolioSection;
  level?: 2 | 3;
  /** The page of its artworks to show, counting from 1. */
  page?: number;
  /** The artwork open full-screen, counting from 1. */
  view?: number;
  onView: (n: number | null) => void;
}) {
  const { t } = useTranslation();
  // The first page's artworks come with the page; a later page waits for the others, an open viewer fetches them.
  const gallery = useArtworks(section.gallery, { all: page > 1, soon: view !== undefined });
  const items = useMemo(() => artworkItems(gallery.items, t), [gallery, t]);
  const Heading = `h${level}` as const;
  const headingId = `${section.slug}-heading`;
  const text = section.description ?? gallery.subtitle;
  const open = view !== undefined && view <= items.length ? view - 1 : undefined;
  const first = (page - 1) * PAGE_SIZE.artworks;
  const pages = Math.ceil(gallery.count / PAGE_SIZE.artworks);

  return (
    <section className={portfolio.portfolioSection} aria-labelledby={headingId}>
      <Heading id={headingId} tabIndex={-1} className={level === 2 ? portfolio.subheading : portfolio.groupHeading}>
        {t(gallery.title)}
      </Heading>
      {text && <p className={styles.lead}>{t(text)}</p>}
      <ul className={portfolio.artworkGrid}>
        {items.slice(first, first + PAGE_SIZE.artworks).map((item, i) => (
          <ArtworkTile key={item.id} item={item} sizes={TILE} onOpen={() => onView(first + i + 1)} />
        ))}
      </ul>
      <Pagination
        pages={pages}
        current={page}
        href={(n) => sectionPagePath(section.slug, n)}
        label={t('KIT.PAGES_OF', { list: t(gallery.title) })}
        className={portfolio.chips}
        link={Link}
      />
      <LazyViewer
        items={items}
        index={open}
        label={t(gallery.title)}
        onChange={(i) => onView(i === null ? null : i + 1)}
      />
    </section>
  );
}
