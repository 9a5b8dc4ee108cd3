import { useT } from '../../../core/host';
import { picture, pictures } from '../../../content';

export default function Home() {
  const { t } = useT();
  const hero = picture(pictures.home);
  return (
    <>
      <img src={hero.src} width={hero.width} height={hero.height} alt={t('ALT.HOME')} fetchPriority="high" />
      <p>{t('HOME.INTRO')}</p>
    </>
  );
}
