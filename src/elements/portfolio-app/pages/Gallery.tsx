import '../../portfolio-gallery/index';
import { Suspense, useContext, useEffect, useEffectEvent, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { allArtworksIn, galleries, loadAllArtworks } from '../../../content/artworks';
import { assetUrl, picture } from '../../../core/assets';
import { SIZES } from '../../../core/Picture';
import { useHost } from '../../../core/host';
import { viewerSizes } from '../../../core/viewer/sizes';
import { removeStandin } from '../../../core/viewer/standin';
import type { Hero } from '../routeTypes';
import { ArtworkGroup } from './ArtworkGroup';
import { PrerenderedArtwork } from './prerenderedArtwork';
import { portfolioPdf } from './portfolioPdf';
import { PAGE_SIZE } from '../pageSizes';
import {
  groups,
  portfolioSections,
  projects,
  readPortfolioPath,
  sectionPagePath,
  type PortfolioSection,
} from './portfolioSections';
import * as styles from './styles';
import { viewerUrl } from './viewerUrl';
import * as portfolio from './portfolio.styles';
import { useElementEvents } from './useElementEvents';

const carouselPath = (n: number) => (n === 1 ? '/portfolio' : `/portfolio/${n}`);
/** The page of its section that holds artwork n. */
const pageHolding = (n: number) => Math.ceil(n / PAGE_SIZE.artworks);

/** The largest picture an address of the portfolio shows first (routes.ts): an artwork full screen, else the
 * carousel's slide; none where the page scrolls to a section. */
export async function hero({ first, second }: { first?: string; second?: string }): Promise<Hero> {
  const { section, view, slide = 1 } = readPortfolioPath(first, second);
  if (section && view && !allArtworksIn(section.gallery)) await loadAllArtworks(); // an artwork of a later page
  const artwork = section && view && galleries[section.gallery].items[view - 1];
  if (artwork) {
    const image = picture(artwork.src);
    return [image, viewerSizes(image)];
  }
  const { items } = galleries.portfolio;
  return section && !view ? undefined : [picture((items[slide - 1] ?? items[0]).src), SIZES.column];
}

/** The first project's carousel, its events heard while it is on the page (a section's later page has none). */
function Carousel({
  start,
  view,
  onSlide,
  onView,
}: {
  start?: string;
  view?: string;
  onSlide: (event: CustomEvent<{ index: number }>) => void;
  onView: (event: CustomEvent<{ index: number | null }>) => void;
}) {
  const carousel = useElementEvents({ 'slide-change': onSlide, 'view-change': onView });
  return <portfolio-gallery ref={carousel} start={start} view={view} />;
}

/**
 * The portfolio: the carousel of illustrated pages, the two other projects, then the Gallery's groups. The URL holds
 * the carousel's slide (#/portfolio/5), a section (#/portfolio/colour) and the artwork open full-screen
 * (#/portfolio/colour/3), so each can be shared, reloaded, and reached with back and forward.
 */
export default function Gallery({ first, second, third }: { first?: string; second?: string; third?: string }) {
  const { t, i18n } = useTranslation();
  const [location, navigate] = useLocation();
  const { section, view, page, slide } = readPortfolioPath(first, second, third);
  // A section's page after the first (…/page/2, or an artwork on it open) shows that section alone, at that page.
  const sectionPage = page ?? (view ? pageHolding(view) : 1);
  const alone = section && section.gallery !== 'portfolio' && sectionPage > 1 ? section : undefined;

  const { element } = useHost();
  // An artwork's HTML stands in for the viewer until it shows (core/viewer/standin.ts); it goes with the viewer's
  // address, even if the viewer never came.
  useEffect(() => {
    const gone = () => removeStandin(element);
    if (!view) gone();
    return gone;
  }, [view, element]);

  const url = viewerUrl(navigate, Boolean(view));
  const show = (entry: PortfolioSection, n: number | null) => {
    if (n !== null) return url.show(`/portfolio/${entry.slug}/${n}`);
    // The carousel stays on the page last shown (Back would return it to the slide it opened from).
    if (entry.gallery === 'portfolio') return navigate(carouselPath(view ?? 1), { replace: true });
    url.close(sectionPagePath(entry.slug, view ? pageHolding(view) : 1)); // back to the page it was opened from
  };

  const onSlide = (event: CustomEvent<{ index: number }>) => {
    if (view) return; // the viewer moves the carousel along with it; the URL already says where
    const target = carouselPath(event.detail.index + 1);
    if (target !== location && !(location === '/portfolio/1' && target === '/portfolio')) navigate(target);
  };
  const onView = ({ detail: { index } }: CustomEvent<{ index: number | null }>) =>
    show(projects[0], index === null ? null : index + 1);
  const top = useRef<HTMLHeadingElement>(null);

  // A section's address brings it into view, its heading focused (after the page's own focus on the h1).
  const bringIntoView = useEffectEvent(() => {
    if (!section || view) return;
    const target = top.current?.getRootNode() as ShadowRoot | undefined;
    const heading = target?.getElementById(`${section.slug}-heading`);
    heading?.focus({ preventScroll: true });
    heading?.scrollIntoView({ block: 'start' });
  });
  useEffect(() => {
    const timer = setTimeout(bringIntoView);
    return () => clearTimeout(timer);
  }, [section?.slug]); // not when a viewer closes: focus then goes back to its artwork

  const inCarousel = section?.gallery === 'portfolio';
  // An artwork's address, prerendered for readers without JavaScript (with it, the page is a shell): the artwork,
  // then its group alone.
  const artworkPage = useContext(PrerenderedArtwork);
  const shown = artworkPage && section && view ? { section, view } : undefined;
  const single = shown?.section ?? alone;
  return (
    <>
      <h1 ref={top} className={styles.heading}>
        {t('PORTFOLIO.TITLE')}
      </h1>
      {shown && artworkPage?.(shown)}
      <nav aria-label={t('PORTFOLIO.CONTENTS')}>
        <ul className={portfolio.chips}>
          {portfolioSections.map((entry) => (
            <li key={entry.slug}>
              <Link href={`/portfolio/${entry.slug}`}>{t(galleries[entry.gallery].title)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <p>
        <a className={styles.textLink} href={assetUrl(portfolioPdf(i18n.language))} download>
          {t('PORTFOLIO.PDF.DOWNLOAD')}
        </a>
      </p>
      {single ? (
        // A later page waits for its artworks (core/useArtworks.ts); hydrating, its HTML stays meanwhile.
        <Suspense>
          <ArtworkGroup
            section={single}
            page={sectionPage}
            view={shown ? undefined : view}
            onView={(n) => show(single, n)}
          />
        </Suspense>
      ) : (
        <>
          {/* Not a landmark of its own: the carousel inside is already the labelled region. */}
          <div id="illustrations-heading" tabIndex={-1} className={portfolio.portfolioSection}>
            <Carousel
              start={slide ? String(slide) : undefined}
              view={inCarousel && view ? String(view) : undefined}
              onSlide={onSlide}
              onView={onView}
            />
          </div>
          {projects.slice(1).map((entry) => (
            <ArtworkGroup
              key={entry.slug}
              section={entry}
              view={section === entry ? view : undefined}
              onView={(n) => show(entry, n)}
            />
          ))}
          <h2 className={portfolio.subheading}>{t('PORTFOLIO.GALLERY')}</h2>
          {groups.map((entry) => (
            <ArtworkGroup
              key={entry.slug}
              section={entry}
              level={3}
              view={section === entry ? view : undefined}
              onView={(n) => show(entry, n)}
            />
          ))}
        </>
      )}
    </>
  );
}
