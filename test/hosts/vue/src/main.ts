import { createApp } from 'vue';
import App from './App.vue';
import { defineElements } from './elements';
// Our tags in Vue's templates, typed (the package's generated types/vue.d.ts).
import type {} from 'illustrator-portfolio/types/vue';

window.defineElements = defineElements;
createApp(App).mount('#app');
