import { addressLanguage, languagePrefix, type Routing } from './location';
import { prefetchPage } from './routes';

// The next page before the click: when the visitor shows they may open a link of the site (a pointer resting on it,
// a finger or a button going down, the keyboard's focus), its page's code, texts and largest picture start to arrive,
// so the click shows it at once. The site navigates within the page (its router), so what it needs ahead is those
// parts, not a whole document: a prerendered document would be thrown away by the click. This code comes with the
// visitor's first move (prefetchOnIntent.ts), not with the page.

/** How long a pointer rests on a link before it counts as intent: passing over a list on the way elsewhere does not. */
const HOVER_MS = 65;

type Connection = { saveData?: boolean; effectiveType?: string };

/** A visitor who saves data, or on a 2G-like connection, gets only what they open. */
export function sparesData() {
  const connection = (navigator as Navigator & { connection?: Connection }).connection;
  return !!connection && (connection.saveData === true || /2g/.test(connection.effectiveType ?? ''));
}

/**
 * The route a link of the site opens (/it/books/ → /books), or undefined for any other link: another site, a file,
 * the editor, a new tab.
 */
export function linkRoute(link: HTMLAnchorElement, routing: Routing, site: string): string | undefined {
  if (link.target && link.target !== '_self') return undefined;
  if (link.hasAttribute('download')) return undefined;
  const url = new URL(link.href, location.href);
  if (url.origin !== location.origin) return undefined;
  if (routing === 'hash') {
    const sameDocument = url.pathname === location.pathname && url.search === location.search;
    return sameDocument && url.hash.startsWith('#/') ? `/${url.hash.slice(2).split('?')[0]}` : undefined;
  }
  const path = url.pathname;
  const folder = site + languagePrefix(addressLanguage(path, site));
  if (path !== folder && !path.startsWith(`${folder}/`)) return undefined;
  const route = path.slice(folder.length).replace(/\/$/, '') || '/';
  // Files (feeds, calendars, PDFs) and the editor are not pages of the app.
  return /\.[a-z0-9]+$/i.test(route) || route === '/admin' || route.startsWith('/admin/') ? undefined : route;
}

/** An event as it was dispatched (its composed path is empty once it has been). */
export type Intent = { type: string; path: EventTarget[] };

/** The link an event happened on, inside any of the app's shadow roots. */
const linkOf = ({ path }: Intent) =>
  path.find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement && !!node.href);

/**
 * Fetches a link's page when the visitor shows intent to open it (once per route), from `first`, the event that
 * brought this code, on; returns what stops it.
 */
export function watchIntent(root: ShadowRoot | HTMLElement, routing: Routing, site: string, first: Intent) {
  const fetched = new Set<string>();
  let resting: { link: HTMLAnchorElement; timer: number } | undefined;
  const prefetch = (link: HTMLAnchorElement | undefined) => {
    const route = link && linkRoute(link, routing, site);
    if (!route || fetched.has(route) || sparesData()) return;
    fetched.add(route);
    prefetchPage(route)?.catch(() => fetched.delete(route)); // a failed fetch may be tried again
  };
  const handlers: Record<string, (intent: Intent) => void> = {
    pointerover: (intent) => {
      const link = linkOf(intent);
      if (!link || link === resting?.link) return;
      if (resting) clearTimeout(resting.timer);
      resting = { link, timer: window.setTimeout(() => prefetch(link), HOVER_MS) };
    },
    pointerout: (intent) => {
      if (resting && linkOf(intent) === resting.link) clearTimeout(resting.timer);
      resting = undefined;
    },
    pointerdown: (intent) => prefetch(linkOf(intent)),
    focusin: (intent) => prefetch(linkOf(intent)),
  };
  const listener = (event: Event) => handlers[event.type]({ type: event.type, path: event.composedPath() });
  for (const type in handlers) root.addEventListener(type, listener, { passive: true });
  handlers[first.type]?.(first);
  return () => {
    if (resting) clearTimeout(resting.timer);
    for (const type in handlers) root.removeEventListener(type, listener);
  };
}
