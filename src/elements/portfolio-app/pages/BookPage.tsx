import { Link } from 'wouter';
import { useT } from '../../../core/host';
import { Icon } from '../../../core/icons';
import { Picture, SIZES } from '../../../core/Picture';
import { books, covers, picture } from '../../../content';
import { BookVideo } from '../video/BookVideo';
import { pillButton } from '../../../core/styles';
import * as styles from './styles';

/** A book's own page: its pictures, and a way back to the list. */
export default function BookPage({ id }: { id: string }) {
  const { t } = useT();
  const book = [...books, ...covers].find((entry) => entry.id === id)!;
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
        {book.pages.map((id, i) => (
          <Picture
            key={id}
            image={picture(id)}
            alt={t('BOOK.PAGE_ALT', { n: i + 1, title: book.title })}
            sizes={SIZES.column}
            priority={i === 0 && !book.videoId}
          />
        ))}
      </div>
      <Link href="/books" className={pillButton}>
        <Icon name="back" />
        {t('BOOK.BACK')}
      </Link>
    </article>
  );
}
