import type { ElementSpec } from '../core/define';
import { camelCase, commonAttributes } from '../core/attributes';
export { camelCase, commonAttributes };

import { spec as portfolioApp } from './portfolio-app/spec';
import { spec as privacyNotice } from './privacy-notice/spec';
import { spec as bookList } from './book-list/spec';
import { spec as eventList } from './event-list/spec';
import { spec as comicViewer } from './comic-viewer/spec';
import { spec as portfolioGallery } from './portfolio-gallery/spec';
import { spec as musicBoard } from './music-board/spec';
import { spec as contactForm } from './contact-form/spec';

/**
 * Every custom element of the product, in one table, each row in its element's folder (spec.ts). defineElement()
 * reads the row; the tests, the build, the docs page and the custom-elements manifest loop over the table; the JSX
 * types (jsx.d.ts) are read from it. Adding an element = one folder with its spec.ts, its row here, and its line in
 * load.ts (the type check asks for it). `as const` in each row: the enums' values and the events' details stay
 * literal for jsx.d.ts.
 */
const rows = [
  portfolioApp,
  privacyNotice,
  bookList,
  eventList,
  comicViewer,
  portfolioGallery,
  musicBoard,
  contactForm,
] as const;
export const registry = Object.fromEntries(rows.map((row) => [row.tag, row])) as {
  [Row in (typeof rows)[number] as Row['tag']]: Row;
};

export const elements: ElementSpec[] = Object.values(registry);

export type Tag = keyof typeof registry;
