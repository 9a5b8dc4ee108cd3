import '../../privacy-notice/index';
import { useT } from '../../../core/host';
import * as styles from './styles';

export default function Privacy() {
  const { t } = useT();
  return (
    <>
      <h1 className={styles.heading}>{t('DATA_PROTECTION')}</h1>
      <privacy-notice />
    </>
  );
}
