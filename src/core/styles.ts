import { css as gooberCss, setup } from 'goober';
import { createElement } from 'react';
import { HAND_FALLBACK, HAND_FONT, HAND_FONT_PROPERTY } from './handFont';

setup(createElement);

/**
 * goober normally appends a <style id="_goober"> to the target it is given. We hand it a stand-in target whose
 * "text node" feeds ONE constructable stylesheet adopted by every shadow root: nothing lands in the host
 * document, and constructable sheets are allowed under a strict `style-src` CSP.
 */
// No CSSStyleSheet when the build prerenders the site in Node: the rules are then only collected as text.
const inBrowser = typeof CSSStyleSheet === 'function';
const componentSheet = inBrowser ? new CSSStyleSheet() : undefined;
let cssText = '';
let flushQueued = false;
const textNode = {
  get data() {
    return cssText;
  },
  set data(value: string) {
    cssText = value;
    if (flushQueued || !componentSheet) return;
    flushQueued = true;
    // Batched: many rules arrive during one React render; microtasks still run before the next paint.
    queueMicrotask(() => {
      flushQueued = false;
      componentSheet!.replaceSync(cssText);
    });
  },
};
// In a browser goober writes to the text node it finds in the target; without `window` (the prerenderer), to the target.
const target = Object.defineProperties(
  { querySelector: () => ({ parentNode: true, firstChild: textNode }) },
  {
    data: Object.getOwnPropertyDescriptor(textNode, 'data')!,
  },
) as unknown as Element;

/** CSS as plain text (a sheet, or a fragment composed into css``): tagged only so that the build trims it too. */
export const plainCss = String.raw;

/** Tagged-template CSS: returns a class name whose rules live in the shared sheet. */
export const css = gooberCss.bind({ target }) as typeof gooberCss;
// goober's own `keyframes` is already bound (to { k: 1 }) and cannot be re-bound to our target: bind css afresh.
export const keyframes = gooberCss.bind({ k: 1, target } as object) as typeof gooberCss;

/** Theme tokens. Publishers override them from outside with `--portfolio-*` custom properties (they inherit in). */
export const light = {
  primary: '#4e4039', // dark brown-grey
  'on-primary': '#ffffff',
  secondary: '#8a7869', // muted taupe
  'on-secondary': '#ffffff',
  background: '#fafaf8', // near-white
  paper: '#ffffff',
  text: '#2b2421',
  'text-muted': '#5f5450',
  border: '#d9d1cb',
  error: '#c62828',
  warning: '#b45309',
  focus: '#1d5fa8',
};
const dark: typeof light = {
  primary: '#e2cfc2',
  'on-primary': '#231d1a',
  secondary: '#b9a695',
  'on-secondary': '#231d1a',
  background: '#1b1816',
  paper: '#26211e',
  text: '#f2ece7',
  'text-muted': '#c7bcb4',
  border: '#4a413c',
  error: '#ff8a80',
  warning: '#ffb74d',
  focus: '#8cc2ff',
};

const tokens = (palette: typeof light, prefix: string) =>
  Object.entries(palette)
    .map(([name, value]) => `--p-${name}: var(--portfolio-${prefix}${name}, ${value});`)
    .join('');

/** Base sheet: host display, a full reset of what the host page's inherited CSS could bring in, and the theme. */
const BASE_CSS = plainCss`
:host { display: block; }
:host([hidden]) { display: none; }
.root {
  all: initial;
  display: block;
  ${tokens(light, '')}
  --p-radius: var(--portfolio-radius, 12px);
  --p-font: var(--portfolio-font, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif);
  --p-hand-font: var(${HAND_FONT_PROPERTY}, "${HAND_FONT}", ${HAND_FALLBACK});
  color-scheme: light;
  font-family: var(--p-font);
  font-size: 16px;
  line-height: 1.5;
  color: var(--p-text);
  /* Painted, not inherited from the page: text contrast holds on any host page (transparent if you set it so). */
  background: var(--p-background);
  text-align: start;
  -webkit-text-size-adjust: 100%;
  /* Hidden with its host, which "all: initial" would undo: the site hides the app until its theme and language are in. */
  visibility: inherit;
}
.root[data-theme="dark"] { ${tokens(dark, 'dark-')} color-scheme: dark; }
.root *, .root *::before, .root *::after { box-sizing: border-box; }
.root img { max-width: 100%; height: auto; }
/* A <picture> lays out as its <img> alone (the <img> carries every style); its <source>s, inline boxes by default,
   would otherwise become empty grid and flex items, each with its gap. */
.root picture { display: contents; }
.root source { display: none; }
.root :focus-visible { outline: 3px solid var(--p-focus); outline-offset: 2px; }
.root .visually-hidden {
  position: absolute !important; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden;
  clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
@media (prefers-reduced-motion: reduce) {
  .root *, .root *::before, .root *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
}
`;
const baseSheet = inBrowser ? sheetFrom(BASE_CSS) : undefined;

