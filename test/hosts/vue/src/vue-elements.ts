// Types for our tags in Vue templates: each element's properties (from the package's elements.d.ts) as props, and each
// event as a listener prop (@book-select is onBookSelect), so vue-tsc checks what App.vue passes and receives.
import type { DefineComponent } from 'vue';
import type * as Site from 'illustrator-portfolio';

type Camel<S extends string> = S extends `${infer A}-${infer B}` ? `${A}${Capitalize<Camel<B>>}` : S;
/** What a property takes: 'on'/'off' also as true/false, a number also as text (the elements' setters do). */
type Takes<T> = T extends 'on' | 'off' ? T | boolean : T extends number ? T | `${number}` : T;
type Props<E, A> = { [K in Exclude<keyof E, keyof HTMLElement>]?: Takes<E[K]> | null } & {
  [K in keyof A as K extends `on${infer Name}` ? `on${Capitalize<Camel<Name>>}` : never]?: A[K];
};
type Element<E, A> = DefineComponent<Props<E, A>>;

declare module 'vue' {
  interface GlobalComponents {
    'music-board': Element<Site.MusicBoardElement, Site.MusicBoardElementAttributes>;
    'book-list': Element<Site.BookListElement, Site.BookListElementAttributes>;
    'portfolio-gallery': Element<Site.PortfolioGalleryElement, Site.PortfolioGalleryElementAttributes>;
    'event-list': Element<Site.EventListElement, Site.EventListElementAttributes>;
    'contact-form': Element<Site.ContactFormElement, Site.ContactFormElementAttributes>;
  }
}
