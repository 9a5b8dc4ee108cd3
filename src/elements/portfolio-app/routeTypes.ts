// What a route of the site is, as types only: routes.ts lists the routes, and the pages it loads (pages/) read these
// types from here, not from routes.ts, which imports them (no circle).
import type { TFunction } from 'i18next';
import type { ComponentType, JSX } from 'react';
import type { Picture } from '../../core/assets';
import type { IconName } from '../../core/icons';
import type { TextPart } from '../../content/textParts';
import type { HostedTag } from '../load';
import type { registry } from '../registry';

export type Page = (attempt?: number) => Promise<{ default: ComponentType<any> }>;

export type Hero = [Picture, string] | undefined;

export interface Route {
  /** wouter pattern, e.g. /comics/:id? */
  path: string;
  /** The document title's first part, at an address of the route (its parameters). */
  title: (t: TFunction, params?: Record<string, string | undefined>) => string;
  /** Extra props for the page component. */
  props?: Record<string, string>;
  /** The parts of the texts the page shows (src/content/textParts.ts): fetched with its chunk. */
  texts?: TextPart[];
  /** The largest image the page shows first at this address, with its `sizes`: fetched while the page's chunk loads,
   * and from the first bytes of its HTML. None where it shows none first (a section scrolled to). */
  hero?: (params: Record<string, string | undefined>) => Hero | Promise<Hero>;
  /** Its link in the navigation's sections (their order is the routes'). */
  menu?: { label: string; icon: IconName };
  /** Its link's text in the footer. */
  footer?: string;
}

/** A page with a component of its own. */
export interface OwnPage extends Route {
  page: Page;
  /** The element the page hosts (its page chunk imports it too): fetched alongside the page's chunk, not after it. */
  element?: HostedTag;
  aside?: undefined;
}

type Props<T extends HostedTag> = JSX.IntrinsicElements[T];
type Detail<T extends HostedTag, E extends string> = Props<T>[`on${E}` & keyof Props<T>] extends
  ((event: CustomEvent<infer D>) => void) | undefined
  ? D
  : never;

/** A page that is one element under a heading: its row says all it shows (pages/ElementPage.tsx renders it). */
export type ElementPage = {
  [T in HostedTag]: Route & {
    element: T;
    /** Texts' keys: the page's heading, and the paragraph under it. */
    heading: string;
    lead?: string;
    attributes?: Props<T>;
    /** Its `site-url` is where the site is served from, when it routes by path (npm start, a preview): the element's
     * links then stay on it. Embedded, and in the HTML, the element keeps its default (the published site). */
    servedSiteUrl?: boolean;
    /** Its events that lead to another page of the site, with the address each leads to: the page goes there
     * instead of the element's own handling (a cancelable event's default). */
    navigate?: { [E in keyof (typeof registry)[T]['events'] & string]?: (detail: Detail<T, E>) => string };
    /** What follows the element, in a chunk of its own. */
    aside?: Page;
    /** The element's list in pages of this many (its `limit` and `page`): the route's address is the first page, and
     * <path>/page/<n> the others (routes.ts). */
    pageSize?: number;
  };
}[HostedTag];

export type RouteSpec = OwnPage | (ElementPage & { page: Page });
