// Checked by `npm run typecheck` only (nothing imports it): the JSX types that jsx.d.ts reads from the registry.
// Each @ts-expect-error is a mistake the type check must catch; the rest must compile.

export const typed = [
  <book-list
    section="covers"
    site-url="https://example.com/"
    onbook-select={(event) => event.detail.url.toUpperCase()}
  />,
  <portfolio-gallery start="2" onview-change={(event) => event.detail.index?.toFixed()} />,
  <contact-form oncontact-error={(event) => event.detail.status.toFixed()} />,
  <portfolio-app routing="path" theme="dark" lang="fr" />,
];

export const mistakes = [
  // @ts-expect-error: not one of the enum's values
  <book-list section="everything" />,
  // @ts-expect-error: not an attribute of this element
  <music-board gallery="portfolio" />,
  // @ts-expect-error: the detail has no such field
  <comic-viewer oncomic-open={(event) => event.detail.page} />,
  // @ts-expect-error: index may be null
  <portfolio-gallery onview-change={(event) => event.detail.index.toFixed()} />,
  // @ts-expect-error: not a language of the site
  <event-list lang="de" />,
];
