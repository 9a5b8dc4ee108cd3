import '../../event-list/index';
import { useTranslation } from 'react-i18next';
import * as styles from './styles';

export default function Events() {
  const { t } = useTranslation();
  return (
    <>
      <h1 className={styles.heading}>{t('EVENTS.TITLE')}</h1>
      {/* The page's <head> has the events' data (sitePages.ts). */}
      <event-list structured-data="off" />
    </>
  );
}
