// The illustrator's own pages: their code carries no detector (src/core/detectLanguage.ts is the elements' files'), so
// the language is the one the page's first script set, and a visitor's switch is kept by setLanguage itself.
import { expect } from '@open-wc/testing';
import { CHOICE } from './languageChoice';
import { createI18n, i18n, setLanguage } from './i18n';

describe("the language on the illustrator's own pages", () => {
  afterEach(() => {
    delete document.documentElement.dataset.language;
    localStorage.removeItem(CHOICE.stored);
  });

  it('is the one the page names, whatever the query or the storage say, with no detector', () => {
    document.documentElement.dataset.language = 'it';
    localStorage.setItem(CHOICE.stored, 'fr');
    history.replaceState(null, '', `${location.pathname}?${CHOICE.query}=fr`);
    try {
      const instance = createI18n();
      expect(instance.language).to.equal('it');
      expect(instance.services.languageDetector).to.equal(undefined);
      expect(i18n.services.languageDetector, 'nothing here imported the detector').to.equal(undefined);
    } finally {
      history.replaceState(null, '', location.pathname);
    }
  });

  it("keeps the visitor's switch where her pages' first script and the detector look for it", async () => {
    await setLanguage('fr');
    expect(localStorage.getItem(CHOICE.stored)).to.equal('fr');
    await setLanguage('en');
    expect(localStorage.getItem(CHOICE.stored)).to.equal('en');
  });
});
