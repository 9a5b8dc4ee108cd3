// Inlined into <head> by the build: decides the visitor's language and theme before anything paints, with the same
// rules as the page's code (src/core/i18n.ts, src/core/theme.ts), so the first frame is already the right one; then
// loads the site's code once that frame is painted.
(() => {
  const html = document.documentElement;
  const read = (get) => {
    try {
      return get();
    } catch {
      return null; // storage or cookies blocked
    }
  };
  // i18next's detector reads ?lng= from the query, or from the hash's query (an old link) when the page has none.
  const query = location.search || location.hash.slice(location.hash.indexOf('?') + 1 || location.hash.length);
  const candidates = [
    new URLSearchParams(query).get('lng'),
    read(() => document.cookie.match(/(?:^|;\s*)i18next=([^;]*)/)?.[1]),
    read(() => localStorage.getItem('i18nextLng')),
    read(() => sessionStorage.getItem('i18nextLng')),
    ...(navigator.languages || [navigator.language]),
  ];
  const lang = candidates.map((code) => String(code || '').split('-')[0].toLowerCase()).find((code) => ['en', 'it', 'fr'].includes(code)) || 'en';
  const stored = read(() => localStorage.getItem('portfolio_theme_mode'));
  const theme = stored === 'light' || stored === 'dark' ? stored : matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  // The site's folder (its <base>). An old link, /#/books or /#/events?lng=it, lands on the page's own address in
  // place of the home page's, with no reload and no extra history entry; the app then shows that page.
  const base = new URL(document.baseURI).pathname;
  const old = location.hash.match(/^#\/([^?]*)(\?.*)?$/);
  if (old) history.replaceState(null, '', `${base}${old[1].replace(/([^/])$/, '$1/')}${old[2] || location.search}`);
  // Only the home page is hydrated as painted; another page's HTML is there for readers without JavaScript, search
  // engines and link previews, and the app renders it afresh.
  const home = location.pathname === base;

  html.lang = lang;
  html.dataset.theme = theme;
  // The HTML holds the English, light page: anything else is swapped in before it shows (prerendered-variant.js).
  if (lang !== 'en' || theme !== 'light' || !home) html.dataset.swap = home ? 'page' : 'shell';

  // The HTML paints the page: the code only hydrates it, so it starts after the first frame instead of delaying it.
  // From the site's folder: WebKit resolves an inline script's import() against the page's address, not its <base>.
  addEventListener('DOMContentLoaded', () => requestAnimationFrame(() => setTimeout(() => import(new URL('elements/portfolio-app.js', document.baseURI).href))));
})();