/** Every rule the rendered components have used so far, base sheet first: what a prerendered shadow root carries. */
export const collectedCss = () => BASE_CSS + cssText;

/** The visitor asked for less motion: for animations run from script (CSS ones follow the rule above). */
export const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Third-party CSS (Glide, Plyr) goes into its own sheet, adopted only by the elements that use it. */
export function sheetFrom(text: string): CSSStyleSheet {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(text);
  return sheet;
}

export function adoptStyles(root: ShadowRoot, extra: CSSStyleSheet[] = []): void {
  root.adoptedStyleSheets = [baseSheet!, componentSheet!, ...extra];
}

/** Adds third-party CSS, loaded with its code, to one shadow root's styles (Plyr's, for the book video). */
export function addStyles(root: ShadowRoot, css: string): void {
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheetFrom(css)];
}

/** A link in running text: the primary colour, bold, its underline clear of the letters (a fragment of rules). */
export const linkLook = 'color: var(--p-primary); font-weight: 700; text-underline-offset: 0.15em;';

/** A section's heading and the short text that introduces it (a list of books, a gallery). */
export const sectionIntro = css`
  h2 {
    margin: 0 0 0.3em;
    font-size: 1.5em;
    color: var(--p-primary);
  }
  > p {
    margin: 0 0 1em;
    color: var(--p-text-muted);
  }
`;

/** The one button look of the product: a rounded pill in the primary colour (links styled as buttons too). */
export const pillButton = css`
  display: inline-flex;
  align-items: center;
  gap: 0.5em;
  min-height: 44px;
  padding: 0.6em 1.5em;
  border: 0;
  border-radius: 999px;
  background: var(--p-primary);
  color: var(--p-on-primary);
  font: inherit;
  font-weight: 700;
  text-decoration: none;
  cursor: pointer;
  &:hover {
    filter: brightness(1.1);
  }
  &:disabled {
    opacity: 0.7;
    cursor: progress;
  }
  &[data-secondary] {
    background: transparent;
    color: var(--p-primary);
    box-shadow: inset 0 0 0 2px var(--p-primary);
  }
`;

/** A grid of card-like buttons (comics, sounds): each tile a column of picture and label on paper. */
export const tileGrid = css`
  display: grid;
  gap: 1em;
  margin: 0;
  padding: 0;
  list-style: none;
  button {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 0.5em;
    width: 100%;
    height: 100%;
    padding: 0.9em 0.6em;
    border: 2px solid var(--p-border);
    border-radius: var(--p-radius);
    background: var(--p-paper);
    color: var(--p-text);
    font: inherit;
    font-weight: 700;
    line-height: 1.25;
    text-align: center;
    cursor: pointer;
    transition:
      transform 0.2s,
      box-shadow 0.2s,
      background 0.2s;
  }
  button:hover {
    transform: translateY(-3px);
    box-shadow: 0 8px 20px rgba(60, 40, 30, 0.15);
  }
`;

/** A message inside an element: a bad attribute's, texts that could not be fetched. */
export const messageBox = css`
  margin: 0 0 1em;
  padding: 0.75em 1em;
  border-inline-start: 4px solid var(--p-warning);
  border-radius: 4px;
  background: var(--p-paper);
  color: var(--p-text);
  font-size: 0.9em;
`;

/** Custom properties every element reads; `--portfolio-dark-*` variants apply in the dark theme. */
export const commonCssProperties: Record<string, string> = {
  '--portfolio-primary': 'Main brand colour (headings, buttons). Default dark brown-grey.',
  '--portfolio-secondary': 'Accent colour. Default muted taupe.',
  '--portfolio-background': 'Page background behind cards.',
  '--portfolio-paper': 'Card and panel background.',
  '--portfolio-text': 'Body text colour.',
  '--portfolio-font': 'Font family of body text.',
  '--portfolio-radius': 'Corner radius of cards and buttons.',
};
