import { expect } from '@open-wc/testing';
import { setLanguage } from '../../core/i18n';
import { captureConsole, mount, until, attributeMessages, structuredDataOf } from '../../core/testing';
import { books, covers } from '../../content/books';
import { placesOf, shops } from '../../content/places';
import en from '../../content/generated/find.en.json';
import italian from '../../content/generated/find.it.json';
import fr from '../../content/generated/find.fr.json';
import { LANGUAGES } from '../../content/schema';
import './index';

const all = [...books, ...covers];
/** The books with an ISBN, which shops and libraries can find; the tests take theirs from the content as it is. */
const withIsbn = all.filter((book) => placesOf(book.id).editions.length);
const [findable] = withIsbn;
const card = (el: HTMLElement, title: string) =>
  [...el.shadowRoot!.querySelectorAll('article')].find((a) => a.querySelector('h3')!.textContent === title)!;
/** The links under "Where to find it" in a card. */
const places = (article: Element) => [...article.querySelectorAll(':scope ul a')] as HTMLAnchorElement[];
/** A link's accessible name as a screen reader reads it: its text, visually hidden parts included. */
const nameOf = (link: Element) => link.textContent!.replace(/\s+/g, ' ').trim();
const isbnOf = (href: string) => href.match(/97[89]\d{10}/)?.[0];
const shopsIn = (lang: string) =>
  shops.filter((shop) => !shop.languages || shop.languages.includes(lang as never)).map((shop) => shop.name);

