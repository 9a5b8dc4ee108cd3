/**
 * Field measurement: the Core Web Vitals of a visit, sent to `endpoint` (empty = off). Only this waiting is in the
 * first load, so it is kept tiny: the reporter and the web-vitals library are one lazy chunk, imported once the page
 * has loaded and the main thread is idle, so not a byte of them competes with the page's own loading.
 */
let started = false; // web-vitals watches the whole page: once per page, however often this is called

/** Starts reporting after `load` and idle, to `endpoint` (relative to the page); `route` gives the hash route then. */
export function reportVitals(endpoint: string, route: () => string): void {
  if (!endpoint || started) return;
  started = true;
  const start = () =>
    (window.requestIdleCallback ?? setTimeout)(
      () => import('./web-vitals-report').then((lazy) => lazy.startReporting(endpoint, route())).catch(() => {}), // never breaks the page
    );
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
}
