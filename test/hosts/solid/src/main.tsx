import { render } from 'solid-js/web';
import { App } from './App';
import { defineElements } from './elements';

window.defineElements = defineElements;
render(() => <App />, document.getElementById('app')!);
