// Functions run in a host page, the same source in every engine (each driver sends them as text): self-contained.

/** The five elements every host renders; the page defines them only when asked (window.defineElements). */
export const TAGS = ['music-board', 'book-list', 'portfolio-gallery', 'event-list', 'contact-form'];

/** Whether the framework has rendered the page: its tags and buttons are there. */
export function rendered(tags) {
  const ids = ['empty', 'books', 'gallery', 'events', 'contact', 'toggle', 'change', 'remove', 'log'];
  if (!ids.every((id) => document.getElementById(id))) return null;
  return {
    undefinedTags: tags.filter((tag) => customElements.get(tag) === undefined),
    // The page must not fetch the elements' script before it is asked to (it would race the framework).
    scriptFetched:
      Boolean(document.querySelector('script[src$="/portfolio.js"]')) ||
      performance.getEntriesByType('resource').some((entry) => /\/portfolio\.js$/.test(entry.name)),
  };
}

/** Whether the page can be asked for the elements' script yet (a server-rendered page says so once it has hydrated). */
export const ready = () => typeof window.defineElements === 'function';

/** Asks the page for the elements' script; the runner then polls window.__defined (a WebDriver classic script
 * cannot wait for a promise in every engine). */
export function define() {
  window.__defined = false;
  window.defineElements().then(
    () => (window.__defined = true),
    (error) => (window.__defined = String(error)),
  );
}

/** What the page shows, as plain data: the runner compares it with what each check expects. */
export function snapshot() {
  const byId = (id) => document.getElementById(id);
  // Rendered: the element's shadow root holds its .root with something in it (src/core/define.tsx).
  const shows = (el) => Boolean(el?.shadowRoot?.querySelector('.root')?.firstElementChild);
  const books = byId('books');
  const gallery = byId('gallery');
  const slides = [...(gallery?.shadowRoot?.querySelectorAll('.glide__slide') ?? [])];
  const fallback = books?.querySelector(':scope > a');
  return {
    url: location.href,
    empty: shows(byId('empty')),
    events: { present: Boolean(byId('events')), shows: shows(byId('events')) },
    books: {
      shows: shows(books),
      section: books?.section,
      sectionAttribute: books?.getAttribute('section'),
      books: books?.shadowRoot?.querySelectorAll('[part=books] article').length ?? 0,
      covers: books?.shadowRoot?.querySelectorAll('[part=covers] article').length ?? 0,
      fallback: fallback ? { href: fallback.getAttribute('href'), boxes: fallback.getClientRects().length } : null,
    },
    gallery: {
      shows: shows(gallery),
      gallery: gallery?.gallery,
      start: gallery?.start,
      viewer: gallery?.viewer,
      // The slides' pictures: their file names carry the group (images/gallery/<group>/...).
      images: slides.map((slide) => slide.querySelector('img')?.getAttribute('src') ?? ''),
      current: slides.findIndex((slide) => !slide.inert),
      viewerButtons: gallery?.shadowRoot?.querySelectorAll('button[data-artwork]').length ?? 0,
    },
    contactShows: shows(byId('contact')),
    log: [...(byId('log')?.children ?? [])].map((li) => li.textContent),
  };
}

/** The centre of the first element that css matches in the shadow root of #id (or the page), scrolled into view. */
export function locate({ id, css }) {
  const root = id ? document.getElementById(id)?.shadowRoot : document;
  const el = [...(root?.querySelectorAll(css) ?? [])].find((node) => node.getClientRects().length);
  if (!el) return null;
  el.scrollIntoView({ block: 'center', inline: 'center' });
  const box = el.getBoundingClientRect();
  return [box.x + box.width / 2, box.y + box.height / 2];
}

/** The first book's link in #books: what its book-select detail must name. */
export function firstBook() {
  const link = document.getElementById('books').shadowRoot.querySelector('[part] article h3 a');
  return { title: link.textContent, url: link.href };
}
