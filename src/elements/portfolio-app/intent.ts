import { useEffect } from 'react';
import { addressLanguage, languagePrefix, type Routing } from './location';
import { prefetchPage } from './routes';

// The next page before the click: when the visitor shows they may open a link of the site (a pointer resting on it,
// a finger or a button going down, the keyboard's focus), its page's code, texts and largest picture start to arrive,
// so the click shows it at once. The site navigates within the page (its router), so what it needs ahead is those
// parts, not a whole document: a prerendered document would be thrown away by the click.

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

/** The link an event happened on, inside any of the app's shadow roots. */
const linkOf = (event: Event) =>
  event.composedPath().find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement && !!node.href);

/** Fetches a link's page when the visitor shows intent to open it (once per route). */
export function usePrefetchOnIntent(element: HTMLElement, routing: Routing, site: string) {
  useEffect(() => {
    const root = element.shadowRoot ?? element;
    const fetched = new Set<string>();
    let resting: { link: HTMLAnchorElement; timer: number } | undefined;
    const prefetch = (link: HTMLAnchorElement | undefined) => {
      const route = link && linkRoute(link, routing, site);
      if (!route || fetched.has(route) || sparesData()) return;
      fetched.add(route);
      prefetchPage(route)?.catch(() => fetched.delete(route)); // a failed fetch may be tried again
    };
    const now = (event: Event) => prefetch(linkOf(event));
    const over = (event: Event) => {
      const link = linkOf(event);
      if (!link || link === resting?.link) return;
      if (resting) clearTimeout(resting.timer);
      resting = { link, timer: window.setTimeout(() => prefetch(link), HOVER_MS) };
    };
    const out = (event: Event) => {
      if (resting && linkOf(event) === resting.link) clearTimeout(resting.timer);
      resting = undefined;
    };
    const listeners = { pointerover: over, pointerout: out, pointerdown: now, focusin: now } as const;
    for (const [type, listener] of Object.entries(listeners)) root.addEventListener(type, listener, { passive: true });
    return () => {
      if (resting) clearTimeout(resting.timer);
      for (const [type, listener] of Object.entries(listeners)) root.removeEventListener(type, listener);
    };
  }, [element, routing, site]);
}
