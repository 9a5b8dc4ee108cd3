import { useT } from '../../../core/host';
import * as styles from './styles';

// <book-list> arrives with its own issue; the route already hosts its tag.
export default function Books() {
  const { t } = useT();
  return (
    <>
      <h1 className={styles.heading}>{t('BOOK.BOOKS')}</h1>
      <book-list />
    </>
  );
}
