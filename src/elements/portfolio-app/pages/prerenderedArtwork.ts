import { createContext, type ReactNode } from 'react';
import type { PortfolioSection } from './portfolioSections';

/** Renders an artwork's own page (ArtworkShown.tsx), which only the prerenderer shows and provides: the browser's code
 * goes without it (with JavaScript the viewer shows the artwork). */
export const PrerenderedArtwork = createContext<
  ((shown: { section: PortfolioSection; view: number }) => ReactNode) | null
>(null);
