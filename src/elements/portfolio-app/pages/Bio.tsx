import { useT } from '../../../core/host';
import { Icon } from '../../../core/icons';
import { picture, pictures, site } from '../../../content';
import * as styles from './styles';

export default function Bio() {
  const { t } = useT();
  return (
    <article className={styles.bio}>
      <div>
        <h1 className={styles.heading}>{t('BIO.WHO')}</h1>
        {[1, 2, 3, 4, 5, 6].map((n) => (
          <p key={n}>{t(`BIO.TEXT${n}`)}</p>
        ))}
        <p>
          <a href={site.course.url} target="_blank" rel="noopener noreferrer">
            {t('BIO.LINK')} <Icon name="external" size={16} />
            <span className="visually-hidden"> {t('BIO.LINK_NEW_TAB')}</span>
          </a>
        </p>
      </div>
      <figure>
        {pictures.portraits.map((path, i) => {
          const portrait = picture(path);
          return <img key={path} src={portrait.src} width={portrait.width} height={portrait.height} alt={t(`BIO.PORTRAIT_${i + 1}`)} loading={i ? 'lazy' : undefined} />;
        })}
      </figure>
    </article>
  );
}
