import { readStored, writeStored } from './storage';

export type Theme = 'light' | 'dark';
const THEME_KEY = 'portfolio_theme_mode';

const listeners = new Set<() => void>();
let current: Theme = initialTheme();

function initialTheme(): Theme {
  const stored = readStored(THEME_KEY);
  if (stored === 'light' || stored === 'dark') return stored;
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** The page-wide theme: every element without its own `theme` attribute follows it. */
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
