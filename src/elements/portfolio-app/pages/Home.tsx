import { Link } from 'wouter';
import { useT } from '../../../core/host';
import { books, covers, picture, pictures, site } from '../../../content';
import { pillButton } from '../../../core/styles';
import * as styles from './styles';

export default function Home() {
  const { t } = useT();
  const hero = picture(pictures.home);
  return (
    <>
      <h1 className="visually-hidden">{site.owner}</h1>
      <img className={styles.hero} src={hero.src} width={hero.width} height={hero.height} alt={t('ALT.HOME')} fetchPriority="high" />
      <p className={styles.lead}>{t('HOME.INTRO')}</p>
      <h2 className={styles.heading}>{t('HOME.BOOKS_TITLE')}</h2>
      <ul className={styles.coverRow}>
        {[...books, ...covers].map((book) => {
          const cover = picture(book.cover);
          return (
            <li key={book.id}>
              <Link href={`/${book.id}`}>
                <img src={cover.src} width={cover.width} height={cover.height} alt={t('BOOK.COVER_ALT', { title: book.title })} loading="lazy" />
              </Link>
            </li>
          );
        })}
      </ul>
      <Link href="/books" className={pillButton}>
        {t('HOME.DISCOVER')}
      </Link>
    </>
  );
}
