// dist/portfolio.js: the one script a publisher pastes. It defines nothing itself: it watches the page for the
// portfolio's tags and imports only the code of the tags that appear (now or later). Kept free of imports so it
// stays a few hundred bytes.
export const TAGS = ['portfolio-app', 'portfolio-gallery', 'book-list', 'event-list', 'comic-viewer', 'music-board', 'contact-form', 'privacy-notice'];

const requested = new Set<string>();
const selector = TAGS.join(',');

function load(tag: string): void {
  if (requested.has(tag) || customElements.get(tag)) return;
  requested.add(tag);
  // Resolved against this script's own URL, so it works from any origin or path.
  import(/* @vite-ignore */ new URL(`./elements/${tag}.js`, import.meta.url).href).catch((error: unknown) => {
    requested.delete(tag); // a later appearance of the tag tries again
    console.error(`<${tag}> could not be loaded:`, error);
  });
}

function scan(node: ParentNode & Node): void {
  if (node instanceof Element && TAGS.includes(node.localName)) load(node.localName);
  node.querySelectorAll(selector).forEach((element) => load(element.localName));
}

const observer = new MutationObserver((records) => {
  for (const record of records) record.addedNodes.forEach((node) => node instanceof Element && scan(node));
});

/** Watches a document or a shadow root (e.g. your own component's) for the portfolio's tags. */
export function observe(root: Document | ShadowRoot): void {
  scan(root);
  observer.observe(root, { childList: true, subtree: true });
}

observe(document);
