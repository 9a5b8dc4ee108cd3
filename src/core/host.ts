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
  if (!host) throw new Error('useHost() outside an element made by defineElement()');
  return host;
}

/** The event bubbles out of the shadow root. Returns false when a listener called preventDefault() on a cancelable
 * event. */
const dispatch = (element: HTMLElement, name: string, detail: unknown, cancelable?: boolean) =>
  element.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable }));

type Emit<Spec extends { events: EventSpecs }> = <Name extends keyof Spec['events'] & string>(
  element: HTMLElement,
  name: Name,
  detail: EventDetail<Spec['events'][Name]>,
  ...cancelable: Spec['events'][Name] extends { cancelable: true } ? [true] : []
) => boolean;

/**
 * Tells the page something happened, with one of the events the element's row declares (spec.ts), typed from it:
 * `const emit = emitter<typeof spec>()`, then `emit(element, 'book-select', detail)`, with `true` after the detail
 * where the row says the event is cancelable. Only the types read the row: the browser's copy of it has no events
 * (rollup.config.mjs, registryWithoutDocs).
 */
export const emitter = <Spec extends { events: EventSpecs } = never>() => dispatch as Emit<Spec>;
