/**
 * Takes the addresses off the pictures under root (through the shadow roots of the elements it holds) as its page is
 * about to leave the document. Chromium fetches a picture with sizes=auto again, at its fallback width, as it leaves
 * (whatwg/html#12712): leaving the gallery fetched its 2 MB of slides ahead of the next page's own. Only before the
 * removal does this help: after it, the fetch has started.
 */
export function forgetPictures(root: ParentNode) {
  for (const node of root.querySelectorAll('*')) {
    if (node.shadowRoot) forgetPictures(node.shadowRoot);
    // The <img> first, then its sources from the last: each step leaves the choice where it was until none is left
    // (WebKit chooses again at each change, and the first source taken off would hand the choice to the next).
    if (node.localName === 'picture')
      for (const part of [...node.children].reverse()) {
        part.removeAttribute('srcset');
        part.removeAttribute('src');
      }
  }
}
