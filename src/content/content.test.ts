import { expect } from '@open-wc/testing';
import { content, validateContent } from './schema';

describe('content', () => {
  it('passes its schema', () => {
    expect(validateContent()).to.deep.equal([]);
  });

  it('has the counts the spec fixes', () => {
    expect(content.galleries.portfolio.items).to.have.length(17);
    expect(content.comics).to.have.length(9);
    for (const comic of content.comics) expect(comic.strips, comic.id).to.have.length(comic.id === 'mare-spiaggia' ? 6 : 4);
    expect(content.covers).to.have.length(3);
    expect(content.tracks).to.have.length(14);
    expect(content.tracks.map((track) => track.file)).to.deep.equal(Array.from({ length: 14 }, (_, i) => `audio/${String(i).padStart(2, '0')}.mp3`));
    const pages = Object.fromEntries([...content.books, ...content.covers].map((book) => [book.id, book.pages.length]));
    expect(pages).to.deep.equal({ sentichemusica: 6, aspassotraipianeti: 4, passionelego: 2, robot: 2, formulauno: 3 });
  });

  it('has the book facts that are known', () => {
    const [senti, pianeti] = content.books;
    expect(senti).to.deep.include({ title: 'Senti che Musica!', edition: { publisher: 'Splen edizioni', year: 2024 } });
    expect(senti.author, 'written and illustrated by the illustrator').to.equal(undefined);
    expect(pianeti).to.deep.include({ title: 'A spasso tra i pianeti', author: 'Clelia Lombardo', edition: { publisher: 'Splen edizioni', year: 2025 } });
    expect(content.covers.slice(0, 2).map((book) => [book.author, book.edition.publisher, book.edition.year])).to.deep.equal([
      ['Francesco Frangioja', 'libri SANDIT', 2023],
      ['Francesco Frangioja', 'libri SANDIT', 2024],
    ]);
  });

  it('names the entry and the field of a broken entry', () => {
    const broken = structuredClone(content);
    broken.books[1].cover = 'images/nope';
    broken.comics[3].description = 'COMICS.NOPE';
    broken.site.email = 'not-an-address';
    broken.covers[0].id = 'sentichemusica';
    const problems = validateContent(broken);
    expect(problems.find((p) => p.startsWith('books[1] "aspassotraipianeti" cover:'))).to.include('images/nope');
    expect(problems.find((p) => p.startsWith('comics[3] "mare-spiaggia" description:'))).to.include('COMICS.NOPE');
    expect(problems.some((p) => p.startsWith('site.email'))).to.equal(true);
    expect(problems.some((p) => p.includes('"sentichemusica" is used twice'))).to.equal(true);
  });

  it('rejects an event on a date that does not exist, a bad time zone or link, an end before the start and a repeated id', () => {
    const broken = structuredClone(content);
    broken.events[0].start = '2027-02-30T16:30';
    broken.events[1].timeZone = 'Europe/Atlantis';
    broken.events[1].url = 'ftp://example.org/';
    broken.events[2].end = broken.events[2].start.replace(/T.*/, 'T08:00');
    broken.events[3].id = broken.events[4].id;
    broken.events[5].title = { en: '', it: 'Solo in italiano' };
    const problems = validateContent(broken);
    const [first, second, third] = broken.events;
    expect(problems.find((p) => p.startsWith(`events[0] "${first.id}" start:`))).to.include('2027-02-30').and.include('not a real date');
    expect(problems.find((p) => p.startsWith(`events[1] "${second.id}" timeZone:`))).to.include('Europe/Atlantis');
    expect(problems.some((p) => p.startsWith(`events[1] "${second.id}" url:`))).to.equal(true);
    expect(problems.some((p) => p.startsWith(`events[5] "${broken.events[5].id}" title.en:`)), 'an empty English title').to.equal(true);
    expect(problems.find((p) => p.startsWith(`events[2] "${third.id}" end:`))).to.include('is not after the start');
    expect(problems.some((p) => p.includes(`"${broken.events[4].id}" is used twice`))).to.equal(true);
    expect(validateContent({ ...content, events: [{ ...content.events[0], start: '2027-03-14 16:30' }] })[0]).to.include('not a local date-time');
  });
});
