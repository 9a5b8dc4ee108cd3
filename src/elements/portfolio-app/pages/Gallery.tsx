import '../../portfolio-gallery/index';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { useT } from '../../../core/host';
import * as styles from './styles';

/** The current slide lives in the URL (#/portfolio/5): one illustration can be shared, back/forward move between slides. */
export default function Gallery({ slide }: { slide?: string }) {
  const { t } = useT();
  const [location, navigate] = useLocation();
  const gallery = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = gallery.current!;
    const onChange = (event: Event) => {
      const target = `/portfolio/${(event as CustomEvent<{ index: number }>).detail.index + 1}`;
      if (target !== location && !(target === '/portfolio/1' && location === '/portfolio')) navigate(target);
    };
    element.addEventListener('slide-change', onChange);
    return () => element.removeEventListener('slide-change', onChange);
  }, [location, navigate]);

  return (
    <>
      <h1 className={styles.heading}>{t('PORTFOLIO.TITLE')}</h1>
      <portfolio-gallery ref={gallery} start={slide} />
    </>
  );
}
