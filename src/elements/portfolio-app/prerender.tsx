// Run by the build in Node (scripts/build/prerender.mjs): renders every page of <portfolio-app> with the very components the
// browser hydrates, in each language, and collects the CSS those components use.
import { renderToString } from 'react-dom/server';
import { preloadChunk } from '../../core/chunks';
import { camelCase } from '../../core/attributes';
import { elementRoot, prerenderable } from '../../core/define';
import { i18n, LANGUAGES, loadLanguage, type Language } from '../../core/i18n';
import { fontFaceCss } from '../../core/fonts';
import { collectedCss } from '../../core/styles';
import { scriptJson } from '../../core/structuredData';
import en from '../../content/generated/en.json';
import fr from '../../content/generated/fr.json';
import it from '../../content/generated/it.json';
import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import { site } from '../../content';
import { events } from '../../content/events';
import { splitByTime } from '../event-list/dates';
import { TEXT_PARTS } from '../../content/textParts';
import { load } from '../load';
import { PortfolioApp } from './PortfolioApp';
import { spec } from './spec';
import { languagePrefix, PrerenderedPath } from './location';
import { ArtworkShown } from './pages/ArtworkShown';
import { PrerenderedArtwork } from './pages/prerenderedArtwork';
import { notFoundPage, sitePages, type SitePage } from './sitePages';
import { loadAllArtworks } from '../../content/artworks';
import { selections } from '../../content/selections';
import { provideSelection, selectionFile } from './pages/selectionData';

const texts: Record<Language, object> = { en, it, fr };
for (const lang of LANGUAGES) i18n.addResourceBundle(lang, 'translation', texts[lang]);

const Host = elementRoot(spec, PortfolioApp);
const artworkPage = (shown: Parameters<typeof ArtworkShown>[0]) => <ArtworkShown {...shown} />;
// No element in Node: the components only read its shadowRoot (none). r2wc types the container an element.
const container = { host: {} } as unknown as HTMLElement;

/** Marks where the CSS goes in a nested element's shadow root: the build knows it once every page is rendered. */
export const CSS_MARKER = '/*prerendered-css*/';
const NESTED = /<([a-z]+(?:-[a-z]+)+)((?:\s[^>]*)?)><\/\1>/g;
const decode = (text: string) =>
  text.replace(
    /&(quot|#x27|lt|gt|amp);/g,
    (_, name: string) => ({ quot: '"', '#x27': "'", lt: '<', gt: '>', amp: '&' })[name]!,
  );

/** The elements a page holds (<book-list>, <portfolio-gallery>...), each with its own declarative shadow root: their
 * content is in the HTML too, as the browser renders it from the same attributes. */
function withElements(html: string, lang: Language): string {
  return html.replace(NESTED, (whole, tag: string, attributes: string) => {
    const element = prerenderable.get(tag);
    if (!element) return whole;
    const props = Object.fromEntries(
      [...attributes.matchAll(/([a-z-]+)(?:="([^"]*)")?/g)].map(([, name, value = '']) => [
        camelCase(name),
        decode(value),
      ]),
    );
    // Without React's preload hints for plain <img>s, which it puts first: in a shadow root they would only be in the way.
    const inner = renderToString(
      <element.Host {...props} container={container} prerendered={{ lang, theme: 'light' }} />,
    ).replace(/^(<link [^>]*\/>)+/, '');
    // The styles first, as the app's (scripts/build/prerender.mjs).
    return `<${tag}${attributes}><template shadowrootmode="open"><style>${CSS_MARKER}${element.css.join('')}</style>${withElements(inner, lang)}</template></${tag}>`;
  });
}

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
          withElements(
            renderToString(
              <PrerenderedPath.Provider value={`${languagePrefix(lang)}${path}`}>
                <PrerenderedArtwork.Provider value={artworkPage}>
                  <Host container={container} prerendered={{ lang, theme: 'light' }} routing="path" />
                </PrerenderedArtwork.Provider>
              </PrerenderedPath.Provider>,
            ),
            lang,
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
    return {
      title,
      description: page.description(t, lang),
      image: page.image,
      alt: page.alt(t),
      data: page.data && scriptJson({ '@context': 'https://schema.org', '@graph': page.data(t, siteUrl) }),
    };
  };
  // The page fetches its largest image from the first bytes of HTML, as the site's code fetches it (routes.ts).
  const hero = await page.route.hero?.(matchRoute(parse, page.route.path, page.path)[1] ?? {});
  // With JavaScript, a shell only (see before-paint.js): where the HTML holds another page's content (a carousel
  // slide's holds the portfolio), or where the page says so.
  return {
    hero: hero ? { image: hero[0], sizes: hero[1] } : undefined,
    path: page.path,
    listed: page.listed,
    unlisted: page.unlisted,
    shell: Boolean(page.body || page.shell),
    embed: page.embed,
    html,
    head: Object.fromEntries(LANGUAGES.map((lang) => [lang, head(lang)])) as Record<Language, ReturnType<typeof head>>,
  };
}

// The build writes the pages' schema.org data with it, rendered now or taken from its cache.
export { scriptJson };

/**
 * What the pages read besides this bundle's code and content: the clock, for the footer's year (the day, so a render a
 * day at most) and the events still to come in the lists and the pages' data. The build reuses its last render only
 * while this and the bundle are the same (scripts/build/prerender.mjs).
 */
export const clockKey = (): string =>
  JSON.stringify({ day: new Date().toISOString().slice(0, 10), upcoming: splitByTime(events).upcoming.length });

/**
 * Every page (and the not-found page), their CSS and the fonts. `progress`, given the number of pages, returns what
 * to call after each one (the build prints how far it is).
 */
export async function renderPages(progress: (total: number) => () => void = () => () => {}) {
  await loadAllArtworks(); // every page of every section is rendered: the artworks after each first page too
  // Every element's code (in Node, defining one only keeps it for rendering), and the texts they and the pages read.
  await Promise.all(Object.values(load).map((module) => module()));
  const namespaces = new Set([
    ...Object.keys(TEXT_PARTS),
    ...[...prerenderable.values()].flatMap((element) => element.namespaces),
  ]);
  await Promise.all([...namespaces].flatMap((ns) => LANGUAGES.map((lang) => loadLanguage(lang, 0, ns))));
  // Each selection's data, for its page here and, as the file its page fetches, in the browser.
  const selectionFiles = selections.map(({ key, title, note, artworks, books }) => {
    const data = { title, note, artworks, books };
    provideSelection(key, data);
    return { file: selectionFile(key), data };
  });
  const pages = [];
  const all = sitePages();
  const rendered = progress(all.length);
  for (const page of all) {
    pages.push(await render(page));
    rendered();
  }
  const missing = await render(notFoundPage);
  return {
    pages,
    notFound: missing,
    selectionFiles,
    cssMarker: CSS_MARKER,
    css: collectedCss(),
    fonts: fontFaceCss('./fonts/'),
    siteUrl: site.siteUrl,
    languages: LANGUAGES,
    vitals: site.vitals,
    scriptJson,
  };
}
