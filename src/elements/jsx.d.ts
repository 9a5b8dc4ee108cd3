// Lets React code (the site itself, and publishers using React) write the custom elements as JSX.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type Common = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & { lang?: string; theme?: string };

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'portfolio-app': Common;
      'privacy-notice': Common;
      'portfolio-gallery': Common & { start?: string; gallery?: string; viewer?: string; view?: string };
      'book-list': Common & { section?: string; books?: string; 'site-url'?: string };
      'event-list': Common & { when?: string; limit?: string; 'site-url'?: string; 'structured-data'?: string };
      'comic-viewer': Common & { comic?: string };
      'music-board': Common;
      'contact-form': Common & { 'service-id'?: string; 'template-id'?: string; 'public-key'?: string; 'api-origin'?: string };
    }
  }
}
