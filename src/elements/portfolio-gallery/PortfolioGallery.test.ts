import { expect } from '@open-wc/testing';
import { galleries } from '../../content/artworks';
import { galleryNames } from '../../content/portfolio';
import { picture } from '../../core/assets';
import media from '../../content/media.json';
import { setLanguage } from '../../core/i18n';
import { captureConsole, mount, textOf, until, attributeMessages } from '../../core/testing';
import en from '../../content/generated/portfolio.en.json'; // the portfolio's texts (src/content/textParts.ts)
import { registry } from '../registry';
import './index';

// Expectations come from the content (content/portfolio): the default gallery's artworks, however many.
const DEFAULT = registry['portfolio-gallery'].attributes.gallery.default as string;
const items = galleries[DEFAULT].items;
const n = items.length;
const size = (i: number) => (media as Record<string, { width: number; height: number }>)[items[i].src];

const root = (el: HTMLElement) => el.shadowRoot!;
const slides = (el: HTMLElement) => [...root(el).querySelectorAll<HTMLElement>('.glide__slide')];
const current = (el: HTMLElement) => slides(el).findIndex((slide) => !slide.inert);
const button = (el: HTMLElement, name: string) =>
  root(el).querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)!;

const glideMounted = (el: HTMLElement) => root(el).querySelector('.glide--slider');
/** The current slide fills the track, where the visitor sees it. */
const inView = (el: HTMLElement, i: number) =>
  Math.abs(
    slides(el)[i].getBoundingClientRect().left - root(el).querySelector('.glide__track')!.getBoundingClientRect().left,
  ) < 1;

async function gallery(markup = '<portfolio-gallery></portfolio-gallery>') {
  const el = await mount(markup);
  await until(() => slides(el).length, 'the slides');
  const changes: Array<{ index: number; id: string }> = [];
  el.addEventListener('slide-change', (event) => changes.push((event as CustomEvent).detail));
  return { el, changes };
}

