// The PDF's pages as React components (@react-pdf/renderer): a cover, one page per artwork, then the books a few to a
// page; every page numbered. A4, its text and pictures kept inside the part of the page that A4 and US Letter share
// (210 × 279 mm) with a printer's margin to spare, so it prints whole on either paper, even at 100 %.
import { Document, Font, Image, Link, Page, Text, View } from '@react-pdf/renderer';
import { createElement as h } from 'react';
import { light } from './site.mjs';

export const PAPER = 'A4';
/** How many books a page holds (the tests count the pages from it). */
export const BOOKS_PER_PAGE = 3;
/** The pages a PDF of `artworks` and `books` has: its cover, one per artwork, the books' pages. */
export const pageCount = (artworks, books) => 1 + artworks + Math.ceil(books / BOOKS_PER_PAGE);

// The site's hand font (Yomogi, as self-hosted: its Latin and Latin Extended subsets), WOFF: what the PDF library's
// font reader takes. Glyphs neither subset has fall back to Helvetica, one of the PDF's own fonts.
export const FONT_FILES = ['yomogi-latin-400-normal.woff', 'yomogi-latin-ext-400-normal.woff'].map(
  (file) => `node_modules/@fontsource/yomogi/files/${file}`,
);
FONT_FILES.forEach((src, i) => Font.register({ family: `Yomogi${i}`, src }));
const HAND = [...FONT_FILES.map((_, i) => `Yomogi${i}`), 'Helvetica'];
// Words are not cut: the library's hyphenation is English's, and the PDFs are in three languages.
Font.registerHyphenationCallback((word) => [word]);

/** The interface's texts the pages show (src/locales), resolved by the caller into `texts`, {{name}} filled here. */
export const TEXT_KEYS = ['HOME.TAGLINE', 'PORTFOLIO.PDF.PAGE', 'BOOK.BOOKS', 'BOOK.COVER'];
const fill = (text, values) => text.replace(/\{\{(\w+)\}\}/g, (_, name) => values[name]);

const mm = (n) => (n * 72) / 25.4;
// A4 is 297 mm tall, Letter 279.4: centred on Letter at 100 %, 8.8 mm go at the top and the bottom, so nothing comes
// nearer than 18 mm to A4's top and bottom edges (9 mm from Letter's: clear of a printer's unprintable border). Letter
// is the wider: 15 mm at the sides are 18 mm there.
export const MARGIN = { top: mm(20), bottom: mm(28), side: mm(15) };
const FOOTER = mm(18); // the page number's line, from the bottom edge
export const [PAGE_WIDTH, PAGE_HEIGHT] = [mm(210), mm(297)];
// An artwork's page: its group's name, the picture's box, the caption (a title on two lines at most), each of a fixed
// height, so that no title however long pushes the page over into another.
const GROUP = mm(12);
const CAPTION = mm(27);
const BOX = {
  width: PAGE_WIDTH - 2 * MARGIN.side,
  height: PAGE_HEIGHT - MARGIN.top - MARGIN.bottom - GROUP - CAPTION,
};
/**
 * An artwork's title in the hand font, smaller the longer it is, so that a long one still fits on the caption's two
 * lines (past those the library would cut it). The sizes are the caption's two lines at about 40, 60 and 90 letters.
 */
const titleSize = (title) => (title.length <= 40 ? 20 : title.length <= 60 ? 16 : title.length <= 90 ? 13 : 11);

/** A picture's size in the box: as large as fits, whole. */
const fitted = ({ width, height }) => {
  const scale = Math.min(BOX.width / width, BOX.height / height);
  return { width: width * scale, height: height * scale };
};

const style = {
  page: {
    paddingTop: MARGIN.top,
    paddingBottom: MARGIN.bottom,
    paddingHorizontal: MARGIN.side,
    fontFamily: 'Helvetica',
    fontSize: 10.5,
    color: light.text,
    backgroundColor: '#ffffff', // paper, not the screen's near-white
  },
  footer: {
    position: 'absolute',
    bottom: FOOTER,
    left: MARGIN.side,
    right: MARGIN.side,
    flexDirection: 'row',
    justifyContent: 'space-between',
    fontSize: 8.5,
    color: light['text-muted'],
    borderTop: `0.5pt solid ${light.border}`,
    paddingTop: mm(1.5),
  },
  hand: { fontFamily: HAND, color: light.primary },
  muted: { color: light['text-muted'] },
  link: { color: light.primary, textDecoration: 'none' },
};

/** The name and the page's number, on every page. */
const Footer = ({ owner, siteUrl, texts }) =>
  h(
    View,
    { style: style.footer, fixed: true },
    h(Text, null, `${owner} · ${siteUrl.replace(/^https?:\/\/|\/$/g, '')}`),
    h(Text, {
      render: ({ pageNumber, totalPages }) => fill(texts['PORTFOLIO.PDF.PAGE'], { n: pageNumber, total: totalPages }),
    }),
  );

