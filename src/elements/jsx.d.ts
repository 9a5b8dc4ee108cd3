// Lets React code (the site itself, and publishers using React) write the custom elements as JSX.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type Common = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & { lang?: string; theme?: string };
/** React 19 adds a listener for `on<event-name>` props of a custom element, e.g. onslide-change. */
type On<Detail> = (event: CustomEvent<Detail>) => void;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'portfolio-app': Common & { vitals?: string; routing?: 'hash' | 'path'; base?: string };
      'privacy-notice': Common;
      'portfolio-gallery': Common & {
        start?: string;
        gallery?: string;
        viewer?: string;
        view?: string;
        'onslide-change'?: On<{ index: number; id: string }>;
        'onview-change'?: On<{ index: number | null; id: string | null }>;
      };
      'book-list': Common & { section?: string; books?: string; 'site-url'?: string; 'onbook-select'?: On<{ id: string; title: string; url: string }> };
      'event-list': Common & { when?: string; limit?: string; 'site-url'?: string; 'structured-data'?: string };
      'comic-viewer': Common & { comic?: string; 'oncomic-open'?: On<{ id: string; title: string }>; 'oncomic-close'?: On<{ id: string }> };
      'music-board': Common;
      'contact-form': Common & { 'service-id'?: string; 'template-id'?: string; 'public-key'?: string; 'api-origin'?: string };
    }
  }
}
