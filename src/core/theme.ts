import { readStored, writeStored } from './storage';

export type Theme = 'light' | 'dark';
const THEME_KEY = 'portfolio_theme_mode';

const listeners = new Set<() => void>();
let current: Theme = initialTheme();

function initialTheme(): Theme {
  const stored = readStored(THEME_KEY);
  if (stored === 'light' || stored === 'dark') return stored;
  return systemTheme();
}

/** The visitor's theme (their choice on the illustrator's site, else their system setting): <portfolio-app> follows it. */
export function getTheme(): Theme {
  return current;
}

export function setTheme(theme: Theme): void {
  writeStored(THEME_KEY, theme);
  if (theme === current) return;
  current = theme;
  listeners.forEach((notify) => notify());
}

export function subscribeTheme(notify: () => void): () => void {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

// Another tab changed the theme: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === THEME_KEY && (event.newValue === 'light' || event.newValue === 'dark')) setTheme(event.newValue);
  });
}

/** The visitor's system setting. */
function systemTheme(): Theme {
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/**
 * The colour scheme the page gives `element` at its place (the computed `color-scheme`, which the page's CSS, a
 * surrounding element or our own <portfolio-app> sets; else `<meta name="color-scheme">`), chosen as the browser
 * chooses for the page itself: the visitor's setting if the page offers it, else the first one it offers. A page that
 * declares none is rendered light by browsers, whatever the visitor's setting: so is the element.
 */
export function pageTheme(element: Element): Theme {
  const computed = element.isConnected ? getComputedStyle(element).colorScheme : '';
  const declared =
    computed && computed !== 'normal'
      ? computed
      : (document.querySelector<HTMLMetaElement>('meta[name="color-scheme"]')?.content ?? '');
  const offered = declared.split(/\s+/).filter((word): word is Theme => word === 'light' || word === 'dark');
  const system = systemTheme();
  return offered.includes(system) ? system : (offered[0] ?? 'light');
}

/**
 * Tells when the page's colour scheme may have changed: an attribute of <html> or <body> (a class, a style,
 * Bootstrap's data-bs-theme), the <meta> in <head>, or the visitor's system setting (for pages offering both).
 * No event exists for a computed style: a change deeper in the page shows at the element's next render.
 */
export function subscribePageTheme(notify: () => void): () => void {
  const observer = new MutationObserver(notify);
  observer.observe(document.documentElement, { attributes: true });
  if (document.body) observer.observe(document.body, { attributes: true });
  if (document.head) observer.observe(document.head, { attributes: true, childList: true, subtree: true });
  const system = matchMedia('(prefers-color-scheme: dark)');
  system.addEventListener('change', notify);
  return () => {
    observer.disconnect();
    system.removeEventListener('change', notify);
  };
}
