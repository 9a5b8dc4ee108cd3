import { createApp } from 'vue';
import App from './App.vue';
import { defineElements } from './elements';

window.defineElements = defineElements;
createApp(App).mount('#app');
