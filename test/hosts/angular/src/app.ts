import { Component, CUSTOM_ELEMENTS_SCHEMA, signal } from '@angular/core';

/** The site's address, ending in /, from the page's ?site=. */
export const site = new URLSearchParams(location.search).get('site') ?? '';

@Component({
  selector: 'host-app',
  // Lets the template use tags Angular does not know, and bind their properties and events.
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  template: `
    <music-board id="empty"></music-board>
    <book-list
      id="books"
      [attr.section]="section()"
      [attr.limit]="limit()"
      [attr.site-url]="site"
      (book-select)="chose($event)"
    >
      <a [href]="site + 'books/'">Books</a>
    </book-list>
    <portfolio-gallery id="gallery" [gallery]="gallery()" [start]="2" [viewer]="false" (slide-change)="log($event)" />
    @if (visible()) {
      <event-list id="events" />
    }
    <contact-form
      id="contact"
      service-id="s"
      template-id="t"
      public-key="k"
      [attr.api-origin]="apiOrigin"
      (contact-sent)="log($event)"
    />
    <button id="toggle" (click)="visible.set(!visible())">Show or hide the events</button>
    <button id="change" (click)="change()">Change</button>
    <button id="remove" (click)="section.set(null)">Remove the section</button>
    <ol id="log">
      @for (line of lines(); track $index) {
        <li>{{ line }}</li>
      }
    </ol>
  `,
})
export class App {
  readonly site = site;
  readonly apiOrigin = site.replace(/\/$/, '');
  readonly section = signal<string | null>('books');
  readonly limit = signal(2);
  readonly gallery = signal('bw');
  readonly visible = signal(true);
  readonly lines = signal<string[]>([]);

  change() {
    this.gallery.set('colour');
    this.limit.set(1);
  }

  chose(event: Event) {
    event.preventDefault(); // stay on this page rather than open the book's
    this.log(event);
  }

  log(event: Event) {
    const { detail } = event as CustomEvent;
    this.lines.update((lines) => [...lines, `${event.type} ${JSON.stringify(detail)}`]);
  }
}
