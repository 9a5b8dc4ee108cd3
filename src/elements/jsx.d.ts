// Lets React code (the site itself, and publishers using React) write the custom elements as JSX.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type PortfolioElementProps = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & { lang?: string; theme?: string };

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'privacy-notice': PortfolioElementProps;
      'portfolio-app': PortfolioElementProps;
    }
  }
}
