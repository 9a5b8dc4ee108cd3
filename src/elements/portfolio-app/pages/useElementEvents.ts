import { useEffect, useRef } from 'react';

/**
 * Listens to a hosted element's events (book-select, comic-open...) from an effect. React 19 attaches a custom
 * element's on<event> props when it renders one, but not when it hydrates one (react#35446), and the site's pages
 * hydrate their HTML. Returns the ref to put on the element.
 */
export function useElementEvents<T extends HTMLElement>(handlers: Record<string, (event: CustomEvent) => void>) {
  const ref = useRef<T>(null);
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const element = ref.current!;
    const listeners = Object.keys(latest.current).map(
      (name) => [name, (event: Event) => latest.current[name](event as CustomEvent)] as const,
    );
    for (const [name, listener] of listeners) element.addEventListener(name, listener);
    return () => listeners.forEach(([name, listener]) => element.removeEventListener(name, listener));
  }, []);
  return ref;
}
