// Glide and the one component the carousel adds to its core, in a chunk of their own: fetched when the visitor first
// reaches for the carousel (PortfolioGallery.tsx), not with the page.
export { default as Glide, Swipe } from '@glidejs/glide/dist/glide.modular.esm.js';
