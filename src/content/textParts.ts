/**
 * Texts that only some pages and elements show: each part is an i18next namespace of its own, fetched with the code
 * that shows it instead of with every page. A part holds the content's texts of its name (CONTENT.<part>) and the
 * interface's (src/locales) under the keys listed. The build writes each part apart (scripts/build/content.mjs), the
 * kit fetches them (src/core/i18n.ts); a key is read as any other, `t('PORTFOLIO.NEXT')`, once its part is in.
 */
export const TEXT_PARTS = {
  portfolio: ['PORTFOLIO', 'TECHNIQUE'],
  books: ['BOOK'],
  biography: ['BIO'],
  comics: ['COMICS'],
  contact: ['CONTACTS'],
  music: ['MUSIC'],
  privacy: ['PRIVACY'],
  // What only shows when something is wrong: a bad attribute's message, the page of an address that matches nothing.
  problems: ['ATTRIBUTE', 'NOT_FOUND'],
} as const;

export type TextPart = keyof typeof TEXT_PARTS;
