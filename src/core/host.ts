import { createContext, useContext, useMemo } from 'react';
import { i18n, type Language } from './i18n';
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
 * Translations in this element's own language (its `lang` attribute, else the page's). The kit renders an element
 * only once its language's texts are loaded, and again when the language changes, so a fixed `t` per language is
 * all a component needs (what react-i18next's hook would add is already done by defineElement).
 */
export function useT() {
  const { lang } = useHost();
  const t = useMemo(() => i18n.getFixedT(lang), [lang]);
  return { t, lang };
}

/**
 * Tells the page something happened: the event bubbles out of the shadow root. Returns false when a listener
 * called preventDefault() on a cancelable event.
 */
export function emit(element: HTMLElement, name: string, detail: unknown, cancelable = false): boolean {
  return element.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable }));
}
