import { expect } from '@open-wc/testing';
import { defineElement, type ElementSpec } from './define';
import { captureConsole, until } from './testing';

// The host page defines <book-list> itself, before any of the portfolio's code has loaded it.
class PageBookList extends HTMLElement {}
customElements.define('book-list', PageBookList);

const spec = (tag: string): ElementSpec => ({
  tag,
  summary: 'test element',
  attributes: {},
  events: {},
  parts: {},
  cssProperties: {},
});
const Empty = () => null;

describe('a tag the page already defines', () => {
  afterEach(() => document.querySelectorAll('book-list').forEach((el) => el.remove()));

  it('dist/portfolio.js warns once, naming the tag and saying the page defines it, however many elements it has', async () => {
    const warnings = captureConsole('warn');
    try {
      document.body.insertAdjacentHTML('beforeend', '<book-list></book-list><book-list></book-list>');
      await import('../portfolio');
      document.body.insertAdjacentHTML('beforeend', '<book-list></book-list>'); // one more, seen by the observer
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(warnings.calls).to.have.length(1);
      expect(warnings.calls[0])
        .to.include('<book-list>')
        .and.include('defined by the page itself')
        .and.not.include('included twice');
      expect(customElements.get('book-list')).to.equal(PageBookList);
    } finally {
      warnings.restore();
    }
  });

  it("the element's own script warns once too, and says so apart from our script included twice", async () => {
    const warnings = captureConsole('warn');
    try {
      await import('../elements/book-list/index');
      await until(() => warnings.calls.length > 0);
      expect(warnings.calls).to.have.length(1);
      expect(warnings.calls[0])
        .to.include('<book-list>')
        .and.include('defined by the page itself')
        .and.not.include('included twice');
      expect(customElements.get('book-list')).to.equal(PageBookList);

      defineElement(spec('twice-defined'), Empty);
      expect(warnings.calls).to.have.length(1);
      defineElement(spec('twice-defined'), Empty);
      expect(warnings.calls).to.have.length(2);
      expect(warnings.calls[1])
        .to.include('<twice-defined> is already defined')
        .and.include('included twice')
        .and.not.include('page itself');
    } finally {
      warnings.restore();
    }
  });
});
