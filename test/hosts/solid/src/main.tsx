import { render } from 'solid-js/web';
import { App } from './App';
import { defineElements } from './elements';
// Our tags in Solid's templates, typed (the package's generated types/solid.d.ts).
import type {} from 'illustrator-portfolio/types/solid';

window.defineElements = defineElements;
render(() => <App />, document.getElementById('app')!);
