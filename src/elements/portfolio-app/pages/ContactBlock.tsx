import { useTranslation } from 'react-i18next';
import { site } from '../../../content';
import { Icon } from '../../../core/icons';
import { socialLinks } from '../Header';
import { contactBlock } from '../styles';

/** The contact page's aside (routes.ts): the address to write to, and the illustrator's social pages. */
export default function ContactBlock() {
  const { t } = useTranslation();
  return (
    <aside className={contactBlock} aria-labelledby="contact-block-mail">
      <div>
        <h2 id="contact-block-mail">{t('CONTACTS.WRITE_ME')}</h2>
        <a href={`mailto:${site.email}`}>{site.email}</a>
      </div>
      <div>
        <h2>{t('CONTACTS.FOLLOW')}</h2>
        <ul>
          {socialLinks.map((link) => (
            <li key={link.icon}>
              <a href={link.href} target="_blank" rel="noopener noreferrer" aria-label={t(link.label)}>
                <Icon name={link.icon} />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
