// Where a visitor's choice of language is looked for, after the address of the illustrator's pages: the query, the
// cookie, then storage. The one list, read by her pages' first script (demo/inline/before-paint.js) and by i18next's
// detector for the elements on other sites (detectLanguage.ts); the site keeps a choice under `stored`.
export const CHOICE = { query: 'lng', cookie: 'i18next', stored: 'i18nextLng' } as const;
