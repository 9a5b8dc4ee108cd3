import type { GalleryName } from '../../../content';

export interface PortfolioSection {
  /** Its address on the site: #/portfolio/<slug>, and #/portfolio/<slug>/<n> for one artwork full-screen. */
  slug: string;
  gallery: GalleryName;
  /** Translation key of the text under the heading. */
  description?: string;
}

/** The three projects, in the spec's order; the first is the carousel of illustrated pages. */
export const projects: PortfolioSection[] = [
  { slug: 'illustrations', gallery: 'portfolio', description: 'PORTFOLIO.PROJECT1.DESCRIPTION' },
  { slug: 'character-design', gallery: 'character-design', description: 'PORTFOLIO.PROJECT2.DESCRIPTION' },
  { slug: 'sketch-to-final', gallery: 'sketch-to-final', description: 'PORTFOLIO.PROJECT3.DESCRIPTION' },
];

/** The Gallery's three groups, after the projects. */
export const groups: PortfolioSection[] = [
  { slug: 'black-and-white', gallery: 'bw' },
  { slug: 'colour', gallery: 'colour' },
  { slug: 'competition-2019', gallery: 'competition-2019' },
];

export const portfolioSections = [...projects, ...groups];

/**
 * What #/portfolio/<a>/<b> shows: a carousel slide (#/portfolio/5, as before), a section (#/portfolio/colour) or
 * one artwork full-screen (#/portfolio/colour/3). Numbers count from 1.
 */
export function readPortfolioPath(first?: string, second?: string) {
  if (first && /^\d+$/.test(first)) return { slide: Number(first) };
  const section = portfolioSections.find((entry) => entry.slug === first);
  const view = section && second && /^\d+$/.test(second) ? Number(second) : undefined;
  return { section, view, slide: section?.gallery === 'portfolio' ? view : undefined };
}
