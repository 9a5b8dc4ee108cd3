import { createContext, useContext } from 'react';
import type { EventDetail, EventSpecs } from './eventDetail';
import type { Language } from './i18n';
import type { Theme } from './theme';

export interface HostInfo {
  /** The custom element itself: events are dispatched from it. */
  element: HTMLElement;
  tag: string;
  lang: Language;
  theme: Theme;
}

export const HostContext = createContext<HostInfo | null>(null);

export function useHost(): HostInfo {
  const host = useContext(HostContext);
  if (!host) throw new Error('useHost() is only available inside an element made with defineElement()');
  return host;
}

/**
 * Tells the page something happened: one of the events the element's row declares (`spec`), with the detail it
 * declares and cancelable if it says so. The event bubbles out of the shadow root. Returns false when a listener
 * called preventDefault() on a cancelable event.
 */
export function emit<Events extends EventSpecs, Name extends keyof Events & string>(
  spec: { events: Events },
  element: HTMLElement,
  name: Name,
  detail: EventDetail<Events[Name]>,
): boolean {
  const cancelable = !!spec.events[name].cancelable;
  return element.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable }));
}
