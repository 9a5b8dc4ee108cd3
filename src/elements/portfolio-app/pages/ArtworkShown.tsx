import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Picture } from '../../../core/Picture';
import { viewerSizes } from '../../../core/viewer/sizes';
import { ArtworkCaption } from '../../../core/viewer/ArtworkButton';
import { artworkItems } from '../../../core/viewer/items';
import { galleries } from '../../../content/artworks';
import type { PortfolioSection } from './portfolioSections';
import * as portfolio from './portfolio.styles';

/**
 * An artwork's own page, for readers without JavaScript: the prerendered HTML only (with it, the viewer shows the
 * artwork full-screen over its group). The artwork at the top, its caption, and links to its neighbours and its group.
 */
export function ArtworkShown({ section, view }: { section: PortfolioSection; view: number }) {
  const { t } = useTranslation();
  const gallery = galleries[section.gallery];
  const items = useMemo(() => artworkItems(gallery.items, t), [gallery, t]);
  const item = items[view - 1];
  if (!item) return null;
  const at = (n: number) => `/portfolio/${section.slug}/${n}`;
  return (
    <figure className={portfolio.shown}>
      {/* At the viewer's width: with JavaScript, the browser still fetches it from the HTML before it is removed,
          and the viewer then shows the same file. */}
      <Picture image={item.image} alt={item.alt} sizes={viewerSizes(item.image)} priority />
      <ArtworkCaption item={item} />
      <nav aria-label={t(gallery.title)}>
        {view > 1 && <Link href={at(view - 1)}>{t('PORTFOLIO.VIEWER.PREVIOUS')}</Link>}
        <Link href={`/portfolio/${section.slug}`}>{t(gallery.title)}</Link>
        {view < items.length && <Link href={at(view + 1)}>{t('PORTFOLIO.VIEWER.NEXT')}</Link>}
      </nav>
    </figure>
  );
}
