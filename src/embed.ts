// The script of an embed page (dist/embed/<tag>/, written by scripts/build/embed-pages.mjs), for hosts that take an iframe but
// no script. It runs before the element's module (module scripts run in order), so the element's first render has
// the attributes the address asks for. Nothing is stored: in WordPress's sandbox there is no storage and no cookie.
//
// Messages to the parent window, whenever the content's height changes, and again when asked:
//   { type: 'portfolio-embed', height }           ours (public/embed/resize.js listens; it asks with { type })
//   { secret, message: 'height', value }          WordPress's, when the address ends in #?secret=... (it asks with 'ready')
// Links open at the top level: <base target="_top"> in the page; WordPress's sandbox forbids that, so there a click
// on a link becomes { secret, message: 'link', value: href }, which WordPress follows for the frame's own host.

const element = document.querySelector<HTMLElement>('[data-embed]');
const query = new URLSearchParams(location.search);
for (const name of element?.dataset.embed?.split(' ') ?? []) {
  const value = query.get(name);
  if (value) element!.setAttribute(name, value);
}

const secret = new URLSearchParams(location.hash.replace(/^#\??/, '')).get('secret');

// The frame's height follows its content, so its viewport units would measure the content itself and shrink it
// with every height told: an illustration is capped by the visitor's screen instead, and in WordPress, which caps
// its frame at 1,000 px, low enough to leave room for the thumbnails and the link under it.
const art = Math.round(screen.availHeight * 0.75);
element?.style.setProperty('--portfolio-art-max-height', `${secret ? Math.min(art, 720) : art}px`);

const height = () => Math.ceil(document.documentElement.getBoundingClientRect().height);

function postHeight(value = height()) {
  if (parent === window) return;
  parent.postMessage({ type: 'portfolio-embed', height: value }, '*');
  if (secret) parent.postMessage({ secret, message: 'height', value }, '*');
}

let posted = 0;
const postChange = () => {
  const value = height();
  if (value !== posted) postHeight((posted = value));
};
new ResizeObserver(postChange).observe(document.documentElement);
// Chromium gives a frame of another origin no rendering updates, so no ResizeObserver callback, while it is out of
// view or clipped, as WordPress keeps its frame until it has been told a height: tell one once loaded, unasked.
addEventListener('load', postChange);

addEventListener('message', ({ source, data }) => {
  const asked = data?.type === 'portfolio-embed' || (secret && data?.secret === secret && data.message === 'ready');
  if (source === parent && asked) postHeight();
});

if (secret) {
  addEventListener('click', (event) => {
    // After the element's own handlers (a cancelable book-select may have handled it), and only for a plain click.
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const link = event
      .composedPath()
      .find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement && /^https?:$/.test(node.protocol));
    if (!link) return;
    event.preventDefault();
    parent.postMessage({ secret, message: 'link', value: link.href }, '*');
  });
}
