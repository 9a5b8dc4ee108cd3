import i18next, { type i18n as I18n } from 'i18next';
import { importChunk } from './importChunk';
import { CHOICE } from './languageChoice';
import { writeStored } from './storage';
import { FALLBACK_LANGUAGE, LANGUAGES } from '../content/languages';
import { TEXT_PARTS, type TextPart } from '../content/textParts';

export { FALLBACK_LANGUAGE, LANGUAGES };
export type Language = (typeof LANGUAGES)[number];

/** The language selector's options, as the spec lists them. */
export const languageOptions: Array<{ code: Language; label: string }> = [
  { code: 'en', label: 'English' },
  { code: 'fr', label: 'Français' },
  { code: 'it', label: 'Italiano' },
];

/** A chunk per language: a visitor downloads only the language they read. */
export type TextBundles = Record<Language, () => Promise<{ default: object }>>;

// The interface's texts (src/locales) with the content's (content/), joined by the build (scripts/build/content.mjs);
// apart, the parts only some pages and elements show (src/content/textParts.ts), which they ask for. Texts only one
// element shows (the events') are namespaces of its own, which that element adds (see defineElement). Each import is
// written out: the bundler makes a chunk only of a literal path.
const namespaces: Record<string, TextBundles> = {
  translation: {
    en: () => import('../content/generated/en.json'),
    it: () => import('../content/generated/it.json'),
    fr: () => import('../content/generated/fr.json'),
  },
  portfolio: {
    en: () => import('../content/generated/portfolio.en.json'),
    it: () => import('../content/generated/portfolio.it.json'),
    fr: () => import('../content/generated/portfolio.fr.json'),
  },
  books: {
    en: () => import('../content/generated/books.en.json'),
    it: () => import('../content/generated/books.it.json'),
    fr: () => import('../content/generated/books.fr.json'),
  },
  biography: {
    en: () => import('../content/generated/biography.en.json'),
    it: () => import('../content/generated/biography.it.json'),
    fr: () => import('../content/generated/biography.fr.json'),
  },
  comics: {
    en: () => import('../content/generated/comics.en.json'),
    it: () => import('../content/generated/comics.it.json'),
    fr: () => import('../content/generated/comics.fr.json'),
  },
  contact: {
    en: () => import('../content/generated/contact.en.json'),
    it: () => import('../content/generated/contact.it.json'),
    fr: () => import('../content/generated/contact.fr.json'),
  },
  music: {
    en: () => import('../content/generated/music.en.json'),
    it: () => import('../content/generated/music.it.json'),
    fr: () => import('../content/generated/music.fr.json'),
  },
  privacy: {
    en: () => import('../content/generated/privacy.en.json'),
    it: () => import('../content/generated/privacy.it.json'),
    fr: () => import('../content/generated/privacy.fr.json'),
  },
  problems: {
    en: () => import('../content/generated/problems.en.json'),
    it: () => import('../content/generated/problems.it.json'),
    fr: () => import('../content/generated/problems.fr.json'),
  },
} satisfies Record<'translation' | TextPart, TextBundles>;

const PARTS = Object.keys(TEXT_PARTS) as TextPart[];

/** Makes an i18next namespace loadable, e.g. 'events': its keys read `events:<key>`. */
export function addNamespace(name: string, bundles: TextBundles) {
  namespaces[name] ??= bundles;
}

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/**
 * The keys of the illustrator's texts (content/), as the build names them (src/content/compile.ts): in the
 * translation namespace under CONTENT, and the events' namespace. Every other key is an interface text (src/locales).
 */
const CONTENT_KEY = /^(CONTENT\.|events:)/;

/**
 * The illustrator's texts are shown exactly as written: no `{{...}}` interpolation and no `$t(...)` nesting on them,
 * whoever reads them (useTranslation's t, <Trans>, getFixedT), while the interface's texts keep both. The one rule,
 * on the instance's t(), which its fixed t()s call; its clones (see i18nFor) get it too.
 */
