// Inlined by the build as the last child of the prerendered <portfolio-app>, so it runs as soon as the shadow root
// is parsed: it shows the visitor's language and theme, and drops the home page when another route was opened.
(() => {
  const html = document.documentElement;
  const app = document.currentScript.parentElement;
  const shadow = app.shadowRoot;
  const swap = html.dataset.swap;
  if (shadow && swap) {
    const variant = app.querySelector(`template[lang="${html.lang}"]`);
    if (variant) shadow.firstElementChild.replaceWith(variant.content.cloneNode(true));
    const root = shadow.firstElementChild;
    root.dataset.theme = html.dataset.theme;
    if (swap === 'shell') root.querySelector('main').replaceChildren();
  }
  for (const node of app.querySelectorAll('template, script')) node.remove();
  delete html.dataset.swap;
})();
