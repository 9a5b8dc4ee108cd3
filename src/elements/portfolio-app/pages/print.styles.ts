// Printing a page that shows artworks (a selection, an artwork's own page without JavaScript): one artwork a page,
// whole, with its caption and her name and address; none of the site around it (header, navigation, footer, buttons)
// and dark text on white, whatever the theme. Only the pages that show these import them: no other page's code grows.
// With JavaScript an artwork's page prints from the viewer, whose sheet has the same rules (core/viewer/Viewer.tsx).
import { css } from '../../../core/styles';

/** Whatever the theme, on paper: dark text, no backgrounds (printers leave them out, and light text would stay). */
const onPaper = 'color: #000 !important; background: none !important; box-shadow: none !important;';

/** On a page's element in <main>: the site's header, navigation, footer and skip link are left out of the print. */
export const printedPage = css`
  @media print {
    :has(> main &) > :not(main) {
      display: none !important;
    }
    /* One selector a block: goober joins a list of them with & wrongly, and a bare * too. */
    :has(> main &) {
      ${onPaper}
      background: #fff !important;
    }
    /* The app's own box, whose theme's background fills the rest of the last page under the works. */
    .root:has(main &) {
      background: #fff !important;
    }
    main:has(&) :where(*) {
      ${onPaper}
    }
    main:has(&) {
      padding: 0 !important;
      margin: 0 !important;
    }
  }
`;

/** Left out of the print (a download link, a form). */
export const screenOnly = css`
  @media print {
    display: none !important;
  }
`;

/** Shown in print only: her name and the site's address under an artwork. */
export const printOnly = css`
  display: none;
  @media print {
    display: block;
    margin: 0.4em 0 0;
    font-size: 0.9em;
  }
`;

/** A list of artworks: one a page, each whole within the page, its caption under it. */
export const artworkPerPage = css`
  @media print {
    display: block !important;
    li {
      max-width: none !important;
      break-inside: avoid;
      break-after: page;
      text-align: center;
    }
    li:last-child {
      break-after: auto;
    }
    button {
      display: block;
      cursor: auto;
    }
    /* As large as the page takes it, whole. */
    img {
      width: 100% !important;
      max-height: 80vh;
      object-fit: contain;
      border-radius: 0 !important;
      box-shadow: none !important;
    }
    figcaption {
      align-items: center;
    }
  }
`;
