// The PDF portfolios as the build writes them (dist/pdf/portfolio-<lang>.pdf, scripts/build/pdf/), read back with an
// independent reader, pdf.js: a page for the cover, one per artwork and the books' pages; every artwork's title and
// every book's title and ISBN as text, on its page; the document's language; pictures at print size; under 25 MB;
// linked from the portfolio page in its language and served as PDF; and not made again when nothing changed.
// Needs a build: npm run build (or BUILD_QUICK=1 npx rollup -c).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { renderToBuffer } from '@react-pdf/renderer';
import { createElement } from 'react';
import sharp from 'sharp';
import { LANGUAGES } from '../scripts/build/feed.mjs';
import { BOOKS_PER_PAGE, MARGIN, PAGE_WIDTH, PortfolioDocument } from '../scripts/build/pdf/document.mjs';
import { portfolioPdf, writePortfolioPdfs } from '../scripts/build/pdf/index.mjs';
import { selectionPdf } from '../scripts/build/pdf/site.mjs';
import { artworkTitle, CONTENT, serveSite } from './helpers.mjs';

const DIST = 'dist';
const MAX_BYTES = 25e6;
const PRINT_WIDTH = 2000; // px: the largest picture's width at least
const more = JSON.parse(fs.readFileSync('src/content/generated/artworks-more.json', 'utf8'));
/** Every artwork, in the portfolio page's order: the projects, then the Gallery's groups. */
const artworks = CONTENT.sections.flatMap((section) => [...CONTENT.artworks[section.id], ...(more[section.id] ?? [])]);
const books = [...CONTENT.books, ...CONTENT.covers];

/** The PDF as pdf.js reads it: its pages' texts (spaces evened out), its metadata and its pictures' widths. */
async function read(file) {
  const task = getDocument({ data: new Uint8Array(fs.readFileSync(file)), verbosity: 0 });
  const doc = await task.promise;
  const pages = [];
  const widths = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const { items } = await page.getTextContent();
    pages.push(
      items
        .map((item) => item.str + (item.hasEOL ? ' ' : ''))
        .join('')
        .replace(/\s+/g, ' '),
    );
    const { fnArray, argsArray } = await page.getOperatorList();
    fnArray.forEach((op, i) => op === OPS.paintImageXObject && widths.push(argsArray[i][1]));
  }
  const { info } = await doc.getMetadata();
  await task.destroy();
  return { pages, info, widths };
}

/** Each page's texts with where they start and end across the page (pdf.js's text items, in points). */
async function textSpans(data) {
  const task = getDocument({ data: new Uint8Array(data), verbosity: 0 });
  const doc = await task.promise;
  const pages = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const { items } = await (await doc.getPage(n)).getTextContent();
    pages.push(
      items
        .filter((item) => item.str.trim())
        .map((item) => ({ text: item.str, left: item.transform[4], right: item.transform[4] + item.width })),
    );
  }
  await task.destroy();
  return pages;
}

/** The texts that reach past the page's side margins, as "page n: text (from x to y pt)". */
const outsideMargins = (pages) =>
  pages.flatMap((spans, i) =>
    spans
      .filter(({ left, right }) => left < MARGIN.side - 0.5 || right > PAGE_WIDTH - MARGIN.side + 0.5)
      .map(({ text, left, right }) => `page ${i + 1}: "${text}" (${left.toFixed(1)} to ${right.toFixed(1)} pt)`),
  );

const pdfs = {};
before(async () => {
  for (const lang of LANGUAGES) pdfs[lang] = await read(path.join(DIST, portfolioPdf(lang)));
});

for (const lang of LANGUAGES) {
  describe(`the portfolio as PDF in ${lang}`, () => {
    it('has a cover, a page per artwork, then the books a few to a page', () => {
      assert.ok(artworks.length > 10 && books.length > 2, 'the sample content has artworks and books');
      assert.equal(pdfs[lang].pages.length, 1 + artworks.length + Math.ceil(books.length / BOOKS_PER_PAGE));
    });

    it("shows each artwork's title on its own page, and every page's number", () => {
      const { pages } = pdfs[lang];
      artworks.forEach((artwork, i) => {
        const title = artworkTitle(artwork, lang);
        assert.ok(pages[1 + i].includes(title), `page ${2 + i} shows "${title}": ${pages[1 + i]}`);
      });
      pages.forEach((text, i) => assert.match(text, new RegExp(`\\b${i + 1}\\b.*\\b${pages.length}\\b`)));
    });

    it("shows each book's title and its editions' ISBNs on the books' pages", () => {
      const text = pdfs[lang].pages.slice(1 + artworks.length).join(' ');
      for (const book of books) {
        assert.ok(text.includes(book.title.replace(/\s+/g, ' ')), `the books' pages show "${book.title}"`);
        for (const { isbn } of CONTENT.places[book.id].editions) assert.ok(text.includes(isbn), `ISBN ${isbn}`);
      }
    });

    it('is in its language, and names the illustrator', () => {
      assert.equal(pdfs[lang].info.Language, lang);
      assert.equal(pdfs[lang].info.Author, CONTENT.site.owner);
      assert.ok(pdfs[lang].pages[0].includes(CONTENT.site.owner), 'her name on the cover');
    });

    it('has its pictures at print size, and weighs under 25 MB', () => {
      const widest = Math.max(...pdfs[lang].widths);
      assert.ok(widest >= PRINT_WIDTH, `the widest picture is ${widest} px wide`);
      const { size } = fs.statSync(path.join(DIST, portfolioPdf(lang)));
      assert.ok(size < MAX_BYTES, `${(size / 1e6).toFixed(1)} MB`);
    });
  });
}