describe('<book-list>: where to find each book', () => {
  beforeEach(() => setLanguage('en'));

  it('lists the publisher’s page, then the shops and libraries of the element’s language, in each language', async () => {
    expect(withIsbn.length, 'a book with an ISBN').to.be.greaterThan(0);
    for (const [lang, texts] of [
      ['en', en],
      ['it', italian],
      ['fr', fr],
    ] as const) {
      const el = await mount(`<book-list lang="${lang}"></book-list>`);
      for (const book of withIsbn) {
        const article = card(el, book.title);
        expect(article.querySelector('h4')!.textContent).to.equal(texts.HEADING);
        const links = places(article);
        expect(links.length, `${book.id} in ${lang}`).to.be.at.least(2);
        const { url } = placesOf(book.id);
        expect(links.map((a) => a.firstChild!.textContent)).to.deep.equal([
          ...(url ? [book.edition.publisher] : []),
          ...shopsIn(lang),
        ]);
        if (url) expect(links[0].href).to.equal(url);
        for (const link of links.slice(url ? 1 : 0))
          expect(isbnOf(link.href), link.href).to.equal(placesOf(book.id).editions[0].isbn);
        // Nothing tells the shop where the visitor came from.
        for (const link of links)
          expect([
            link.relList.contains('noopener'),
            link.relList.contains('noreferrer'),
            link.referrerPolicy,
          ]).to.deep.equal([true, true, 'no-referrer']);
      }
    }
    expect(shopsIn('it')).to.not.deep.equal(shopsIn('fr'));
  });

  it('names the book in each link for screen readers, so no two links of the list read the same', async () => {
    const el = await mount('<book-list></book-list>');
    const names = [...el.shadowRoot!.querySelectorAll('article')].flatMap(places).map(nameOf);
    expect(new Set(names).size).to.equal(names.length);
    expect(names).to.include(`${shopsIn('en')[0]}: “${findable.title}”`);
    const published = all.find((book) => placesOf(book.id).url);
    if (published) expect(names).to.include(`${published.edition.publisher}: “${published.title}” at the publisher`);
  });

  /** Runs `check` with the book's editions replaced by `editions` (complete, as the build writes them). */
  async function withEditions(editions: ReturnType<typeof placesOf>['editions'], check: () => Promise<void>) {
    const own = placesOf(findable.id).editions;
    const saved = own.splice(0, own.length, ...editions);
    try {
      await check();
    } finally {
      own.splice(0, own.length, ...saved);
    }
  }
  const italian1 = {
    format: 'hardcover',
    language: 'it',
    isbn: '9788800000017',
    publisher: 'Splen',
    year: 2024,
  } as const;
  const english = { format: 'ebook', language: 'en', isbn: '9780306406157', publisher: 'Splen', year: 2025 } as const;
  const linked = (el: HTMLElement) => places(card(el, findable.title)).filter((a) => isbnOf(a.href));

  it('sends an Italian visitor to an Italian edition when there is one, else to the first edition', async () => {
    await withEditions([italian1, english], async () => {
      for (const [lang, isbn] of [
        ['en', english.isbn],
        ['it', italian1.isbn],
        ['fr', italian1.isbn],
      ]) {
        const el = await mount(`<book-list books="${findable.id}" lang="${lang}"></book-list>`);
        expect(linked(el).map((a) => isbnOf(a.href))).to.deep.equal(shopsIn(lang).map(() => isbn));
      }
    });
  });

  it('links every book to an embedder’s shop, with its own ISBN, in place of the list; the label defaults per language', async () => {
    const el = await mount(
      '<book-list shop="https://shop.example/search?isbn={isbn}&ref=$&" shop-label="Our bookshop"></book-list>',
    );
    for (const book of all) {
      const { url, editions } = placesOf(book.id);
      const links = places(card(el, book.title));
      expect(links.map((a) => a.firstChild!.textContent)).to.deep.equal([
        ...(url ? [book.edition.publisher] : []),
        ...(editions.length ? ['Our bookshop'] : []),
      ]);
      if (editions.length)
        expect(links.at(-1)!.href).to.equal(`https://shop.example/search?isbn=${editions[0].isbn}&ref=$&`);
    }
    el.removeAttribute('shop-label');
    const shopLabel = () => linked(el)[0]?.firstChild!.textContent;
    await until(() => shopLabel() === en.SHOP);
    el.setAttribute('lang', 'it');
    await until(() => shopLabel() === italian.SHOP);
    el.setAttribute('lang', 'fr');
    await until(() => shopLabel() === fr.SHOP);
    expect(LANGUAGES).to.have.length(3);
  });

  for (const bad of ['https://shop.example/search', 'javascript:alert(1)//{isbn}', 'shop.example/{isbn}']) {
    it(`says why shop="${bad}" is not used, and keeps the illustrator’s list`, async () => {
      const errors = captureConsole('error');
      try {
        const el = await mount(`<book-list books="${findable.id}" shop="${bad}"></book-list>`);
        const [message] = await attributeMessages(el);
        expect(message).to.include(bad).and.include('{isbn}');
        expect(linked(el).map((a) => a.firstChild!.textContent)).to.deep.equal(shopsIn('en'));
        await until(() => errors.calls.length === 1);
        expect(errors.calls[0]).to.include('shop=').and.include('{isbn}');
      } finally {
        errors.restore();
      }
    });
  }

  it('gives search engines each edition in the Book data: ISBN, format, language, publisher, year', async () => {
    await withEditions([italian1, english], async () => {
      const el = await mount(`<book-list books="${findable.id}"></book-list>`);
      await until(() => structuredDataOf(el));
      const [book] = JSON.parse(structuredDataOf(el)!.textContent!)['@graph'];
      expect(book.workExample).to.deep.equal([
        {
          '@type': 'Book',
          isbn: '9788800000017',
          bookFormat: 'https://schema.org/Hardcover',
          inLanguage: 'it',
          publisher: { '@type': 'Organization', name: 'Splen' },
          datePublished: '2024',
        },
        {
          '@type': 'Book',
          isbn: '9780306406157',
          bookFormat: 'https://schema.org/EBook',
          inLanguage: 'en',
          publisher: { '@type': 'Organization', name: 'Splen' },
          datePublished: '2025',
        },
      ]);
    });
  });
});
