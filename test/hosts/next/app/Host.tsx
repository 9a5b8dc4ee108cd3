'use client';
import { useEffect, useState, useSyncExternalStore } from 'react';

const TAGS = ['music-board', 'book-list', 'portfolio-gallery', 'event-list', 'contact-form'];
const subscribeNothing = () => () => {};

/** False while React hydrates the server's HTML, true from the render that follows. React 19 attaches a custom
 * element's on<event> listeners when it renders on the client, not when it hydrates (facebook/react#35446): so the
 * listeners are passed from that render on. */
function useHydrated() {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

/** The tags, rendered on the server (their fallback link in the HTML) and hydrated; the elements' script is the
 * client's alone, loaded when asked: importing it on the server would meet no HTMLElement there. */
export function Host({ site }: { site: string }) {
  const [visible, setVisible] = useState(true);
  const [gallery, setGallery] = useState<'bw' | 'colour'>('bw');
  const [limit, setLimit] = useState(2);
  const [section, setSection] = useState<'books' | undefined>('books');
  const [log, setLog] = useState<string[]>([]);
  const hydrated = useHydrated();
  const logEvent = (event: CustomEvent) =>
    setLog((lines) => [...lines, `${event.type} ${JSON.stringify(event.detail)}`]);
  const chose = (event: CustomEvent) => {
    event.preventDefault(); // stay on this page
    logEvent(event);
  };

  useEffect(() => {
    window.defineElements = () => {
      const script = Object.assign(document.createElement('script'), { type: 'module', src: `${site}portfolio.js` });
      document.head.append(script);
      return Promise.all(TAGS.map((tag) => customElements.whenDefined(tag))).then(() => undefined);
    };
  }, [site]);

  return (
    <main>
      <music-board id="empty"></music-board>
      <book-list
        id="books"
        section={section}
        limit={limit}
        site-url={site}
        onbook-select={hydrated ? chose : undefined}
      >
        <a href={`${site}books/`}>Books</a>
      </book-list>
      {/* The server writes attributes, and false writes none (the default, on): so 'off', which holds either way. */}
      <portfolio-gallery
        id="gallery"
        gallery={gallery}
        start={2}
        viewer="off"
        onslide-change={hydrated ? logEvent : undefined}
      />
      {visible && <event-list id="events" />}
      <contact-form
        id="contact"
        service-id="s"
        template-id="t"
        public-key="k"
        api-origin={site.replace(/\/$/, '')}
        oncontact-sent={hydrated ? logEvent : undefined}
      />
      <button id="toggle" onClick={() => setVisible((shown) => !shown)}>
        Toggle events
      </button>
      <button
        id="change"
        onClick={() => {
          setGallery('colour');
          setLimit(1);
        }}
      >
        Change
      </button>
      <button id="remove" onClick={() => setSection(undefined)}>
        Remove section
      </button>
      <ol id="log">
        {log.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ol>
    </main>
  );
}
