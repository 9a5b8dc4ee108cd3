// The elements in Preact's JSX (a .ts file, not .d.ts: skipLibCheck would not check it), from the package's types (tsconfig.json's `paths` points the package name at the
// site's build, dist/elements.d.ts, so nothing is copied): its attribute and event types, on Preact's HTML props.
import type { HTMLAttributes } from 'preact';
import type {
  BookListElementAttributes,
  ContactFormElementAttributes,
  EventListElementAttributes,
  MusicBoardElementAttributes,
  PortfolioGalleryElementAttributes,
} from 'illustrator-portfolio';

type Props<A> = HTMLAttributes<HTMLElement> & A;

// Preact's JSX is a namespace: adding to it takes one (declaration merging).
declare module 'preact' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'book-list': Props<BookListElementAttributes>;
      'contact-form': Props<ContactFormElementAttributes>;
      'event-list': Props<EventListElementAttributes>;
      'music-board': Props<MusicBoardElementAttributes>;
      'portfolio-gallery': Props<PortfolioGalleryElementAttributes>;
    }
  }
}

declare global {
  interface Window {
    defineElements(): Promise<void>;
  }
}
