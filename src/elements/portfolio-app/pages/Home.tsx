import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { books, covers } from '../../../content/books';
import { pictures, site } from '../../../content';
import { picture } from '../../../core/assets';
import { Picture, SIZES } from '../../../core/Picture';
import { pillButton } from '../../../core/styles';
import { NextEvents } from './NextEvents';
import * as styles from './styles';

export default function Home() {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="visually-hidden">{site.owner}</h1>
      <Picture
        className={styles.hero}
        image={picture(pictures.home.image)}
        alt={t(pictures.home.alt)}
        sizes={SIZES.column}
        priority
      />
      <p className={styles.lead}>{t('HOME.INTRO')}</p>
      <h2 className={styles.heading}>{t('HOME.BOOKS_TITLE')}</h2>
      <ul className={styles.coverRow}>
        {[...books, ...covers].map((book) => {
          return (
            <li key={book.id}>
              <Link href={`/${book.id}`}>
                <Picture
                  image={picture(book.cover)}
                  alt={t('BOOK.COVER_ALT', { title: book.title })}
                  sizes={styles.coverWidth}
                  low // the first row shows under the hero on a phone
                />
              </Link>
            </li>
          );
        })}
      </ul>
      <Link href="/books" className={pillButton}>
        {t('HOME.DISCOVER')}
      </Link>
      <NextEvents />
    </>
  );
}
