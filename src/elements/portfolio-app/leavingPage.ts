/** Every node under root, through the shadow roots of the elements it holds. */
function* deep(root: ParentNode): Generator<Element> {
  for (const node of root.querySelectorAll('*')) {
    yield node;
    if (node.shadowRoot) yield* deep(node.shadowRoot);
  }
}

/**
 * Takes the addresses off a page's pictures as it is about to leave the document. Chromium fetches a picture with
 * sizes=auto again, at its fallback width, as it leaves (whatwg/html#12712): leaving the gallery fetched its 2 MB of
 * slides ahead of the next page's own. Only before the removal does this help: after it, the fetch has started.
 */
export function forgetPictures(root: ParentNode | null | undefined) {
  if (!root) return;
  for (const node of deep(root)) {
    if (node.localName !== 'picture') continue;
    // The <img> first, then its sources from the last: each step leaves the choice where it was until none is left
    // (WebKit chooses again at each change, and the first source taken off would hand the choice to the next).
    for (const part of [...node.children].reverse()) {
      part.removeAttribute('srcset');
      part.removeAttribute('src');
    }
  }
}
