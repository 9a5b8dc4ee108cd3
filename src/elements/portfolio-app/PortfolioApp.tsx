import { useContext, useEffect, useEffectEvent, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Link, Route, Router, Switch, useLocation, useParams } from 'wouter';
import { useBrowserLocation } from 'wouter/use-browser-location';
import { useTranslation } from 'react-i18next';
import { ChunkFailed, useChunk } from '../../core/chunks';
import { TextsFailed, useTexts } from '../../core/texts';
import type { TextPart } from '../../content/textParts';
import { ErrorBoundary } from '../../core/ErrorBoundary';
import { useHost } from '../../core/host';
import { site } from '../../content';
import { reportVitals } from '../../core/vitals/index';
import { Header } from './Header';
import { setLanguage, type Language } from '../../core/i18n';
import {
  addressLanguage,
  currentRoute,
  languagePrefix,
  PrerenderedPath,
  SiteFolder,
  usePagePath,
  type Routing,
} from './location';
import { Navigation } from './Navigation';
import { usePrefetchOnIntent } from './prefetchOnIntent';
import { forgetPictures } from './leavingPage';
import { footerLinks, notFound, routeOf, routes, sectionOf, sections, type RouteSpec } from './routes';
import * as styles from './styles';
import './pages/styles'; // the pages' shared styles ride in this chunk: no second round trip after a page's chunk

// The title a page's HTML was written with names it more precisely than its route does (sitePages.ts: an artwork, a
// comic, a book's page): it stays while the document is at the address that HTML is for (its canonical link).
let titleFromHead = true;
const headIsFor = (pathname: string) => {
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  return !!canonical && new URL(canonical.href).pathname === pathname;
};

const NO_PARTS: TextPart[] = [];

/** Loads a route's page chunk and texts, and names the document after it; `onShown` runs once the page is on screen. */
function PageView({ route, onShown }: { route: RouteSpec; onShown: () => void }) {
  const { t, i18n } = useTranslation();
  const params = useParams();
  const chunk = useChunk(route.page);
  const texts = useTexts(i18n.language as Language, route.texts ?? NO_PARTS);
  const Page = texts.lang === i18n.language ? chunk.component : undefined;
  const title = route.title(t, params);
  const [address] = useLocation(); // an artwork or a page closed in the viewer is another address of the same route

  useEffect(() => {
    if (titleFromHead && headIsFor(location.pathname)) return;
    titleFromHead = false;
    document.title = route.path === '/' ? t('TITLE.SITE') : `${title} · ${site.owner}`;
  }, [route, title, t, address]);

  // A layout effect's cleanup runs before React removes the page's nodes: the last moment its pictures can be stopped.
  const { element } = useHost();
  useLayoutEffect(() => () => forgetPictures(element.shadowRoot!.querySelector('main')!), [element]);

  const shown = useEffectEvent(onShown);
  useEffect(() => {
    if (Page) shown();
  }, [Page, route]);

  // One Retry asks again for whatever failed, the code and the texts alike: each message shows one failure at a time.
  const retry = () => {
    chunk.retry();
    texts.retry();
  };
  if (chunk.error) return <ChunkFailed error={chunk.error} retry={retry} />;
  if (texts.failed) return <TextsFailed retry={retry} />;
  if (!Page) return <p className={styles.loading}>{t('KIT.LOADING')}</p>;
  return <Page {...params} {...route.props} route={route} />;
}

/**
 * A location for hydration only: the prerendered shell whose page the inline script removed (the visitor opened
 * another route than the home page the HTML holds). It renders an empty <main>, then the visitor's page follows.
 */
const SHELL_ONLY = '/(shell)';

/** The location whose page the prerendered HTML holds: what hydration must render first. */
function prerenderedLocation(element: HTMLElement, routing: Routing, site: string) {
  const main = element.shadowRoot?.querySelector('main');
  const shell = main && !main.hasChildNodes();
  if (routing === 'hash') return shell ? SHELL_ONLY : '/'; // the embedded app's HTML holds the home page
  return shell ? `${site}${languagePrefix(addressLanguage(location.pathname, site))}${SHELL_ONLY}` : location.pathname;
}

/** The section the prerendered navigation marks as current (its HTML's own page): the bare shell hydrates with it. */
function prerenderedSection(element: HTMLElement) {
  const href = element.shadowRoot?.querySelector('[aria-current="page"]')?.getAttribute('href')?.replace(/\/$/, '');
  return href ? sections.find((section) => href.endsWith(section.path)) : undefined;
}

