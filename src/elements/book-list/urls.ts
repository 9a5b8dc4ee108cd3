// The books' addresses on the site, written in one place: <book-list>'s links and structured data in the browser, and
// the site's Atom feeds at build time (scripts/build/feed.mjs). Each page of the site is a folder (/books/).

/** The site's books page. */
export const booksPageUrl = (siteUrl: string): string => new URL('books/', siteUrl).href;

/** One book's page on the site: its id is its address. */
export const bookPageUrl = (siteUrl: string, id: string): string => new URL(`${id}/`, siteUrl).href;
