import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { pictures } from '../../../content';
import { picture } from '../../../core/assets';
import { Picture } from '../../../core/Picture';
import { pillButton } from '../../../core/styles';
import * as styles from './styles';

export default function NotFound() {
  const { t } = useTranslation();
  return (
    <section className={styles.notFound}>
      <Picture
        image={picture(pictures.notFound.image)}
        alt={t(pictures.notFound.alt)}
        sizes="(min-width: 32em) 30em, 92vw"
        priority
      />
      <h1 className={styles.heading}>{t('NOT_FOUND.TITLE')}</h1>
      <p>{t('NOT_FOUND.TEXT')}</p>
      <Link href="/" className={pillButton}>
        {t('NOT_FOUND.LINK')}
      </Link>
    </section>
  );
}
