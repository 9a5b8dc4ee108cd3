/**
 * The visitor's language for the elements on a publisher's page: each element's file imports this before the element
 * (rollup.config.mjs), so i18next's browser detector runs before any element shows. The same rules as the illustrator's
 * pages apply before their first paint (demo/inline/before-paint.js): the query, the cookie, storage, the browser's
 * languages, then the page's <html lang>. Her site's own code never carries it: its address names its language.
 */
import type { i18n as I18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { i18n } from './i18n';
import { CHOICE } from './languageChoice';
import { cookiesReadable } from './storage';

/** Gives `instance` the detector and the language it finds (kept in localStorage, as a choice of the visitor's). */
export function detectLanguage(instance: I18n = i18n): I18n {
  instance.services.languageDetector = new LanguageDetector(instance.services, {
    order: [
      'querystring',
      ...(cookiesReadable() ? ['cookie'] : []),
      'localStorage',
      'sessionStorage',
      'navigator',
      'htmlTag',
    ],
    lookupQuerystring: CHOICE.query,
    lookupCookie: CHOICE.cookie,
    lookupLocalStorage: CHOICE.stored,
    lookupSessionStorage: CHOICE.stored,
    caches: ['localStorage'],
    // Only the language part counts: it-CH -> it.
    convertDetectedLanguage: (code: string) => code.split('-')[0].toLowerCase(),
  });
  void instance.changeLanguage(); // without a language: the detector's
  return instance;
}

detectLanguage();
