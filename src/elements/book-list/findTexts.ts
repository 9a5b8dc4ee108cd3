import { addNamespace, hasLanguage, loadLanguage, subscribeLanguage, type Language } from '../../core/i18n';
import { useEffect, useSyncExternalStore } from 'react';

// The texts of "Where to find it" and "See all books" (src/locales: BOOK.FIND), namespace 'find', one language per
// chunk: only <book-list> and the site's book pages show them, so no other page downloads them.
export const FIND_TEXTS = {
  en: () => import('../../content/generated/find.en.json'),
  it: () => import('../../content/generated/find.it.json'),
  fr: () => import('../../content/generated/find.fr.json'),
};
addNamespace('find', FIND_TEXTS);

/** Fetches the texts of `lang` (a failure leaves the section out rather than breaking the page). */
export const loadFindTexts = (lang: Language) => loadLanguage(lang, 0, 'find').catch(() => undefined);

/** Whether the texts of `lang` are in; fetches them if not. */
export function useFindTexts(lang: Language): boolean {
  const ready = useSyncExternalStore(
    subscribeLanguage,
    () => hasLanguage(lang, 'find'),
    () => hasLanguage(lang, 'find'),
  );
  useEffect(() => {
    if (!ready) loadFindTexts(lang);
  }, [ready, lang]);
  return ready;
}
