// What the service worker keeps, and what never: the editor, the selections and the embed pages, and whatever they
// fetch, are never the site's to keep offline.
import { expect } from '@open-wc/testing';
import { kindOf } from './rules';

const site = new URL('https://illustrator.example/portfolio/');
const kind = (path: string, referrer?: string) =>
  kindOf(new URL(path, site), site, referrer && new URL(referrer, site).href);

describe('what the site keeps offline', () => {
  it('keeps its pages, its code and its pictures, each as what it is', () => {
    expect(kind('')).to.equal('page');
    expect(kind('it/books/')).to.equal('page');
    expect(kind('portfolio/colour/2/')).to.equal('page');
    expect(kind('chunks/react-AbC123.js')).to.equal('chunk');
    expect(kind('offline/chunks/saveCopy-AbC123.js')).to.equal('chunk');
    expect(kind('elements/book-list.js')).to.equal('entry');
    expect(kind('offline/site.js')).to.equal('entry');
    expect(kind('images/books/cover-640.avif')).to.equal('picture');
    expect(kind('fonts/yomogi-latin-400-normal.woff2')).to.equal('picture');
  });

  it('never keeps the editor, a selection, an embed page, nor what they show', () => {
    for (const path of ['admin/', 'admin/config.yml', 's/a1b2c3/', 'it/s/a1b2c3/', 'fr/s/x/', 'embed/book-list/'])
      expect(kind(path), path).to.equal(null);
    expect(kind('images/books/cover-640.avif', 's/a1b2c3/')).to.equal(null);
    expect(kind('images/books/cover-640.avif', 'it/s/a1b2c3/')).to.equal(null);
    expect(kind('chunks/react-AbC123.js', 'admin/')).to.equal(null);
  });

  it('keeps nothing unlisted, off the site, or outside its folder', () => {
    for (const path of ['audio/theme.mp3', 'calendar/events-en.ics', 'feed-en.atom', 'sitemap.xml', '?lng=it'])
      expect(kind(path), path).to.equal(null);
    expect(kindOf(new URL('https://elsewhere.example/portfolio/'), site)).to.equal(null);
    expect(kindOf(new URL('https://illustrator.example/other/'), site)).to.equal(null);
  });
});
