import { type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { emitter, useHost } from '../../core/host';
import type { spec } from './spec';
import { Picture, SIZES } from '../../core/Picture';
import { books as allBooks, covers as allCovers } from '../../content/books';
import type { Book } from '../../content';
import { picture } from '../../core/assets';
import { StructuredData } from './StructuredData';
import { bookPageUrl, booksPageUrl } from './urls';
import type { OwnShop } from './shops';
import { WhereToFind } from './WhereToFind';
import { sectionIntro } from '../../core/styles';
import { ListEnd, pageOf } from '../../core/lists';
import * as styles from './styles';

const emit = emitter<typeof spec>();

export interface BookListProps {
  section: 'books' | 'covers' | 'all';
  books?: string[];
  limit?: number;
  page?: number;
  siteUrl: string;
  structuredData: 'on' | 'off';
  /** An embedder's shop or catalogue, `{isbn}` where the ISBN goes: in place of the illustrator's shops. */
  shop?: string;
  shopLabel?: string;
}

/** Keeps only the chosen ids, in the order they were given. */
const pick = (list: Book[], ids?: string[]) =>
  ids ? ids.flatMap((id) => list.filter((book) => book.id === id)) : list;

function Credits({ book }: { book: Book }) {
  const { t } = useTranslation();
  if (!book.author) {
    return (
      <p className="credit">
        {t('BOOK.AUTHOR_ILLUSTRATOR')} <strong>{book.illustrator}</strong>
      </p>
    );
  }
  return (
    <>
      <p className="credit">
        {t('BOOK.AUTHOR')} <strong>{book.author}</strong>
      </p>
      <p className="credit">
        {t('BOOK.ILLUSTRATOR')} <strong>{book.illustrator}</strong>
      </p>
    </>
  );
}

function BookCard({ book, siteUrl, first, own }: { book: Book; siteUrl: string; first: boolean; own?: OwnShop }) {
  const { t } = useTranslation();
  const { element } = useHost();
  const url = bookPageUrl(siteUrl, book.id);
  // The page may handle the choice itself (preventDefault); otherwise the link opens the book's page. A click meant
  // for a new tab or window is the browser's, not a choice to handle.
  const onClick = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (!emit(element, 'book-select', { id: book.id, title: book.title, url }, true)) event.preventDefault();
  };
  return (
    <li>
      <article className={styles.card}>
        <Picture image={picture(book.cover)} alt="" sizes={SIZES.card} priority={first} />
        <div>
          <h3>
            <a href={url} onClick={onClick}>
              {book.title}
            </a>
          </h3>
          <p>{t(book.description)}</p>
          <Credits book={book} />
          <p className="credit">
            {book.edition.publisher}, {book.edition.year}
          </p>
          <WhereToFind book={book} own={own} heading="h4" />
        </div>
      </article>
    </li>
  );
}

/**
 * The books, then the covers; `limit` caps them in all (books first), and a cut list links to the site's books page;
 * with `page` too, the list is in pages of `limit` books, with links to each (the site's books pages).
 */
export function BookList({
  section,
  books: ids,
  limit,
  page,
  siteUrl,
  structuredData,
  shop,
  shopLabel,
}: BookListProps) {
  const { t } = useTranslation();
  const own = shop ? { url: shop, label: shopLabel || t('find:SHOP') } : undefined;
  const {
    shown: [books, covers],
    cut,
    pages,
  } = pageOf(
    limit ? (page ?? 1) : 1,
    limit ?? Infinity,
    section === 'covers' ? [] : pick(allBooks, ids),
    section === 'books' ? [] : pick(allCovers, ids),
  );
  return (
    <>
      {books.length > 0 && (
        <section className={`${sectionIntro} ${styles.section}`} part="books" aria-labelledby="books-heading">
          <h2 id="books-heading">{t('BOOK.BOOKS')}</h2>
          <ul className={styles.grid}>
            {books.map((book, i) => (
              <BookCard key={book.id} book={book} siteUrl={siteUrl} first={i === 0} own={own} />
            ))}
          </ul>
        </section>
      )}
      {covers.length > 0 && (
        <section className={`${sectionIntro} ${styles.section}`} part="covers" aria-labelledby="covers-heading">
          <h2 id="covers-heading">{t('BOOK.COVER')}</h2>
          <p>{t('BOOK.COVER_DESCRIPTION')}</p>
          <ul className={styles.grid}>
            {covers.map((book) => (
              <BookCard key={book.id} book={book} siteUrl={siteUrl} first={false} own={own} />
            ))}
          </ul>
        </section>
      )}
      <ListEnd
        listUrl={booksPageUrl(siteUrl)}
        page={limit ? page : undefined}
        pages={pages}
        cut={cut}
        list={t('MENU.PUBLICATIONS')}
        seeAll={t('find:SEE_ALL')}
      />
      {structuredData === 'on' && <StructuredData books={[...books, ...covers]} siteUrl={siteUrl} />}
    </>
  );
}