function contentAsWritten(instance: I18n): I18n {
  const { t, cloneInstance } = instance;
  const asWritten = (key: unknown, options: unknown, rest: unknown[]) => {
    const keys = Array.isArray(key) ? key : [key];
    if (!keys.some((k) => typeof k === 'string' && CONTENT_KEY.test(k))) return [key, options, ...rest];
    const given = typeof options === 'string' ? { defaultValue: options } : (options as object | undefined);
    return [key, { ...given, skipInterpolation: true }];
  };
  instance.t = ((key: unknown, options?: unknown, ...rest: unknown[]) =>
    (t as unknown as (...args: unknown[]) => unknown).apply(
      instance,
      asWritten(key, options, rest),
    )) as unknown as I18n['t'];
  instance.cloneInstance = ((...args: Parameters<I18n['cloneInstance']>) =>
    contentAsWritten(cloneInstance.apply(instance, args))) as I18n['cloneInstance'];
  return instance;
}

/**
 * One i18next instance per call; the page shares the one below. In the language the illustrator's page names (her
 * pages decide it before their first paint: demo/inline/before-paint.js), else English until an element's file has
 * the visitor's detected (detectLanguage.ts): her site's code never carries the detector.
 */
export function createI18n(): I18n {
  const instance = contentAsWritten(i18next.createInstance());
  instance.init({
    lng: (typeof document !== 'undefined' && document.documentElement.dataset.language) || FALLBACK_LANGUAGE,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    load: 'languageOnly',
    partialBundledLanguages: true,
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
    fallbackNS: PARTS, // a part's keys read as any other, once it is in
    // The kit renders an element only once its texts are there (no Suspense), and an element's instance never
    // changes language (see i18nFor), so useTranslation has no event to listen to.
    react: { useSuspense: false, bindI18n: '' },
  });
  return instance;
}

export const i18n = createI18n();

/** The page-wide language: every element without its own `lang` attribute follows it. */
export function getLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE;
}

const fixed = new Map<Language, I18n>();

/**
 * What an element's tree reads through react-i18next: an instance that speaks `lang` and shares the page's texts
 * (the same store). It never changes language: an element switches language by switching instances.
 */
export function i18nFor(lang: Language): I18n {
  let instance = fixed.get(lang);
  if (!instance) {
    // Cloned without the detector, which would otherwise store this element's language as the visitor's choice.
    const { services } = i18n;
    i18n.services = { ...services, languageDetector: undefined };
    try {
      instance = i18n.cloneInstance({ lng: lang });
    } finally {
      i18n.services = services;
    }
    fixed.set(lang, instance);
  }
  return instance;
}

const loading = new Map<string, Promise<void>>();

/** Fetches a language's texts once; a failed fetch can be tried again (attempt > 0 uses a fresh URL). */
export function loadLanguage(lang: Language, attempt = 0, ns = 'translation'): Promise<void> {
  if (i18n.hasResourceBundle(lang, ns)) return Promise.resolve();
  const id = `${ns}/${lang}`;
  let pending = loading.get(id);
  if (!pending) {
    pending = importChunk(namespaces[ns][lang], attempt).then(
      (module) => void i18n.addResourceBundle(lang, ns, module.default),
      (error) => {
        loading.delete(id);
        throw error;
      },
    );
    loading.set(id, pending);
  }
  return pending;
}

export const hasLanguage = (lang: Language, ns = 'translation') => i18n.hasResourceBundle(lang, ns);

/** The parts of the texts (src/content/textParts.ts) already in `lang`: what a switch from it must bring along. */
export const partsIn = (lang: Language | null) => (lang ? PARTS.filter((part) => hasLanguage(lang, part)) : []);

/**
 * Switches every element that follows the page, once the new language's texts are there (no flash); kept as the
 * visitor's choice where the detector and her pages' first script look for it.
 */
export async function setLanguage(lang: Language): Promise<void> {
  await loadLanguage(lang);
  await i18n.changeLanguage(lang);
  writeStored(CHOICE.stored, lang);
}

export function subscribeLanguage(notify: () => void): () => void {
  i18n.on('languageChanged', notify);
  i18n.store.on('added', notify);
  return () => {
    i18n.off('languageChanged', notify);
    i18n.store.off('added', notify);
  };
}

// Start fetching the page's language right away, in parallel with everything else: once every module of the page
// has run, an element's file having detected the visitor's language meanwhile.
queueMicrotask(() => void loadLanguage(getLanguage()).catch(() => undefined));
