import { expect } from '@open-wc/testing';
import { setLanguage } from '../../core/i18n';
import { captureConsole, mount, textOf, until, attributeMessages } from '../../core/testing';
import en from '../../content/generated/comics.en.json'; // the comics' texts (src/content/textParts.ts)
import { comics } from '../../content/comics';
import './index';

// Expectations come from the content (content/comics), whatever comics it holds.
const n = comics.length;
/** The second comic (the first when there is one only): not the first card, so focus has a card to come back to. */
const second = Math.min(1, n - 1);

const root = (el: HTMLElement) => el.shadowRoot!;
const cards = (el: HTMLElement) => [...root(el).querySelectorAll<HTMLButtonElement>('[part="grid"] button')];
const active = (el: HTMLElement) => root(el).activeElement;

describe('<comic-viewer>', () => {
  beforeEach(() => setLanguage('en'));

  it('shows a portrait and a grid of the comics with 100×80 thumbnails and their titles, in their order', async () => {
    const el = await mount('<comic-viewer></comic-viewer>');
    expect(cards(el).map((card) => card.textContent)).to.deep.equal(comics.map((comic) => comic.title));
    const thumb = cards(el)[0].querySelector('img')!;
    expect([thumb.getBoundingClientRect().width, thumb.getBoundingClientRect().height]).to.deep.equal([100, 80]);
    expect(root(el).querySelector('img')!.alt).to.not.equal('');
  });

  it('shows its portrait and thumbnails whole: nothing of the art is cut off', async () => {
    const el = await mount('<comic-viewer></comic-viewer>');
    const portrait = root(el).querySelector('img')!;
    await until(() => portrait.complete && portrait.naturalWidth > 0, 'portrait loaded');
    // Its label runs along the bottom edge: rounded corners wider than a few pixels cut into it.
    const style = getComputedStyle(portrait);
    const { width, height } = portrait.getBoundingClientRect();
    expect(width / height).to.be.closeTo(portrait.naturalWidth / portrait.naturalHeight, 0.02);
    for (const corner of [
      'borderTopLeftRadius',
      'borderTopRightRadius',
      'borderBottomLeftRadius',
      'borderBottomRightRadius',
    ] as const) {
      expect(parseFloat(style[corner]), corner).to.be.at.most(12);
      expect(style[corner], corner).to.not.include('%');
    }
    for (const card of cards(el))
      expect(getComputedStyle(card.querySelector('img')!).objectFit).to.be.oneOf(['contain', 'fill', 'scale-down']);
  });

  it('opens a comic: its description as the focused heading, its strips, and Back returns focus to its card', async () => {
    const el = await mount('<comic-viewer></comic-viewer>');
    const opened: unknown[] = [];
    el.addEventListener('comic-open', (event) => opened.push((event as CustomEvent).detail));
    const comic = comics[second];
    cards(el)[second].click();
    await until(() => root(el).querySelector('h2'));
    const heading = root(el).querySelector('h2')!;
    expect(heading.textContent).to.equal(textOf(en, comic.description));
    expect(active(el)).to.equal(heading);
    expect(root(el).querySelectorAll('ol img')).to.have.length(comic.strips.length);
    expect(opened).to.deep.equal([{ id: comic.id, title: comic.title }]);
    let closed: unknown;
    el.addEventListener('comic-close', (event) => (closed = (event as CustomEvent).detail));
    [...root(el).querySelectorAll('button')].at(-1)!.click();
    await until(() => cards(el).length === n);
    expect(active(el)).to.equal(cards(el)[second]);
    expect(closed).to.deep.equal({ id: comic.id });
  });

  it('shows each comic’s strips, lazily loaded after the first, with known sizes', async () => {
    const el = await mount('<comic-viewer></comic-viewer>');
    for (let i = 0; i < n; i++) {
      const title = cards(el)[i].textContent;
      cards(el)[i].click();
      await until(() => root(el).querySelector('ol'));
      const strips = [...root(el).querySelectorAll<HTMLImageElement>('ol img')];
      expect(strips, title!).to.have.length(comics[i].strips.length);
      expect(strips.slice(1).every((img) => img.loading === 'lazy')).to.equal(true);
      expect(strips.every((img) => Number(img.getAttribute('height')) > 0)).to.equal(true);
      expect(strips[0].alt).to.equal(`Strip 1 of “${title}”`);
      [...root(el).querySelectorAll('button')].at(-1)!.click();
      await until(() => cards(el).length === n);
    }
  });

  it('opens the comic named by its attribute, and follows changes of it', async () => {
    const [from, to] = [comics.at(-1)!, comics[0]];
    const heading = () => root(el).querySelector('h2')?.textContent;
    const el = await mount(`<comic-viewer comic="${from.id}"></comic-viewer>`);
    expect([heading(), root(el).querySelectorAll('ol img').length]).to.deep.equal([
      textOf(en, from.description),
      from.strips.length,
    ]);
    el.setAttribute('comic', to.id);
    await until(
      () => heading() === textOf(en, to.description) && root(el).querySelectorAll('ol img').length === to.strips.length,
    );
    el.removeAttribute('comic');
    await until(() => cards(el).length === n);
  });

  it('shows the attribute message and the grid for an unknown comic', async () => {
    const errors = captureConsole('error');
    try {
      const el = await mount('<comic-viewer comic="nope"></comic-viewer>');
      expect((await attributeMessages(el))[0]).to.include('nope');
      expect(cards(el)).to.have.length(n);
    } finally {
      errors.restore();
    }
  });
});
