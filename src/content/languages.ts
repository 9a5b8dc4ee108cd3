/** The languages of the site, English first (the fallback): the content is written in them, the site speaks them. */
export const LANGUAGES = ['en', 'it', 'fr'] as const;

/** The language shown where no other is asked for, and whose pages have no folder of their own on the site. */
export const FALLBACK_LANGUAGE: (typeof LANGUAGES)[number] = LANGUAGES[0];
