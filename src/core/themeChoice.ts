// Where a visitor's choice of theme is kept: read by her pages' first script (demo/inline/before-paint.js), which the
// build bundles this into, so it imports nothing, and by the site's code (theme.ts).
export const THEME_KEY = 'portfolio_theme_mode';
