// What the PDFs take from the site's own code (site.mjs bundles it), so that each is written once: how a caption reads
// an artwork's title, the light theme's colours, and where the portfolio page links to its PDF.
export { titleOf } from '../../../src/core/viewer/items';
export { light } from '../../../src/core/styles';
export { portfolioPdf, selectionPdf } from '../../../src/elements/portfolio-app/pages/portfolioPdf';
