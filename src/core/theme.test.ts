// Which theme an embedded element shows without a `theme` attribute: the colour scheme of the page it is in, never
// the visitor's system setting alone (a publisher's light page in a dark-mode browser stays light).
import { expect, fixture } from '@open-wc/testing';
import { setLanguage } from './i18n';
import { setTheme } from './theme';
import { mount, preferColorScheme, rendered, until } from './testing';
import '../elements/privacy-notice/index';

const themeOf = (el: HTMLElement) => el.shadowRoot!.querySelector('.root')!.getAttribute('data-theme');
const paper = (el: HTMLElement) => getComputedStyle(el.shadowRoot!.querySelector('[part="notice"]')!).backgroundColor;
const LIGHT_PAPER = 'rgb(255, 255, 255)';
const DARK_PAPER = 'rgb(38, 33, 30)';

describe('theme of an embedded element', () => {
  let restore: () => Promise<void>;
  before(async () => {
    await setLanguage('en');
    restore = await preferColorScheme('dark');
    expect(matchMedia('(prefers-color-scheme: dark)').matches, 'the browser prefers dark').to.equal(true);
  });
  after(() => restore());
  afterEach(() => {
    document.querySelectorAll('meta[name="color-scheme"]').forEach((meta) => meta.remove());
    document.documentElement.style.colorScheme = '';
    setTheme('light');
  });

  it('is light on a page that declares no colour scheme, in a dark-mode browser', async () => {
    setTheme('dark'); // not even the visitor's choice on the illustrator's site reaches a publisher's page
    const el = await mount('<privacy-notice></privacy-notice>');
    expect(themeOf(el)).to.equal('light');
    expect(paper(el)).to.equal(LIGHT_PAPER);
  });

  it('is dark on a page whose <meta name="color-scheme"> says dark, and follows the system on a "light dark" page', async () => {
    const meta = Object.assign(document.createElement('meta'), { name: 'color-scheme', content: 'dark' });
    document.head.append(meta);
    const el = await mount('<privacy-notice></privacy-notice>');
    expect(themeOf(el)).to.equal('dark');
    expect(paper(el)).to.equal(DARK_PAPER);
    meta.content = 'only light';
    await until(() => themeOf(el) === 'light', 'the page turned light');
    meta.content = 'light dark';
    await until(() => themeOf(el) === 'dark', 'a page offering both shows the visitor’s dark');
  });

  it('is dark on a page whose CSS gives :root color-scheme: dark, and turns when the page does', async () => {
    document.documentElement.style.colorScheme = 'dark';
    const el = await mount('<privacy-notice></privacy-notice>');
    expect(themeOf(el)).to.equal('dark');
    expect(paper(el)).to.equal(DARK_PAPER);
    document.documentElement.style.colorScheme = 'light';
    await until(() => themeOf(el) === 'light', 'the page turned light');
  });

  it('takes the colour scheme of the part of the page it sits in', async () => {
    const block = await fixture<HTMLElement>('<div style="color-scheme: dark"><privacy-notice></privacy-notice></div>');
    const el = block.querySelector<HTMLElement>('privacy-notice')!;
    await rendered(el);
    expect(themeOf(el)).to.equal('dark');
  });

  it('shows its theme attribute whatever the page says, and the page’s again once it is removed', async () => {
    const el = await mount('<privacy-notice theme="dark"></privacy-notice>');
    expect(themeOf(el)).to.equal('dark');
    expect(paper(el)).to.equal(DARK_PAPER);
    document.documentElement.style.colorScheme = 'dark';
    el.setAttribute('theme', 'light');
    await until(() => themeOf(el) === 'light', 'theme="light" on a dark page');
    el.removeAttribute('theme');
    await until(() => themeOf(el) === 'dark', 'the page’s dark once the attribute is gone');
  });
});
