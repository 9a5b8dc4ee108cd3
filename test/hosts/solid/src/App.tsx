import { createSignal, For, Show } from 'solid-js';
import { site } from './elements';

export function App() {
  const [section, setSection] = createSignal<'books' | 'covers' | 'all' | undefined>('books');
  const [limit, setLimit] = createSignal(2);
  const [gallery, setGallery] = createSignal<'bw' | 'colour'>('bw');
  const [visible, setVisible] = createSignal(true);
  const [log, setLog] = createSignal<string[]>([]);

  const record = (event: CustomEvent) => setLog([...log(), `${event.type} ${JSON.stringify(event.detail)}`]);
  const selectBook = (event: CustomEvent) => {
    event.preventDefault(); // stay on this page
    record(event);
  };

  return (
    <>
      <music-board id="empty"></music-board>
      <book-list id="books" section={section()} limit={limit()} site-url={site} on:book-select={selectBook}>
        <a href={`${site}books/`}>Books</a>
      </book-list>
      <portfolio-gallery
        id="gallery"
        prop:gallery={gallery()}
        prop:start={2}
        prop:viewer={false}
        on:slide-change={record}
      ></portfolio-gallery>
      <Show when={visible()}>
        <event-list id="events"></event-list>
      </Show>
      <contact-form
        id="contact"
        service-id="s"
        template-id="t"
        public-key="k"
        api-origin={site.replace(/\/$/, '')}
        on:contact-sent={record}
      ></contact-form>
      <p>
        <button id="toggle" onClick={() => setVisible(!visible())}>
          Show or hide the events
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
          Remove the section
        </button>
      </p>
      <ol id="log">
        <For each={log()}>{(line) => <li>{line}</li>}</For>
      </ol>
    </>
  );
}
