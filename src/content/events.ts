/** What kind of appearance it is: shown as a label, and the schema.org type of its structured data. */
export type EventKind = 'reading' | 'workshop' | 'festival' | 'launch';

/** A text of the content in the three languages; English is required, a missing one falls back to it. */
export interface Translated {
  en: string;
  it?: string;
  fr?: string;
}

export const inLanguage = (text: Translated, lang: string) => text[lang as keyof Translated] || text.en;

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
  /** In English, Italian and French, beside the entry: only <event-list> carries them, no page's texts. */
  title: Translated;
  text: Translated;
  /** The organiser's page about the event (booking, programme). */
  url?: string;
  /** A content image (e.g. a book cover) for search engines' structured data. */
  image?: string;
}

/**
 * Readings, workshops, fairs and launches, upcoming and past, in any order: <event-list> sorts them.
 * Placeholder entries: replace them with the real ones .
 */
export const events: Event[] = [
  {
    id: 'sormani-reading-2027',
    kind: 'reading',
    start: '2027-01-23T16:30',
    end: '2027-01-23T17:30',
    timeZone: 'Europe/Rome',
    place: { name: 'Biblioteca Sormani', city: 'Milano', address: 'Corso di Porta Vittoria 6', country: 'IT' },
    title: {
      en: "“Senti che Musica!”: a reading with instruments",
      it: "“Senti che Musica!”: lettura con strumenti",
      fr: "« Senti che Musica! » : une lecture en musique",
    },
    text: {
      en: "A reading of Senti che Musica! for children aged 4 to 7, with a violin, a trumpet and a flute joining in on every page. Free entry; families welcome.",
      it: "Una lettura di Senti che Musica! per bambini dai 4 ai 7 anni, con violino, trombetta e flauto che entrano in scena a ogni pagina. Ingresso libero; famiglie benvenute.",
      fr: "Une lecture de Senti che Musica! pour les enfants de 4 à 7 ans, avec un violon, une trompette et une flûte qui entrent en scène à chaque page. Entrée libre ; les familles sont les bienvenues.",
    },
    url: 'https://www.example.org/biblioteca-sormani/senti-che-musica',
  },
  {
    id: 'torino-workshop-2027',
    kind: 'workshop',
    start: '2027-03-13T10:30',
    end: '2027-03-13T12:30',
    timeZone: 'Europe/Rome',
    place: { name: 'Libreria Il Topo di Carta', city: 'Torino', address: 'Via Po 14', country: 'IT' },
    title: {
      en: "Draw your own planet: a workshop",
      it: "Disegna il tuo pianeta: laboratorio",
      fr: "Dessine ta planète : un atelier",
    },
    text: {
      en: "A drawing workshop based on A spasso tra i pianeti: each child invents a planet, its colours and its inhabitants, with pastels and collage. Ages 6 to 10; places are limited, please book at the bookshop.",
      it: "Un laboratorio di disegno ispirato ad A spasso tra i pianeti: ogni bambino inventa un pianeta, i suoi colori e i suoi abitanti, con pastelli e collage. Dai 6 ai 10 anni; posti limitati, prenotazione in libreria.",
      fr: "Un atelier de dessin autour de A spasso tra i pianeti : chaque enfant invente une planète, ses couleurs et ses habitants, aux pastels et en collage. De 6 à 10 ans ; places limitées, réservation à la librairie.",
    },
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
    title: {
      en: "Bologna Children’s Book Fair 2027",
      it: "Bologna Children’s Book Fair 2027",
      fr: "Foire du livre jeunesse de Bologne 2027",
    },
    text: {
      en: "Four days at the international children’s publishing fair. Find me at the Splen edizioni stand and by the Illustrators Wall: I am always happy to look at portfolios and talk about picture books.",
      it: "Quattro giorni alla fiera internazionale dell’editoria per ragazzi. Mi trovate allo stand di Splen edizioni e vicino all’Illustrators Wall: guardo sempre volentieri i portfolio e parlo di albi illustrati.",
      fr: "Quatre jours à la foire internationale de l’édition jeunesse. Retrouvez-moi sur le stand de Splen edizioni et près de l’Illustrators Wall : je regarde toujours volontiers les portfolios et je parle d’albums illustrés.",
    },
    url: 'https://www.bolognachildrensbookfair.com/',
  },
  {
    id: 'planetario-launch-2025',
    kind: 'launch',
    start: '2025-10-18T17:00',
    end: '2025-10-18T18:30',
    timeZone: 'Europe/Rome',
    place: { name: 'Civico Planetario Ulrico Hoepli', city: 'Milano', address: 'Corso Venezia 57', country: 'IT' },
    title: {
      en: "Launch of “A spasso tra i pianeti”",
      it: "Presentazione di “A spasso tra i pianeti”",
      fr: "Lancement de « A spasso tra i pianeti »",
    },
    text: {
      en: "The book’s first evening, under the dome of the Planetarium, with the author Clelia Lombardo: a short journey among the planets, the story read aloud, and live drawing.",
      it: "La prima serata del libro, sotto la cupola del Planetario, con l’autrice Clelia Lombardo: un breve viaggio tra i pianeti, la storia letta ad alta voce e disegni dal vivo.",
      fr: "La première soirée du livre, sous la coupole du Planétarium, avec l’autrice Clelia Lombardo : un court voyage parmi les planètes, l’histoire lue à voix haute et du dessin en direct.",
    },
    image: 'images/books/aspassotraipianeti/cover',
  },
  {
    id: 'london-reading-2026',
    kind: 'reading',
    start: '2026-02-21T14:00',
    timeZone: 'Europe/London',
    place: { name: 'Istituto Italiano di Cultura', city: 'London', address: '39 Belgrave Square', country: 'GB' },
    title: {
      en: "Italian picture books: a bilingual reading",
      it: "Albi illustrati italiani: lettura bilingue",
      fr: "Albums italiens : une lecture bilingue",
    },
    text: {
      en: "A reading of Senti che Musica! in Italian and English for children and their families, followed by a drawing session about the instruments of the orchestra.",
      it: "Una lettura di Senti che Musica! in italiano e in inglese per bambini e famiglie, seguita da un momento di disegno sugli strumenti dell’orchestra.",
      fr: "Une lecture de Senti che Musica! en italien et en anglais pour les enfants et leurs familles, suivie d’un moment de dessin autour des instruments de l’orchestre.",
    },
    image: 'images/books/sentichemusica/cover',
  },
  {
    id: 'bologna-fair-2026',
    kind: 'festival',
    start: '2026-04-13T09:30',
    end: '2026-04-16T18:30',
    timeZone: 'Europe/Rome',
    place: { name: 'Bologna Children’s Book Fair, BolognaFiere', city: 'Bologna', country: 'IT' },
    title: {
      en: "Bologna Children’s Book Fair 2026",
      it: "Bologna Children’s Book Fair 2026",
      fr: "Foire du livre jeunesse de Bologne 2026",
    },
    text: {
      en: "Portfolio reviews, meetings with publishers and a signing of Senti che Musica! at the Splen edizioni stand.",
      it: "Revisioni di portfolio, incontri con gli editori e un firmacopie di Senti che Musica! allo stand di Splen edizioni.",
      fr: "Lectures de portfolios, rencontres avec des éditeurs et une séance de dédicaces de Senti che Musica! sur le stand de Splen edizioni.",
    },
  },
];
