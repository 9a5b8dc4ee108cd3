import '../../music-board/index';
import { useTranslation } from 'react-i18next';
import * as styles from './styles';

export default function Music() {
  const { t } = useTranslation();
  return (
    <>
      <h1 className={styles.heading}>{t('MUSIC.TITLE')}</h1>
      <p className={styles.lead}>{t('MUSIC.INTRO')}</p>
      <music-board />
    </>
  );
}