describe("a selection's PDF", () => {
  it("is its page's link: its recipient's language, its note, her choice of works in her order, then its books", async () => {
    const selections = JSON.parse(fs.readFileSync('src/content/generated/selections.json', 'utf8'));
    assert.ok(selections.length > 0, 'the sample content has a selection');
    for (const selection of selections) {
      const file = path.join(DIST, selectionPdf(selection.key));
      const page = fs.readFileSync(path.join(DIST, selection.language, 's', selection.key, 'index.html'), 'utf8');
      assert.ok(page.includes(`href="./${selectionPdf(selection.key)}"`), 'its page links to it');
      const { pages, info } = await read(file);
      const books = selection.books ?? [];
      assert.equal(pages.length, 1 + selection.artworks.length + Math.ceil(books.length / BOOKS_PER_PAGE));
      assert.equal(info.Language, selection.language);
      assert.ok(pages[0].includes(selection.title), 'its title on the cover');
      selection.artworks.forEach(({ gallery, id }, i) => {
        const artwork =
          CONTENT.artworks[gallery]?.find((item) => item.id === id) ?? more[gallery].find((item) => item.id === id);
        const title = artworkTitle(artwork, selection.language);
        assert.ok(pages[1 + i].includes(title), `page ${2 + i} shows "${title}"`);
      });
    }
  });
});

describe('long titles', () => {
  it("every text of the PDFs the build wrote stays inside the page's side margins", async () => {
    const files = fs.readdirSync(path.join(DIST, 'pdf')).filter((file) => file.endsWith('.pdf'));
    assert.ok(files.length >= 4, files.join());
    for (const file of files)
      assert.deepEqual(outsideMargins(await textSpans(fs.readFileSync(path.join(DIST, 'pdf', file)))), [], file);
  });

  it('an artwork title and a book title of many words wrap, whole, inside the margins', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-long-'));
    try {
      const picture = async (name, width, height) => {
        const file = path.join(dir, `${name}.jpg`);
        await sharp({ create: { width, height, channels: 3, background: '#c84' } })
          .jpeg()
          .toFile(file);
        return { file, width, height };
      };
      // Long ones, and one that filled its lines to the brim (the sample content's, in French).
      const artworkTitles = [
        'The long walk home of the little grey elephant through the autumn forest, past the river and the mill',
        'Croquis au crayon de l’orchestre d’animaux pour les mois de juillet à décembre.',
      ];
      const bookTitle = 'Il lungo viaggio del piccolo elefante grigio attraverso la foresta d’autunno, fino al mare';
      const bytes = await renderToBuffer(
        createElement(PortfolioDocument, {
          lang: 'en',
          title: 'A selection',
          date: new Date('2026-11-27'),
          contact: { owner: CONTENT.site.owner, email: 'me@example.org', siteUrl: CONTENT.site.siteUrl },
          texts: {
            'HOME.TAGLINE': 'Illustrator',
            'PORTFOLIO.PDF.PAGE': 'Page {{n}} of {{total}}',
            'BOOK.BOOKS': 'Books',
            'BOOK.COVER': 'Cover',
          },
          artworks: await Promise.all(
            artworkTitles.map(async (title, i) => ({
              id: `a${i}`,
              title,
              technique: 'Pencil',
              group: 'Animals',
              image: await picture(`wide-${i}`, 1600, 900),
            })),
          ),
          books: [
            {
              id: 'b',
              title: bookTitle,
              credits: 'Text by Someone',
              edition: 'Splen, 2026',
              editions: [],
              image: await picture('cover', 600, 800),
            },
          ],
        }),
      );
      const pages = await textSpans(bytes);
      assert.equal(pages.length, 1 + artworkTitles.length + 1);
      assert.deepEqual(outsideMargins(pages), []);
      const text = (spans) =>
        spans
          .map((span) => span.text)
          .join(' ')
          .replace(/\s+/g, ' ');
      artworkTitles.forEach((title, i) =>
        assert.ok(text(pages[1 + i]).includes(title), `the artwork's whole title: ${text(pages[1 + i])}`),
      );
      assert.ok(text(pages.at(-1)).includes(bookTitle), `the book's whole title: ${text(pages.at(-1))}`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the PDF portfolio on the site', () => {
  let site;
  before(async () => (site = await serveSite()));
  after(() => site?.close());

  it('is linked from the portfolio page in each language, and served as PDF', async () => {
    for (const lang of LANGUAGES) {
      const page = path.join(DIST, lang === 'en' ? '' : lang, 'portfolio', 'index.html');
      assert.ok(fs.readFileSync(page, 'utf8').includes(`href="./${portfolioPdf(lang)}"`), `${page} links to its PDF`);
      const response = await fetch(new URL(portfolioPdf(lang), site.url));
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('content-type'), 'application/pdf');
      await response.arrayBuffer();
    }
  });
});

describe('a build with nothing changed', () => {
  it('reuses the PDFs the build before made, without making them again', async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-again-'));
    const lines = [];
    try {
      const results = await writePortfolioPdfs(out, { log: (line) => lines.push(line) });
      assert.deepEqual(
        results.filter((result) => result.made).map((result) => result.file),
        [],
        lines.join('\n'),
      );
      for (const lang of LANGUAGES) {
        // The very file dist/ holds (the cache's, linked), not one made anew with the same content.
        assert.ok(
          fs
            .readFileSync(path.join(out, portfolioPdf(lang)))
            .equals(fs.readFileSync(path.join(DIST, portfolioPdf(lang)))),
        );
      }
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  });
});
