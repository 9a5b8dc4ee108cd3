/**
 * Where an address opens the viewer, its HTML paints the artwork full screen in the viewer's place, so that it shows
 * before the site's code has run (the artwork's page for readers without JavaScript, which
 * demo/inline/prerendered-variant.js turns into the stand-in). It goes once the viewer shows the artwork, or cannot.
 */
export const STANDIN = 'data-viewer-standin';

/** Removes the stand-in from the shadow root of the element hosting the viewer, and from those it sits in. */
export function removeStandin(element: HTMLElement) {
  for (let root: Node | null = element.shadowRoot; root instanceof ShadowRoot; root = root.host.getRootNode())
    root.querySelector(`[${STANDIN}]`)?.remove();
}
