import '../../contact-form/index';
import { useTranslation } from 'react-i18next';
import * as styles from './styles';

export default function Contact() {
  const { t } = useTranslation();
  return (
    <>
      <h1 className={styles.heading}>{t('CONTACTS.TITLE')}</h1>
      <p className={styles.lead}>{t('CONTACTS.INTRO')}</p>
      <contact-form />
    </>
  );
}
