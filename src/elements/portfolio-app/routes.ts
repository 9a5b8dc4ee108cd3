import type { TFunction } from 'i18next';
import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import { preloadChunk } from '../../core/chunks';
import { importChunk } from '../../core/importChunk';
import { preloadPicture, SIZES } from '../../core/Picture';
import { viewerSizes } from '../../core/viewer/sizes';
import { picture } from '../../core/assets';
import { bookPictures, books, covers } from '../../content/books';
import { pictures } from '../../content';
import { load } from '../load';
import type { ElementPage, Hero, OwnPage, Page, RouteSpec } from './routeTypes';
export type { RouteSpec };
import { getLanguage, loadLanguage } from '../../core/i18n';
import { PAGE_SIZE } from './pageSizes';
import { SELECTIONS } from '../../content/selectionAddress';

/** As written below: an element's page has no `page` yet. */
type Row = OwnPage | (ElementPage & { page?: undefined });

/** A title from the texts; at a list's page after the first (…/page/2), with the page's number, so each address has
 * its own. */
const titled = (key: string) => (t: TFunction, params?: Record<string, string | undefined>) =>
  params?.page ? t('TITLE.PAGE', { title: t(key), page: params.page }) : t(key);

// Each page is its own chunk: a visitor downloads only the pages they open.
// A book page shows once its "Where to find it" texts are in too, so they never push the page down later.
const bookPage: Page = () => import('./pages/BookPage').then((page) => page.findTexts.then(() => page));

/**
 * A page that hosts an element shows once the element's code is in too, fetched alongside its own chunk; a row without
 * a page of its own is its element's page (and its aside's).
 */
const withElement = (row: Row): RouteSpec => {
  if (!row.element) return row;
  const { page = () => import('./pages/ElementPage'), element, aside } = row;
  // Each chunk imported and retried as itself: a retry must not take the element's file for the page. A failed
  // aside is its own to report (pages/ElementPage.tsx), under the page.
  const loader: Page = (attempt = 0) =>
    Promise.all([
      importChunk(page, attempt),
      importChunk(load[element], attempt),
      aside && preloadChunk(aside).catch(() => undefined),
    ]).then(([module]) => module);
  return { ...row, page: loader };
};

/** A row whose list is in pages, then the route of its pages after the first (<path>/page/<n>): no menu entry or
 * footer link of its own, and no hero (its first picture is another than the first page's). */
const withPages = (row: Row): Row[] =>
  'pageSize' in row && row.pageSize
    ? [row, { ...row, path: `${row.path}/page/:page`, menu: undefined, footer: undefined, hero: undefined }]
    : [row];

