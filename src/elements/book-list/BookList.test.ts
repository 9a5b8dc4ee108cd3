import { expect } from '@open-wc/testing';
import { i18n, setLanguage } from '../../core/i18n';
import { captureConsole, mount, until, attributeMessages, structuredDataOf } from '../../core/testing';
// The books' texts (src/content/textParts.ts).
import en from '../../content/generated/books.en.json';
import fr from '../../content/generated/books.fr.json';
import italian from '../../content/generated/books.it.json';
// "See all books" is with the "Where to find it" texts, which only <book-list> and book pages fetch.
import findEn from '../../content/generated/find.en.json';
import findIt from '../../content/generated/find.it.json';
import type { Book } from '../../content';
import { books, covers } from '../../content/books';
import './index';

// Expectations come from the content (content/books), whatever books it holds: the shelf shows the books, then the covers.
const all = [...books, ...covers];
const [first, last] = [all[0], all.at(-1)!];
/** The credit lines of a book's card, in a language's texts. */
const creditsOf = (book: Book, texts: { BOOK: Record<'AUTHOR' | 'ILLUSTRATOR' | 'AUTHOR_ILLUSTRATOR', string> }) =>
  book.author
    ? [`${texts.BOOK.AUTHOR} ${book.author}`, `${texts.BOOK.ILLUSTRATOR} ${book.illustrator}`]
    : [`${texts.BOOK.AUTHOR_ILLUSTRATOR} ${book.illustrator}`];

const cards = (el: HTMLElement) => [...el.shadowRoot!.querySelectorAll('article')];
const titles = (el: HTMLElement) => cards(el).map((card) => card.querySelector('h3')!.textContent);
const credits = (el: HTMLElement, title: string) =>
  [
    ...cards(el)
      .find((card) => card.querySelector('h3')!.textContent === title)!
      .querySelectorAll('.credit'),
  ].map((p) => p.textContent);

