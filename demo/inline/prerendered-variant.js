// Inlined by the build as the last child of the prerendered <portfolio-app>, so it runs as soon as the shadow root
// is parsed: it shows the visitor's language and theme, and the bare shell where the HTML holds another page's content.
(() => {
  const html = document.documentElement;
  const app = document.currentScript.parentElement;
  const shadow = app.shadowRoot;
  if (shadow && 'swap' in html.dataset) {
    // The tree after its <style>, among the shadow root's children (a selector's :scope never matches a shadow root).
    const tree = (shadowRoot) => [...(shadowRoot?.children ?? [])].find((child) => child.classList.contains('root'));
    // Only a page without a language in its address holds the others (the rest of its page left to the code).
    const variant = app.querySelector(`template[lang="${html.lang}"]`);
    if (variant) tree(shadow).replaceWith(variant.content.cloneNode(true));
    const root = tree(shadow);
    if ('shell' in html.dataset) root.querySelector('main').replaceChildren();
    // The theme of the app and of the elements in its page, each in a shadow root of its own.
    const nested = [...root.querySelectorAll('*')].map((element) => tree(element.shadowRoot));
    for (const part of [root, ...nested]) if (part) part.dataset.theme = html.dataset.theme;
  }
  for (const node of app.querySelectorAll('template, script')) node.remove();
  delete html.dataset.swap;
  delete html.dataset.shell;
})();
