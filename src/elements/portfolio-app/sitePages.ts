// Every page of the illustrator's site, derived from the routes and the content: the build writes each into a folder
// of its own (scripts/prerender.mjs) and lists it in sitemap.xml, so a new book, comic or artwork is a page without
// anyone adding it anywhere else. Runs at build time only (the comics and artworks are not in the site's first chunk).
import type { TFunction } from 'i18next';
import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import { books, covers } from '../../content/books';
import { comics } from '../../content/comics';
import { galleries } from '../../content/artworks';
import { picture, pictures, type Picture } from '../../content';
import { portfolioSections } from './pages/portfolioSections';
import { notFound, routes, type RouteSpec } from './routes';

export interface SitePage {
  /** The route's address, as wouter sees it (/books); the page's folder is /books/. */
  path: string;
  route: RouteSpec;
  /** What the page's <head> says of it: for search results and link previews. */
  title: (t: TFunction) => string;
  description: (t: TFunction) => string;
  image: Picture;
  alt: (t: TFunction) => string;
  /** In sitemap.xml; a carousel slide's address is a file too, but the artwork's own page is the one to index. */
  listed?: boolean;
  /** The page whose content its HTML holds, when that is another's: an artwork's is its group's (the viewer opens
   * with the code), so the build renders each group once. */
  body?: string;
}

const home = { image: picture(pictures.home.image), alt: (t: TFunction) => t(pictures.home.alt), description: (t: TFunction) => t('HOME.INTRO') };

/** The addresses of each route with parameters; a route without any is one page. */
function addresses(): Array<Partial<SitePage> & { path: string }> {
  const sections = portfolioSections.flatMap(({ slug, gallery }) => {
    const items = galleries[gallery].items;
    const artworks = items.map((artwork, i) => ({
      path: `/portfolio/${slug}/${i + 1}`,
      body: `/portfolio/${slug}`,
      title: (t: TFunction) => t(artwork.alt),
      description: (t: TFunction) => t(artwork.alt),
      image: picture(artwork.src),
      alt: (t: TFunction) => t(artwork.alt),
    }));
    const { title, description } = galleries[gallery];
    const first = {
      title: (t: TFunction) => t(title),
      description: (t: TFunction) => (description ? t(description) : t(items[0].alt)),
      image: picture(items[0].src),
      alt: (t: TFunction) => t(items[0].alt),
    };
    // The carousel's slides have their own addresses too (/portfolio/5), as before.
    const slides = gallery === 'portfolio' ? items.slice(1).map((_, i) => ({ ...artworks[i + 1], path: `/portfolio/${i + 2}`, body: '/portfolio', listed: false })) : [];
    return [{ path: `/portfolio/${slug}`, ...first }, ...artworks, ...slides];
  });
  const bookPages = [...books, ...covers].flatMap((book) => {
    const about = { title: () => book.title, description: (t: TFunction) => t(book.description), image: picture(book.cover), alt: () => book.title };
    const pages = book.pages.map((_, i) => ({
      ...about,
      path: `/${book.id}/${i + 1}`,
      body: `/${book.id}`,
      title: (t: TFunction) => t('BOOK.PAGE_ALT', { n: i + 1, title: book.title }),
      image: picture(book.pages[i]),
    }));
    return [{ path: `/${book.id}`, ...about }, ...pages];
  });
  const comicPages = comics.map((comic) => ({
    path: `/comics/${comic.id}`,
    title: () => comic.title,
    description: (t: TFunction) => t(comic.description),
    image: picture(comic.strips[0]),
    alt: () => comic.title,
  }));
  const plain = routes.filter((route) => !route.path.includes(':')).map((route) => ({ path: route.path }));
  return [...plain, { path: '/portfolio' }, ...sections, { path: '/books' }, ...bookPages, { path: '/comics' }, ...comicPages].filter(
    (page, i, all) => all.findIndex((other) => other.path === page.path) === i,
  );
}

/** Every page, with the route that shows it. */
export function sitePages(): SitePage[] {
  return addresses().map((page) => {
    const route = routes.find((candidate) => matchRoute(parse, candidate.path, page.path)[0]);
    if (!route) throw new Error(`No route shows ${page.path}`);
    return { ...home, title: route.title, ...page, route };
  });
}

/** The page an unknown address shows (404.html). */
export const notFoundPage: SitePage = {
  path: '/404',
  route: notFound,
  title: notFound.title,
  description: (t) => t('KIT.NOT_FOUND_TEXT'),
  image: picture(pictures.notFound.image),
  alt: (t) => t(pictures.notFound.alt),
};
