// The full-screen viewer, as a visitor meets it in <portfolio-gallery>: real pointer and keys.
import { expect } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../elements/portfolio-gallery/index';
import { galleries } from '../../content/artworks';
import { galleryNames } from '../../content/portfolio';
import media from '../../content/media.json';
import renditions from '../../content/renditions.json';
import { registry } from '../../elements/registry';
import { setLanguage } from '../i18n';
import { captureConsole, mount, realClick, textOf, until } from '../testing';
import en from '../../content/generated/portfolio.en.json'; // the portfolio's texts (src/content/textParts.ts)

// Expectations come from the content (content/portfolio): the default gallery's artworks, however many.
const DEFAULT = registry['portfolio-gallery'].attributes.gallery.default as string;
const items = galleries[DEFAULT].items;
const n = items.length;
const size = (i: number) =>
  (media as Record<string, { width: number; height: number; widths?: number[] }>)[items[i].src];

const root = (el: HTMLElement) => el.shadowRoot!;
const dialog = (el: HTMLElement) => root(el).querySelector<HTMLElement>('[role="dialog"]');
const caption = (el: HTMLElement) =>
  root(el).querySelector('.yarl__slide_current .yarl__slide_description')?.textContent;
const currentImage = (el: HTMLElement) => root(el).querySelector<HTMLImageElement>('.yarl__slide_current img');
const slideButton = (el: HTMLElement, id: string) =>
  root(el).querySelector<HTMLButtonElement>(`button[data-artwork="${id}"]`)!;
const insideDialog = (el: HTMLElement) => Boolean(dialog(el)?.contains(root(el).activeElement));

async function openGallery(markup = '<portfolio-gallery></portfolio-gallery>') {
  const el = await mount(markup);
  await until(() => root(el).querySelector('.glide__slide'), 'the slides');
  const views: Array<number | null> = [];
  el.addEventListener('view-change', (event) => views.push((event as CustomEvent).detail.index));
  return { el, views };
}

type Box = { left: number; top: number; right: number; bottom: number };
const boxOf = (el: Element | null): Box | null => (el ? el.getBoundingClientRect() : null);
const overlap = (a: Box, b: Box) =>
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
  Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;

/** Where the artwork itself is painted: its image box, narrowed to the picture when object-fit letterboxes it. */
function paintedPicture(img: HTMLImageElement): Box {
  const box = img.getBoundingClientRect();
  const fit = getComputedStyle(img).objectFit;
  if (fit !== 'contain' && fit !== 'scale-down') return box;
  const ratio = img.naturalWidth / img.naturalHeight;
  const width = Math.min(box.width, box.height * ratio);
  const height = width / ratio;
  const left = box.left + (box.width - width) / 2;
  const top = box.top + (box.height - height) / 2;
  return { left, top, right: left + width, bottom: top + height };
}

/** The bars over the viewer (title, buttons, caption) and the picture shown, once its image has loaded. */
function viewerLayout(el: HTMLElement) {
  const box = dialog(el);
  const img = [...(box?.querySelectorAll<HTMLImageElement>('.yarl__slide_current img') ?? [])].find(
    (image) => image.complete && image.naturalWidth > 0 && getComputedStyle(image).visibility !== 'hidden',
  );
  if (!box || !img) return null;
  const bars = {
    title: boxOf(box.querySelector('.yarl__slide_current .yarl__slide_title_container')),
    caption: boxOf(box.querySelector('.yarl__slide_current .yarl__slide_description_container')),
    toolbar: boxOf(box.querySelector('.yarl__toolbar')),
  };
  return { picture: paintedPicture(img), bars };
}

describe('full-screen viewer: the artwork between the bars', function () {
  this.timeout(30000);
  beforeEach(() => setLanguage('en'));
  let resized = false;
  afterEach(async () => {
    if (resized) await setViewport({ width: 800, height: 600 });
    resized = false;
  });

  // The window as it is (WebKit's WebDriver here cannot resize it), then a laptop's and a phone's.
  for (const [width, height] of [
    [0, 0],
    [1280, 800],
    [375, 740],
  ]) {
    // The gallery's first landscape and first portrait artwork (the sample content has both).
    for (const [shape, i] of [
      ['landscape', items.findIndex((_, i) => size(i).width >= size(i).height)],
      ['portrait', items.findIndex((_, i) => size(i).height > size(i).width)],
    ] as const) {
      const where = width ? `at ${width} × ${height}` : 'in the window as it is';
      it(`${where}, a ${shape} artwork is not covered by the title, the buttons nor the caption`, async function () {
        if (i < 0) {
          console.warn(`skipped: the ${DEFAULT} gallery has no ${shape} artwork`);
          this.skip();
        }
        if (width) {
          try {
            await setViewport({ width, height });
            resized = true;
          } catch (error) {
            if (!String(error).includes('not supported')) throw error;
            this.skip();
          }
        }
        const { el } = await openGallery(`<portfolio-gallery view="${i + 1}"></portfolio-gallery>`);
        await until(() => dialog(el), 'the viewer opened', 20000);
        await until(
          () => viewerLayout(el),
          `the artwork shown (images: ${[...(dialog(el)?.querySelectorAll('img') ?? [])].map((img) => `${img.complete}/${img.naturalWidth}/${img.currentSrc.split('/').pop()}`)})`,
          20000,
        );
        let last = '';
        try {
          // Measured again until it holds: the viewer settles its sizes over a frame or two.
          await until(
            () => {
              const layout = viewerLayout(el)!;
              last = JSON.stringify(layout);
              const { picture, bars } = layout;
              return Object.values(bars).every((bar) => bar && !overlap(picture, bar));
            },
            'no bar over the picture',
            3000,
          );
        } catch {
          expect.fail(`a bar covers the picture: ${last}`);
        }
        const { picture, bars } = viewerLayout(el)!;
        expect(bars.title && bars.caption && bars.toolbar, 'the bars are there').to.be.ok;
        // And the picture still uses the space: as tall as the room between the bars, or as wide as the screen.
        const room = bars.caption!.top - Math.max(bars.title!.bottom, bars.toolbar!.bottom);
        expect(
          Math.max((picture.bottom - picture.top) / room, (picture.right - picture.left) / innerWidth),
        ).to.be.above(0.97);
      });
    }
  }
});

