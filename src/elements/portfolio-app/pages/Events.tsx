import '../../event-list/index';
import { useT } from '../../../core/host';
import * as styles from './styles';

export default function Events() {
  const { t } = useT();
  return (
    <>
      <h1 className={styles.heading}>{t('EVENTS.TITLE')}</h1>
      <event-list />
    </>
  );
}
