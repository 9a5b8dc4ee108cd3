// The elements' script comes from the illustrator's site, late, as a script from another origin does: the app
// renders first, with the tags still undefined. The tests pass the site's address in the query.
export const site = new URLSearchParams(location.search).get('site') ?? 'https://example.com/';

const TAGS = ['music-board', 'book-list', 'portfolio-gallery', 'event-list', 'contact-form'];

export function defineElements(): Promise<void> {
  const script = document.createElement('script');
  script.type = 'module';
  script.src = `${site}portfolio.js`;
  document.head.append(script);
  return Promise.all(TAGS.map((tag) => customElements.whenDefined(tag))).then(() => undefined);
}

declare global {
  interface Window {
    defineElements: typeof defineElements;
  }
}