describe('full-screen viewer', function () {
  this.timeout(20000);
  beforeEach(() => setLanguage('en'));

  it('opens on a click, as a named dialog holding focus, with the title, technique and "N of M"', async () => {
    const { el, views } = await openGallery();
    await realClick(slideButton(el, items[0].id));
    await until(() => dialog(el), 'the viewer opened', 10000);
    expect(dialog(el)!.getAttribute('aria-label')).to.equal(`${textOf(en, galleries[DEFAULT].title)}, full screen`);
    expect(dialog(el)!.getAttribute('aria-modal')).to.equal('true');
    await until(() => insideDialog(el), 'focus moved into the viewer');
    // The title is where the alt text starts: "The Moon Orchestra: digital painting of ...".
    const [title, alt] = [
      root(el).querySelector('.yarl__slide_current .yarl__slide_title')!.textContent!,
      textOf(en, items[0].alt),
    ];
    expect(title).to.not.equal('');
    expect(alt.startsWith(title) && /^\s?: /.test(alt.slice(title.length)), `"${title}" begins "${alt}"`).to.equal(
      true,
    );
    const technique = items[0].technique && (en.TECHNIQUE as Record<string, string>)[items[0].technique];
    expect(caption(el)).to.equal(`${technique ? `${technique} · ` : ''}1 of ${n}`);
    expect(views).to.deep.equal([0]);
    expect(document.head.querySelectorAll('style').length, 'no <style> in the page').to.equal(0);
  });

  it('moves with the arrow keys, the carousel following, and Esc gives focus back to the artwork last shown', async () => {
    const { el, views } = await openGallery();
    await realClick(slideButton(el, items[0].id));
    await until(() => insideDialog(el), 'focus moved into the viewer', 10000);
    await sendKeys({ press: 'ArrowRight' });
    await until(() => caption(el)?.endsWith(`2 of ${n}`), 'second artwork shown');
    await until(
      () =>
        root(el).querySelector('[part="thumbnails"] [aria-current="true"]') ===
        root(el).querySelectorAll('[part="thumbnails"] button')[1],
    );
    await sendKeys({ press: 'Escape' });
    await until(() => !dialog(el), 'the viewer closed');
    await until(() => root(el).activeElement === slideButton(el, items[1].id), 'focus back on the artwork last shown');
    expect(views).to.deep.equal([0, 1, null]);
  });

  it('zooms with + and −, never past the largest encoded width (the zoom rendition)', async () => {
    const { el } = await openGallery('<portfolio-gallery start="2"></portfolio-gallery>');
    await realClick(slideButton(el, items[1].id));
    await until(() => currentImage(el)?.complete && insideDialog(el), 'image shown', 10000);
    const fitted = currentImage(el)!.getBoundingClientRect().width;
    await sendKeys({ press: '+' });
    await until(() => currentImage(el)!.getBoundingClientRect().width > fitted * 1.2, 'zoomed in', 5000);
    const zoomed = currentImage(el)!.getBoundingClientRect().width;
    // The largest file the build made of it: the zoom rendition when the picture is wider than its srcset's files.
    const { width, widths = [width] } = size(1);
    const largest = width > renditions.widths.at(-1)! ? Math.min(width, renditions.zoom) : Math.max(...widths);
    expect(zoomed).to.be.at.most(largest / devicePixelRatio + 1);
    await sendKeys({ press: '-' });
    await until(() => currentImage(el)!.getBoundingClientRect().width < zoomed, 'zoomed out', 5000);
  });

  it('keeps Tab inside the dialog', async () => {
    const { el } = await openGallery();
    await realClick(slideButton(el, items[0].id));
    await until(() => insideDialog(el), 'focus moved into the viewer', 10000);
    // Twelve presses go round the viewer's buttons twice (Shift+Tab is not sent by WebKit's WebDriver here).
    for (let i = 0; i < 12; i++) {
      await sendKeys({ press: 'Tab' });
      expect(insideDialog(el), `after ${i + 1} Tab`).to.equal(true);
    }
  });

  it('opens from the view attribute, closes when it is removed, and reports one beyond the gallery', async () => {
    // Another gallery than the default, at its last artwork.
    const name = galleryNames.find((id) => id !== DEFAULT) ?? DEFAULT;
    const m = galleries[name].items.length;
    const { el } = await openGallery(`<portfolio-gallery gallery="${name}" view="${m}"></portfolio-gallery>`);
    await until(() => caption(el)?.endsWith(`${m} of ${m}`), 'last artwork shown', 10000);
    el.removeAttribute('view');
    await until(() => !dialog(el), 'closed');
    const errors = captureConsole('error');
    try {
      el.setAttribute('view', String(m + 1));
      await until(() => root(el).querySelector('[role="status"]')?.textContent?.includes('view'), 'attribute message');
      expect(dialog(el)).to.equal(null);
    } finally {
      errors.restore();
    }
  });

  it('stays off with viewer="off": the slides are plain pictures', async () => {
    const { el } = await openGallery('<portfolio-gallery viewer="off"></portfolio-gallery>');
    expect(root(el).querySelector('button[data-artwork]')).to.equal(null);
    await realClick(root(el).querySelector('.glide__slide img')!);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(dialog(el)).to.equal(null);
  });
});
