// Types for our tags in Solid's JSX: each attribute takes what the element's property takes (from the site's
// elements.d.ts); prop:<name> and on:<event> are typed through Solid's ExplicitProperties and CustomEvents, which
// Solid shares among all elements, so tsc checks what App.tsx passes and receives.
import type { JSX } from 'solid-js';
import type * as Site from 'illustrator-portfolio';

type Camel<S extends string> = S extends `${infer A}-${infer B}` ? `${A}${Capitalize<Camel<B>>}` : S;
/** What a property takes: 'on'/'off' also as true/false, a number also as text (the elements' setters do). */
type Takes<T> = T extends 'on' | 'off' ? T | boolean : T extends number ? T | `${number}` : T;
type Props<E> = { [K in Exclude<keyof E, keyof HTMLElement>]?: Takes<E[K]> | null };
type Attributes<E, A> = JSX.HTMLAttributes<E> & {
  [K in keyof A as K extends `on${string}` ? never : K]?: Camel<K & string> extends keyof E
    ? Takes<E[Camel<K & string>]> | null
    : A[K];
};
type Events<A> = {
  [K in keyof A as K extends `on${infer Name}` ? Name : never]-?: A[K] extends ((event: infer E) => void) | undefined
    ? E
    : never;
};
type Tags = {
  'music-board': [Site.MusicBoardElement, Site.MusicBoardElementAttributes];
  'book-list': [Site.BookListElement, Site.BookListElementAttributes];
  'portfolio-gallery': [Site.PortfolioGalleryElement, Site.PortfolioGalleryElementAttributes];
  'event-list': [Site.EventListElement, Site.EventListElementAttributes];
  'contact-form': [Site.ContactFormElement, Site.ContactFormElementAttributes];
};
type AllProps = Props<Site.BookListElement> & Props<Site.PortfolioGalleryElement> & Props<Site.ContactFormElement>;
type AllEvents = Events<Site.BookListElementAttributes> &
  Events<Site.PortfolioGalleryElementAttributes> &
  Events<Site.ContactFormElementAttributes>;

declare module 'solid-js' {
  // Solid's JSX types are a namespace: adding to them takes one.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements extends Elements {}
    interface ExplicitProperties extends AllProps {}
    interface CustomEvents extends AllEvents {}
  }
}
type Elements = { [Tag in keyof Tags]: Attributes<Tags[Tag][0], Tags[Tag][1]> };
