/**
 * How many artworks a page of a portfolio section shows (the site's pages: src/elements/portfolio-app/pageSizes.ts).
 * The build writes each section's first page apart from the rest (scripts/build/content.mjs): the first pages travel
 * with the portfolio's code, the rest in a module fetched when shown (artworks.ts), so a first visit does not grow
 * with a long section.
 */
export const ARTWORKS_PAGE = 24;
