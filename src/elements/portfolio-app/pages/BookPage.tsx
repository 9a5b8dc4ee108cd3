import { useMemo } from 'react';
import { Link, useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { useHost } from '../../../core/host';
import { Icon } from '../../../core/icons';
import { SIZES } from '../../../core/Picture';
import { ArtworkButton } from '../../../core/viewer/ArtworkButton';
import { LazyViewer } from '../../../core/viewer/LazyViewer';
import { books, covers } from '../../../content/books';
import { picture } from '../../../content';
import { BookVideo } from '../video/BookVideo';
import { pillButton } from '../../../core/styles';
import * as styles from './styles';
import { viewerUrl } from './viewerUrl';

/** A book's own page: its pictures, and a way back to the list. #/<id>/<n> shows picture n full-screen. */
export default function BookPage({ id, page }: { id: string; page?: string }) {
  const { t } = useTranslation();
  const { lang } = useHost();
  const [, navigate] = useLocation();
  const book = [...books, ...covers].find((entry) => entry.id === id)!;
  const items = useMemo(() => book.pages.map((src, i) => ({ id: src, image: picture(src), alt: t('BOOK.PAGE_ALT', { n: i + 1, title: book.title }) })), [book, lang]);
  const open = Number(page) >= 1 && Number(page) <= items.length ? Number(page) - 1 : null;
  const url = viewerUrl(navigate, open !== null);
  const show = (i: number | null) => (i === null ? url.close(`/${id}`) : url.show(`/${id}/${i + 1}`));
  return (
    <article>
      <h1 className={styles.heading}>{book.title}</h1>
      <p className={styles.credits}>
        {book.author ? `${t('BOOK.AUTHOR')} ${book.author} · ${t('BOOK.ILLUSTRATOR')} ${book.illustrator}` : `${t('BOOK.AUTHOR_ILLUSTRATOR')} ${book.illustrator}`}
        {` · ${book.edition.publisher}, ${book.edition.year}`}
      </p>
      <p className={styles.lead}>{t(book.description)}</p>
      {book.videoId && <BookVideo videoId={book.videoId} title={book.title} poster={book.pages[0]} />}
      {book.id === 'sentichemusica' && (
        <p>
          <Link href="/music" className={styles.textLink}>
            {t('BOOK.LISTEN')}
          </Link>
        </p>
      )}
      <div className={styles.gallery}>
        {items.map((item, i) => (
          <ArtworkButton
            key={item.id}
            item={item}
            sizes={SIZES.column}
            priority={i === 0 && !book.videoId}
            onOpen={() => show(i)}
          />
        ))}
      </div>
      {open !== null && <LazyViewer items={items} index={open} label={book.title} onIndexChange={show} onClose={() => show(null)} />}
      <Link href="/books" className={pillButton}>
        <Icon name="back" />
        {t('BOOK.BACK')}
      </Link>
    </article>
  );
}
