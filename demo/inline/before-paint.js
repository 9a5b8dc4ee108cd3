// Inlined into <head> by the build: decides the visitor's language and theme before anything paints, with the same
// rules as the page's code (src/core/i18n.ts, src/core/theme.ts), so the first frame is already the right one; then
// loads the site's code once that frame is painted.
// The build bundles in what it imports (scripts/build/prerender.mjs): the languages and the rule that reads one from
// an address, the same module as the site's code.
// SITE_FILE, the site's code (chunks/site-<hash>.js), is written in by the build.
/* global SITE_FILE */
import { FALLBACK_LANGUAGE, LANGUAGES } from '../../src/content/languages';
import { namedLanguage, pageIn } from '../../src/core/siteAddress';
import { CHOICE } from '../../src/core/languageChoice';
import { HAND_FALLBACK, HAND_FONT, HAND_FONT_PROPERTY, HAND_FONT_STORED } from '../../src/core/handFont';

(() => {
  const html = document.documentElement;
  const read = (get) => {
    try {
      return get();
    } catch {
      return null; // storage or cookies blocked
    }
  };
  // The site's folder (its <base>), and the page's address in it. An old link, /#/books or /#/events?lng=it, names
  // its page in the hash: it lands on that page's own address, with no reload and no extra history entry. Only a
  // page's name, in words and slashes: /#//evil.example would make an address on another site, which the browser
  // refuses (and this script would stop there).
  const base = new URL(document.baseURI).pathname;
  const old = location.hash.match(/^#\/((?:[\w-]+\/?)*)(\?.*)?$/);
  const address = old ? old[1].replace(/([^/])$/, '$1/') : location.pathname.slice(base.length);
  const query = old ? old[2] || location.search : location.search;
  // Each page has an address per language, /books/, /it/books/, /fr/books/: one that names its language is shown in it.
  const named = namedLanguage(address);
  const page = pageIn(address);
  // Else the same rules as i18next's detector: ?lng= (in the query, or an old link's hash), cookie, storage, browser.
  const candidates = [
    named,
    new URLSearchParams(query).get(CHOICE.query),
    read(() => document.cookie.match(new RegExp(`(?:^|;\\s*)${CHOICE.cookie}=([^;]*)`))?.[1]),
    read(() => localStorage.getItem(CHOICE.stored)),
    read(() => sessionStorage.getItem(CHOICE.stored)),
    ...(navigator.languages || [navigator.language]),
  ];
  const lang =
    candidates
      .map((code) =>
        String(code || '')
          .split('-')[0]
          .toLowerCase(),
      )
      .find((code) => LANGUAGES.includes(code)) || FALLBACK_LANGUAGE;
  // The HTML holds this file's page: an old link that named another leaves only its shell to hydrate.
  if (page !== pageIn(location.pathname.slice(base.length))) html.dataset.shell = '';
  // The address then names the language shown (a page opened without one, in Italian, is at /it/...).
  const wanted = `${base}${lang === FALLBACK_LANGUAGE ? '' : `${lang}/`}${page}`;
  if (old || wanted !== location.pathname) history.replaceState(null, '', wanted + query);
  const stored = read(() => localStorage.getItem('portfolio_theme_mode'));
  const theme =
    stored === 'light' || stored === 'dark'
      ? stored
      : matchMedia('(prefers-color-scheme: dark)').matches
        ? 'dark'
        : 'light';

  // The HTML holds the page light, in the language its <html> names, and hydrates as painted: anything else is
  // swapped in before it shows (prerendered-variant.js), as is the bare shell where the file says so (data-shell: its
  // page is for readers without JavaScript). The site's code reads the language from here (src/core/i18n.ts).
  if (lang !== html.lang || theme !== 'light' || 'shell' in html.dataset) html.dataset.swap = '';
  html.lang = lang;
  html.dataset.language = lang;
  html.dataset.theme = theme;

  // The hand-written font (25 KB) on a first visit: asked for by the first layout, it came in between the first paint
  // and the page's largest picture (and on a slow network too late for the first paint, as font-display: optional
  // has it). That visit paints with the fallback instead, and fetches the font once the page is on screen; the next
  // pages have it from the cache. This page keeps the fallback: a heading rewrapped later would shift it.
  const handFont = read(() => localStorage.getItem(HAND_FONT_STORED));
  if (!handFont) html.style.setProperty(HAND_FONT_PROPERTY, HAND_FALLBACK);
  const fetchHandFont = () =>
    document.fonts
      ?.load(`1em "${HAND_FONT}"`)
      .then((faces) => faces.length && read(() => localStorage.setItem(HAND_FONT_STORED, '1')))
      .catch(() => {});

  // The HTML paints the page: the code only hydrates it, so it starts once the first frame is shown and the page's
  // largest picture, its hero, is decoded. Started at the first frame, the code and the hand font shared the network
  // with the hero: Lighthouse's LCP on /books came 150-680 ms after the first paint in two runs of five. A frame
  // painted is not yet shown: Chromium held the home page's first frame back by a second while the code ran after
  // it. Where the browser does not tell (or never paints, as in a hidden tab), after 3 s.
  // From the site's folder: WebKit resolves an inline script's import() against the page's address, not its <base>.
  const loaded = new Promise((resolve) => addEventListener('load', resolve));
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    setTimeout(() => import(new URL(SITE_FILE, document.baseURI).href));
    if (!handFont) setTimeout(fetchHandFont);
    // The site offline (src/offline/site.ts: its service worker, "Save this site for offline"), from these pages
    // only: an element on a publisher's page never imports it. Once the page has loaded and the main thread is idle;
    // never an error of the page's (a visitor leaving meanwhile cuts the import off).
    if ('serviceWorker' in navigator)
      loaded.then(() =>
        (window.requestIdleCallback || setTimeout)(() =>
          import(new URL('offline/site.js', document.baseURI).href).catch(() => {}),
        ),
      );
  };
  const frame = () => new Promise(requestAnimationFrame);
  // The page's hero, in its elements' shadow roots (the prerendered page's one image fetched with high priority).
  const heroIn = (root) =>
    root.querySelector('img[fetchpriority=high]') ||
    [...root.querySelectorAll('*')].reduce(
      (found, each) => found || (each.shadowRoot && heroIn(each.shadowRoot)),
      null,
    );
  addEventListener('DOMContentLoaded', () => {
    setTimeout(start, 3000);
    const shown = PerformanceObserver.supportedEntryTypes?.includes('paint')
      ? new Promise((resolve) => {
          const observer = new PerformanceObserver((list) => {
            if (list.getEntriesByName('first-contentful-paint').length) resolve(observer.disconnect());
          });
          observer.observe({ type: 'paint', buffered: true });
        })
      : frame();
    // The hero decoded (or failed): painted in the next frame, that frame shown in the one after.
    const hero = heroIn(document)
      ?.decode()
      .catch(() => {})
      .then(frame)
      .then(frame);
    Promise.all([shown, hero]).then(start);
  });
})();
