// dist/portfolio.js: the one script a publisher pastes. It defines nothing itself: it watches the page for the
// portfolio's tags and imports only the code of the tags that appear (now or later). Kept free of imports so it
// stays a few hundred bytes: the registry's tags are written in at build time (rollup.config.mjs), not imported with it.
export const TAGS = process.env.ELEMENT_TAGS;

const requested = new Set<string>();
const selector = TAGS.join(',');
// The portfolio's element classes carry this key (PORTFOLIO_ELEMENT in src/core/define.tsx; not imported, to stay small).
const OURS = Symbol.for('illustrator-portfolio.element');

function load(tag: string): void {
  if (requested.has(tag)) return;
  requested.add(tag); // once per tag, however many of its elements the page holds
  const existing = customElements.get(tag);
  if (existing) {
    // Ours already (its module loaded by other means): nothing to do. The page's own: say so, once.
    if (!(OURS in existing))
      console.warn(`<${tag}> is defined by the page itself, not by the portfolio: the page's own element shows.`);
    return;
  }
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
