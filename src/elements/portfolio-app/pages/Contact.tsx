import '../../contact-form/index';
import { useT } from '../../../core/host';
import * as styles from './styles';

export default function Contact() {
  const { t } = useT();
  return (
    <>
      <h1 className={styles.heading}>{t('CONTACTS.TITLE')}</h1>
      <p className={styles.lead}>{t('CONTACTS.INTRO')}</p>
      <contact-form />
    </>
  );
}
