import '../../privacy-notice/index';
import { useTranslation } from 'react-i18next';
import * as styles from './styles';

export default function Privacy() {
  const { t } = useTranslation();
  return (
    <>
      <h1 className={styles.heading}>{t('DATA_PROTECTION')}</h1>
      <privacy-notice />
    </>
  );
}