const rows: Row[] = [
  {
    path: '/',
    title: titled('TITLE.HOME'),
    page: () => import('./pages/Home'),
    texts: ['books'],
    hero: () => [picture(pictures.home.image), SIZES.column],
  },
  {
    path: '/portfolio/:first?/:second?/:third?',
    title: titled('TITLE.GALLERY'),
    menu: { label: 'MENU.GALLERY', icon: 'gallery' },
    page: () => import('./pages/Gallery'),
    element: 'portfolio-gallery',
    texts: ['portfolio'],
    // With the page's code (and the artworks): the first visit to / doesn't download it.
    hero: (params) => import('./pages/Gallery').then((page) => page.hero(params)),
  },
  {
    path: '/books',
    title: titled('TITLE.BOOKS'),
    menu: { label: 'MENU.BOOKS', icon: 'book' },
    element: 'book-list',
    heading: 'MENU.PUBLICATIONS',
    attributes: { 'structured-data': 'off' }, // the page's <head> has the books' data (sitePages.ts)
    pageSize: PAGE_SIZE.books,
    servedSiteUrl: true,
    navigate: { 'book-select': ({ id }) => `/${id}` }, // plain links still, so a new tab or a shared link works
    hero: () => [picture(books[0].cover), SIZES.card],
  },
  {
    path: '/comics/:comic?',
    title: titled('TITLE.COMICS'),
    menu: { label: 'MENU.COMICS', icon: 'comic' },
    page: () => import('./pages/Comics'),
    element: 'comic-viewer',
    texts: ['comics'],
    // With the element's code: the first visit to / doesn't download the comics.
    hero: ({ comic }) => import('../comic-viewer/ComicViewer').then((viewer) => viewer.hero(comic)),
  },
  {
    path: '/events',
    title: titled('TITLE.EVENTS'),
    footer: 'MENU.EVENTS',
    element: 'event-list',
    heading: 'EVENTS.TITLE',
    attributes: { 'structured-data': 'off' }, // the page's <head> has the events' data (sitePages.ts)
    pageSize: PAGE_SIZE.events,
    servedSiteUrl: true,
  },
  {
    path: '/bio',
    title: titled('TITLE.BIO'),
    menu: { label: 'MENU.BIO', icon: 'person' },
    page: () => import('./pages/Bio'),
    texts: ['biography'],
    hero: () => [picture(pictures.portraits[0].image), SIZES.portrait],
  },
  {
    path: '/music',
    title: titled('TITLE.MUSIC'),
    element: 'music-board',
    heading: 'MUSIC.TITLE',
    lead: 'MUSIC.INTRO',
    texts: ['music'],
  },
  {
    path: '/contact',
    title: titled('TITLE.CONTACTS'),
    menu: { label: 'MENU.CONTACTS', icon: 'mail' },
    element: 'contact-form',
    heading: 'CONTACTS.TITLE',
    lead: 'CONTACTS.INTRO',
    texts: ['contact'],
    aside: () => import('./pages/ContactBlock'),
  },
  {
    path: '/data',
    title: titled('TITLE.DATA'),
    footer: 'DATA_PROTECTION',
    element: 'privacy-notice',
    heading: 'DATA_PROTECTION',
  },
  {
    // A selection for one recipient (content/selections): unlisted, so no menu entry; its data and texts come with its
    // page. Titled as the portfolio (its own title is in its HTML); /<n>: its artwork n in the viewer.
    path: `/${SELECTIONS}/:id/:page?` as const,
    title: titled('TITLE.GALLERY'),
    page: () => import('./pages/Selection').then((page) => page.ready()),
  },
  ...[...books, ...covers].map((book): Row => ({
    path: `/${book.id}/:page?`,
    title: () => book.title,
    page: bookPage,
    texts: ['books'],
    props: { id: book.id },
    hero: ({ page }): Hero => {
      const shown = bookPictures(book);
      const open = page ? shown[Number(page) - 1] : undefined; // #/<id>/<n>: picture n full screen
      const image = picture((open ?? shown[0]).src);
      return [image, open ? viewerSizes(image) : SIZES.column];
    },
  })),
];

export const routes: RouteSpec[] = rows.flatMap(withPages).map(withElement);

export const notFound: RouteSpec = {
  path: '*',
  title: titled('TITLE.NOT_FOUND'),
  page: () => import('./pages/NotFound'),
  texts: ['problems'],
};

/** A route's own address, without its optional parts: /comics/:comic? → /comics. */
const address = (route: RouteSpec) => route.path.replace(/\/:.*$/, '');

/** The sections of the navigation: the routes with a menu entry, in their order. */
export const sections = routes.flatMap((route) => (route.menu ? [{ path: address(route), ...route.menu }] : []));

/** The footer's links. */
export const footerLinks = routes.flatMap((route) =>
  route.footer ? [{ path: address(route), label: route.footer }] : [],
);

/** The section a location belongs to (#/portfolio/5 is in Gallery; a book page is in none). */
export function sectionOf(location: string) {
  return sections.find((section) => location === section.path || location.startsWith(`${section.path}/`));
}

/**
 * At start-up, fetches the page's chunk, the element it hosts, its texts and its largest image at once, alongside the
 * site's texts, instead of one after the other as rendering would discover them.
 */
export function prefetchPage(path: string): Promise<unknown> | undefined {
  const [route, params] = routeOf(path) ?? [];
  if (!route) return;
  Promise.resolve(route.hero?.(params ?? {})).then(
    (hero) => hero && preloadPicture(...hero),
    () => undefined,
  );
  const texts = (route.texts ?? []).map((part) => loadLanguage(getLanguage(), 0, part));
  return Promise.all([preloadChunk(route.page), ...texts]);
}

/** The route that shows a path (the first that matches, as the router takes it), and its parameters. */
export function routeOf(path: string): [RouteSpec, Record<string, string | undefined>] | undefined {
  for (const route of routes) {
    const [matches, params] = matchRoute(parse, route.path, path);
    if (matches) return [route, params ?? {}];
  }
}
