import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';
import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import { preloadChunk } from '../../core/chunks';
import type { IconName } from '../../core/icons';
import { preloadPicture, SIZES } from '../../core/Picture';
import { books, covers } from '../../content/books';
import { picture, type Picture } from '../../core/assets';
import { pictures } from '../../content';
import { load, type HostedTag } from '../load';
import { readPortfolioPath } from './pages/portfolioSections';

type Page = () => Promise<{ default: ComponentType<any> }>;

export interface RouteSpec {
  /** wouter pattern, e.g. /comics/:id? */
  path: string;
  /** The document title's first part. */
  title: (t: TFunction) => string;
  page: Page;
  /** Extra props for the page component. */
  props?: Record<string, string>;
  /** The element the page hosts (its page chunk imports it too): fetched with the page's chunk, not after it. */
  element?: HostedTag;
  /** Its HTML serves readers without JavaScript only; with it, the page renders afresh, as its element lays out anew
   * once its code runs (Glide measures the carousel): painting the HTML first would shift the page. */
  shell?: boolean;
  /** The largest image the page shows first, with its `sizes`: fetched while the page's chunk loads. */
  hero?: (params: Record<string, string | undefined>) => [Picture, string] | Promise<[Picture, string]>;
}

const titled = (key: string) => (t: TFunction) => t(key);

// Each page is its own chunk: a visitor downloads only the pages they open.
// A book page shows once its "Where to find it" texts are in too, so they never push the page down later.
const bookPage: Page = () => import('./pages/BookPage').then((page) => page.findTexts.then(() => page));

export const routes: RouteSpec[] = [
  {
    path: '/',
    title: titled('TITLE.HOME'),
    page: () => import('./pages/Home'),
    hero: () => [picture(pictures.home.image), SIZES.column],
  },
  {
    path: '/portfolio/:first?/:second?',
    title: titled('TITLE.GALLERY'),
    page: () => import('./pages/Gallery'),
    element: 'portfolio-gallery',
    shell: true,
    // The artworks come with the page's code: the first visit to #/ doesn't download them.
    hero: async ({ first, second }): Promise<[Picture, string]> => {
      const { slide } = readPortfolioPath(first, second);
      const { items } = (await import('../../content/artworks')).galleries.portfolio;
      return [picture((items[(slide ?? 1) - 1] ?? items[0]).src), SIZES.column];
    },
  },
  {
    path: '/books',
    title: titled('TITLE.BOOKS'),
    page: () => import('./pages/Books'),
    element: 'book-list',
    hero: () => [picture(books[0].cover), SIZES.card],
  },
  {
    path: '/comics/:comic?',
    title: titled('TITLE.COMICS'),
    page: () => import('./pages/Comics'),
    element: 'comic-viewer',
  },
  {
    path: '/events',
    title: titled('TITLE.EVENTS'),
    page: () => import('./pages/Events'),
    element: 'event-list',
  },
  { path: '/bio', title: titled('TITLE.BIO'), page: () => import('./pages/Bio') },
  {
    path: '/music',
    title: titled('TITLE.MUSIC'),
    page: () => import('./pages/Music'),
    element: 'music-board',
  },
  {
    path: '/contact',
    title: titled('TITLE.CONTACTS'),
    page: () => import('./pages/Contact'),
    element: 'contact-form',
  },
  {
    path: '/data',
    title: titled('TITLE.DATA'),
    page: () => import('./pages/Privacy'),
    element: 'privacy-notice',
  },
  ...[...books, ...covers].map((book) => ({
    path: `/${book.id}/:page?`,
    title: () => book.title,
    page: bookPage,
    props: { id: book.id },
    hero: (): [Picture, string] => [picture(book.pages[0]), SIZES.column],
  })),
];

export const notFound: RouteSpec = {
  path: '*',
  title: titled('TITLE.NOT_FOUND'),
  page: () => import('./pages/NotFound'),
};

/** The five sections of the navigation. */
export const sections: Array<{ path: string; label: string; icon: IconName }> = [
  { path: '/portfolio', label: 'MENU.GALLERY', icon: 'gallery' },
  { path: '/books', label: 'MENU.BOOKS', icon: 'book' },
  { path: '/comics', label: 'MENU.COMICS', icon: 'comic' },
  { path: '/bio', label: 'MENU.BIO', icon: 'person' },
  { path: '/contact', label: 'MENU.CONTACTS', icon: 'mail' },
];

/** The section a location belongs to (#/portfolio/5 is in Gallery; a book page is in none). */
export function sectionOf(location: string) {
  return sections.find((section) => location === section.path || location.startsWith(`${section.path}/`));
}

/**
 * At start-up, fetches the page's chunk, the element it hosts and its largest image at once, alongside the texts,
 * instead of one after the other as rendering would discover them.
 */
export function prefetchPage(path: string): Promise<unknown> | undefined {
  for (const route of routes) {
    const [matches, params] = matchRoute(parse, route.path, path);
    if (!matches) continue;
    if (route.element) load[route.element]().catch(() => undefined); // the page's own import reports a failure
    Promise.resolve(route.hero?.(params ?? {})).then(
      (hero) => hero && preloadPicture(...hero),
      () => undefined,
    );
    return preloadChunk(route.page);
  }
}
