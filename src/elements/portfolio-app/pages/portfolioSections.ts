import { sections, type GalleryName } from '../../../content/portfolio';

export interface PortfolioSection {
  /** Its address on the site: #/portfolio/<slug>, and #/portfolio/<slug>/<n> for one artwork full-screen. */
  slug: string;
  gallery: GalleryName;
  /** Translation key of the text under the heading. */
  description?: string;
}

const toSection = ({ slug, id, description }: (typeof sections)[number]): PortfolioSection => ({
  slug,
  gallery: id,
  description,
});

/** The projects, in their order (content/portfolio); the first is the carousel of illustrated pages. */
export const projects = sections.filter((section) => section.kind === 'project').map(toSection);

/** The Gallery's groups, after the projects. */
export const groups = sections.filter((section) => section.kind === 'group').map(toSection);

export const portfolioSections = [...projects, ...groups];

/**
 * What #/portfolio/<a>/<b>/<c> shows: a carousel slide (#/portfolio/5, as before), a section (#/portfolio/colour),
 * one artwork full-screen (#/portfolio/colour/3) or a page of a long section after its first
 * (#/portfolio/colour/page/2). Numbers count from 1.
 */
export function readPortfolioPath(first?: string, second?: string, third?: string) {
  if (first && /^\d+$/.test(first)) return { slide: Number(first) };
  const section = portfolioSections.find((entry) => entry.slug === first);
  const page = section && second === 'page' && third && /^\d+$/.test(third) ? Number(third) : undefined;
  const view = section && second && /^\d+$/.test(second) ? Number(second) : undefined;
  return { section, view, page, slide: section?.gallery === 'portfolio' ? view : undefined };
}

/** A section's page n: its own address for the first, …/page/<n> for the others. */
export const sectionPagePath = (slug: string, page: number) =>
  page > 1 ? `/portfolio/${slug}/page/${page}` : `/portfolio/${slug}`;
