import { createContext } from 'react';
// The two ways <portfolio-app> keeps its page in the address (the `routing` attribute): the URL hash when it is
// embedded in someone else's page (#/books, which leaves the host page's own path alone), and real paths on the
// illustrator's site (/books/), where each page is a folder with its own index.html on any static host. This file
// holds what the second needs, and what both share; the first is hashRouter.tsx, fetched only by an embedded app.
import { navigate as pushPath, useBrowserLocation } from 'wouter/use-browser-location';
import { FALLBACK_LANGUAGE, type Language } from '../../core/i18n';
import { namedLanguage } from '../../core/siteAddress';

export type Routing = 'hash' | 'path';
type Navigate = (to: string, options?: { replace?: boolean; state?: unknown }) => void;

/** A page's address as a folder, /books → /books/ (its query kept), as the static host serves it. */
export function folder(href: string) {
  const [path, query] = href.split(/(?=\?)/);
  return `${path.endsWith('/') ? path : `${path}/`}${query ?? ''}`;
}

/** The pathname without its trailing slash, as the routes are written (/books). */
const route = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname);

/** wouter's browser location, with folder addresses. */
export function usePagePath(options: { ssrPath?: string }): [string, Navigate] {
  const [pathname] = useBrowserLocation(options);
  return [route(pathname), (to, navigateOptions) => pushPath(folder(to), navigateOptions)];
}
usePagePath.hrefs = folder;

/** The route the address names now, in either mode (relative to `base` and its language's folder): /it/books/ → /books. */
export function currentRoute(routing: Routing, base = '') {
  if (routing === 'hash') return `/${location.hash.replace(/^#?\/*/, '').split('?')[0]}`;
  const site = base.replace(/\/$/, '');
  const path = route(location.pathname);
  const folder = site + languagePrefix(addressLanguage(path, site));
  return path.startsWith(folder) ? path.slice(folder.length) || '/' : path;
}

// On the illustrator's site each page has an address per language (src/core/siteAddress.ts), so a shared link
// previews, and is indexed, in its own language.

/** The site's folder when the app routes by path (its pages have an address per language), else undefined. */
export const SiteFolder = createContext<string | undefined>(undefined);

/** In the build's prerenderer (Node, no address bar): the address of the page being rendered. */
export const PrerenderedPath = createContext<string | undefined>(undefined);

/** A language's folder on the site: '' for English, /it for Italian. */
export const languagePrefix = (lang: Language) => (lang === FALLBACK_LANGUAGE ? '' : `/${lang}`);

/** The language an address names (relative to the site's folder `base`): /it/books/ → it, /books/ → en. */
export function addressLanguage(pathname: string, base = ''): Language {
  return namedLanguage(pathname.slice(base.length)) ?? FALLBACK_LANGUAGE;
}
