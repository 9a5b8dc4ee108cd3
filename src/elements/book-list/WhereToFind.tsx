import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHost } from '../../core/host';
import { shops } from '../../content/places';
import type { Book } from '../../content';
import { placesToFind, type OwnShop } from './shops';
import * as styles from './styles';

/**
 * "Where to find it": the book's page at its publisher, then the shops and libraries (or the embedder's own shop).
 * Plain links: nothing is asked of them before a click, and they are not told which page the visitor came from.
 * Each link names the book for screen readers, which list a page's links out of their context.
 */
export function WhereToFind({
  book,
  own,
  heading: Heading,
  children,
}: {
  book: Book;
  own?: OwnShop;
  heading: 'h2' | 'h4';
  children?: ReactNode;
}) {
  const { t } = useTranslation('find');
  const { lang } = useHost();
  const id = useId();
  const places = placesToFind(book, lang, shops, own);
  if (!places.length) return null;
  return (
    <div className={styles.find}>
      <Heading id={id}>{t('HEADING')}</Heading>
      {children}
      <ul aria-labelledby={id}>
        {places.map((place) => (
          <li key={place.href}>
            <a href={place.href} rel="noopener noreferrer" referrerPolicy="no-referrer">
              {place.name}
              <span className="visually-hidden">
                {t(place.publisher ? 'PUBLISHER_ABOUT' : 'SHOP_ABOUT', { title: book.title })}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
