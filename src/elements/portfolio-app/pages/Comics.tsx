import { useT } from '../../../core/host';
import * as styles from './styles';

// <comic-viewer> arrives with its own issue; the route already hosts its tag.
export default function Comics({ comic }: { comic?: string }) {
  const { t } = useT();
  return (
    <>
      <h1 className={styles.heading}>{t('COMICS.TITLE')}</h1>
      <comic-viewer comic={comic} />
    </>
  );
}
