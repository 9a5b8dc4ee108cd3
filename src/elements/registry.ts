import type { ElementSpec } from '../core/define';

/** Custom properties every element reads; `--portfolio-dark-*` variants apply in the dark theme. */
export const commonCssProperties: Record<string, string> = {
  '--portfolio-primary': 'Main brand colour (headings, buttons). Default dark brown-grey.',
  '--portfolio-secondary': 'Accent colour. Default muted taupe.',
  '--portfolio-background': 'Page background behind cards.',
  '--portfolio-paper': 'Card and panel background.',
  '--portfolio-text': 'Body text colour.',
  '--portfolio-font': 'Font family of body text.',
  '--portfolio-radius': 'Corner radius of cards and buttons.',
};

/**
 * Every custom element of the product, in one table. defineElement() reads its row; the tests, the build, the
 * docs page and the custom-elements manifest loop over it. Adding an element = one folder + one row here.
 */
export const registry = {
  'portfolio-app': {
    tag: 'portfolio-app',
    summary: 'The whole site: header, navigation, every page, footer. Routes live in the URL hash (#/books).',
    load: () => import('./portfolio-app/index'),
    attributes: {},
    events: {},
    parts: {},
    cssProperties: commonCssProperties,
  },
  'privacy-notice': {
    tag: 'privacy-notice',
    summary: 'The data-protection and privacy notice, in Italian then English, with a mailto link to the site owner.',
    load: () => import('./privacy-notice/index'),
    attributes: {},
    events: {},
    parts: { notice: 'The notice as a whole (an <article> per language inside).' },
    cssProperties: commonCssProperties,
  },
} satisfies Record<string, ElementSpec>;

export type Tag = keyof typeof registry;
export const elements: ElementSpec[] = Object.values(registry);
