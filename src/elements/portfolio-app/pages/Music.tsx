import '../../music-board/index';
import { useT } from '../../../core/host';
import * as styles from './styles';

export default function Music() {
  const { t } = useT();
  return (
    <>
      <h1 className={styles.heading}>{t('MUSIC.TITLE')}</h1>
      <p className={styles.lead}>{t('MUSIC.INTRO')}</p>
      <music-board />
    </>
  );
}
