import { Link } from 'wouter';
import { useT } from '../../../core/host';
import { picture, pictures } from '../../../content';

export default function NotFound() {
  const { t } = useT();
  const image = picture(pictures.notFound);
  return (
    <section>
      <img src={image.src} width={image.width} height={image.height} alt={t('ALT.NOT_FOUND')} />
      <h1>{t('KIT.NOT_FOUND')}</h1>
      <Link href="/">{t('KIT.NOT_FOUND_LINK')}</Link>
    </section>
  );
}
