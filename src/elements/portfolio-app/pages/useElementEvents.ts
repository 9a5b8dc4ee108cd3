import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Listens to a hosted element's events (book-select, comic-open...) from an effect. React 19 attaches a custom
 * element's on<event> props when it renders one, but not when it hydrates one (react#35446), and the site's pages
 * hydrate their HTML. Returns the ref to put on the element.
 */
export function useElementEvents<T extends HTMLElement>(handlers: Record<string, (event: CustomEvent) => void>) {
  const ref = useRef<T>(null);
  // The handlers of the latest render answer; only a change in the events listened to re-attaches.
  const handle = useEffectEvent((name: string, event: Event) => handlers[name](event as CustomEvent));
  const names = Object.keys(handlers).join(' ');
  useEffect(() => {
    const element = ref.current!;
    const listeners = (names ? names.split(' ') : []).map(
      (name) => [name, (event: Event) => handle(name, event)] as const,
    );
    for (const [name, listener] of listeners) element.addEventListener(name, listener);
    return () => listeners.forEach(([name, listener]) => element.removeEventListener(name, listener));
  }, [names]);
  return ref;
}
