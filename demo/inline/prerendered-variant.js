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
  // The lazy pictures wait for the first paint: fetched from the first layout, before that paint, they came in
  // alongside the page's largest picture (issue 39). Each shows meanwhile an empty picture of its own proportions (no
  // shift), and has its own addresses back before the site's code hydrates it (before-paint.js starts it then too).
  const held = new Map();
  const hold = (root) => {
    for (const element of root.querySelectorAll('*')) if (element.shadowRoot) hold(element.shadowRoot);
    for (const img of root.querySelectorAll('img[loading="lazy"]')) {
      const sources = img.parentElement?.localName === 'picture' ? img.parentElement.querySelectorAll('source') : [];
      for (const node of [img, ...sources])
        held.set(
          node,
          ['src', 'srcset'].map((name) => [name, node.getAttribute(name)]),
        );
      for (const source of sources) source.removeAttribute('srcset');
      img.removeAttribute('srcset');
      const box = `viewBox='0 0 ${img.getAttribute('width') || 1} ${img.getAttribute('height') || 1}'`;
      img.src = `data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' ${box}/>`;
    }
  };
  const release = () => {
    for (const [node, attributes] of held)
      for (const [name, value] of attributes) {
        if (value === null) node.removeAttribute(name);
        else node.setAttribute(name, value);
      }
    held.clear();
  };
  if (shadow && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    hold(shadow);
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      release();
    }).observe({ type: 'paint', buffered: true });
    setTimeout(release, 3000); // as before-paint.js, where the browser never paints (a hidden tab)
  }
  for (const node of app.querySelectorAll('template, script')) node.remove();
  delete html.dataset.swap;
  delete html.dataset.shell;
})();
