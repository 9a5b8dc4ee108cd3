// Every page of the illustrator's site, derived from the routes and the content: the build writes each into a folder
// of its own (scripts/build/prerender.mjs) and lists it in sitemap.xml, so a new book, comic or artwork is a page without
// anyone adding it anywhere else. Runs at build time only (the comics and artworks are not in the site's first chunk).
import type { TFunction } from 'i18next';
import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import { bookPictures, books, covers } from '../../content/books';
import { comics } from '../../content/comics';
import { galleries } from '../../content/artworks';
import { events } from '../../content/events';
import { pictures, site } from '../../content';
import { picture, type Picture } from '../../core/assets';
import { bookData } from '../book-list/StructuredData';
import { booksPageUrl } from '../book-list/urls';
import { eventData } from '../event-list/StructuredData';
import { formatWhen, splitByTime } from '../event-list/dates';
import { portfolioSections } from './pages/portfolioSections';
import type { registry } from '../registry';
import { notFound, routes, type RouteSpec } from './routes';

export interface SitePage {
  /** The route's address, as wouter sees it (/books); the page's folder is /books/. */
  path: string;
  route: RouteSpec;
  /** What the page's <head> says of it: for search results and link previews. */
  title: (t: TFunction) => string;
  /** In `t`'s language, `lang`. */
  description: (t: TFunction, lang: string) => string;
  image: Picture;
  alt: (t: TFunction) => string;
  /** In sitemap.xml; a carousel slide's address is a file too, but the artwork's own page is the one to index. */
  listed?: boolean;
  /** What search engines read of it (schema.org JSON-LD), in `t`'s language, with the site's address in that
   * language (https://example.com/it/). */
  data?: (t: TFunction, siteUrl: string) => object[];
  /** The page whose content its HTML holds, when that is another's: a carousel slide's is the portfolio's, a book's
   * page N its book's. */
  body?: string;
  /** Its HTML serves readers without JavaScript (an artwork's page shows the artwork alone); with the code, the page
   * renders afresh (the viewer opens over the artwork's group). */
  shell?: boolean;
  /** The element that shows the page's subject alone, with its attributes: the page's oEmbed is its embed page
   * (scripts/build/oembed.mjs). */
  embed?: { tag: keyof typeof registry; attributes: Record<string, string> };
}

/**
 * WordPress sizes an embed's frame to at most 1,000 px: the books and events pages embed their first entries, as many
 * as a phone's frame holds whole, and a link to the whole list. At 375 px wide one book fills about 870 px of the
 * frame and one event about 790 px (a second would not fit); however many there are, the frame stays that tall
 * (test/wordpress.test.mjs).
 */
const EMBED_LIMIT = { books: '1', events: '1' };

const home = {
  image: picture(pictures.home.image),
  alt: (t: TFunction) => t(pictures.home.alt),
  description: (t: TFunction) => t('HOME.INTRO'),
};

const person = (siteUrl: string) => ({
  '@type': 'Person',
  name: site.owner,
  url: siteUrl,
  sameAs: Object.values(site.social),
});
/** The way from the home page to a page, for search results: [name, absolute address] after the home page. */
const breadcrumbs = (t: TFunction, siteUrl: string, ...steps: Array<[string, string]>) => ({
  '@type': 'BreadcrumbList',
  itemListElement: [[t('TITLE.HOME'), siteUrl], ...steps].map(([name, item], i) => ({
    '@type': 'ListItem',
    position: i + 1,
    name,
    item,
  })),
});
/** A route's absolute address in the site's address of one language: /books → https://example.com/it/books/. */
const at = (siteUrl: string, route: string) => new URL(`${route.slice(1)}/`, siteUrl).href;

