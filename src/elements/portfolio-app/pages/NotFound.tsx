import { Link } from 'wouter';
import { useT } from '../../../core/host';
import { picture, pictures } from '../../../content';
import { pillButton } from '../../../core/styles';
import * as styles from './styles';

export default function NotFound() {
  const { t } = useT();
  const image = picture(pictures.notFound);
  return (
    <section className={styles.notFound}>
      <img src={image.src} width={image.width} height={image.height} alt={t('ALT.NOT_FOUND')} />
      <h1 className={styles.heading}>{t('KIT.NOT_FOUND')}</h1>
      <p>{t('KIT.NOT_FOUND_TEXT')}</p>
      <Link href="/" className={pillButton}>
        {t('KIT.NOT_FOUND_LINK')}
      </Link>
    </section>
  );
}
