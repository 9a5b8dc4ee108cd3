import { mount } from 'svelte';
import App from './App.svelte';
import { defineElements } from './elements';
// Our tags in Svelte's templates, typed (the package's generated types/svelte.d.ts).
import type {} from 'illustrator-portfolio/types/svelte';

window.defineElements = defineElements;
mount(App, { target: document.getElementById('app')! });
