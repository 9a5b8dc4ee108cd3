// In the browser only: the elements' script comes from the illustrator's site, late, as a script from another origin
// does, after the page has hydrated. The tests pass the site's address in the query.
const TAGS = ['music-board', 'book-list', 'portfolio-gallery', 'event-list', 'contact-form'];

export default defineNuxtPlugin(() => {
  const site = new URLSearchParams(location.search).get('site') ?? 'https://example.com/';
  window.defineElements = () => {
    const script = document.createElement('script');
    script.type = 'module';
    script.src = `${site}portfolio.js`;
    document.head.append(script);
    return Promise.all(TAGS.map((tag) => customElements.whenDefined(tag))).then(() => undefined);
  };
});

declare global {
  interface Window {
    defineElements(): Promise<void>;
  }
}
