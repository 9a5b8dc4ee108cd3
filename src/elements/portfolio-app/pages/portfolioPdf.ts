/** The whole portfolio as PDF in one language, made by the build (scripts/build/pdf/): its file under the site. */
export const portfolioPdf = (lang: string) => `pdf/portfolio-${lang}.pdf`;
