import { expect } from '@open-wc/testing';
import { textOf } from './texts';
import en from './generated/en.json';
import italian from './generated/it.json';
import biographyEn from './generated/biography.en.json';
import biographyIt from './generated/biography.it.json';
import booksEn from './generated/books.en.json';
import booksIt from './generated/books.it.json';
import portfolioEn from './generated/portfolio.en.json';
import portfolioIt from './generated/portfolio.it.json';
import itEvents from './generated/events.it.json';
import { books, covers } from './books';
import { comics } from './comics';
import { events } from './events';
import { galleries } from './artworks';
import { sections } from './portfolio';
import { paragraphs } from './biography';
import { pictures } from './index';
import media from './media.json';
import { tracks } from './music';
import { PAGES } from './rules';
import { routes } from '../elements/portfolio-app/routes';

// What the site's code gets from the files under content/, whatever they hold (the files themselves are checked in
// test/content.test.mjs; how edits to them come through, in test/content-edits.test.mjs).
describe('content', () => {
  it('has every part the pages show, in the order they show it', () => {
    for (const [part, list] of Object.entries({ books: [...books, ...covers], comics, sections, paragraphs, tracks }))
      expect(list, part).to.not.be.empty;
    const kinds = sections.map((section) => section.kind);
    expect(kinds, 'projects, then the Gallery’s groups').to.deep.equal(
      [...kinds].sort((a, b) => Number(a === 'group') - Number(b === 'group')),
    );
    for (const book of [...books, ...covers])
      expect(book.illustrator, `${book.id}: the owner when the file names nobody`).to.be.a('string').and.not.equal('');
  });

  it('holds every text as a key whose text each language bundle has, pictures as ids media.json knows', () => {
    const keys = [
      ...paragraphs,
      ...books.map((book) => book.description),
      pictures.home.alt,
      ...Object.values(galleries).flatMap((s) => s.items.map((item) => item.alt)),
    ];
    for (const key of keys) {
      expect(key).to.match(/^CONTENT\./);
      // In the language's bundle, or in the part of the texts it belongs to (src/content/textParts.ts).
      for (const bundles of [
        [en, biographyEn, booksEn, portfolioEn],
        [italian, biographyIt, booksIt, portfolioIt],
      ])
        expect(bundles.map((bundle) => textOf(bundle, key)).find(Boolean), key)
          .to.be.a('string')
          .and.not.equal('');
    }
    for (const event of events) expect(textOf(itEvents, event.title), event.id).to.be.a('string').and.not.equal('');
    const images = [
      ...[...books, ...covers].flatMap((book) => [book.cover, ...book.pages]),
      ...comics.flatMap((comic) => [comic.thumb, ...comic.strips]),
      ...Object.values(galleries).flatMap((section) => section.items.map((item) => item.src)),
      ...events.flatMap((event) => (event.image ? [event.image] : [])),
      pictures.home.image,
    ];
    for (const image of images) expect(media, image).to.have.property(image);
  });

  it('refuses for a book the address of every page of the site', () => {
    const bookIds = [...books, ...covers].map((book) => book.id);
    const pages = routes.map((route) => route.path.split('/')[1]).filter((name) => name && !bookIds.includes(name));
    expect(pages).to.have.length.greaterThan(6);
    expect(PAGES).to.include.members(pages);
  });
});
