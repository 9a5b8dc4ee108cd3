import { expect } from '@open-wc/testing';
import { CHOICE } from './languageChoice';
import { detectLanguage } from './detectLanguage';
import { createI18n, i18n, i18nFor, loadLanguage } from './i18n';

const setCookie = (value: string | null) =>
  (document.cookie = value
    ? `${CHOICE.cookie}=${value}; path=/`
    : `${CHOICE.cookie}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`);

describe("language detection, in the elements' files", () => {
  const path = location.pathname + location.search;
  afterEach(() => {
    history.replaceState(null, '', path);
    setCookie(null);
    localStorage.removeItem(CHOICE.stored);
    sessionStorage.removeItem(CHOICE.stored);
    document.documentElement.removeAttribute('lang');
  });

  it('prefers ?lng= over cookie, localStorage and sessionStorage, and keeps only the language part', () => {
    history.replaceState(null, '', `${location.pathname}?${CHOICE.query}=it-CH`);
    setCookie('fr');
    localStorage.setItem(CHOICE.stored, 'en');
    expect(detectLanguage(createI18n()).language).to.equal('it');
  });

  it('then the i18next cookie, then localStorage, then sessionStorage', () => {
    setCookie('fr');
    localStorage.setItem(CHOICE.stored, 'it');
    sessionStorage.setItem(CHOICE.stored, 'en');
    expect(detectLanguage(createI18n()).language).to.equal('fr');
    setCookie(null);
    localStorage.setItem(CHOICE.stored, 'it'); // the previous instance cached its choice here
    expect(detectLanguage(createI18n()).language).to.equal('it');
    localStorage.removeItem(CHOICE.stored);
    sessionStorage.setItem(CHOICE.stored, 'fr');
    expect(detectLanguage(createI18n()).language).to.equal('fr');
  });

  it('then the browser language before the html lang attribute, skipping unsupported ones', () => {
    document.documentElement.lang = 'fr';
    localStorage.setItem(CHOICE.stored, 'de');
    expect(navigator.language.split('-')[0]).to.equal('en'); // the test browser's own language
    expect(detectLanguage(createI18n()).language).to.equal('en');
  });

  it('caches the detected language in localStorage', () => {
    history.replaceState(null, '', `${location.pathname}?${CHOICE.query}=fr`);
    detectLanguage(createI18n());
    expect(localStorage.getItem(CHOICE.stored)).to.equal('fr');
  });

  it('falls back to English text for a key a language lacks', async () => {
    const i18n = detectLanguage(createI18n());
    i18n.addResource('en', 'translation', 'ONLY_EN', 'english');
    await i18n.changeLanguage('fr');
    expect(i18n.t('ONLY_EN')).to.equal('english');
  });

  it('keeps an unsupported language out', () => {
    localStorage.setItem(CHOICE.stored, 'de');
    expect(detectLanguage(createI18n()).language).to.equal('en');
  });
});

describe('an element language', () => {
  it("is an instance of its own that shares the page texts, and is not stored as the visitor's choice", async () => {
    await loadLanguage('it');
    const page = i18n.language;
    localStorage.setItem(CHOICE.stored, 'fr');
    try {
      const italian = i18nFor('it');
      expect(italian.language).to.equal('it');
      expect(italian.t('MENU.GALLERY')).to.equal('Galleria');
      expect(i18nFor('it'), 'one instance per language').to.equal(italian);
      expect(localStorage.getItem(CHOICE.stored)).to.equal('fr');
      expect(i18n.language).to.equal(page);
      expect(i18n.services.languageDetector, 'the page keeps its detector').to.exist;
    } finally {
      localStorage.removeItem(CHOICE.stored);
    }
  });
});

describe("the illustrator's texts", () => {
  // What the content may hold that i18next would read as its own syntax: nesting, interpolation, a formatter.
  const bent = '$t(BIO.WHO) {{lng}} {{- ns}} {{count, number}} $1 $& </script>';
  const key = 'CONTENT.test.bent';
  before(async () => {
    await Promise.all([loadLanguage('en'), loadLanguage('it'), loadLanguage('en', 0, 'books')]);
    for (const lang of ['en', 'it']) i18n.addResource(lang, 'translation', key, `${lang}: ${bent}`);
    i18n.addResourceBundle('it', 'events', { 'test-event': { title: bent } });
  });

  it('are shown as written, by every way of reading them', () => {
    expect(i18n.getFixedT('en')(key)).to.equal(`en: ${bent}`);
    expect(i18n.t(key, { lng: 'it' })).to.equal(`it: ${bent}`);
    expect(i18nFor('it').t(key)).to.equal(`it: ${bent}`);
    expect(i18nFor('it').getFixedT('it')(key, { count: 3 })).to.equal(`it: ${bent}`);
    expect(i18nFor('en').getFixedT(null, 'translation')(key)).to.equal(`en: ${bent}`);
    expect(i18nFor('it').t('events:test-event.title')).to.equal(bent);
  });

  it('leave the interface texts their interpolation, and stay as written in them', () => {
    const fixed = i18nFor('en').getFixedT('en');
    expect(fixed('EVENTS.SHOW_PAST', { count: 3 })).to.equal('Show past events (3)');
    expect(fixed('BOOK.COVER_ALT', { title: fixed(key) })).to.equal(`Cover of “en: ${bent}”`);
  });
});