describe('<book-list>', () => {
  beforeEach(() => setLanguage('en'));

  it('shows the books, then the covers section with its heading and text', async () => {
    const el = await mount('<book-list></book-list>');
    const headings = [...el.shadowRoot!.querySelectorAll('h2')].map((h) => h.textContent);
    // A section without books is left out.
    expect(headings).to.deep.equal([
      ...(books.length ? ['Books'] : []),
      ...(covers.length ? ['Cover illustrations'] : []),
    ]);
    expect(titles(el)).to.deep.equal(all.map((book) => book.title));
    if (covers.length) expect(el.shadowRoot!.querySelector('[part="covers"] p')!.textContent).to.include('Covers');
  });

  it('credits the author when there is one, else the illustrator as author and illustrator, in each language', async () => {
    const el = await mount('<book-list></book-list>');
    // Every card, and for the first book written by someone else and the first not, in each language (the sample
    // content has both).
    for (const book of all)
      expect(credits(el, book.title), book.id).to.deep.equal([
        ...creditsOf(book, en),
        `${book.edition.publisher}, ${book.edition.year}`,
      ]);
    const shown = [all.find((book) => book.author), all.find((book) => !book.author)].filter(
      (book) => book !== undefined,
    );
    for (const [lang, texts] of [
      ['it', italian],
      ['fr', fr],
    ] as const) {
      el.setAttribute('lang', lang);
      await until(() => credits(el, first.title)[0] === creditsOf(first, texts)[0], `${lang} credits`);
      for (const book of shown)
        expect(credits(el, book.title).slice(0, -1), `${lang}: ${book.id}`).to.deep.equal(creditsOf(book, texts));
    }
  });

  it('filters by section and by ids, in the given order', async () => {
    const coversOnly = await mount('<book-list section="covers"></book-list>');
    expect(titles(coversOnly)).to.deep.equal(covers.map((book) => book.title));
    expect(coversOnly.shadowRoot!.querySelector('[part="books"]')).to.equal(null);
    // The last of the shelf and the first, named in that order: each section keeps its place, books first.
    const picked = await mount(`<book-list books="${last.id}, ${first.id}"></book-list>`);
    expect(titles(picked)).to.deep.equal([...new Set([first, last])].map((book) => book.title));
    const reversed = books.slice(0, 2).reverse();
    const onlyBooks = await mount(
      `<book-list section="books" books="${reversed.map((book) => book.id).join(',')}"></book-list>`,
    );
    expect(titles(onlyBooks)).to.deep.equal(reversed.map((book) => book.title));
  });

  it('shows at most `limit` books, the books first, then a "See all books" link to the site\'s books page', async () => {
    const seeAll = (el: HTMLElement) => el.shadowRoot!.querySelector<HTMLAnchorElement>('[part="see-all"]');
    const el = await mount('<book-list limit="2" site-url="https://books.example.org/site/"></book-list>');
    expect(titles(el)).to.deep.equal(all.slice(0, 2).map((book) => book.title));
    const link = seeAll(el)!;
    expect([link.localName, link.textContent, link.href]).to.deep.equal([
      'a',
      findEn.SEE_ALL,
      'https://books.example.org/site/books/',
    ]);
    link.focus();
    expect(el.shadowRoot!.activeElement, 'reachable with the keyboard').to.equal(link);
    el.setAttribute('lang', 'it');
    await until(() => seeAll(el)?.textContent === findIt.SEE_ALL, 'the link in Italian');
    // A limit the list does not reach cuts nothing: no link. Without the attribute, every book.
    el.setAttribute('limit', String(all.length));
    await until(() => titles(el).length === all.length && !seeAll(el), 'all of them, no link');
    el.setAttribute('limit', '1');
    await until(() => titles(el).length === 1 && seeAll(el), 'one, and the link');
    el.removeAttribute('limit');
    await until(() => titles(el).length === all.length && !seeAll(el), 'the limit removed');
    // The limit counts within the section shown.
    const coversOnly = await mount('<book-list section="covers" limit="1"></book-list>');
    expect(titles(coversOnly)).to.deep.equal(covers.slice(0, 1).map((book) => book.title));
    expect(!!seeAll(coversOnly)).to.equal(covers.length > 1);
  });

  it("with `page`, shows that page of `limit` books and links to every page of the site's list", async () => {
    const pages = (el: HTMLElement) => el.shadowRoot!.querySelector<HTMLElement>('nav[part="pages"]');
    const links = (el: HTMLElement) => [...pages(el)!.querySelectorAll('a')];
    const el = await mount('<book-list limit="2" page="2" site-url="https://books.example.org/site/"></book-list>');
    expect(titles(el)).to.deep.equal(all.slice(2, 4).map((book) => book.title));
    expect(pages(el)!.getAttribute('aria-label')).to.include(i18n.t('MENU.PUBLICATIONS'));
    expect(links(el).map((link) => [link.textContent, link.href, link.getAttribute('aria-current')])).to.deep.equal(
      Array.from({ length: Math.ceil(all.length / 2) }, (_, i) => [
        String(i + 1),
        `https://books.example.org/site/books/${i ? `page/${i + 1}/` : ''}`,
        i === 1 ? 'page' : null,
      ]),
    );
    expect(el.shadowRoot!.querySelector('[part="see-all"]'), 'the pages in place of "See all"').to.equal(null);
    // A list on one page needs no links; a page is counted only with a limit.
    el.setAttribute('limit', String(all.length));
    el.setAttribute('page', '1');
    await until(() => titles(el).length === all.length && !pages(el), 'one page, no links');
    const unlimited = await mount('<book-list page="2"></book-list>');
    expect(titles(unlimited)).to.deep.equal(all.map((book) => book.title));
  });

  it('reports a page that is not a whole number from 1 to 999', async () => {
    const errors = captureConsole('error');
    try {
      const el = await mount('<book-list limit="2" page="0"></book-list>');
      const [message] = await attributeMessages(el);
      expect(message).to.include('page').and.include('“0”').and.include('from 1 to 999');
    } finally {
      errors.restore();
    }
  });

  it('reports a limit that is not a whole number from 1 to 100 and shows every book', async () => {
    const errors = captureConsole('error');
    try {
      for (const value of ['0', 'three', '101']) {
        const el = await mount(`<book-list limit="${value}"></book-list>`);
        const [message] = await attributeMessages(el);
        expect(message).to.include('limit').and.include(`“${value}”`).and.include('from 1 to 100');
        expect(titles(el)).to.deep.equal(all.map((book) => book.title));
        expect(el.shadowRoot!.querySelector('[part="see-all"]')).to.equal(null);
      }
      await until(() => errors.calls.length === 3);
      expect(errors.calls[0]).to.include('<book-list> limit="0"');
    } finally {
      errors.restore();
    }
  });

  it('names unknown ids in the attribute message and still shows the known ones', async () => {
    const errors = captureConsole('error');
    try {
      const el = await mount(`<book-list books="${last.id},nope,zzz"></book-list>`);
      expect((await attributeMessages(el))[0]).to.include('nope, zzz');
      expect(titles(el)).to.deep.equal([last.title]);
      await until(() => errors.calls.length === 1);
    } finally {
      errors.restore();
    }
  });

  it('links each whole card to the book page on the site, and fires a cancelable book-select', async () => {
    const el = await mount('<book-list site-url="https://books.example.org/site/"></book-list>');
    const link = el.shadowRoot!.querySelector('a')!;
    expect(link.href).to.equal(`https://books.example.org/site/${first.id}/`);
    const card = link.closest('article')!;
    expect(getComputedStyle(link, '::after').position).to.equal('absolute');
    expect(card.getBoundingClientRect().height).to.be.greaterThan(200);
    let detail: unknown;
    el.addEventListener('book-select', (event) => ((detail = (event as CustomEvent).detail), event.preventDefault()), {
      once: true,
    });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true });
    link.dispatchEvent(click);
    expect(detail).to.deep.equal({
      id: first.id,
      title: first.title,
      url: `https://books.example.org/site/${first.id}/`,
    });
    expect(click.defaultPrevented, 'the page handled it: the link does not open').to.equal(true);
  });

  it('opens the book page when nobody handles book-select, and leaves a click for a new tab to the browser', async () => {
    const el = await mount(`<book-list books="${last.id}"></book-list>`);
    const link = el.shadowRoot!.querySelector('a')!;
    let selected = 0;
    el.addEventListener('book-select', () => selected++);
    // What the browser will do with each click, seen after the element's handler; then kept from leaving this page.
    const followed: boolean[] = [];
    const keep = (event: Event) => (followed.push(!event.defaultPrevented), event.preventDefault());
    window.addEventListener('click', keep);
    try {
      link.click();
      expect([selected, followed]).to.deep.equal([1, [true]]);
      link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, ctrlKey: true }));
      expect([selected, followed], 'a click with Ctrl is not a choice to handle').to.deep.equal([1, [true, true]]);
    } finally {
      window.removeEventListener('click', keep);
    }
  });

  it('reserves each cover’s space before it loads and loads covers lazily after the first', async () => {
    const el = await mount('<book-list></book-list>');
    const images = [...el.shadowRoot!.querySelectorAll('img')];
    expect(
      images.every((img) => Number(img.getAttribute('width')) > 0 && Number(img.getAttribute('height')) > 0),
    ).to.equal(true);
    expect(images.slice(1).every((img) => img.loading === 'lazy')).to.equal(true);
  });

  it('adds schema.org Book data to the page\'s head, and removes it with structured-data="off"', async () => {
    const el = await mount(`<book-list books="${last.id}"></book-list>`);
    await until(() => structuredDataOf(el));
    expect(el.querySelector('script'), 'none among its own children').to.equal(null);
    const data = JSON.parse(structuredDataOf(el)!.textContent!);
    expect(data['@graph']).to.have.length(1);
    expect(data['@graph'][0]).to.deep.include({
      '@type': 'Book',
      name: last.title,
      datePublished: String(last.edition.year),
    });
    expect(data['@graph'][0].author.name, 'the author, else the illustrator').to.equal(last.author ?? last.illustrator);
    el.setAttribute('structured-data', 'off');
    await until(() => !structuredDataOf(el));
  });

  it('shows a description as written ($t(...), {{...}}, </script>) and writes its schema.org data with < escaped', async () => {
    const key = first.description;
    const written = i18n.getResource('en', 'translation', key);
    const bent = 'Robots for $1 and $$2 ($&) </script><script>document.title="bent"</script> $t(BOOK.AUTHOR) {{lng}}';
    i18n.addResource('en', 'translation', key, bent);
    try {
      const el = await mount(`<book-list books="${first.id}"></book-list>`);
      expect([...cards(el)[0].querySelectorAll('p')].map((p) => p.textContent)).to.include(bent);
      await until(() => structuredDataOf(el));
      expect(document.head.querySelectorAll('script[data-for="book-list"]')).to.have.length(1);
      const json = structuredDataOf(el)!.textContent!;
      expect(json).not.to.include('<');
      expect(json).to.include('\\u003c/script\\u003e');
      expect(JSON.parse(json)['@graph'][0].description).to.equal(bent);
      // As a saved page holds it: the script's markup, parsed again, is still one script with the same data.
      const saved = new DOMParser().parseFromString(`<head>${structuredDataOf(el)!.outerHTML}</head>`, 'text/html');
      expect(saved.querySelectorAll('script')).to.have.length(1);
      expect(JSON.parse(saved.querySelector('script')!.textContent!)['@graph'][0].description).to.equal(bent);
    } finally {
      i18n.addResource('en', 'translation', key, written);
    }
  });
});
