/**
 * The site offline, on the illustrator's own pages only: their inline script (demo/inline/before-paint.js) imports
 * this module once the page has loaded and the main thread is idle; no element imports it, so an element embedded
 * on a publisher's page never registers a service worker. It registers the site's (sw.js, src/offline/sw.ts), keeps
 * what the visitor has already seen (the pages opened before it took over, and each page's HTML as the visitor moves
 * from page to page without loading one), and adds "Save this site for offline" to the footer, whose storing code
 * (saveCopy.ts) comes on the click.
 */
import { filesToSave, type SaveManifest } from './manifest';
import { CACHE, kindOf } from './rules';

const site = new URL('../', import.meta.url); // this file is offline/site.js in the site's folder
const savedMark = (lang: string) => new URL(`offline/${lang}.saved`, site).href;

const sent = new Set<string>();

/**
 * Whether the page shows its own content, rendered by its code: its heading hydrated (or rendered) by React, and no
 * failure in its place. Until then its code may still be on its way: a page kept before it had come (the network gone
 * meanwhile) opened offline without it, as "could not be loaded".
 */
function pageShown() {
  const main = document.querySelector('portfolio-app')?.shadowRoot?.querySelector('main');
  const heading = main?.querySelector('h1');
  return (
    !!heading && Object.keys(heading).some((key) => key.startsWith('__react')) && !main!.querySelector('[role=alert]')
  );
}

let waiting = 0;
/**
 * Asks the worker to keep what this page has shown and it has not fetched itself (what came before it took over, and
 * a page's HTML when the visitor moved to it without a load): it fetches them from the browser's cache, as a rule.
 * The page's HTML only once the page shows its own content: a page kept opens offline with everything it needs.
 */
async function keepSeen(tries = 80) {
  clearTimeout(waiting);
  const page = new URL(location.href);
  page.hash = '';
  const shown = pageShown();
  const seen = [page.href, ...performance.getEntriesByType('resource').map((entry) => entry.name)];
  // A page's HTML each time it is shown (the kept one may be an older deploy's); any other file once.
  const urls = [...new Set(seen)].filter((href) => (href === page.href ? shown : !sent.has(href) && sent.add(href)));
  if (!shown && tries) waiting = window.setTimeout(() => void keepSeen(tries - 1), 250);
  (await navigator.serviceWorker.ready).active?.postMessage({ type: 'keep', page: page.href, urls });
}

const format = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

