import { useEffect } from 'react';
import type { Routing } from './location';

/** What shows intent to open a link: a pointer over it, pressed on it, the focus on it. */
const INTENT = ['pointerover', 'pointerdown', 'focusin'];

/**
 * The next page before the click (intent.ts), whose code comes with the visitor's first move in the app: the first
 * load stays as light, and a pointer moves well before it clicks.
 */
export function usePrefetchOnIntent(element: HTMLElement, routing: Routing, site: string) {
  useEffect(() => {
    const root = element.shadowRoot ?? element;
    let stop: (() => void) | undefined;
    let gone = false;
    const first = (event: Event) => {
      for (const type of INTENT) root.removeEventListener(type, first);
      const intent = { type: event.type, path: event.composedPath() };
      import('./intent').then(
        ({ watchIntent }) => void (gone || (stop = watchIntent(root, routing, site, intent))),
        () => undefined, // without it (offline), pages come on the click as before
      );
    };
    for (const type of INTENT) root.addEventListener(type, first, { passive: true });
    return () => {
      gone = true;
      stop?.();
      for (const type of INTENT) root.removeEventListener(type, first);
    };
  }, [element, routing, site]);
}
