import i18next, { type i18n as I18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import it from '../locales/it.json';
import fr from '../locales/fr.json';

export const LANGUAGES = ['en', 'it', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/** One i18next instance per call; the page shares the one below. Exported so tests can check detection. */
export function createI18n(): I18n {
  const instance = i18next.createInstance();
  instance
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      resources: { en: { translation: en }, it: { translation: it }, fr: { translation: fr } },
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      load: 'languageOnly',
      initAsync: false,
      interpolation: { escapeValue: false }, // React escapes
      detection: {
        order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
        lookupQuerystring: 'lng',
        lookupCookie: 'i18next',
        lookupLocalStorage: 'i18nextLng',
        lookupSessionStorage: 'i18nextLng',
        caches: ['localStorage'],
        // Only the language part counts: it-CH -> it.
        convertDetectedLanguage: (code: string) => code.split('-')[0].toLowerCase(),
      },
    });
  return instance;
}

export const i18n = createI18n();

/** The page-wide language: every element without its own `lang` attribute follows it. */
export function getLanguage(): Language {
  const lang = i18n.resolvedLanguage;
  return isLanguage(lang) ? lang : FALLBACK_LANGUAGE;
}

export function setLanguage(lang: Language): Promise<unknown> {
  return i18n.changeLanguage(lang); // the detector caches it in localStorage
}

export function subscribeLanguage(notify: () => void): () => void {
  i18n.on('languageChanged', notify);
  return () => i18n.off('languageChanged', notify);
}
