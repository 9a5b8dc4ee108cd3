// Events of the tests' own, in place of content/events: the illustrator's events come and go (and each one passes from
// upcoming to past as time goes by), while these stay as the tests need them, with the clock fixed at NOW. Each has
// its texts in three languages. Read by the component tests (fixtures.ts) and the calendar journey (in Node).
import type { Event } from '../../content';
import media from '../../content/media.json';

type Language = 'en' | 'it' | 'fr';

/** "Now" for every test of the list: three fixture events are still to come, three are past. */
export const NOW = '2026-11-23T10:00:00Z';

/**
 * A picture for the events that have one: any of media.json with responsive widths, as the content's pictures have
 * (which one does not matter; the content's own come and go).
 */
export const PICTURE = Object.keys(media).find(
  (id) => (media as Record<string, { widths?: number[] }>)[id].widths?.length,
)!;

type Texts = Record<Language, { title: string; text: string }>;

/** Each event as the build compiles it, with its texts in the three languages beside it. */
export const FIXTURE_FILES: Array<Omit<Event, 'title' | 'text'> & { texts: Texts }> = [
  {
    id: 'sormani-reading',
    kind: 'reading',
    start: '2027-01-23T16:30',
    end: '2027-01-23T17:30',
    timeZone: 'Europe/Rome',
    place: { name: 'Biblioteca Sormani', city: 'Milano', address: 'Corso di Porta Vittoria 6', country: 'IT' },
    url: 'https://www.example.org/biblioteca-sormani/senti-che-musica',
    texts: {
      en: {
        title: '“Senti che Musica!”: a reading with instruments',
        text: 'A reading of Senti che Musica! for children aged 4 to 7, with a violin, a trumpet and a flute joining in on every page. Free entry; families welcome.',
      },
      it: {
        title: '“Senti che Musica!”: lettura con strumenti',
        text: 'Una lettura di Senti che Musica! per bambini dai 4 ai 7 anni, con violino, trombetta e flauto che entrano in scena a ogni pagina. Ingresso libero; famiglie benvenute.',
      },
      fr: {
        title: '« Senti che Musica! » : une lecture en musique',
        text: 'Une lecture de Senti che Musica! pour les enfants de 4 à 7 ans, avec un violon, une trompette et une flûte qui entrent en scène à chaque page. Entrée libre ; les familles sont les bienvenues.',
      },
    },
  },
  {
    id: 'torino-workshop',
    kind: 'workshop',
    start: '2027-03-13T10:30',
    end: '2027-03-13T12:30',
    timeZone: 'Europe/Rome',
    place: { name: 'Libreria Il Topo di Carta', city: 'Torino', address: 'Via Po 14', country: 'IT' },
    url: 'https://www.example.org/topo-di-carta/laboratorio-pianeti',
    image: PICTURE,
    texts: {
      en: { title: 'Draw your own planet: a workshop', text: 'Each child invents a planet, with pastels and collage.' },
      it: {
        title: 'Disegna il tuo pianeta: laboratorio',
        text: 'Ogni bambino inventa un pianeta, con pastelli e collage.',
      },
      fr: {
        title: 'Dessine ta planète : un atelier',
        text: 'Chaque enfant invente une planète, aux pastels et en collage.',
      },
    },
  },
  {
    id: 'bologna-fair-2027',
    kind: 'festival',
    start: '2027-04-12T09:30',
    end: '2027-04-15T18:30',
    timeZone: 'Europe/Rome',
    place: {
      name: 'Bologna Children’s Book Fair, BolognaFiere',
      city: 'Bologna',
      address: 'Piazza Costituzione 6',
      country: 'IT',
    },
    url: 'https://www.bolognachildrensbookfair.com/',
    texts: {
      en: {
        title: 'Bologna Children’s Book Fair 2027',
        text: 'Four days at the international children’s publishing fair.',
      },
      it: {
        title: 'Bologna Children’s Book Fair 2027',
        text: 'Quattro giorni alla fiera internazionale dell’editoria per ragazzi.',
      },
      fr: {
        title: 'Foire du livre jeunesse de Bologne 2027',
        text: 'Quatre jours à la foire internationale de l’édition jeunesse.',
      },
    },
  },
  {
    id: 'bologna-fair-2026',
    kind: 'festival',
    start: '2026-04-13T09:30',
    end: '2026-04-16T18:30',
    timeZone: 'Europe/Rome',
    place: { name: 'Bologna Children’s Book Fair, BolognaFiere', city: 'Bologna', country: 'IT' },
    texts: {
      en: { title: 'Bologna Children’s Book Fair 2026', text: 'Portfolio reviews and meetings with publishers.' },
      it: { title: 'Bologna Children’s Book Fair 2026', text: 'Revisioni di portfolio e incontri con gli editori.' },
      fr: {
        title: 'Foire du livre jeunesse de Bologne 2026',
        text: 'Lectures de portfolios et rencontres avec des éditeurs.',
      },
    },
  },
  {
    id: 'london-reading',
    kind: 'reading',
    start: '2026-02-21T14:00',
    timeZone: 'Europe/London',
    place: { name: 'Istituto Italiano di Cultura', city: 'London', address: '39 Belgrave Square', country: 'GB' },
    image: PICTURE,
    texts: {
      en: {
        title: 'Italian picture books: a bilingual reading',
        text: 'A reading in Italian and English for children and their families.',
      },
      it: {
        title: 'Albi illustrati italiani: lettura bilingue',
        text: 'Una lettura in italiano e in inglese per bambini e famiglie.',
      },
      fr: {
        title: 'Albums italiens : une lecture bilingue',
        text: 'Une lecture en italien et en anglais pour les enfants et leurs familles.',
      },
    },
  },
  {
    id: 'planetario-launch',
    kind: 'launch',
    start: '2025-10-18T17:00',
    end: '2025-10-18T18:30',
    timeZone: 'Europe/Rome',
    place: { name: 'Civico Planetario Ulrico Hoepli', city: 'Milano', address: 'Corso Venezia 57', country: 'IT' },
    texts: {
      en: {
        title: 'Launch of “A spasso tra i pianeti”',
        text: 'The book’s first evening, under the dome of the Planetarium.',
      },
      it: {
        title: 'Presentazione di “A spasso tra i pianeti”',
        text: 'La prima serata del libro, sotto la cupola del Planetario.',
      },
      fr: {
        title: 'Lancement de « A spasso tra i pianeti »',
        text: 'La première soirée du livre, sous la coupole du Planétarium.',
      },
    },
  },
];

/** The fixture events as the element reads them: texts as keys of the events' namespace. */
export const FIXTURE_EVENTS: Event[] = FIXTURE_FILES.map(({ texts, ...event }) => ({
  ...event,
  title: `events:${event.id}.title`,
  text: `events:${event.id}.text`,
}));

/** An event's text in a language, as the list shows it. */
export const fixtureText = (id: string, field: 'title' | 'text', lang: Language = 'en') =>
  FIXTURE_FILES.find((event) => event.id === id)!.texts[lang][field];