function Layout() {
  const { t } = useTranslation();
  const { element, lang, theme } = useHost();
  const [location] = useLocation();
  const [shellSection] = useState(() => prerenderedSection(element));
  const main = useRef<HTMLElement>(null);
  const firstPage = useRef(true);

  const focusHeading = () => {
    const heading = main.current?.querySelector<HTMLElement>('h1');
    if (heading) heading.tabIndex = -1;
    (heading ?? main.current)?.focus();
  };
  // After navigating, keyboard and screen reader users continue at the new page's heading, as after a page load.
  const onShown = () => {
    if (!firstPage.current) focusHeading();
    firstPage.current = false;
  };

  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  useEffect(() => {
    document.documentElement.dataset.theme = theme; // the page's own background, below the app (see index.html)
  }, [theme]);

  return (
    <div className={styles.app}>
      <button type="button" className={styles.skipLink} onClick={focusHeading}>
        {t('MENU.SKIP')}
      </button>
      <Header logoFirst={!routeOf(location)?.[0].hero} />
      <Navigation current={location === SHELL_ONLY ? shellSection : sectionOf(location)} />
      <main className={styles.main} ref={main} tabIndex={-1}>
        {/* A page that throws shows the error view; header and navigation keep working, and another page resets it. */}
        {location !== SHELL_ONLY && (
          <ErrorBoundary key={location.split('/')[1]}>
            <Switch>
              {routes.map((route) => (
                <Route key={route.path} path={route.path}>
                  <PageView route={route} onShown={onShown} />
                </Route>
              ))}
              <Route>
                <PageView route={notFound} onShown={onShown} />
              </Route>
            </Switch>
          </ErrorBoundary>
        )}
      </main>
      <footer className={styles.footer}>
        {footerLinks.map((link) => (
          <Link key={link.path} href={link.path}>
            {t(link.label)}
          </Link>
        ))}
        {/* Prerendered at build time: after New Year, hydration keeps the build's year (React leaves it) instead of failing. */}
        <small suppressHydrationWarning>
          © {new Date().getFullYear()} {site.owner}
        </small>
      </footer>
    </div>
  );
}

const hashRouter = () => import('./hashRouter');

/** Embedded, the app routes by the hash, with the router's own chunk (a failed one says so, with Retry). */
function ByHash({ ssrPath, children }: { ssrPath?: string; children: ReactNode }) {
  const { component: HashRouter, error, retry } = useChunk(hashRouter);
  if (error) return <ChunkFailed error={error} retry={retry} />;
  return HashRouter ? <HashRouter ssrPath={ssrPath}>{children}</HashRouter> : null;
}

/** The whole site: by hash when embedded in another page, by path on the illustrator's own site (`routing`). */
export function PortfolioApp({
  vitals,
  routing = 'hash',
  base = '',
}: {
  vitals?: string;
  routing?: Routing;
  base?: string;
}) {
  const { element, lang } = useHost();
  // A folder of this site only: `//elsewhere.example` or `https://…` would send every link off it.
  const site = routing === 'path' && /^\/(?![/\\])/.test(base) ? base.replace(/\/$/, '') : '';
  const prerenderedPath = useContext(PrerenderedPath);
  const [ssrPath] = useState(() => prerenderedPath ?? prerenderedLocation(element, routing, site));
  // By path, the address names the language (/it/books/): the routes live in its folder, and the page speaks it, after
  // the language selector as after Back.
  const [pathname] = useBrowserLocation({ ssrPath });
  const addressLang = routing === 'path' ? addressLanguage(pathname, site) : undefined;
  // Only a new address moves the language; the language shown is read, not watched.
  const followAddress = useEffectEvent((code: Language) => {
    if (code !== lang) void setLanguage(code);
  });
  useEffect(() => {
    if (addressLang) followAddress(addressLang);
  }, [addressLang]);
  useEffect(() => reportVitals(vitals ?? '', () => currentRoute(routing, base)), [vitals, routing, base]);
  usePrefetchOnIntent(element, routing, site);
  const layout = (
    <SiteFolder.Provider value={routing === 'path' ? site : undefined}>
      <Layout />
    </SiteFolder.Provider>
  );
  return routing === 'path' ? (
    <Router hook={usePagePath} base={addressLang ? site + languagePrefix(addressLang) : ''} ssrPath={ssrPath}>
      {layout}
    </Router>
  ) : (
    <ByHash ssrPath={ssrPath}>{layout}</ByHash>
  );
}
