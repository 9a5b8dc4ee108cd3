import { expect } from '@open-wc/testing';
import { textOf } from '../core/testing';
import en from './generated/en.json';
import itEvents from './generated/events.it.json';
import italian from './generated/it.json';
import { books, covers } from './books';
import { comics } from './comics';
import { events } from './events';
import { galleries } from './artworks';
import { sections } from './portfolio';
import { paragraphs } from './biography';
import { pictures } from './index';
import { tracks } from './music';
import { PAGES } from './compile';
import { routes } from '../elements/portfolio-app/routes';

// What the site's code gets from the files under content/ (the files themselves are checked in test/content.test.mjs).
describe('content', () => {
  it('has the counts the spec fixes', () => {
    expect(galleries.portfolio.items).to.have.length(17);
    expect(comics).to.have.length(9);
    for (const comic of comics) expect(comic.strips, comic.id).to.have.length(comic.id === 'mare-spiaggia' ? 6 : 4);
    expect(covers).to.have.length(3);
    expect(tracks).to.have.length(14);
    expect(tracks.map((track) => track.file)).to.deep.equal(Array.from({ length: 14 }, (_, i) => `audio/${String(i).padStart(2, '0')}.mp3`));
    const pages = Object.fromEntries([...books, ...covers].map((book) => [book.id, book.pages.length]));
    expect(pages).to.deep.equal({ sentichemusica: 6, aspassotraipianeti: 4, passionelego: 2, robot: 2, formulauno: 3 });
    expect(sections.map((section) => [section.kind, section.slug])).to.deep.equal([
      ['project', 'illustrations'],
      ['project', 'character-design'],
      ['project', 'sketch-to-final'],
      ['group', 'black-and-white'],
      ['group', 'colour'],
      ['group', 'competition-2019'],
    ]);
  });

  it('has the book facts that are known, in the files\' order', () => {
    const [senti, pianeti] = books;
    expect(senti).to.deep.include({ title: 'Senti che Musica!', edition: { publisher: 'Splen edizioni', year: 2024 } });
    expect(senti.author, 'written and illustrated by the illustrator').to.equal(undefined);
    expect(pianeti).to.deep.include({ title: 'A spasso tra i pianeti', author: 'Clelia Lombardo', edition: { publisher: 'Splen edizioni', year: 2025 } });
    expect(covers.slice(0, 2).map((book) => [book.author, book.edition.publisher, book.edition.year])).to.deep.equal([
      ['Francesco Frangioja', 'libri SANDIT', 2023],
      ['Francesco Frangioja', 'libri SANDIT', 2024],
    ]);
  });

  it('holds every text as a key whose text each language bundle has, pictures as ids media.json knows', () => {
    const keys = [...paragraphs, ...books.map((book) => book.description), pictures.home.alt, ...Object.values(galleries).flatMap((s) => s.items.map((item) => item.alt))];
    for (const key of keys) {
      expect(key).to.match(/^CONTENT\./);
      expect(textOf(en, key), key).to.be.a('string').and.not.equal('');
      expect(textOf(italian, key), key).to.be.a('string').and.not.equal('');
    }
    expect(textOf(italian, books[0].description)).to.not.equal(textOf(en, books[0].description));
    expect(books[0].cover).to.equal('images/books/sentichemusica/cover');
    expect(paragraphs).to.have.length(6);
    for (const event of events) expect(textOf(itEvents, event.title), event.id).to.be.a('string').and.not.equal('');
  });

  it('keeps the Italian instrument names of the original music page', () => {
    expect(tracks.map((track) => textOf(italian, track.label))).to.include.members(['Violino', 'Applausi']);
  });

  it('refuses for a book the address of every page of the site', () => {
    const bookIds = [...books, ...covers].map((book) => book.id);
    const pages = routes.map((route) => route.path.split('/')[1]).filter((name) => name && !bookIds.includes(name));
    expect(pages).to.have.length.greaterThan(6);
    expect(PAGES).to.include.members(pages);
  });
});
