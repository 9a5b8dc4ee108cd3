// The site's code, in the site's folder: what her pages' first script imports once the page is painted
// (demo/inline/before-paint.js), the entry the build names so (rollup.config.mjs) and what a saved copy keeps with all
// it imports (scripts/build/offline.mjs). No imports: the build's scripts read it as it is.
export const SITE_CODE = 'site.js';