/** The addresses of each route with parameters; a route without any is one page. */
function addresses(): Array<Partial<SitePage> & { path: string }> {
  const sections = portfolioSections.flatMap(({ slug, gallery }) => {
    const items = galleries[gallery].items;
    const { title, description } = galleries[gallery];
    const artworks = items.map((artwork, i) => ({
      path: `/portfolio/${slug}/${i + 1}`,
      shell: true,
      title: (t: TFunction) => t(artwork.alt),
      description: (t: TFunction) => t(artwork.alt),
      image: picture(artwork.src),
      alt: (t: TFunction) => t(artwork.alt),
      data: (t: TFunction, siteUrl: string) => [
        {
          '@type': 'VisualArtwork',
          name: t(artwork.alt),
          image: picture(artwork.src).src,
          artform: 'Illustration',
          ...(artwork.technique ? { artMedium: artwork.technique } : {}),
          creator: person(siteUrl),
        },
        breadcrumbs(
          t,
          siteUrl,
          [t('TITLE.GALLERY'), at(siteUrl, '/portfolio')],
          [t(title), at(siteUrl, `/portfolio/${slug}`)],
        ),
      ],
    }));
    const first = {
      title: (t: TFunction) => t(title),
      description: (t: TFunction) => (description ? t(description) : t(items[0].alt)),
      image: picture(items[0].src),
      alt: (t: TFunction) => t(items[0].alt),
    };
    // The carousel's slides have their own addresses too (/portfolio/5), as before.
    const slides =
      gallery === 'portfolio'
        ? items
            .slice(1)
            .map((_, i) => ({ ...artworks[i + 1], path: `/portfolio/${i + 2}`, body: '/portfolio', listed: false }))
        : [];
    const embed = { tag: 'portfolio-gallery' as const, attributes: { gallery } };
    return [{ path: `/portfolio/${slug}`, ...first, embed }, ...artworks, ...slides];
  });
  const bookPages = [...books, ...covers].flatMap((book) => {
    const about = {
      title: () => book.title,
      description: (t: TFunction) => t(book.description),
      image: picture(book.cover),
      alt: () => book.title,
    };
    const trail = (t: TFunction, siteUrl: string) =>
      breadcrumbs(t, siteUrl, [t('TITLE.BOOKS'), booksPageUrl(siteUrl)], [book.title, at(siteUrl, `/${book.id}`)]);
    const pages = bookPictures(book).map(({ src, alt }, i) => ({
      ...about,
      path: `/${book.id}/${i + 1}`,
      body: `/${book.id}`,
      title: alt,
      image: picture(src),
      data: (t: TFunction, siteUrl: string) => [
        {
          '@type': 'ImageObject',
          contentUrl: picture(src).src,
          name: alt(t),
          creator: person(siteUrl),
        },
        trail(t, siteUrl),
      ],
    }));
    const embed = { tag: 'book-list' as const, attributes: { books: book.id } };
    return [
      {
        path: `/${book.id}`,
        ...about,
        data: (t: TFunction, siteUrl: string) => [bookData(book, t, siteUrl), trail(t, siteUrl)],
        embed,
      },
      ...pages,
    ];
  });
  const comicPages = comics.map((comic) => ({
    path: `/comics/${comic.id}`,
    title: () => comic.title,
    description: (t: TFunction) => t(comic.description),
    image: picture(comic.strips[0]),
    alt: () => comic.title,
    data: (t: TFunction, siteUrl: string) => [
      {
        '@type': 'ComicStory',
        name: comic.title,
        description: t(comic.description),
        image: picture(comic.strips[0]).src,
        author: person(siteUrl),
      },
      breadcrumbs(
        t,
        siteUrl,
        [t('TITLE.COMICS'), at(siteUrl, '/comics')],
        [comic.title, at(siteUrl, `/comics/${comic.id}`)],
      ),
    ],
  }));
  const [next] = splitByTime(events).upcoming;
  const plain = routes.filter((route) => !route.path.includes(':')).map((route) => ({ path: route.path }));
  const described = [
    {
      path: '/',
      data: (_: TFunction, siteUrl: string) => [
        { '@type': 'WebSite', name: site.owner, url: siteUrl },
        person(siteUrl),
      ],
    },
    {
      path: '/bio',
      data: (_: TFunction, siteUrl: string) => [{ '@type': 'ProfilePage', mainEntity: person(siteUrl) }],
    },
    {
      path: '/books',
      data: (t: TFunction, siteUrl: string) => [...books, ...covers].map((book) => bookData(book, t, siteUrl)),
      embed: { tag: 'book-list' as const, attributes: { limit: EMBED_LIMIT.books } },
    },
    // The events still to come when the site is built (the page's list, as its HTML shows it); a link's preview
    // names the next one.
    {
      path: '/events',
      ...(next && {
        description: (t: TFunction, lang: string) =>
          t('EVENTS.NEXT', {
            title: t(next.title),
            when: formatWhen(next, lang).start,
            place: `${next.place.name}, ${next.place.city}`,
          }),
      }),
      data: (t: TFunction, siteUrl: string) =>
        splitByTime(events).upcoming.map((event) => eventData(event, t, siteUrl)),
      embed: { tag: 'event-list' as const, attributes: { limit: EMBED_LIMIT.events } },
    },
  ];
  return [
    ...described,
    ...plain,
    { path: '/portfolio' },
    ...sections,
    ...bookPages,
    { path: '/comics' },
    ...comicPages,
  ].filter((page, i, all) => all.findIndex((other) => other.path === page.path) === i);
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
  description: (t) => t('NOT_FOUND.TEXT'),
  image: picture(pictures.notFound.image),
  alt: (t) => t(pictures.notFound.alt),
};
