import '../../comic-viewer/index';
import { useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import * as styles from './styles';
import { useElementEvents } from './useElementEvents';

/** The open comic lives in the URL (#/comics/<id>), so back/forward and shared links work. */
export default function Comics({ comic }: { comic?: string }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const viewer = useElementEvents({
    'comic-open': (event) => navigate(`/comics/${event.detail.id}`),
    'comic-close': () => navigate('/comics'),
  });

  return (
    <>
      <h1 className={styles.heading}>{t('COMICS.TITLE')}</h1>
      <comic-viewer ref={viewer} comic={comic} />
    </>
  );
}
