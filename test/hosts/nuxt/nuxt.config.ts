// The page is rendered on the server with our tags and their fallback links; the elements' script runs only in the
// browser (app/plugins/elements.client.ts), as they need the DOM.
const TAGS = ['music-board', 'book-list', 'portfolio-gallery', 'event-list', 'contact-form'];

export default defineNuxtConfig({
  compatibilityDate: '2026-11-01',
  devtools: { enabled: false },
  telemetry: false,
  // Our tags are custom elements, not Vue components: Vue leaves them to the browser.
  vue: { compilerOptions: { isCustomElement: (tag) => TAGS.includes(tag) } },
  app: { head: { title: 'Nuxt host', htmlAttrs: { lang: 'en' } } },
});