/** Her name, what she does, the title (and a note, for a selection), how to reach her, and the date. */
function Cover({ contact, texts, title, note, date, lang, picture }) {
  return h(
    Page,
    { size: PAPER, style: style.page },
    h(
      View,
      { style: { flexGrow: 1, justifyContent: 'center' } },
      h(Text, { style: [style.hand, { fontSize: 40, lineHeight: 1.1 }] }, contact.owner),
      h(Text, { style: { fontSize: 14, marginTop: mm(3) } }, texts['HOME.TAGLINE']),
      picture &&
        h(Image, {
          src: picture.file,
          style: { marginVertical: mm(10), maxHeight: mm(110), objectFit: 'contain', objectPosition: 'left' },
        }),
      h(Text, { style: [style.hand, { fontSize: 24, marginTop: mm(8) }] }, title),
      note && h(Text, { style: { fontSize: 12, marginTop: mm(4), maxWidth: mm(150) } }, note),
      h(
        View,
        { style: { marginTop: mm(10), fontSize: 12 } },
        h(Link, { src: `mailto:${contact.email}`, style: style.link }, contact.email),
        h(Link, { src: contact.siteUrl, style: style.link }, contact.siteUrl),
        h(
          Text,
          { style: [style.muted, { marginTop: mm(4) }] },
          new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(date),
        ),
      ),
    ),
    h(Footer, { ...contact, texts }),
  );
}

/** One artwork: its group above, the picture as large as the page allows, its title and technique below. */
const ArtworkPage = ({ artwork, contact, texts }) =>
  h(
    Page,
    { size: PAPER, style: style.page },
    h(Text, { style: [style.hand, { fontSize: 14, height: GROUP }] }, artwork.group),
    // The picture with its caption right under it, the two in the middle of the page.
    h(
      View,
      { style: { height: BOX.height + CAPTION, alignItems: 'center', justifyContent: 'center' } },
      h(Image, { src: artwork.image.file, style: fitted(artwork.image) }),
      h(
        View,
        // As wide as the box: a centred item is as wide as its text otherwise, and a long title never wraps. A few
        // millimetres in from each side: a centred line the library fills to the brim came out a point or two wider.
        {
          style: {
            width: BOX.width,
            height: CAPTION,
            paddingTop: mm(4),
            paddingHorizontal: mm(5),
            alignItems: 'center',
            textAlign: 'center',
          },
        },
        h(Text, { style: [style.hand, { fontSize: titleSize(artwork.title) }], maxLines: 2 }, artwork.title),
        h(
          Text,
          { style: [style.muted, { marginTop: mm(1) }], maxLines: 1 },
          [artwork.technique, artwork.group].filter(Boolean).join(' · '),
        ),
      ),
    ),
    h(Footer, { ...contact, texts }),
  );

/** A book: its cover, title, who wrote and illustrated it, its publisher, and each edition's ISBN. */
const Book = ({ book, texts }) =>
  h(
    View,
    { style: { flexDirection: 'row', marginBottom: mm(8), height: mm(68) }, wrap: false },
    h(Image, {
      src: book.image.file,
      style: { width: mm(50), height: mm(68), flexShrink: 0, objectFit: 'contain', objectPosition: 'top' },
    }),
    // The rest of the row, whatever its texts' length: a long title wraps in it rather than widen it past the margin.
    h(
      View,
      { style: { marginLeft: mm(8), flexGrow: 1, flexShrink: 1, flexBasis: 0 } },
      h(Text, { style: [style.hand, { fontSize: 17, marginBottom: mm(2) }] }, book.title),
      book.cover && h(Text, { style: style.muted }, texts['BOOK.COVER']),
      h(Text, null, book.credits),
      h(Text, null, book.edition),
      ...book.editions.map((edition) =>
        h(Text, { key: edition.isbn, style: { marginTop: mm(1.5) } }, `${edition.text} · ISBN ${edition.isbn}`),
      ),
    ),
  );

const BooksPage = ({ books, contact, texts }) =>
  h(
    Page,
    { size: PAPER, style: style.page },
    h(Text, { style: [style.hand, { fontSize: 22, marginBottom: mm(6) }] }, texts['BOOK.BOOKS']),
    ...books.map((book) => h(Book, { key: book.id, book, texts })),
    h(Footer, { ...contact, texts }),
  );

/**
 * The whole document. `artworks` and `books` carry their print pictures (`image`); `title` is the cover's, `note` a
 * word to the reader under it; `date` the day it was made.
 */
export function PortfolioDocument({ lang, title, note, date, contact, texts, artworks, books, coverPicture }) {
  const pages = [];
  for (let i = 0; i < books.length; i += BOOKS_PER_PAGE) pages.push(books.slice(i, i + BOOKS_PER_PAGE));
  return h(
    Document,
    {
      title: `${contact.owner}: ${title}`,
      author: contact.owner,
      subject: title,
      language: lang,
      creator: contact.siteUrl,
      producer: 'react-pdf',
      creationDate: date,
      modificationDate: date,
    },
    h(Cover, { contact, texts, title, note, date, lang, picture: coverPicture }),
    ...artworks.map((artwork) => h(ArtworkPage, { key: artwork.id, artwork, contact, texts })),
    ...pages.map((list, i) => h(BooksPage, { key: i, books: list, contact, texts })),
  );
}
