import { useT } from '../../../core/host';
import * as styles from './styles';

// <portfolio-gallery> arrives with its own issue; the route already hosts its tag.
export default function Gallery({ slide }: { slide?: string }) {
  const { t } = useT();
  return (
    <>
      <h1 className={styles.heading}>{t('PORTFOLIO.TITLE')}</h1>
      <portfolio-gallery start={slide} />
    </>
  );
}
