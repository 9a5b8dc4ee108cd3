import { expect } from '@open-wc/testing';
import { galleries } from '../../content/artworks';
import { picture } from '../../content';
import media from '../../content/media.json';
import { setLanguage } from '../../core/i18n';
import { captureConsole, mount, until } from '../../core/testing';
import './index';

const root = (el: HTMLElement) => el.shadowRoot!;
const slides = (el: HTMLElement) => [...root(el).querySelectorAll<HTMLElement>('.glide__slide')];
const current = (el: HTMLElement) => slides(el).findIndex((slide) => !slide.inert);
const button = (el: HTMLElement, name: string) => root(el).querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)!;

async function gallery(markup = '<portfolio-gallery></portfolio-gallery>') {
  const el = await mount(markup);
  await until(() => root(el).querySelector('.glide--slider'), 'Glide mounted');
  const changes: Array<{ index: number; id: string }> = [];
  el.addEventListener('slide-change', (event) => changes.push((event as CustomEvent).detail));
  return { el, changes };
}

describe('<portfolio-gallery>', () => {
  beforeEach(() => setLanguage('en'));

  it('is a labelled carousel of 17 slides, each "N of 17" with a described image, only the current one reachable', async () => {
    const { el } = await gallery();
    const region = root(el).querySelector('section')!;
    expect(region.getAttribute('aria-roledescription')).to.equal('carousel');
    expect(region.getAttribute('aria-label')).to.equal('Illustrations');
    expect(slides(el)).to.have.length(17);
    expect(slides(el)[4].getAttribute('aria-label')).to.equal('5 of 17');
    expect(slides(el)[0].getAttribute('aria-roledescription')).to.equal('slide');
    expect(slides(el).every((slide) => slide.querySelector('img')!.alt.length > 10)).to.equal(true);
    expect(slides(el).filter((slide) => slide.inert)).to.have.length(16);
    expect(root(el).querySelectorAll('.glide__slide--clone')).to.have.length(0);
    expect(root(el).textContent).not.to.match(/\d+ ?\/ ?17/);
  });

  it('moves with the arrows and fires slide-change', async () => {
    const { el, changes } = await gallery();
    button(el, 'Next illustration').click();
    await until(() => current(el) === 1);
    button(el, 'Previous illustration').click();
    await until(() => current(el) === 0);
    button(el, 'Previous illustration').click();
    await until(() => current(el) === 16, 'rewinds to the last');
    expect(changes).to.deep.equal([
      { index: 1, id: 'page-02' },
      { index: 0, id: 'page-01' },
      { index: 16, id: 'page-17' },
    ]);
  });

  it('goes to a slide from its thumbnail, and marks the current thumbnail', async () => {
    const { el, changes } = await gallery();
    const thumbs = [...root(el).querySelectorAll<HTMLButtonElement>('[part="thumbnails"] button')];
    expect(thumbs).to.have.length(17);
    // Each thumbnail is 60 px tall and shows its whole page: its box has the artwork's shape (a cropped 80 × 60 did not).
    thumbs.forEach((thumb, i) => {
      const { width, height } = thumb.querySelector('img')!.getBoundingClientRect();
      const artwork = picture(galleries.portfolio.items[i].src);
      expect(height, `thumbnail ${i + 1}`).to.equal(60);
      expect(width / height, `thumbnail ${i + 1}'s shape`).to.be.closeTo(artwork.width / artwork.height, (0.015 * artwork.width) / artwork.height);
      expect(getComputedStyle(thumb.querySelector('img')!).objectFit, `thumbnail ${i + 1}`).to.equal('fill');
    });
    thumbs[6].click();
    await until(() => current(el) === 6);
    expect(thumbs[6].getAttribute('aria-current')).to.equal('true');
    expect(thumbs.filter((thumb) => thumb.hasAttribute('aria-current'))).to.have.length(1);
    expect(changes.at(-1)).to.deep.equal({ index: 6, id: 'page-07' });
  });

  it('answers Left, Right, Home and End while focus is inside it', async () => {
    const { el } = await gallery();
    const next = button(el, 'Next illustration');
    next.focus();
    const press = (key: string) => next.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true }));
    press('ArrowRight');
    await until(() => current(el) === 1);
    press('End');
    await until(() => current(el) === 16);
    press('Home');
    await until(() => current(el) === 0);
    press('ArrowLeft');
    await until(() => current(el) === 16);
  });

  it('follows a swipe (mouse drag, as touch emulation)', async () => {
    const { el, changes } = await gallery();
    const slidesList = root(el).querySelector<HTMLElement>('.glide__slides')!;
    const box = root(el).querySelector<HTMLElement>('.glide__track')!.getBoundingClientRect();
    const y = box.top + box.height / 2;
    const at = (type: string, x: number) => slidesList.dispatchEvent(new MouseEvent(type, { clientX: x, clientY: y, bubbles: true, composed: true }));
    at('mousedown', box.right - 40);
    at('mousemove', box.right - 140);
    at('mousemove', box.left + 40);
    at('mouseup', box.left + 40);
    await until(() => current(el) === 1, 'a drag to the left shows the next slide');
    expect(changes[0]).to.deep.equal({ index: 1, id: 'page-02' });
  });

  it('takes the height of the current slide’s image and caption', async () => {
    // Narrow from the start, so that neither image reaches the 75vh cap (Glide sizes its slides on mount and on
    // window resizes, not when only the element's width changes).
    const { el } = await gallery('<portfolio-gallery style="width: 400px"></portfolio-gallery>');
    const track = root(el).querySelector<HTMLElement>('.glide__track')!;
    const expected = (i: number) => {
      const { width, height } = (media as Record<string, { width: number; height: number }>)[galleries.portfolio.items[i].src];
      const caption = slides(el)[i].querySelector('figcaption')!.offsetHeight;
      return Math.round(Math.min((track.clientWidth * height) / width, innerHeight * 0.75) + caption);
    };
    /** The caption is on screen, inside the track, not cut off below it. */
    const captionShown = (i: number) => slides(el)[i].querySelector('figcaption')!.getBoundingClientRect().bottom <= track.getBoundingClientRect().bottom + 1;
    await until(() => track.clientWidth === 400);
    await until(() => track.style.height === `${expected(0)}px`);
    await until(() => captionShown(0), 'caption of slide 1 visible, once the height has moved (350 ms)');
    const portrait = galleries.portfolio.items.findIndex((item) => {
      const { width, height } = (media as Record<string, { width: number; height: number }>)[item.src];
      return height > width;
    });
    button(el, `Show illustration ${portrait + 1}`).click();
    await until(() => track.style.height === `${expected(portrait)}px`);
    await until(() => captionShown(portrait), 'caption of the portrait slide visible');
    expect(expected(portrait)).to.be.greaterThan(expected(0));
  });

  it('keeps two galleries on one page independent', async () => {
    const first = await gallery();
    const second = await gallery('<portfolio-gallery gallery="bw"></portfolio-gallery>');
    expect(slides(second.el)).to.have.length(6);
    const next = button(first.el, 'Next illustration');
    next.focus();
    next.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, composed: true }));
    document.dispatchEvent(new KeyboardEvent('keyup', { key: 'ArrowRight', bubbles: true }));
    await until(() => current(first.el) === 1);
    expect(current(second.el)).to.equal(0);
    expect(second.changes).to.deep.equal([]);
  });

  it('opens on the start slide and follows changes of the attribute', async () => {
    const { el } = await gallery('<portfolio-gallery start="5"></portfolio-gallery>');
    expect(current(el)).to.equal(4);
    el.setAttribute('start', '9');
    await until(() => current(el) === 8);
    el.removeAttribute('start');
    await until(() => current(el) === 0);
  });

  it('reports a start out of range or an unknown gallery, and shows the default', async () => {
    const errors = captureConsole('error');
    try {
      const far = await gallery('<portfolio-gallery start="40"></portfolio-gallery>');
      expect(root(far.el).querySelector('[role="status"]')!.textContent).to.include('40').and.include('1 to 17');
      expect(current(far.el)).to.equal(0);
      const unknown = await gallery('<portfolio-gallery gallery="nope"></portfolio-gallery>');
      expect(root(unknown.el).querySelector('[role="status"]')!.textContent).to.include('portfolio, character-design, sketch-to-final, bw, colour, competition-2019');
      expect(slides(unknown.el)).to.have.length(17);
      await until(() => errors.calls.length === 2);
      expect(errors.calls[0]).to.include('start="40"');
    } finally {
      errors.restore();
    }
  });

  it('loads the first images eagerly and the rest lazily', async () => {
    const { el } = await gallery();
    const loading = slides(el).map((slide) => slide.querySelector('img')!.loading);
    expect(loading.slice(0, 2)).to.deep.equal(['eager', 'eager']);
    expect(loading[16]).to.equal('eager'); // the previous slide, with rewind
    expect(loading.slice(2, 16).every((value) => value === 'lazy')).to.equal(true);
  });

  it('shows the current slide as a responsive AVIF, high priority, over its placeholder colours', async () => {
    const { el } = await gallery();
    const img = slides(el)[0].querySelector('img')!;
    await until(() => img.complete && img.naturalWidth > 0, 'the first slide to load');
    expect(img.currentSrc).to.match(/\/images\/portfolio\/page-01-\d+\.avif$/);
    expect(img.fetchPriority).to.equal('high');
    expect(img.style.backgroundImage).to.match(/^linear-gradient\(rgb/);
    expect([img.getAttribute('width'), img.getAttribute('height')]).to.deep.equal(['1600', '1100']);
  });
});
