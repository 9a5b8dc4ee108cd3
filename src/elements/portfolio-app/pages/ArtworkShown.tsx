import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Picture } from '../../../core/Picture';
import { viewerSizes } from '../../../core/viewer/sizes';
import { STANDIN } from '../../../core/viewer/standin';
import { ArtworkCaption } from '../../../core/viewer/ArtworkButton';
import { artworkItems } from '../../../core/viewer/items';
import { galleries } from '../../../content/artworks';
import type { PortfolioSection } from './portfolioSections';
import { css, linkLook } from '../../../core/styles';
import { site } from '../../../content';
import { printedPage, printOnly } from './print.styles';

/**
 * An artwork's own page, for readers without JavaScript: the prerendered HTML only (with it, the viewer shows the
 * artwork full-screen over its group, and this stands in for the viewer until then: core/viewer/standin.ts). The
 * artwork at the top, its caption, and links to its neighbours and its group.
 */
export function ArtworkShown({ section, view }: { section: PortfolioSection; view: number }) {
  const { t } = useTranslation();
  const gallery = galleries[section.gallery];
  const items = useMemo(() => artworkItems(gallery.items, t), [gallery, t]);
  const item = items[view - 1];
  if (!item) return null;
  const at = (n: number) => `/portfolio/${section.slug}/${n}`;
  return (
    <figure className={`${shown} ${printedPage}`} {...{ [STANDIN]: '' }}>
      {/* At the viewer's width: with JavaScript, the browser still fetches it from the HTML before it is removed,
          and the viewer then shows the same file. */}
      <Picture image={item.image} alt={item.alt} sizes={viewerSizes(item.image)} priority />
      <ArtworkCaption item={item} />
      <p className={printOnly}>
        {site.owner} · {site.siteUrl}
      </p>
      <nav aria-label={t(gallery.title)}>
        {view > 1 && <Link href={at(view - 1)}>{t('PORTFOLIO.VIEWER.PREVIOUS')}</Link>}
        <Link href={`/portfolio/${section.slug}`}>{t(gallery.title)}</Link>
        {view < items.length && <Link href={at(view + 1)}>{t('PORTFOLIO.VIEWER.NEXT')}</Link>}
      </nav>
    </figure>
  );
}

/** The whole artwork within the screen, then its caption: here, not with the portfolio's styles, as only the
 * prerenderer shows this page (the browser's code goes without it). */
const shown = css`
  margin: 0 0 2.5em;
  text-align: center;
  img {
    width: auto;
    max-height: 70vh;
    border-radius: var(--p-radius);
  }
  figcaption {
    margin: 0.6em 0;
  }
  nav {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 0.5em 1.5em;
  }
  a {
    ${linkLook}
  }
  /* Printed: the artwork alone on its page (print.styles.ts leaves out the site around <main>). */
  @media print {
    main > :not(&) {
      display: none !important;
    }
    img {
      max-height: 80vh;
      border-radius: 0;
    }
    nav {
      display: none;
    }
  }
  /* With JavaScript, until the viewer opens (core/viewer/standin.ts): the artwork where the viewer shows it, under it. */
  &[${STANDIN}='on'] {
    position: fixed;
    inset: 0;
    z-index: 9998;
    margin: 0;
    padding: 56px 0 52px;
    display: flex;
    align-items: center;
    justify-content: center;
    background: #000;
    /* After the app's tree, out of reach of its base sheet (.root picture, .root source): the same here. */
    picture {
      display: contents;
    }
    source {
      display: none;
    }
    img {
      width: auto;
      height: auto;
      max-width: 100%;
      max-height: 100%;
      border-radius: 0;
      /* A hair larger than the viewer's (whose pixel rows round apart): the picture that paints first stays the
         page's largest, as it is to the eye, when the same one shows again in the viewer. */
      transform: scale(1.01);
    }
    figcaption,
    nav {
      display: none;
    }
  }
`;
