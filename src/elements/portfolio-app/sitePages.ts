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
import { selections } from '../../content/selections';
import { pictures, site } from '../../content';
import { picture, type Picture } from '../../core/assets';
import { bookData } from '../book-list/StructuredData';
import { booksPageUrl } from '../book-list/urls';
import { eventData } from '../event-list/StructuredData';
import { formatWhen, splitByTime } from '../event-list/dates';
import { portfolioSections, sectionPagePath } from './pages/portfolioSections';
import { pageOf } from '../../core/lists';
import { PAGE_SIZE } from './pageSizes';
import type { registry } from '../registry';
import { notFound, routes, type RouteSpec } from './routes';
import { selectionPath } from '../../content/selectionAddress';

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
  /** For whoever has its link only (a selection): not indexed, and its links send no referrer. */
  unlisted?: boolean;
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

const embeds = {
  '/books': { tag: 'book-list' as const, attributes: { limit: EMBED_LIMIT.books } },
  '/events': { tag: 'event-list' as const, attributes: { limit: EMBED_LIMIT.events } },
};

/**
 * A list's pages, as its element cuts them (core/lists.ts): the first at `path`, the others at <path>/page/<n>, each
 * with what `about` says of its own items; the first is the one a publisher embeds.
 */
function inPages<T>(
  path: '/books' | '/events',
  size: number,
  lists: T[][],
  about: (shown: T[][]) => Partial<SitePage>,
): Array<Partial<SitePage> & { path: string }> {
  const { pages } = pageOf(1, size, ...lists);
  return Array.from({ length: pages }, (_, i) => {
    const page = i + 1;
    const own = about(pageOf(page, size, ...lists).shown);
    return page === 1 ? { path, ...own, embed: embeds[path] } : { path: `${path}/page/${page}`, ...own };
  });
}

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
    // A long section's pages after the first (the first is the section's own address), as ArtworkGroup cuts them.
    const { pages } = pageOf(1, PAGE_SIZE.artworks, items);
    const later = Array.from({ length: gallery === 'portfolio' ? 0 : pages - 1 }, (_, i) => {
      const page = i + 2;
      const [opening] = pageOf(page, PAGE_SIZE.artworks, items).shown[0];
      return {
        path: sectionPagePath(slug, page),
        title: (t: TFunction) => t('TITLE.PAGE', { title: t(title), page }),
        description: first.description,
        image: picture(opening.src),
        alt: (t: TFunction) => t(opening.alt),
      };
    });
    const embed = { tag: 'portfolio-gallery' as const, attributes: { gallery } };
    return [{ path: `/portfolio/${slug}`, ...first, embed }, ...later, ...artworks, ...slides];
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
  const { upcoming, past } = splitByTime(events);
  const [next] = upcoming;
  const nextEvent = (t: TFunction, lang: string) =>
    t('EVENTS.NEXT', {
      title: t(next.title),
      when: formatWhen(next, lang).start,
      place: `${next.place.name}, ${next.place.city}`,
    });
  // Each selection, and each of its works open in the viewer (/s/<key>/<n>, its page's HTML): in no list of pages.
  const selectionPages = selections.flatMap(({ key, title, note, artworks }) => {
    const first = artworks
      .map(({ gallery, id }) => galleries[gallery]?.items.find((artwork) => artwork.id === id))
      .find(Boolean);
    const about = {
      listed: false,
      unlisted: true,
      title: () => title,
      description: (_: TFunction, lang: string) => note[lang as keyof typeof note] ?? note.en,
      ...(first ? { image: picture(first.src), alt: (t: TFunction) => t(first.alt) } : {}),
    };
    const path = selectionPath(key);
    return [{ path, ...about }, ...artworks.map((_, i) => ({ path: `${path}/${i + 1}`, body: path, ...about }))];
  });
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
    ...inPages('/books', PAGE_SIZE.books, [books, covers], (shown) => ({
      data: (t: TFunction, siteUrl: string) => shown.flat().map((book) => bookData(book, t, siteUrl)),
    })),
    // The events still to come when the site is built (the page's list, as its HTML shows it); a link's preview
    // names the next one.
    ...inPages('/events', PAGE_SIZE.events, [upcoming, past], ([soon]) => ({
      data: (t: TFunction, siteUrl: string) => soon.map((event) => eventData(event, t, siteUrl)),
    })).map((page, i) => (i === 0 && next ? { ...page, description: nextEvent } : page)),
  ];
  return [
    ...described,
    ...plain,
    { path: '/portfolio' },
    ...sections,
    ...bookPages,
    { path: '/comics' },
    ...comicPages,
    ...selectionPages,
  ].filter((page, i, all) => all.findIndex((other) => other.path === page.path) === i);
}

/** Every page, with the route that shows it. */
export function sitePages(): SitePage[] {
  return addresses().map((page) => {
    for (const route of routes) {
      const [matches, params] = matchRoute(parse, route.path, page.path);
      if (matches) return { ...home, title: (t: TFunction) => route.title(t, params ?? {}), ...page, route };
    }
    throw new Error(`No route shows ${page.path}`);
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
