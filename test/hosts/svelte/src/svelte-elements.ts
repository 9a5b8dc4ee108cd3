// Types for our tags in Svelte markup: each attribute takes what the element's property takes (from the site's
// elements.d.ts), each event is an on<event> attribute, so svelte-check checks what App.svelte passes and receives.
import type { HTMLAttributes } from 'svelte/elements';
import type * as Site from 'illustrator-portfolio';

type Camel<S extends string> = S extends `${infer A}-${infer B}` ? `${A}${Capitalize<Camel<B>>}` : S;
/** What an attribute or property takes: a number also as text. Not true/false for 'on'/'off': Svelte sets an
 * attribute on an element not yet defined, and the attribute "false" is not "off". */
type Takes<T> = T extends number ? T | `${number}` : T;
type Attributes<E, A> = HTMLAttributes<HTMLElement> & {
  [K in keyof A]?: K extends `on${string}`
    ? A[K]
    : Camel<K & string> extends keyof E
      ? Takes<E[Camel<K & string>]> | null
      : A[K];
};

declare module 'svelte/elements' {
  interface SvelteHTMLElements {
    'music-board': Attributes<Site.MusicBoardElement, Site.MusicBoardElementAttributes>;
    'book-list': Attributes<Site.BookListElement, Site.BookListElementAttributes>;
    'portfolio-gallery': Attributes<Site.PortfolioGalleryElement, Site.PortfolioGalleryElementAttributes>;
    'event-list': Attributes<Site.EventListElement, Site.EventListElementAttributes>;
    'contact-form': Attributes<Site.ContactFormElement, Site.ContactFormElementAttributes>;
  }
}