describe('<portfolio-gallery>', () => {
  before(() =>
    expect(
      n,
      `these tests move through the ${DEFAULT} gallery: content/portfolio/${DEFAULT}.json needs 3 artworks or more`,
    ).to.be.at.least(3),
  );
  beforeEach(() => setLanguage('en'));

  it('is a labelled carousel of its artworks, each "N of M" with a described image, only the current one reachable', async () => {
    const { el } = await gallery();
    const region = root(el).querySelector('section')!;
    expect(region.getAttribute('aria-roledescription')).to.equal('carousel');
    expect(region.getAttribute('aria-label')).to.equal(textOf(en, galleries[DEFAULT].title));
    expect(slides(el)).to.have.length(n);
    expect(slides(el)[n - 2].getAttribute('aria-label')).to.equal(`${n - 1} of ${n}`);
    expect(slides(el)[0].getAttribute('aria-roledescription')).to.equal('slide');
    expect(slides(el).map((slide) => slide.querySelector('img')!.alt)).to.deep.equal(
      items.map((item) => textOf(en, item.alt)),
    );
    expect(slides(el).filter((slide) => slide.inert)).to.have.length(n - 1);
    expect(root(el).querySelectorAll('.glide__slide--clone')).to.have.length(0);
    expect(root(el).textContent).not.to.match(new RegExp(`\\d+ ?/ ?${n}`));
  });

  it('moves with the arrows and fires slide-change', async () => {
    const { el, changes } = await gallery();
    button(el, 'Next illustration').click();
    await until(() => current(el) === 1);
    button(el, 'Previous illustration').click();
    await until(() => current(el) === 0);
    button(el, 'Previous illustration').click();
    await until(() => current(el) === n - 1, 'rewinds to the last');
    expect(changes).to.deep.equal([
      { index: 1, id: items[1].id },
      { index: 0, id: items[0].id },
      { index: n - 1, id: items[n - 1].id },
    ]);
  });

  it('goes to a slide from its thumbnail, and marks the current thumbnail', async () => {
    const { el, changes } = await gallery();
    const thumbs = [...root(el).querySelectorAll<HTMLButtonElement>('[part="thumbnails"] button')];
    expect(thumbs).to.have.length(n);
    // Each thumbnail is 60 px tall and shows its whole page: its box has the artwork's shape (a cropped 80 × 60 did not).
    thumbs.forEach((thumb, i) => {
      const { width, height } = thumb.querySelector('img')!.getBoundingClientRect();
      const artwork = picture(items[i].src);
      expect(height, `thumbnail ${i + 1}`).to.equal(60);
      expect(width / height, `thumbnail ${i + 1}'s shape`).to.be.closeTo(
        artwork.width / artwork.height,
        (0.015 * artwork.width) / artwork.height,
      );
      expect(getComputedStyle(thumb.querySelector('img')!).objectFit, `thumbnail ${i + 1}`).to.equal('fill');
    });
    const k = n - 2; // neither the first nor a neighbour Glide might reach by itself
    thumbs[k].click();
    await until(() => current(el) === k);
    expect(thumbs[k].getAttribute('aria-current')).to.equal('true');
    expect(thumbs.filter((thumb) => thumb.hasAttribute('aria-current'))).to.have.length(1);
    expect(changes.at(-1)).to.deep.equal({ index: k, id: items[k].id });
  });

  it('answers Left, Right, Home and End while focus is inside it', async () => {
    const { el } = await gallery();
    const next = button(el, 'Next illustration');
    next.focus();
    const press = (key: string) =>
      next.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true }));
    press('ArrowRight');
    await until(() => current(el) === 1);
    press('End');
    await until(() => current(el) === n - 1);
    press('Home');
    await until(() => current(el) === 0);
    press('ArrowLeft');
    await until(() => current(el) === n - 1);
  });

  it('stands as painted, its start slide in view, until the visitor reaches for it: then Glide takes over', async () => {
    const { el } = await gallery('<portfolio-gallery start="3"></portfolio-gallery>');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(glideMounted(el), 'Glide before the visitor reached for the carousel').to.equal(null);
    expect(current(el)).to.equal(2);
    expect(inView(el, 2), 'the start slide in view before Glide').to.equal(true);
    slides(el)[2]
      .querySelector('img')!
      .dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
    await until(() => glideMounted(el), 'Glide mounted on a pointer over the carousel');
    expect(current(el)).to.equal(2);
    await until(() => inView(el, 2), 'the same slide in view once Glide places it');
    button(el, 'Next illustration').click();
    await until(() => current(el) === 3 && inView(el, 3), 'Glide moves on from there');
  });

  it('follows a swipe that begins before Glide is there (touch)', async () => {
    const { el, changes } = await gallery();
    const box = root(el).querySelector<HTMLElement>('.glide__track')!.getBoundingClientRect();
    const target = slides(el)[0].querySelector('img')!;
    const at = (type: string, x: number) =>
      target.dispatchEvent(
        new PointerEvent(type, {
          clientX: x,
          clientY: box.top + 20,
          pointerType: 'touch',
          bubbles: true,
          composed: true,
        }),
      );
    at('pointerdown', box.right - 40);
    expect(glideMounted(el), 'no Glide yet when the finger goes down').to.equal(null);
    at('pointerup', box.left + 40);
    await until(() => current(el) === 1 && inView(el, 1), 'a swipe to the left shows the next slide');
    expect(changes).to.deep.equal([{ index: 1, id: items[1].id }]);
  });

  it('follows a swipe (mouse drag, as touch emulation)', async () => {
    const { el, changes } = await gallery();
    root(el)
      .querySelector('section')!
      .dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }));
    await until(() => glideMounted(el), 'Glide mounted once focus is inside the carousel');
    const slidesList = root(el).querySelector<HTMLElement>('.glide__slides')!;
    const box = root(el).querySelector<HTMLElement>('.glide__track')!.getBoundingClientRect();
    const y = box.top + box.height / 2;
    const at = (type: string, x: number) =>
      slidesList.dispatchEvent(new MouseEvent(type, { clientX: x, clientY: y, bubbles: true, composed: true }));
    at('mousedown', box.right - 40);
    at('mousemove', box.right - 140);
    at('mousemove', box.left + 40);
    at('mouseup', box.left + 40);
    await until(() => current(el) === 1, 'a drag to the left shows the next slide');
    expect(changes[0]).to.deep.equal({ index: 1, id: items[1].id });
  });

  it('takes the height of the current slide’s image and caption', async () => {
    // Narrow from the start, so that neither image reaches the 75vh cap (Glide sizes its slides on mount and on
    // window resizes, not when only the element's width changes).
    const { el } = await gallery('<portfolio-gallery style="width: 400px"></portfolio-gallery>');
    const track = root(el).querySelector<HTMLElement>('.glide__track')!;
    const expected = (i: number) => {
      const { width, height } = size(i);
      const caption = slides(el)[i].querySelector('figcaption')!.offsetHeight;
      return Math.round(Math.min((track.clientWidth * height) / width, innerHeight * 0.75) + caption);
    };
    /** The caption is on screen, inside the track, not cut off below it. */
    const captionShown = (i: number) =>
      slides(el)[i].querySelector('figcaption')!.getBoundingClientRect().bottom <=
      track.getBoundingClientRect().bottom + 1;
    await until(() => track.clientWidth === 400);
    await until(() => track.style.height === `${expected(0)}px`);
    await until(() => captionShown(0), 'caption of slide 1 visible, once the height has moved (350 ms)');
    // The artwork whose shape is furthest from the first one's (a portrait among landscapes, in the sample content).
    const shape = (i: number) => size(i).height / size(i).width;
    const other = items.reduce(
      (best, _, i) => (Math.abs(shape(i) - shape(0)) > Math.abs(shape(best) - shape(0)) ? i : best),
      0,
    );
    expect(
      Math.abs(expected(other) - expected(0)),
      `the ${DEFAULT} gallery needs two artworks of different shapes`,
    ).to.be.greaterThan(10);
    button(el, `Show illustration ${other + 1}`).click();
    await until(() => track.style.height === `${expected(other)}px`);
    await until(() => captionShown(other), 'caption of the other slide visible');
  });

  it('caps an illustration at --portfolio-art-max-height, as an embed page sets it, the image and the track alike', async () => {
    const { el } = await gallery(
      '<portfolio-gallery style="width: 400px; --portfolio-art-max-height: 120px"></portfolio-gallery>',
    );
    const track = root(el).querySelector<HTMLElement>('.glide__track')!;
    const caption = () => slides(el)[0].querySelector('figcaption')!.offsetHeight;
    await until(() => track.style.height === `${120 + caption()}px`);
    expect(slides(el)[0].querySelector('img')!.getBoundingClientRect().height).to.be.at.most(120);
  });

  it('keeps two galleries on one page independent', async () => {
    const first = await gallery();
    const name = galleryNames.find((id) => id !== DEFAULT) ?? DEFAULT;
    const second = await gallery(`<portfolio-gallery gallery="${name}"></portfolio-gallery>`);
    expect(slides(second.el)).to.have.length(galleries[name].items.length);
    const next = button(first.el, 'Next illustration');
    next.focus();
    next.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, composed: true }));
    document.dispatchEvent(new KeyboardEvent('keyup', { key: 'ArrowRight', bubbles: true }));
    await until(() => current(first.el) === 1);
    expect(current(second.el)).to.equal(0);
    expect(second.changes).to.deep.equal([]);
  });

  it('opens on the start slide and follows changes of the attribute', async () => {
    const { el } = await gallery(`<portfolio-gallery start="${n}"></portfolio-gallery>`);
    expect(current(el)).to.equal(n - 1);
    el.setAttribute('start', '2');
    await until(() => current(el) === 1);
    el.removeAttribute('start');
    await until(() => current(el) === 0);
  });

  it('reports a start out of range or an unknown gallery, and shows the default', async () => {
    const errors = captureConsole('error');
    try {
      const far = await gallery(`<portfolio-gallery start="${n + 1}"></portfolio-gallery>`);
      expect((await attributeMessages(far.el))[0])
        .to.include(`${n + 1}`)
        .and.include(`1 to ${n}`);
      expect(current(far.el)).to.equal(0);
      const unknown = await gallery('<portfolio-gallery gallery="nope"></portfolio-gallery>');
      expect((await attributeMessages(unknown.el))[0]).to.include(galleryNames.join(', '));
      expect(slides(unknown.el)).to.have.length(n);
      await until(() => errors.calls.length === 2);
      expect(errors.calls[0]).to.include(`start="${n + 1}"`);
    } finally {
      errors.restore();
    }
  });

  it('loads the first images eagerly and the rest lazily', async () => {
    const { el } = await gallery();
    const loading = slides(el).map((slide) => slide.querySelector('img')!.loading);
    expect(loading.slice(0, 2)).to.deep.equal(['eager', 'eager']);
    expect(loading[n - 1]).to.equal('eager'); // the previous slide, with rewind
    expect(loading.slice(2, n - 1).every((value) => value === 'lazy')).to.equal(true);
  });

  it('shows the current slide as a responsive AVIF, high priority, over its placeholder colours', async () => {
    const { el } = await gallery();
    const img = slides(el)[0].querySelector('img')!;
    await until(() => img.complete && img.naturalWidth > 0, 'the first slide to load');
    expect(img.currentSrc).to.match(new RegExp(`/${items[0].src}-\\d+\\.avif$`));
    expect(img.fetchPriority).to.equal('high');
    expect(img.style.backgroundImage).to.match(/^linear-gradient\(rgb/);
    expect([img.getAttribute('width'), img.getAttribute('height')]).to.deep.equal([
      String(size(0).width),
      String(size(0).height),
    ]);
  });
});
