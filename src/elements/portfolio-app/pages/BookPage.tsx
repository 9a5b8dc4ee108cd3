import { useMemo } from 'react';
import { Link, useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { useHost } from '../../../core/host';
import { Icon } from '../../../core/icons';
import { SIZES } from '../../../core/Picture';
import { ArtworkButton } from '../../../core/viewer/ArtworkButton';
import { LazyViewer } from '../../../core/viewer/LazyViewer';
import { bookPictures, books, covers } from '../../../content/books';
import type { Book } from '../../../content';
import { picture } from '../../../core/assets';
import { placesOf } from '../../../content/places';
import { getLanguage } from '../../../core/i18n';
import { loadFindTexts, useFindTexts } from '../../book-list/findTexts';
import { WhereToFind } from '../../book-list/WhereToFind';
import { BookVideo } from '../video/BookVideo';
import { pillButton } from '../../../core/styles';
import * as styles from './styles';
import { viewerUrl } from './viewerUrl';

/** The texts of "Where to find it", fetched with this page's code (routes.ts waits for both): no late shift. */
export const findTexts = loadFindTexts(getLanguage());

/** Each edition with its ISBN: what a bookseller or a librarian asks for. */
function Editions({ book }: { book: Book }) {
  const { t } = useTranslation('find');
  const { lang } = useHost();
  const language = new Intl.DisplayNames([lang], { type: 'language' });
  return (
    <ul className={styles.editions}>
      {placesOf(book.id).editions.map((edition) => (
        <li key={edition.isbn}>
          {t(`FORMAT.${edition.format}`)} · {language.of(edition.language)} · {edition.publisher}, {edition.year} · ISBN{' '}
          {edition.isbn}
        </li>
      ))}
    </ul>
  );
}

/** A book's own page: its pictures, and a way back to the list. #/<id>/<n> shows picture n full-screen. */
export default function BookPage({ id, page }: { id: string; page?: string }) {
  const { t } = useTranslation();
  const { lang } = useHost();
  const findReady = useFindTexts(lang);
  const [, navigate] = useLocation();
  const book = [...books, ...covers].find((entry) => entry.id === id)!;
  const items = useMemo(
    () => bookPictures(book).map(({ src, alt }) => ({ id: src, image: picture(src), alt: alt(t) })),
    [book, t],
  );
  const open = Number(page) >= 1 && Number(page) <= items.length ? Number(page) - 1 : null;
  const url = viewerUrl(navigate, open !== null);
  const show = (i: number | null) => (i === null ? url.close(`/${id}`) : url.show(`/${id}/${i + 1}`));
  return (
    <article>
      <h1 className={styles.heading}>{book.title}</h1>
      <p className={styles.credits}>
        {book.author
          ? `${t('BOOK.AUTHOR')} ${book.author} · ${t('BOOK.ILLUSTRATOR')} ${book.illustrator}`
          : `${t('BOOK.AUTHOR_ILLUSTRATOR')} ${book.illustrator}`}
        {` · ${book.edition.publisher}, ${book.edition.year}`}
      </p>
      <p className={styles.lead}>{t(book.description)}</p>
      {book.videoId && <BookVideo videoId={book.videoId} title={book.title} poster={bookPictures(book)[0].src} />}
      {book.sounds && (
        <p>
          <Link href="/music" className={styles.textLink}>
            {t('BOOK.LISTEN')}
          </Link>
        </p>
      )}
      {findReady && (
        <WhereToFind book={book} heading="h2">
          {placesOf(book.id).editions.length > 0 && <Editions book={book} />}
        </WhereToFind>
      )}
      <div className={styles.gallery}>
        {items.map((item, i) => (
          <ArtworkButton
            key={item.id}
            item={item}
            sizes={SIZES.column}
            // Not while a picture is open full screen: that one is the page's largest (routes.ts preloads it).
            priority={i === 0 && open === null && !book.videoId}
            onOpen={() => show(i)}
          />
        ))}
      </div>
      <LazyViewer items={items} index={open} label={book.title} onChange={show} />
      <Link href="/books" className={pillButton}>
        <Icon name="back" />
        {t('BOOK.BACK')}
      </Link>
    </article>
  );
}
