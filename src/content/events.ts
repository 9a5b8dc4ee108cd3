/** What kind of appearance it is: shown as a label, and the schema.org type of its structured data. */
export type EventKind = 'reading' | 'workshop' | 'festival' | 'launch';

export interface Event {
  id: string;
  kind: EventKind;
  /** Local date and time at the venue, as on the poster: 'YYYY-MM-DDTHH:mm'. */
  start: string;
  /** Local end at the venue, same form. Without it the event counts as upcoming until two hours after its start. */
  end?: string;
  /** IANA time zone of the venue, e.g. 'Europe/Rome': start and end are read in it, whatever the visitor's zone. */
  timeZone: string;
  place: {
    name: string;
    city: string;
    /** Street and number, e.g. 'Via Po 14'. */
    address?: string;
    /** ISO 3166 two-letter country code, for search engines. */
    country: string;
  };
  /** Translation keys: EVENTS.ITEMS.<id>.TITLE and .TEXT in src/locales/*.json. */
  title: string;
  text: string;
  /** The organiser's page about the event (booking, programme). */
  url?: string;
  /** A content image (e.g. a book cover) for search engines' structured data. */
  image?: string;
}

const keys = (id: string) => ({ title: `EVENTS.ITEMS.${id}.TITLE`, text: `EVENTS.ITEMS.${id}.TEXT` });

/**
 * Readings, workshops, fairs and launches, upcoming and past, in any order: <event-list> sorts them.
 * Placeholder entries: replace them with the real ones (and their texts in the three locale files).
 */
export const events: Event[] = [
  {
    id: 'sormani-reading-2027',
    kind: 'reading',
    start: '2027-01-23T16:30',
    end: '2027-01-23T17:30',
    timeZone: 'Europe/Rome',
    place: { name: 'Biblioteca Sormani', city: 'Milano', address: 'Corso di Porta Vittoria 6', country: 'IT' },
    ...keys('sormani-reading-2027'),
    url: 'https://www.example.org/biblioteca-sormani/senti-che-musica',
  },
  {
    id: 'torino-workshop-2027',
    kind: 'workshop',
    start: '2027-03-13T10:30',
    end: '2027-03-13T12:30',
    timeZone: 'Europe/Rome',
    place: { name: 'Libreria Il Topo di Carta', city: 'Torino', address: 'Via Po 14', country: 'IT' },
    ...keys('torino-workshop-2027'),
    url: 'https://www.example.org/topo-di-carta/laboratorio-pianeti',
    image: 'images/books/aspassotraipianeti/cover',
  },
  {
    id: 'bologna-fair-2027',
    kind: 'festival',
    start: '2027-04-12T09:30',
    end: '2027-04-15T18:30',
    timeZone: 'Europe/Rome',
    place: { name: 'Bologna Children’s Book Fair, BolognaFiere', city: 'Bologna', address: 'Piazza Costituzione 6', country: 'IT' },
    ...keys('bologna-fair-2027'),
    url: 'https://www.bolognachildrensbookfair.com/',
  },
  {
    id: 'planetario-launch-2025',
    kind: 'launch',
    start: '2025-10-18T17:00',
    end: '2025-10-18T18:30',
    timeZone: 'Europe/Rome',
    place: { name: 'Civico Planetario Ulrico Hoepli', city: 'Milano', address: 'Corso Venezia 57', country: 'IT' },
    ...keys('planetario-launch-2025'),
    image: 'images/books/aspassotraipianeti/cover',
  },
  {
    id: 'london-reading-2026',
    kind: 'reading',
    start: '2026-02-21T14:00',
    timeZone: 'Europe/London',
    place: { name: 'Istituto Italiano di Cultura', city: 'London', address: '39 Belgrave Square', country: 'GB' },
    ...keys('london-reading-2026'),
    image: 'images/books/sentichemusica/cover',
  },
  {
    id: 'bologna-fair-2026',
    kind: 'festival',
    start: '2026-04-13T09:30',
    end: '2026-04-16T18:30',
    timeZone: 'Europe/Rome',
    place: { name: 'Bologna Children’s Book Fair, BolognaFiere', city: 'Bologna', country: 'IT' },
    ...keys('bologna-fair-2026'),
  },
];
