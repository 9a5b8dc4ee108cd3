import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Icon } from '../../../core/icons';
import { Picture, SIZES } from '../../../core/Picture';
import { paragraphs } from '../../../content/biography';
import { pictures, site } from '../../../content';
import { picture } from '../../../core/assets';
import * as styles from './styles';

/** The course's name, as <Trans> finds it between <course> tags, becomes a link that says it opens a new tab. */
function CourseLink({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <a href={site.course.url} target="_blank" rel="noopener noreferrer">
      {children} <Icon name="external" size={16} />
      <span className="visually-hidden"> {t('BIO.LINK_NEW_TAB')}</span>
    </a>
  );
}

export default function Bio() {
  const { t } = useTranslation();
  return (
    <article className={styles.bio}>
      <div>
        <h1 className={styles.heading}>{t('BIO.WHO')}</h1>
        {paragraphs.map((key) => (
          <p key={key}>{t(key)}</p>
        ))}
        <p>
          <Trans i18nKey="BIO.LINK" components={{ course: <CourseLink /> }} />
        </p>
      </div>
      <figure>
        {pictures.portraits.map(({ image, alt }, i) => (
          <Picture key={image} image={picture(image)} alt={t(alt)} sizes={SIZES.portrait} priority={i === 0} />
        ))}
      </figure>
    </article>
  );
}
