import '../../book-list/index';
import { useTranslation } from 'react-i18next';
import { useLocation, useRouter } from 'wouter';
import { folder } from '../location';
import * as styles from './styles';

export default function Books() {
  const { t } = useTranslation();
  const { base, hrefs } = useRouter();
  const [, navigate] = useLocation();
  // On the site itself (path routing) the cards link to its own book pages; embedded, to the illustrator's site.
  // Plain links either way, so a new tab or a shared link works; a plain click stays in the app.
  const siteUrl = hrefs === folder && typeof location !== 'undefined' ? new URL(folder(base), location.origin).href : undefined;
  return (
    <>
      <h1 className={styles.heading}>{t('MENU.PUBLICATIONS')}</h1>
      <book-list
        site-url={siteUrl}
        onbook-select={(event) => {
          event.preventDefault();
          navigate(`/${event.detail.id}`);
        }}
      />
    </>
  );
}
