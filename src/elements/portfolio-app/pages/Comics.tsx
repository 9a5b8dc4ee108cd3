import '../../comic-viewer/index';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { useT } from '../../../core/host';
import * as styles from './styles';

/** The open comic lives in the URL (#/comics/<id>), so back/forward and shared links work. */
export default function Comics({ comic }: { comic?: string }) {
  const { t } = useT();
  const [, navigate] = useLocation();
  const viewer = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = viewer.current!;
    const onOpen = (event: Event) => navigate(`/comics/${(event as CustomEvent<{ id: string }>).detail.id}`);
    const onClose = () => navigate('/comics');
    element.addEventListener('comic-open', onOpen);
    element.addEventListener('comic-close', onClose);
    return () => {
      element.removeEventListener('comic-open', onOpen);
      element.removeEventListener('comic-close', onClose);
    };
  }, [navigate]);

  return (
    <>
      <h1 className={styles.heading}>{t('COMICS.TITLE')}</h1>
      <comic-viewer ref={viewer} comic={comic} />
    </>
  );
}
