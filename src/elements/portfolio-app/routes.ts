import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';
import type { IconName } from '../../core/icons';
import { books, covers } from '../../content';

type Page = () => Promise<{ default: ComponentType<any> }>;

export interface RouteSpec {
  /** wouter pattern, e.g. /comics/:id? */
  path: string;
  /** The document title's first part. */
  title: (t: TFunction) => string;
  page: Page;
  /** Extra props for the page component. */
  props?: Record<string, string>;
}

const titled = (key: string) => (t: TFunction) => t(key);

// Each page is its own chunk: a visitor downloads only the pages they open.
const bookPage: Page = () => import('./pages/BookPage');

export const routes: RouteSpec[] = [
  { path: '/', title: titled('TITLE.HOME'), page: () => import('./pages/Home') },
  { path: '/portfolio/:slide?', title: titled('TITLE.GALLERY'), page: () => import('./pages/Gallery') },
  { path: '/books', title: titled('TITLE.BOOKS'), page: () => import('./pages/Books') },
  { path: '/comics/:comic?', title: titled('TITLE.COMICS'), page: () => import('./pages/Comics') },
  { path: '/bio', title: titled('TITLE.BIO'), page: () => import('./pages/Bio') },
  { path: '/music', title: titled('TITLE.MUSIC'), page: () => import('./pages/Music') },
  { path: '/contact', title: titled('TITLE.CONTACTS'), page: () => import('./pages/Contact') },
  { path: '/data', title: titled('TITLE.DATA'), page: () => import('./pages/Privacy') },
  ...[...books, ...covers].map((book) => ({ path: `/${book.id}`, title: () => book.title, page: bookPage, props: { id: book.id } })),
];

export const notFound: RouteSpec = { path: '*', title: titled('TITLE.NOT_FOUND'), page: () => import('./pages/NotFound') };

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
