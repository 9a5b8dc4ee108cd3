// Single images of the site's pages, by role.
export const pictures = {
  home: 'images/home/hero.webp',
  logo: 'images/brand/logo.webp',
  notFound: 'images/not-found.webp',
  portraits: ['images/bio/portrait-1.webp', 'images/bio/portrait-2.webp'],
  flags: { en: 'images/flags/en.svg', it: 'images/flags/it.svg', fr: 'images/flags/fr.svg' },
};
