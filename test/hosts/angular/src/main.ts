import { bootstrapApplication } from '@angular/platform-browser';
import { App, site } from './app';

const tags = ['music-board', 'book-list', 'portfolio-gallery', 'event-list', 'contact-form'];

declare global {
  interface Window {
    defineElements(): Promise<void>;
  }
}

// The elements' script is not in the page: the test loads it once Angular has rendered, as when portfolio.js comes
// late from another origin, so the bindings of app.ts reach the elements before they are defined.
window.defineElements = async () => {
  const script = Object.assign(document.createElement('script'), { type: 'module', src: `${site}portfolio.js` });
  document.head.append(script);
  await Promise.all(tags.map((tag) => customElements.whenDefined(tag)));
};

bootstrapApplication(App).catch((error) => console.error(error));
