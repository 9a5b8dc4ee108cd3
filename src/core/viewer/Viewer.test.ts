// The full-screen viewer, as a visitor meets it in <portfolio-gallery>: real pointer and keys.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/portfolio-gallery/index';
import { setLanguage } from '../i18n';
import { captureConsole, mount, realClick, until } from '../testing';

const root = (el: HTMLElement) => el.shadowRoot!;
const dialog = (el: HTMLElement) => root(el).querySelector<HTMLElement>('[role="dialog"]');
const caption = (el: HTMLElement) => root(el).querySelector('.yarl__slide_current .yarl__slide_description')?.textContent;
const currentImage = (el: HTMLElement) => root(el).querySelector<HTMLImageElement>('.yarl__slide_current img');
const slideButton = (el: HTMLElement, id: string) => root(el).querySelector<HTMLButtonElement>(`button[data-artwork="${id}"]`)!;
const insideDialog = (el: HTMLElement) => Boolean(dialog(el)?.contains(root(el).activeElement));

async function openGallery(markup = '<portfolio-gallery></portfolio-gallery>') {
  const el = await mount(markup);
  await until(() => root(el).querySelector('.glide--slider'), 'Glide mounted');
  const views: Array<number | null> = [];
  el.addEventListener('view-change', (event) => views.push((event as CustomEvent).detail.index));
  return { el, views };
}

describe('full-screen viewer', function () {
  this.timeout(20000);
  beforeEach(() => setLanguage('en'));

  it('opens on a click, as a named dialog holding focus, with the title, technique and "N of M"', async () => {
    const { el, views } = await openGallery();
    await realClick(slideButton(el, 'page-01'));
    await until(() => dialog(el), 'the viewer opened', 10000);
    expect(dialog(el)!.getAttribute('aria-label')).to.equal('Illustrations, full screen');
    expect(dialog(el)!.getAttribute('aria-modal')).to.equal('true');
    await until(() => insideDialog(el), 'focus moved into the viewer');
    expect(root(el).querySelector('.yarl__slide_current .yarl__slide_title')!.textContent).to.equal('The Moon Orchestra');
    expect(caption(el)).to.equal('Digital painting · 1 of 17');
    expect(views).to.deep.equal([0]);
    expect(document.head.querySelectorAll('style').length, 'no <style> in the page').to.equal(0);
  });

  it('moves with the arrow keys, the carousel following, and Esc gives focus back to the artwork last shown', async () => {
    const { el, views } = await openGallery();
    await realClick(slideButton(el, 'page-01'));
    await until(() => insideDialog(el), 'focus moved into the viewer', 10000);
    await sendKeys({ press: 'ArrowRight' });
    await until(() => caption(el)?.endsWith('2 of 17'), 'second artwork shown');
    await until(() => root(el).querySelector('[part="thumbnails"] [aria-current="true"]') === root(el).querySelectorAll('[part="thumbnails"] button')[1]);
    await sendKeys({ press: 'Escape' });
    await until(() => !dialog(el), 'the viewer closed');
    expect(root(el).activeElement).to.equal(slideButton(el, 'page-02'));
    expect(views).to.deep.equal([0, 1, null]);
  });

  it('zooms with + and −, never past the largest encoded width', async () => {
    const { el } = await openGallery('<portfolio-gallery start="2"></portfolio-gallery>');
    await realClick(slideButton(el, 'page-02'));
    await until(() => currentImage(el)?.complete && insideDialog(el), 'image shown', 10000);
    const fitted = currentImage(el)!.getBoundingClientRect().width;
    await sendKeys({ press: '+' });
    await until(() => currentImage(el)!.getBoundingClientRect().width > fitted * 1.2, 'zoomed in', 5000);
    const zoomed = currentImage(el)!.getBoundingClientRect().width;
    expect(zoomed).to.be.at.most(1600 / devicePixelRatio + 1); // page-02 is 1600 px wide
    await sendKeys({ press: '-' });
    await until(() => currentImage(el)!.getBoundingClientRect().width < zoomed, 'zoomed out', 5000);
  });

  it('keeps Tab inside the dialog', async () => {
    const { el } = await openGallery();
    await realClick(slideButton(el, 'page-01'));
    await until(() => insideDialog(el), 'focus moved into the viewer', 10000);
    // Twelve presses go round the viewer's buttons twice (Shift+Tab is not sent by WebKit's WebDriver here).
    for (let i = 0; i < 12; i++) {
      await sendKeys({ press: 'Tab' });
      expect(insideDialog(el), `after ${i + 1} Tab`).to.equal(true);
    }
  });

  it('opens from the view attribute, closes when it is removed, and reports one beyond the gallery', async () => {
    const { el } = await openGallery('<portfolio-gallery gallery="colour" view="3"></portfolio-gallery>');
    await until(() => caption(el)?.endsWith('3 of 6'), 'third artwork shown', 10000);
    el.removeAttribute('view');
    await until(() => !dialog(el), 'closed');
    const errors = captureConsole('error');
    try {
      el.setAttribute('view', '9');
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
