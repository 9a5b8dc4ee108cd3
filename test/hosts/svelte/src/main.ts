import { mount } from 'svelte';
import App from './App.svelte';
import { defineElements } from './elements';

window.defineElements = defineElements;
mount(App, { target: document.getElementById('app')! });
