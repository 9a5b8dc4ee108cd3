import { render } from 'preact';
import { App, site } from './App';
// Our tags in Preact's templates, typed (the package's generated types/preact.d.ts).
import type {} from 'illustrator-portfolio/types/preact';

// The elements' script comes after the first render, as from another origin: the runner calls this when it is ready.
const TAGS = ['music-board', 'book-list', 'portfolio-gallery', 'event-list', 'contact-form'];
window.defineElements = () => {
  const script = document.createElement('script');
  script.type = 'module';
  script.src = `${site}portfolio.js`;
  document.head.append(script);
  return Promise.all(TAGS.map((tag) => customElements.whenDefined(tag))).then(() => undefined);
};

render(<App />, document.getElementById('root')!);

declare global {
  interface Window {
    defineElements(): Promise<void>;
  }
}
