/**
 * What the site keeps for offline, and where: read by the service worker (sw.ts), which answers from these caches,
 * and by the page (site.ts, save.ts), which puts in them what it has already shown and what the visitor saves. One
 * rule for both, so the page never stores what the worker would not serve, nor the other way round.
 */
import { SELECTIONS } from '../content/selectionAddress';

/** The caches: pages seen, code, pictures and fonts seen, and a saved copy per language (a second click removes it). */
export const CACHE = {
  pages: 'offline-pages',
  code: 'offline-code',
  pictures: 'offline-pictures',
  saved: (lang: string) => `offline-saved-${lang}`,
} as const;

/** What a file of the site is, for the cache: a page, hashed code, code at a fixed address, a picture; or nothing. */
export type Kind = 'page' | 'chunk' | 'entry' | 'picture';

/**
 * Never kept: the editor (admin/), the selections, pages made for one recipient (s/<id>/, it/s/<id>/), and the
 * embed pages, shown in frames on publishers' sites (embed/<tag>/), nor anything they fetch; nothing off the site
 * either. Paths are relative to the site's folder (its scope).
 */
const NEVER = new RegExp(`^(?:[a-z]{2}/)?${SELECTIONS}/|^(?:admin|embed)/`);

/** The file's kind, or null when it is not the site's to keep. `site` is the site's folder (the worker's scope). */
export function kindOf(url: URL, site: URL, referrer = ''): Kind | null {
  if (url.origin !== site.origin || !url.pathname.startsWith(site.pathname)) return null;
  const path = url.pathname.slice(site.pathname.length);
  const from = referrer.startsWith(site.href) ? referrer.slice(site.href.length) : '';
  if (NEVER.test(path) || NEVER.test(from)) return null;
  // Named by their content's hash, the site's and the offline module's own: a new deploy names them anew.
  if (/^(offline\/)?chunks\//.test(path)) return 'chunk';
  if (/^(elements\/[\w-]+|portfolio|offline\/site)\.js$/.test(path)) return 'entry';
  if (/^(images|fonts|plyr)\/|^favicon\.svg$/.test(path)) return 'picture';
  // A page: a folder's index (the site writes one per page and language), with no file extension.
  if ((path === '' || path.endsWith('/')) && !url.search) return 'page';
  return null;
}

/** Where a kind is kept as it is seen (a saved copy's files are kept in its own cache). */
export const cacheOf = (kind: Kind) =>
  kind === 'page' ? CACHE.pages : kind === 'picture' ? CACHE.pictures : CACHE.code;

/** The language a page's address names: its first folder (it/, fr/), else the site's first language. */
export const languageOf = (path: string, languages: readonly string[]) =>
  languages.find((lang) => path.startsWith(`${lang}/`)) ?? languages[0];

/** A message of the contact form: EmailJS's REST call, on its own service or the site's stand-in (any origin). */
export const isContactMessage = (url: URL, method: string) =>
  method === 'POST' && url.pathname.endsWith('/api/v1.0/email/send');
