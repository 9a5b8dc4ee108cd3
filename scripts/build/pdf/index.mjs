// PDFs of the portfolio, made by the build (rollup.config.mjs, copyStatic): the whole portfolio in each language,
// dist/pdf/portfolio-<lang>.pdf, linked from the portfolio page; and, through makePdf, any choice of artworks and
// books (a selection's). Each PDF is kept in .cache/pdf/ under a hash of all that makes it (its texts, its pictures'
// bytes, this code, the font and the library's version): a build whose content and pictures did not change reuses it,
// in milliseconds, where making it takes seconds. The date on its cover is the day it was made.
// Runnable alone: node scripts/build/pdf/index.mjs [dir]
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { renderToBuffer } from '@react-pdf/renderer';
import { createElement } from 'react';
import { keepOnly, sha256 } from '../cache-files.mjs';
import { LANGUAGES } from '../feed.mjs';
import { eachOf } from '../images.mjs';
import { linkFile } from '../linked-copy.mjs';
import { stage } from '../progress.mjs';
import { portfolioContent } from './content.mjs';
import { FONT_FILES, pageCount, PortfolioDocument, TEXT_KEYS } from './document.mjs';
import { PDF_BUDGET, PDF_CACHE, printPicture, SHARE } from './pictures.mjs';
import { light, portfolioPdf, selectionPdf } from './site.mjs';

/** Where a language's whole-portfolio PDF goes under dist/: where the portfolio page links to. */
export { portfolioPdf };

const here = path.dirname(new URL(import.meta.url).pathname);
const version = (name) => JSON.parse(fs.readFileSync(`node_modules/${name}/package.json`, 'utf8')).version;
/**
 * This code, the site's colours it takes (site.mjs), the font and the libraries that lay out and write the PDF: a
 * change to any makes every PDF anew.
 */
const RECIPE = sha256(
  ...fs
    .readdirSync(here)
    .sort()
    .map((file) => fs.readFileSync(path.join(here, file))),
  ...FONT_FILES.map((file) => fs.readFileSync(file)),
  JSON.stringify(light),
  JSON.stringify(['@react-pdf/renderer', '@react-pdf/layout', '@react-pdf/render', 'pdfkit', 'react'].map(version)),
);

/**
 * Makes the PDF of `artworks` and `books` (ids; all of the portfolio's when left out) in `lang` at `file`, with
 * `title` on its cover (the portfolio's when left out) and `note` under it; from the cache when nothing that makes it
 * changed. Returns { file, made (false when from the cache), bytes, pages, cached (its files under PDF_CACHE) }.
 */
