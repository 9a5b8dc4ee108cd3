import { expect } from '@open-wc/testing';
import { defineElement } from '../../core/define';
import { setLanguage } from '../../core/i18n';
import { captureConsole, mount, until, attributeMessages } from '../../core/testing';
import { site } from '../../content';
import { CHOICE } from '../../core/languageChoice';
import { registry } from '../registry';
import { PrivacyNotice } from './PrivacyNotice';
import './index';

const text = (el: HTMLElement) => el.shadowRoot!.textContent ?? '';

describe('<privacy-notice>', () => {
  beforeEach(async () => {
    await setLanguage('en');
  });

  it('shows the Italian notice, a divider, then the English one', async () => {
    const el = await mount('<privacy-notice></privacy-notice>');
    const articles = [...el.shadowRoot!.querySelectorAll('article')];
    expect(articles.map((a) => a.lang)).to.deep.equal(['it', 'en']);
    const divider = articles[0].nextElementSibling!;
    expect(divider.tagName).to.equal('HR');
    expect(divider.nextElementSibling).to.equal(articles[1]);
    for (const word of ['rettifica', 'cookie', 'rectification', 'opposition', 'advertising', 'statistical']) {
      expect(text(el).toLowerCase()).to.include(word);
    }
    expect(text(el)).to.include(site.owner);
  });

  it('links to the configured e-mail and names what the browser stores', async () => {
    const el = await mount('<privacy-notice></privacy-notice>');
    const mailto = [...el.shadowRoot!.querySelectorAll('a')].filter((a) => a.href === `mailto:${site.email}`);
    expect(mailto.length).to.be.greaterThan(1);
    for (const key of [CHOICE.stored, CHOICE.cookie, 'theme_mode', 'sessionStorage']) expect(text(el)).to.include(key);
    expect(text(el)).not.to.include('{{');
  });

  it('puts the e-mail link inside its texts, and writes its contact link in every language (<Trans>)', async () => {
    const el = await mount('<privacy-notice></privacy-notice>');
    const owner = [...el.shadowRoot!.querySelectorAll('p')].find((p) =>
      p.textContent!.startsWith('The data controller'),
    )!;
    expect(owner.textContent).to.equal(
      `The data controller for the data collected through this website is ${site.owner}.`,
    );
    const question = [...el.shadowRoot!.querySelectorAll('p')].find((p) =>
      p.textContent!.startsWith('If you have any question'),
    )!;
    expect(question.textContent).to.equal(
      `If you have any question about your privacy, you can write to ${site.email} at any time.`,
    );
    expect(question.querySelector('a')!.outerHTML).to.equal(`<a href="mailto:${site.email}">${site.email}</a>`);
    const contact = () => el.shadowRoot!.querySelector('[part="notice"] > p:last-child')!;
    for (const [lang, words] of [
      ['en', 'Write to'],
      ['it', 'Scrivi a'],
      ['fr', 'Écrire à'],
    ]) {
      el.setAttribute('lang', lang);
      await until(() => contact().textContent!.startsWith(words), `${lang}: ${contact().textContent}`);
      expect(contact().innerHTML).to.equal(`<a href="mailto:${site.email}">${words} ${site.email}</a>`);
    }
  });

  it('styles itself from adopted sheets and adds no <style> to the page', async () => {
    const before = document.querySelectorAll('style').length;
    const el = await mount('<privacy-notice></privacy-notice>');
    expect(el.shadowRoot!.adoptedStyleSheets.length).to.be.greaterThan(1);
    expect(el.shadowRoot!.querySelector('style')).to.equal(null);
    expect(document.querySelectorAll('style').length).to.equal(before);
    const heading = el.shadowRoot!.querySelector('h2')!;
    expect(getComputedStyle(heading).color).to.equal('rgb(78, 64, 57)'); // the light theme's primary
  });

  it("is not restyled by the host page's CSS beyond custom properties", async () => {
    const page = new CSSStyleSheet();
    page.replaceSync('h2 { color: rgb(255, 0, 0) !important; } * { font: 30px serif; line-height: 3; }');
    document.adoptedStyleSheets = [page];
    try {
      const el = await mount('<privacy-notice></privacy-notice>');
      const root = el.shadowRoot!.querySelector('.root')!;
      expect(getComputedStyle(el.shadowRoot!.querySelector('h2')!).color).to.equal('rgb(78, 64, 57)');
      expect(getComputedStyle(root).fontSize).to.equal('16px');
      expect(getComputedStyle(root).fontFamily).not.to.include('serif,');
      el.style.setProperty('--portfolio-primary', 'rgb(0, 128, 0)');
      expect(getComputedStyle(el.shadowRoot!.querySelector('h2')!).color).to.equal('rgb(0, 128, 0)');
    } finally {
      document.adoptedStyleSheets = [];
    }
  });

  it('reports a bad lang attribute inside the element and once on the console, then recovers', async () => {
    const errors = captureConsole('error');
    try {
      const el = await mount('<privacy-notice lang="xx"></privacy-notice>');
      expect((await attributeMessages(el))[0])
        .to.include('lang')
        .and.include('xx')
        .and.include('en, it, fr');
      expect(el.shadowRoot!.querySelector('article')).to.exist; // the notice still shows
      await until(() => errors.calls.length > 0);
      expect(errors.calls).to.have.length(1);
      expect(errors.calls[0]).to.include('<privacy-notice>').and.include('lang="xx"');
      el.setAttribute('lang', 'it');
      await until(() => !el.shadowRoot!.querySelector('[role="status"]'));
    } finally {
      errors.restore();
    }
  });

  it('translates its own labels by its lang attribute, and follows the page again when it is removed', async () => {
    const el = await mount('<privacy-notice lang="fr"></privacy-notice>');
    const root = () => el.shadowRoot!.querySelector('.root')!;
    expect(root().getAttribute('lang')).to.equal('fr');
    const contact = () => [...el.shadowRoot!.querySelectorAll('a')].at(-1)!.textContent;
    const french = contact();
    el.removeAttribute('lang');
    await until(() => root().getAttribute('lang') === 'en');
    expect(contact()).not.to.equal(french);
    await setLanguage('it');
    await until(() => root().getAttribute('lang') === 'it');
  });

  it('takes the theme from its attribute, else the page’s (src/core/theme.test.ts)', async () => {
    const el = await mount('<privacy-notice theme="dark"></privacy-notice>');
    const root = () => el.shadowRoot!.querySelector('.root')!;
    const paper = () => getComputedStyle(el.shadowRoot!.querySelector('[part="notice"]')!).backgroundColor;
    expect(root().getAttribute('data-theme')).to.equal('dark');
    expect(paper()).to.equal('rgb(38, 33, 30)');
    el.setAttribute('theme', '');
    await until(() => root().getAttribute('data-theme') === 'light');
    expect(paper()).to.equal('rgb(255, 255, 255)');
  });

  it('skips a second registration of the tag with a warning', () => {
    const warnings = captureConsole('warn');
    try {
      expect(() => defineElement(registry['privacy-notice'], PrivacyNotice)).not.to.throw();
      expect(warnings.calls.join()).to.include('<privacy-notice> is already defined');
    } finally {
      warnings.restore();
    }
  });
});
