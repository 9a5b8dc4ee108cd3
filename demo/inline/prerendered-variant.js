// Inlined by the build as the last child of the prerendered <portfolio-app>, so it runs as soon as the shadow root
// is parsed: it shows the visitor's language and theme, and the bare shell where the HTML holds another page's content.
(() => {
  const html = document.documentElement;
  const app = document.currentScript.parentElement;
  const shadow = app.shadowRoot;
  // The HTML writes each tree's styles first, to paint it styled while it is parsed. Now that it is, they go after it,
  // where React leaves them alone when it hydrates the tree (it reads a root's children from the first).
  for (const tree of [shadow, ...[...(shadow?.querySelectorAll('*') ?? [])].map((element) => element.shadowRoot)]) {
    const styles = tree?.querySelector('style');
    if (styles) tree.append(styles);
  }
  if (shadow && 'swap' in html.dataset) {
    // Only a page without a language in its address holds the others (the rest of its page left to the code).
    const variant = app.querySelector(`template[lang="${html.lang}"]`);
    if (variant) shadow.firstElementChild.replaceWith(variant.content.cloneNode(true));
    const root = shadow.firstElementChild;
    if ('shell' in html.dataset) {
      // An artwork's page stands in for the viewer until the code opens it (src/core/viewer/standin.ts): after the
      // tree, where hydration leaves it alone, and full screen.
      const standin = root.querySelector('main [data-viewer-standin]');
      root.querySelector('main').replaceChildren();
      if (standin) {
        standin.dataset.viewerStandin = 'on';
        shadow.append(standin);
      }
    }
    // The theme of the app and of the elements in its page, each in a shadow root of its own.
    const nested = [...root.querySelectorAll('*')].map((element) => element.shadowRoot?.firstElementChild);
    for (const part of [root, ...nested]) if (part?.classList.contains('root')) part.dataset.theme = html.dataset.theme;
  }
  for (const node of app.querySelectorAll('template, script')) node.remove();
  delete html.dataset.swap;
  delete html.dataset.shell;
})();
