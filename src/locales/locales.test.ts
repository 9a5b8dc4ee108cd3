import { expect } from '@open-wc/testing';
import en from './en.json';
import fr from './fr.json';
import italian from './it.json';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of leaves(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const bundles = { en: leaves(en), it: leaves(italian), fr: leaves(fr) };
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('locale files', () => {
  for (const lang of ['it', 'fr'] as const) {
    it(`${lang}.json has exactly the keys of en.json`, () => {
      const missing = [...bundles.en.keys()].filter((key) => !bundles[lang].has(key));
      const extra = [...bundles[lang].keys()].filter((key) => !bundles.en.has(key));
      expect({ missing, extra }).to.deep.equal({ missing: [], extra: [] });
    });

    it(`${lang}.json uses the same {{placeholders}} as en.json`, () => {
      const different = [...bundles.en].filter(
        ([key, text]) => placeholders(text).join() !== placeholders(bundles[lang].get(key) ?? '').join(),
      );
      expect(different.map(([key]) => key)).to.deep.equal([]);
    });
  }

  it('has no empty text', () => {
    for (const [lang, bundle] of Object.entries(bundles)) {
      expect([...bundle].filter(([, text]) => !text.trim()).map(([key]) => `${lang}:${key}`)).to.deep.equal([]);
    }
  });

  it('spells e-mail one way in each language (the form’s label as its error messages)', () => {
    for (const [lang, bundle] of Object.entries(bundles)) {
      const spellings = new Set(
        [...bundle.values()]
          .flatMap((text) => text.replace(/\{\{\w+\}\}/g, '').match(/\be-?mail\b/gi) ?? [])
          .map((word) => word.toLowerCase()),
      );
      expect([...spellings], lang).to.have.lengthOf(1);
    }
    expect(bundles.en.get('CONTACTS.EMAIL')).to.equal('Email');
  });

  it("carries the spec's English wording", () => {
    expect(bundles.en.get('CONTACTS.NAME_REQUIRED')).to.equal('Name required');
    expect(bundles.en.get('CONTACTS.EMAIL_NOT_VALID')).to.equal('Email not valid');
    expect(bundles.en.get('CONTACTS.EMAIL_REQUIRED')).to.equal('Email required');
    expect(bundles.en.get('CONTACTS.MESSAGE_REQUIRED')).to.equal('Message required');
    expect(bundles.en.get('CONTACTS.SUCCESS')).to.equal(
      'Message sent successfully. I will contact you as soon as possible, thank you!',
    );
    expect(bundles.en.get('KIT.UNEXPECTED_ERROR')).to.equal('Unexpected Application Error!');
    expect(bundles.en.get('NOT_FOUND.TITLE')).to.equal('OOPS... Page not found!');
    expect(bundles.en.get('MENU.BIO')).to.equal('Bio');
  });
});
