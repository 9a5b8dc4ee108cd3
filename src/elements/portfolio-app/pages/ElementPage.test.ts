// The pages that are one element (routes.ts rows without a page of their own), inside the whole site as a visitor
// opens them by hash: what each row asks for is on the page, and the books page takes a chosen book itself.
import { expect } from '@open-wc/testing';
import { setLanguage } from '../../../core/i18n';
import { mount, until } from '../../../core/testing';
import { site } from '../../../content';
import { books } from '../../../content/books';
import en from '../../../content/generated/en.json';
import music from '../../../content/generated/music.en.json';

describe('a page that is one element', () => {
  let app: HTMLElement;
  const main = () => app.shadowRoot!.querySelector('main')!;
  const open = async (path: string, tag: string) => {
    location.hash = `#${path}`;
    await until(() => main().querySelector(tag), `${path}: no <${tag}>`, 10000);
    return main();
  };

  before(async () => {
    await setLanguage('en');
    await import('../index');
  });
  beforeEach(async () => (app = await mount('<portfolio-app></portfolio-app>'))); // a fixture lasts one test
  after(() => history.replaceState(null, '', location.pathname));

  it('shows its heading, its lead, its element with the row’s attributes, and its aside', async () => {
    let page = await open('/music', 'music-board');
    expect(page.querySelector('h1')!.textContent).to.equal(music.MUSIC.TITLE);
    expect(page.querySelector('p')!.textContent).to.equal(music.MUSIC.INTRO);

    page = await open('/events', 'event-list');
    expect(page.querySelector('h1')!.textContent).to.equal(en.EVENTS.TITLE);
    expect(page.querySelector('h1 + p'), 'no lead').to.equal(null);
    expect(page.querySelector('event-list')!.getAttribute('structured-data')).to.equal('off');
    expect(page.querySelector('event-list')!.hasAttribute('site-url')).to.equal(false);

    page = await open('/contact', 'contact-form');
    expect([...page.children].map((child) => child.localName)).to.deep.equal(['h1', 'p', 'contact-form', 'aside']);
    expect(page.querySelector(`aside a[href="mailto:${site.email}"]`)).to.exist;

    page = await open('/data', 'privacy-notice');
    expect(page.querySelector('h1')!.textContent).to.equal(en.DATA_PROTECTION);
  });

  it('goes to the book a visitor chose on the books page, instead of leaving the site', async () => {
    const page = await open('/books', 'book-list');
    expect(page.querySelector('h1')!.textContent).to.equal(en.MENU.PUBLICATIONS);
    expect(page.querySelector('book-list')!.getAttribute('structured-data')).to.equal('off');
    // Routing by hash (embedded): the cards keep the published site's address.
    expect(page.querySelector('book-list')!.hasAttribute('site-url')).to.equal(false);
    const [book] = books;
    const event = new CustomEvent('book-select', { detail: { id: book.id }, cancelable: true });
    page.querySelector('book-list')!.dispatchEvent(event);
    expect(event.defaultPrevented).to.equal(true);
    expect(location.hash).to.equal(`#/${book.id}`);
  });
});
