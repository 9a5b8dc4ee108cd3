import { defineConfig } from 'vite';
import vue from '@vitejs/plugin-vue';

const TAGS = ['music-board', 'book-list', 'portfolio-gallery', 'event-list', 'contact-form'];

export default defineConfig({
  plugins: [
    vue({
      // Our tags are custom elements, not Vue components: Vue leaves them to the browser.
      template: { compilerOptions: { isCustomElement: (tag) => TAGS.includes(tag) } },
    }),
  ],
});