export async function makePdf({ lang, artworks, books, title, note, file }) {
  const content = portfolioContent(lang);
  const pick = (all, ids, kind) =>
    ids ? ids.map((id) => all.find((item) => item.id === id) ?? fail(`pdf: no ${kind} "${id}" in the content`)) : all;
  const chosen = { artworks: pick(content.artworks, artworks, 'artwork'), books: pick(content.books, books, 'book') };
  // Pictures first: their files are part of the key (a picture replaced under the same name makes the PDF anew). Each
  // has its share of the budget: an artwork one part, the cover's picture and a book's cover less (SHARE).
  const part = PDF_BUDGET / (SHARE.artwork * chosen.artworks.length + SHARE.book * chosen.books.length + SHARE.title);
  const withImage = (use) => async (item) => (item.image = await printPicture(item.picture, use, part * SHARE[use]));
  await eachOf(chosen.artworks, withImage('artwork'));
  await eachOf(chosen.books, withImage('book'));
  const coverPicture = await printPicture(content.coverPicture, 'title', part * SHARE.title);
  const props = {
    lang,
    title: title ?? content.t('PORTFOLIO.TITLE'),
    note,
    contact: content.contact,
    texts: Object.fromEntries(TEXT_KEYS.map((key) => [key, content.t(key)])),
    artworks: chosen.artworks,
    books: chosen.books,
    coverPicture,
  };
  const pages = pageCount(chosen.artworks.length, chosen.books.length);
  const key = sha256(
    RECIPE,
    JSON.stringify(props, (name, value) => (name === 'tried' ? undefined : value)), // a picture's file names its bytes
  );
  const cached = path.join(PDF_CACHE, `${key.slice(0, 32)}.pdf`);
  let made = false;
  if (!fs.existsSync(cached)) {
    stage(`pdf: making ${path.basename(file)} (${pages} pages)`);
    const date = new Date();
    const bytes = await renderToBuffer(createElement(PortfolioDocument, { ...props, date }));
    fs.mkdirSync(PDF_CACHE, { recursive: true });
    const partial = `${cached}.${process.pid}.tmp`;
    fs.writeFileSync(partial, bytes);
    fs.renameSync(partial, cached); // whole or not at all
    made = true;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  linkFile(cached, file);
  const pictures = [
    coverPicture,
    ...chosen.artworks.map((item) => item.image),
    ...chosen.books.map((item) => item.image),
  ];
  return {
    file,
    made,
    bytes: fs.statSync(file).size,
    pages,
    cached: [
      path.basename(cached),
      ...pictures
        .flatMap(({ tried }) => tried.flatMap((file) => [file, `${file}.json`]))
        .map((file) => path.relative(PDF_CACHE, file)),
    ],
  };
}

const fail = (message) => {
  throw new Error(message);
};

/** The whole portfolio in each of `languages` under `out` (portfolioPdf); says which were made and which reused. */
export async function writePortfolioPdfs(out, { languages = LANGUAGES, log = console.log } = {}) {
  const results = [];
  const began = Date.now();
  for (const lang of languages) {
    const started = Date.now();
    const result = await makePdf({ lang, file: path.join(out, portfolioPdf(lang)) });
    log(
      `pdf: ${portfolioPdf(lang)} ${result.made ? `made in ${((Date.now() - started) / 1000).toFixed(1)} s` : 'reused from the cache'} (${result.pages} pages, ${(result.bytes / 1e6).toFixed(1)} MB)`,
    );
    if (result.bytes > PDF_BUDGET)
      console.warn(
        `pdf: ${portfolioPdf(lang)} weighs ${(result.bytes / 1e6).toFixed(1)} MB, over the ${PDF_BUDGET / 1e6} MB a mail takes, though its pictures are at their smallest: too many artworks for one PDF`,
      );
    results.push(result);
  }
  log(`pdf: ${results.length} PDFs in ${((Date.now() - began) / 1000).toFixed(1)} s`);
  return results;
}

/**
 * Each selection's PDF (pdf/selection-<key>.pdf, which its page links to), in its recipient's language, with its
 * title and note on the cover and its artworks and books in her order.
 */
export async function writeSelectionPdfs(out, { log = console.log } = {}) {
  const selections = JSON.parse(fs.readFileSync('src/content/generated/selections.json', 'utf8'));
  const results = [];
  for (const selection of selections) {
    const lang = selection.language;
    const result = await makePdf({
      lang,
      title: selection.title,
      note: selection.note[lang],
      artworks: selection.artworks.map(({ gallery, id }) => `${gallery}/${id}`),
      books: selection.books ?? [],
      file: path.join(out, selectionPdf(selection.key)),
    });
    log(
      `pdf: the selection "${selection.id}" ${result.made ? 'made' : 'reused from the cache'} (${result.pages} pages)`,
    );
    results.push(result);
  }
  return results;
}

/** Empties .cache/pdf of what none of `results` (makePdf's, this build's) used: PDFs and pictures of old content. */
export const keepOnlyUsed = (results) => keepOnly(PDF_CACHE, new Set(results.flatMap((result) => result.cached)));

if (import.meta.url === pathToFileURL(process.argv[1]).href) await writePortfolioPdfs(process.argv[2] ?? 'dist');
