import { ARTWORKS_PAGE } from '../../content/artworkPages';

/**
 * How many items a page of the site's long lists holds; past that, a list goes on at …/page/2/ and so on (routes.ts,
 * sitePages.ts). Each keeps today's sample content on one page (5 books and covers, 6 events, at most 17 artworks in
 * a section) with room to grow, and keeps a page's HTML well within the 14.6 KB (brotli) of a first round trip
 * (test/scale/ten-times.test.mjs checks it at ten times the content). The artworks' is the content's own, whose build
 * writes each section's first page apart (content/artworkPages.ts).
 */
export const PAGE_SIZE = { books: 12, events: 12, artworks: ARTWORKS_PAGE } as const;
