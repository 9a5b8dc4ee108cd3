// The books' addresses on the site, written in one place: <book-list>'s links and structured data in the browser, and
// the site's Atom feeds at build time (scripts/feed.mjs). Today the site routes by hash; when pages get real paths,
// these are the lines to change.

/** The site's books page. */
export const booksPageUrl = (siteUrl: string): string => new URL('#/books', siteUrl).href;

/** One book's page on the site: its id is its address. */
export const bookPageUrl = (siteUrl: string, id: string): string => new URL(`#/${id}`, siteUrl).href;
