// Run by the build in Node (scripts/prerender.mjs): renders <portfolio-app>'s home page with the very components the
// browser hydrates, in each language, and collects the CSS those components use.
import { renderToString } from 'react-dom/server';
import { preloadChunk } from '../../core/chunks';
import { elementRoot } from '../../core/define';
import { i18n, LANGUAGES, type Language } from '../../core/i18n';
import { fontFaceCss } from '../../core/fonts';
import { collectedCss } from '../../core/styles';
import en from '../../content/generated/en.json';
import fr from '../../content/generated/fr.json';
import it from '../../content/generated/it.json';
import { picture, pictures, site } from '../../content';
import { SIZES } from '../../core/Picture';
import { registry } from '../registry';
import { PortfolioApp } from './PortfolioApp';
import { routes } from './routes';

const texts: Record<Language, object> = { en, it, fr };
for (const lang of LANGUAGES) i18n.addResourceBundle(lang, 'translation', texts[lang]);

const Host = elementRoot(registry['portfolio-app'], PortfolioApp);
const container = { host: {} }; // no element in Node: the components only read its shadowRoot (none)

/** The home page's shadow-root HTML in each language (light; the page's inline script sets the theme), its CSS, and what link previews show. */
export async function renderHome() {
  await preloadChunk(routes[0].page);
  const html = Object.fromEntries(
    LANGUAGES.map((lang) => [lang, renderToString(<Host container={container} prerendered={{ lang, theme: 'light' }} />)]),
  ) as Record<Language, string>;
  const t = i18n.getFixedT('en');
  const preview = { url: site.siteUrl, title: t('TITLE.SITE'), description: t('HOME.INTRO'), image: picture(pictures.home.image).src, alt: t(pictures.home.alt) };
  const hero = { image: picture(pictures.home.image), sizes: SIZES.column }; // as routes.ts preloads it
  return { html, css: collectedCss(), fonts: fontFaceCss('./fonts/'), preview, hero };
}
