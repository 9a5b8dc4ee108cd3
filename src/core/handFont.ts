// The hand-written font's names, read by the elements' styles (fonts.ts, styles.ts) and by the inline script that
// runs before the site's first paint (demo/inline/before-paint.js), which the build bundles it into: so it imports
// nothing.

// The family name is prefixed because document fonts are global to the host page.
export const HAND_FONT = 'portfolio-yomogi';

/** What the hand-written text falls back to. */
export const HAND_FALLBACK = '"Comic Sans MS", cursive';

/** The custom property that sets the hand-written font's family list (the elements' default: HAND_FONT, then
 * HAND_FALLBACK); the site sets it to the fallback on a visit without the font in the browser's cache. */
export const HAND_FONT_PROPERTY = '--portfolio-hand-font';

/** Stored once the site has fetched the font after a first paint: the next pages paint with it, from the cache. */
export const HAND_FONT_STORED = 'portfolio_hand_font';
