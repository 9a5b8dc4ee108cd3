// The two ways <portfolio-app> keeps its page in the address (the `routing` attribute): the URL hash when it is
// embedded in someone else's page (#/books, which leaves the host page's own path alone), and real paths on the
// illustrator's site (/books/), where each page is a folder with its own index.html on any static host.
import { navigate as pushPath, useBrowserLocation } from 'wouter/use-browser-location';
import { navigate as pushHash, useHashLocation } from 'wouter/use-hash-location';

export type Routing = 'hash' | 'path';
type Navigate = (to: string, options?: { replace?: boolean; state?: unknown }) => void;

/** wouter's hash location, without the query a shared link may carry in the hash (#/events?lng=it): routes see /events. */
export function useHashPath(options: { ssrPath?: string }): [string, Navigate] {
  const [location] = useHashLocation(options);
  return [location.split('?')[0], pushHash];
}
useHashPath.hrefs = (href: string) => `#${href}`;

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

/** The route the address names now, in either mode (relative to `base`), e.g. for the vitals' reports. */
export function currentRoute(routing: Routing, base = '') {
  if (routing === 'hash') return `/${location.hash.replace(/^#?\/*/, '').split('?')[0]}`;
  const path = route(location.pathname);
  return path.startsWith(base) ? path.slice(base.length) || '/' : path;
}
