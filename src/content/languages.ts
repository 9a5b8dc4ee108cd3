/** The languages of the site, English first (the fallback): the content is written in them, the site speaks them. */
export const LANGUAGES = ['en', 'it', 'fr'] as const;
