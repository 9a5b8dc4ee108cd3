/** The whole portfolio as PDF in one language, made by the build (scripts/build/pdf/): its file under the site. */
export const portfolioPdf = (lang: string) => `pdf/portfolio-${lang}.pdf`;

/** A selection's PDF (scripts/build/pdf/), which its page links to: unlisted as the page is (its key in the name). */
export const selectionPdf = (key: string) => `pdf/selection-${key}.pdf`;
