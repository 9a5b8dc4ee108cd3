import { assetUrl } from './assets';
import { HAND_FONT } from './handFont';

// Browsers ignore @font-face inside a shadow root, so fonts are registered once on the document.
const faces: Array<[file: string, unicodeRange: string]> = [
  [
    'yomogi-latin-400-normal.woff2',
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  ],
  [
    'yomogi-latin-ext-400-normal.woff2',
    'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
  ],
];

/**
 * The same faces as CSS, for a page that paints before its script runs (the prerendered site). `optional`: a heading
 * laid out in the fallback font (even while invisible, as `block` would have it), then rewrapped when the font
 * arrives, would shift the page. A first visit does not ask for the font before its first paint, which keeps the
 * network for the page's largest picture; it fetches it after that paint, for the next pages, which have it from the
 * cache (demo/inline/before-paint.js).
 */
export const fontFaceCss = (folder: string) =>
  faces
    .map(
      ([file, unicodeRange]) =>
        `@font-face{font-family:"${HAND_FONT}";src:url(${folder}${file}) format("woff2");font-display:optional;unicode-range:${unicodeRange}}`,
    )
    .join('');

let registered = false;

export function registerFonts(): void {
  if (registered || typeof FontFace === 'undefined') return;
  registered = true;
  if ([...document.fonts].some((face) => face.family.replace(/"/g, '') === HAND_FONT)) return; // the page's CSS has them
  for (const [file, unicodeRange] of faces) {
    // Added, not loaded: the browser fetches a face only when some text needs it.
    document.fonts.add(
      new FontFace(HAND_FONT, `url(${assetUrl(`fonts/${file}`)}) format('woff2')`, { display: 'swap', unicodeRange }),
    );
  }
}
