import type { Tag } from './registry';

/** The elements a page of the site can show: every tag but the site's own. */
export type HostedTag = Exclude<Tag, 'portfolio-app'>;

/**
 * Each element's module by its tag (importing it registers the tag): the one place a tag leads to its code. Not in
 * the registry's rows, which each module imports (its spec.ts); and not <portfolio-app>, whose pages read this table.
 * A tag missing here, or one too many, fails the type check.
 */
export const load = {
  'privacy-notice': () => import('./privacy-notice/index'),
  'book-list': () => import('./book-list/index'),
  'event-list': () => import('./event-list/index'),
  'comic-viewer': () => import('./comic-viewer/index'),
  'portfolio-gallery': () => import('./portfolio-gallery/index'),
  'music-board': () => import('./music-board/index'),
  'contact-form': () => import('./contact-form/index'),
} satisfies Record<HostedTag, () => Promise<unknown>>;