/** The footer's button in the page's language: its state read from the saved copy and the site's list. */
async function saveButton(footer: Element) {
  const lang = document.documentElement.lang;
  const manifest: SaveManifest = await (await fetch(new URL(`offline/${lang}.json`, site))).json();
  const { files, bytes } = filesToSave(manifest, site);
  const mb = (value: number) =>
    new Intl.NumberFormat(lang, { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(value / 1e6);
  const t = (key: string, values: Record<string, string> = {}) => format(manifest.texts[key], values);

  const box = document.createElement('p');
  box.dataset.offlineSave = lang;
  box.setAttribute('aria-live', 'polite');
  box.style.cssText = 'margin:0.6em 0 0;font-size:0.8em';
  const button = document.createElement('button');
  button.type = 'button';
  button.style.cssText =
    'font:inherit;color:var(--p-primary);background:none;border:0;padding:0.3em;text-decoration:underline;cursor:pointer';
  box.append(button);
  footer.querySelector(`[data-offline-save]`)?.remove();
  footer.append(box);

  const savedCopy = async () => {
    if (!(await caches.has(CACHE.saved(lang)))) return undefined; // not opened: that would make an empty one
    const mark = await (await caches.open(CACHE.saved(lang))).match(savedMark(lang));
    return mark ? ((await mark.json()) as { version: string; bytes: number }) : undefined;
  };
  const show = async () => {
    const saved = await savedCopy();
    box.dataset.state = !saved ? 'unsaved' : saved.version === manifest.version ? 'saved' : 'stale';
    button.textContent = !saved
      ? t('SAVE', { mb: mb(bytes) })
      : saved.version === manifest.version
        ? t('SAVED', { mb: mb(saved.bytes) })
        : t('STALE');
  };
  button.addEventListener('click', async () => {
    const state = box.dataset.state;
    void navigator.storage?.persist?.(); // asked on the visitor's click: browsers may ask them, or keep it for a site in use
    button.disabled = true;
    try {
      const saving = await import('./saveCopy');
      if (state === 'saved') {
        await saving.remove(CACHE.saved(lang));
        await show();
        button.textContent = `${t('REMOVED')}. ${button.textContent}`;
      } else {
        box.dataset.state = 'saving';
        await saving.save(CACHE.saved(lang), files, (done) => {
          button.textContent = t('SAVING', { done: mb(done), total: mb(bytes) });
        });
        await saving.mark(CACHE.saved(lang), savedMark(lang), { version: manifest.version, bytes });
        await show();
      }
    } catch (error) {
      box.dataset.state = 'failed';
      button.textContent = t('FAILED', { reason: error instanceof Error ? error.message : String(error) });
    } finally {
      button.disabled = false;
    }
  });
  await show();
}

/**
 * The site's footer, once React has hydrated it (a node added before would not match the prerendered HTML). The
 * footer's own mark: the header's came first, and on a slow machine the footer's hydration, a later slice of the
 * same transition, then met the button (React's error #418 in WebKit).
 */
function hydratedFooter() {
  const footer = document.querySelector('portfolio-app')?.shadowRoot?.querySelector('footer');
  return footer && Object.keys(footer).some((key) => key.startsWith('__react')) ? footer : undefined;
}

let shownIn = '';
let near: IntersectionObserver | undefined;
/**
 * Adds the button to the footer, again if a new page's render or a new language took it away; once the footer comes
 * near the screen: a visitor who never scrolls there never fetches the list it reads.
 */
function ensureButton(tries = 40) {
  const footer = hydratedFooter();
  if (!footer) {
    if (tries) setTimeout(() => ensureButton(tries - 1), 250);
    return;
  }
  const lang = document.documentElement.lang;
  if (footer.querySelector(`[data-offline-save="${lang}"]`) && shownIn === lang) return;
  near?.disconnect();
  near = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      near?.disconnect();
      shownIn = lang;
      saveButton(footer).catch(() => (shownIn = '')); // the list unreachable (offline): no button this time
    },
    { rootMargin: '600px 0px' },
  );
  near.observe(footer);
}

let pending = 0;
/** After the visitor moves to another page (wouter's history events, Back and Forward), once it has shown. */
function afterMove() {
  clearTimeout(pending);
  pending = window.setTimeout(() => {
    void keepSeen();
    ensureButton();
  }, 1500);
}

if ('serviceWorker' in navigator && 'caches' in window) {
  performance.setResourceTimingBufferSize?.(1000); // every file of a long visit, not the first 250 only
  navigator.serviceWorker
    .register(new URL('sw.js', site), { scope: site.pathname })
    .then(() => navigator.serviceWorker.ready)
    .then(() => {
      // A contact message kept offline goes as soon as a page of the site is online (where no Background Sync does it).
      const online = async () => (await navigator.serviceWorker.ready).active?.postMessage({ type: 'online' });
      if (navigator.onLine) void online();
      addEventListener('online', () => void online());
      // A selection's page (for one recipient) keeps nothing and offers no copy: the worker is the site's all the same.
      if (!kindOf(new URL(location.href), site)) return;
      void keepSeen();
      ensureButton();
      for (const type of ['pushState', 'replaceState', 'popstate']) addEventListener(type, afterMove);
      new MutationObserver(() => ensureButton()).observe(document.documentElement, { attributeFilter: ['lang'] });
    })
    .catch(() => {}); // no service worker (a private window in some browsers): the site as it was
}
