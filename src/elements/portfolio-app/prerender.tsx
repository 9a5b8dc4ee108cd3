// Run by the build in Node (scripts/prerender.mjs): renders every page of <portfolio-app> with the very components the
// browser hydrates, in each language, and collects the CSS those components use.
import { renderToString } from 'react-dom/server';
import { preloadChunk } from '../../core/chunks';
import { elementRoot } from '../../core/define';
import { i18n, LANGUAGES, type Language } from '../../core/i18n';
import { fontFaceCss } from '../../core/fonts';
import { collectedCss } from '../../core/styles';
import { scriptJson } from '../../core/structuredData';
import en from '../../content/generated/en.json';
import fr from '../../content/generated/fr.json';
import it from '../../content/generated/it.json';
import eventsEn from '../../content/generated/events.en.json';
import eventsFr from '../../content/generated/events.fr.json';
import eventsIt from '../../content/generated/events.it.json';
import { picture, pictures, site } from '../../content';
import { SIZES } from '../../core/Picture';
import { registry } from '../registry';
import { PortfolioApp, PrerenderedPath } from './PortfolioApp';
import { languagePrefix } from './location';
import { notFoundPage, sitePages, type SitePage } from './sitePages';

const texts: Record<Language, object> = { en, it, fr };
const eventTexts: Record<Language, object> = { en: eventsEn, it: eventsIt, fr: eventsFr }; // for the events' JSON-LD
for (const lang of LANGUAGES) {
  i18n.addResourceBundle(lang, 'translation', texts[lang]);
  i18n.addResourceBundle(lang, 'events', eventTexts[lang]);
}

const Host = elementRoot(registry['portfolio-app'], PortfolioApp);
const container = { host: {} }; // no element in Node: the components only read its shadowRoot (none)

/** A page's shadow-root HTML in each language, at that language's address (light; the page's inline script sets the
 * theme), rendered once per address. */
const bodies = new Map<string, Promise<Record<Language, string>>>();
function body(page: SitePage) {
  const path = page.body ?? page.path;
  if (!bodies.has(path)) {
    const render = async () => {
      await preloadChunk(page.route.page);
      return Object.fromEntries(
        LANGUAGES.map((lang) => [
          lang,
          renderToString(
            <PrerenderedPath.Provider value={`${languagePrefix(lang)}${path}`}>
              <Host container={container} prerendered={{ lang, theme: 'light' }} routing="path" />
            </PrerenderedPath.Provider>,
          ),
        ]),
      ) as Record<Language, string>;
    };
    bodies.set(path, render());
  }
  return bodies.get(path)!;
}

/** One page: its HTML and its <head> texts, in each language. */
async function render(page: SitePage) {
  const html = await body(page);
  const head = (lang: Language) => {
    const t = i18n.getFixedT(lang);
    const title = page.path === '/' ? t('TITLE.SITE') : `${page.title(t)} · ${site.owner}`;
    const siteUrl = new URL(languagePrefix(lang) ? `${lang}/` : '', site.siteUrl).href;
    return { title, description: page.description(t), image: page.image, alt: page.alt(t), data: page.data && scriptJson({ '@context': 'https://schema.org', '@graph': page.data(t, siteUrl) }) };
  };
  return { path: page.path, listed: page.listed, html, head: Object.fromEntries(LANGUAGES.map((lang) => [lang, head(lang)])) as Record<Language, ReturnType<typeof head>> };
}

/** Every page (and the not-found page), their CSS, the fonts, and the home page's largest image. */
export async function renderPages() {
  const pages = [];
  for (const page of sitePages()) pages.push(await render(page));
  const missing = await render(notFoundPage);
  const hero = { image: picture(pictures.home.image), sizes: SIZES.column }; // as routes.ts preloads it
  return { pages, notFound: missing, css: collectedCss(), fonts: fontFaceCss('./fonts/'), hero, siteUrl: site.siteUrl, languages: LANGUAGES, vitals: site.vitals };
}
