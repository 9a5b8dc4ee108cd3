// Single images of the site's pages, by role.
export const pictures = {
  home: 'images/home/hero',
  logo: 'images/brand/logo',
  notFound: 'images/not-found',
  portraits: ['images/bio/portrait-1', 'images/bio/portrait-2'],
  flags: { en: 'images/flags/en', it: 'images/flags/it', fr: 'images/flags/fr' },
};
