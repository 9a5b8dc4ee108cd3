import '../../book-list/index';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useRouter } from 'wouter';
import { folder } from '../location';
import * as styles from './styles';
import { useElementEvents } from './useElementEvents';

const noChange = () => () => {};

export default function Books() {
  const { t } = useTranslation();
  const { base, hrefs } = useRouter();
  const [, navigate] = useLocation();
  // On the site itself (path routing) the cards link to its own book pages, where it is served from (npm start, a
  // preview); embedded, to the illustrator's site. The HTML, and hydration, keep the published address.
  // Plain links either way, so a new tab or a shared link works; a plain click stays in the app.
  const origin = useSyncExternalStore(
    noChange,
    () => location.origin,
    () => undefined,
  );
  const siteUrl = hrefs === folder && origin ? new URL(folder(base), origin).href : undefined;
  const list = useElementEvents({
    'book-select': (event) => {
      event.preventDefault();
      navigate(`/${event.detail.id}`);
    },
  });
  return (
    <>
      <h1 className={styles.heading}>{t('MENU.PUBLICATIONS')}</h1>
      <book-list
        ref={list}
        site-url={siteUrl}
        structured-data="off" // the page's <head> has the books' data (sitePages.ts)
      />
    </>
  );
}
