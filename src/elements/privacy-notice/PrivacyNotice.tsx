import { Fragment } from 'react';
import { Trans } from 'react-i18next';
import { site } from '../../content';
import { CHOICE } from '../../core/languageChoice';
import { notices } from './notice';
import * as styles from './styles';

const values = { owner: site.owner, email: site.email, stored: CHOICE.stored, cookie: CHOICE.cookie };
const mail = { mail: <a href={`mailto:${site.email}`} /> };

/**
 * The notice's own texts are not in the locales (it is bilingual by design): each one is its own key, so <Trans>
 * shows it as written, with `{{owner}}` and the storage names filled in and `<mail>` made a mailto link.
 */
const Paragraph = ({ text }: { text: string }) => (
  <p>
    <Trans defaults={text} values={values} components={mail} />
  </p>
);

/** The notice is bilingual by design (Italian, then English) whatever the visitor's language. */
export function PrivacyNotice() {
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
        <Trans i18nKey="PRIVACY.CONTACT" values={values} components={mail} />
      </p>
    </div>
  );
}
