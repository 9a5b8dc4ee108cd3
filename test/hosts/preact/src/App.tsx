import { useState } from 'preact/hooks';

/** The site the elements come from (the runner passes it), ending in /. */
export const site = new URLSearchParams(location.search).get('site') ?? '/';

export function App() {
  const [visible, setVisible] = useState(true);
  const [gallery, setGallery] = useState<'bw' | 'colour'>('bw');
  const [limit, setLimit] = useState(2);
  const [section, setSection] = useState<'books' | undefined>('books');
  const [log, setLog] = useState<string[]>([]);
  const logEvent = (event: CustomEvent) =>
    setLog((lines) => [...lines, `${event.type} ${JSON.stringify(event.detail)}`]);

  return (
    <main>
      <music-board id="empty"></music-board>
      <book-list
        id="books"
        section={section}
        limit={limit}
        site-url={site}
        onbook-select={(event) => {
          event.preventDefault(); // stay on this page
          logEvent(event);
        }}
      >
        <a href={`${site}books/`}>Books</a>
      </book-list>
      {/* Preact sets a property once the element is defined, else an attribute: before, viewer={false} would
          remove the attribute (the default, on, stays), so the types ask for 'off', which holds either way. */}
      <portfolio-gallery id="gallery" gallery={gallery} start={2} viewer="off" onslide-change={logEvent} />
      {visible && <event-list id="events" />}
      <contact-form
        id="contact"
        service-id="s"
        template-id="t"
        public-key="k"
        api-origin={site.replace(/\/$/, '')}
        oncontact-sent={logEvent}
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
