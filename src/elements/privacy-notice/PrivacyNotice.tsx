import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { site } from '../../content';
import { notices } from './notice';
import * as styles from './styles';

/** `{owner}` becomes the owner's name and `{email}` a mailto link. */
function Paragraph({ text }: { text: string }) {
  const parts = text.replaceAll('{owner}', site.owner).split('{email}');
  return (
    <p>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <a href={`mailto:${site.email}`}>{site.email}</a>}
          {part}
        </Fragment>
      ))}
    </p>
  );
}

/** The notice is bilingual by design (Italian, then English) whatever the visitor's language. */
export function PrivacyNotice() {
  const { t } = useTranslation();
  return (
    <div className={styles.notice} part="notice">
      {notices.map((notice, i) => (
        <Fragment key={notice.lang}>
          {i > 0 && <hr className={styles.divider} />}
          <article lang={notice.lang} aria-labelledby={`notice-${notice.lang}`}>
            <h2 id={`notice-${notice.lang}`}>{notice.title}</h2>
            {notice.sections.map((section) => (
              <section key={section.heading}>
                <h3>{section.heading}</h3>
                {section.paragraphs.map((paragraph) => (
                  <Paragraph key={paragraph} text={paragraph} />
                ))}
              </section>
            ))}
          </article>
        </Fragment>
      ))}
      <p>
        <a href={`mailto:${site.email}`}>{t('PRIVACY.CONTACT', { email: site.email })}</a>
      </p>
    </div>
  );
}
