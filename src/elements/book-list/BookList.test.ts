import { expect } from '@open-wc/testing';
import { i18n, setLanguage } from '../../core/i18n';
import { captureConsole, mount, until } from '../../core/testing';
import fr from '../../content/generated/fr.json';
import italian from '../../content/generated/it.json';
import './index';

const cards = (el: HTMLElement) => [...el.shadowRoot!.querySelectorAll('article')];
const titles = (el: HTMLElement) => cards(el).map((card) => card.querySelector('h3')!.textContent);
const credits = (el: HTMLElement, title: string) =>
  [...cards(el).find((card) => card.querySelector('h3')!.textContent === title)!.querySelectorAll('.credit')].map((p) => p.textContent);

describe('<book-list>', () => {
  beforeEach(() => setLanguage('en'));

  it('shows the books, then the covers section with its heading and text', async () => {
    const el = await mount('<book-list></book-list>');
    const headings = [...el.shadowRoot!.querySelectorAll('h2')].map((h) => h.textContent);
    expect(headings).to.deep.equal(['Books', 'Cover illustrations']);
    expect(titles(el)).to.deep.equal([
      'Senti che Musica!',
      'A spasso tra i pianeti',
      'La passione LEGO® per principianti',
      'I robottoni giapponesi in mattoncini LEGO®',
      'Formula Uno in mattoncini',
    ]);
    expect(el.shadowRoot!.querySelector('[part="covers"] p')!.textContent).to.include('Covers');
  });

  it('credits the author when there is one, else the illustrator as author and illustrator, in each language', async () => {
    const el = await mount('<book-list></book-list>');
    expect(credits(el, 'Senti che Musica!')).to.deep.equal(['Written and illustrated by The Illustrator', 'Splen edizioni, 2024']);
    expect(credits(el, 'A spasso tra i pianeti')).to.deep.equal(['Written by Clelia Lombardo', 'Illustrated by The Illustrator', 'Splen edizioni, 2025']);
    expect(credits(el, 'La passione LEGO® per principianti')[0]).to.equal('Written by Francesco Frangioja');
    el.setAttribute('lang', 'it');
    await until(() => credits(el, 'Senti che Musica!')[0] === `${italian.BOOK.AUTHOR_ILLUSTRATOR} The Illustrator`);
    expect(credits(el, 'A spasso tra i pianeti')[0]).to.equal(`${italian.BOOK.AUTHOR} Clelia Lombardo`);
    el.setAttribute('lang', 'fr');
    await until(() => credits(el, 'Senti che Musica!')[0] === `${fr.BOOK.AUTHOR_ILLUSTRATOR} The Illustrator`);
    expect(credits(el, 'A spasso tra i pianeti')[1]).to.equal(`${fr.BOOK.ILLUSTRATOR} The Illustrator`);
  });

  it('filters by section and by ids, in the given order', async () => {
    const covers = await mount('<book-list section="covers"></book-list>');
    expect(titles(covers)).to.have.length(3);
    expect(covers.shadowRoot!.querySelector('[part="books"]')).to.equal(null);
    const picked = await mount('<book-list books="robot, sentichemusica"></book-list>');
    expect(titles(picked)).to.deep.equal(['Senti che Musica!', 'I robottoni giapponesi in mattoncini LEGO®']);
    const onlyBooks = await mount('<book-list section="books" books="aspassotraipianeti,sentichemusica"></book-list>');
    expect(titles(onlyBooks)).to.deep.equal(['A spasso tra i pianeti', 'Senti che Musica!']);
  });

  it('names unknown ids in the attribute message and still shows the known ones', async () => {
    const errors = captureConsole('error');
    try {
      const el = await mount('<book-list books="robot,nope,zzz"></book-list>');
      expect(el.shadowRoot!.querySelector('[role="status"]')!.textContent).to.include('nope, zzz');
      expect(titles(el)).to.deep.equal(['I robottoni giapponesi in mattoncini LEGO®']);
      await until(() => errors.calls.length === 1);
    } finally {
      errors.restore();
    }
  });

  it('links each whole card to the book page on the site, and fires a cancelable book-select', async () => {
    const el = await mount('<book-list site-url="https://books.example.org/site/"></book-list>');
    const link = el.shadowRoot!.querySelector('a')!;
    expect(link.href).to.equal('https://books.example.org/site/sentichemusica/');
    const card = link.closest('article')!;
    expect(getComputedStyle(link, '::after').position).to.equal('absolute');
    expect(card.getBoundingClientRect().height).to.be.greaterThan(200);
    let detail: unknown;
    el.addEventListener('book-select', (event) => ((detail = (event as CustomEvent).detail), event.preventDefault()), { once: true });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true });
    link.dispatchEvent(click);
    expect(detail).to.deep.equal({ id: 'sentichemusica', title: 'Senti che Musica!', url: 'https://books.example.org/site/sentichemusica/' });
    expect(click.defaultPrevented, 'the page handled it: the link does not open').to.equal(true);
  });

  it('opens the book page when nobody handles book-select, and leaves a click for a new tab to the browser', async () => {
    const el = await mount('<book-list books="robot"></book-list>');
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
    expect(images.every((img) => Number(img.getAttribute('width')) > 0 && Number(img.getAttribute('height')) > 0)).to.equal(true);
    expect(images.slice(1).every((img) => img.loading === 'lazy')).to.equal(true);
  });

  it('adds schema.org Book data as its own child, and removes it with structured-data="off"', async () => {
    const el = await mount('<book-list books="aspassotraipianeti"></book-list>');
    await until(() => el.querySelector('script[type="application/ld+json"]'));
    const data = JSON.parse(el.querySelector('script')!.textContent!);
    expect(data['@graph'][0]).to.deep.include({ '@type': 'Book', name: 'A spasso tra i pianeti', datePublished: '2025' });
    expect(data['@graph'][0].author.name).to.equal('Clelia Lombardo');
    el.setAttribute('structured-data', 'off');
    await until(() => !el.querySelector('script'));
  });

  it('shows a description as written ($t(...), {{...}}, </script>) and writes its schema.org data with < escaped', async () => {
    const key = 'CONTENT.books.aspassotraipianeti.description';
    const written = i18n.getResource('en', 'translation', key);
    const bent = 'Robots for $1 and $$2 ($&) </script><script>document.title="bent"</script> $t(BOOK.AUTHOR) {{lng}}';
    i18n.addResource('en', 'translation', key, bent);
    try {
      const el = await mount('<book-list books="aspassotraipianeti"></book-list>');
      expect([...cards(el)[0].querySelectorAll('p')].map((p) => p.textContent)).to.include(bent);
      await until(() => el.querySelector('script[type="application/ld+json"]'));
      expect(el.querySelectorAll('script')).to.have.length(1);
      const json = el.querySelector('script')!.textContent!;
      expect(json).not.to.include('<');
      expect(json).to.include('\\u003c/script\\u003e');
      expect(JSON.parse(json)['@graph'][0].description).to.equal(bent);
      // As a saved page holds it: the script's markup, parsed again, is still one script with the same data.
      const saved = new DOMParser().parseFromString(`<body>${el.outerHTML}</body>`, 'text/html');
      expect(saved.querySelectorAll('script')).to.have.length(1);
      expect(JSON.parse(saved.querySelector('script')!.textContent!)['@graph'][0].description).to.equal(bent);
    } finally {
      i18n.addResource('en', 'translation', key, written);
    }
  });
});
