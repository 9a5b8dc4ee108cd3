import '../../book-list/index';
import { useTranslation } from 'react-i18next';
import * as styles from './styles';

export default function Books() {
  const { t } = useTranslation();
  // Cards link to this very page's routes (#/<book id>): plain links, so a new tab or a shared link works too.
  const here = location.href.split('#')[0];
  return (
    <>
      <h1 className={styles.heading}>{t('MENU.PUBLICATIONS')}</h1>
      <book-list site-url={here} />
    </>
  );
}
