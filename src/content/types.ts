// The content as the site's code sees it: the files' shapes (schema.ts), with each translated text replaced by the
// key of its text in the visitor's language (compile.ts), and pictures named by their id in media.json.
import type { Infer } from 'superstruct';
import type {
  Book as BookFile,
  Comic as ComicFile,
  Event as EventFile,
  Section as SectionFile,
  Settings,
  TECHNIQUES,
  INSTRUMENTS,
  EVENT_KINDS,
  LANGUAGES,
} from './schema';

type Texts = { en: string; it?: string; fr?: string };
/** A file's shape once its texts are translation keys. */
export type Localized<T> = T extends Texts
  ? string
  : T extends (infer U)[]
    ? Localized<U>[]
    : T extends object
      ? { [K in keyof T]: Localized<T[K]> }
      : T;

export type Technique = (typeof TECHNIQUES)[number];
export type Instrument = (typeof INSTRUMENTS)[number];
export type EventKind = (typeof EVENT_KINDS)[number];

/** A picture with its alternative text (a translation key). */
export interface Described {
  image: string;
  alt: string;
}

type BookFields = Localized<Infer<typeof BookFile>>;
/** An edition as the site sees it: its publisher and year always there, the ISBN as 13 digits. */
export type Edition = Required<NonNullable<BookFields['editions']>[number]>;
/** A shop or library of content/settings.json: `url` has `{isbn}` where a book's ISBN goes. */
export type Shop = Infer<typeof Settings>['shops'][number];

/** Where to find a book: its page at the publisher, its editions. */
export interface BookPlaces {
  url?: string;
  editions: Edition[];
}

export type Book = Omit<BookFields, 'kind' | 'order' | 'editions' | 'edition'> & {
  edition: Omit<BookFields['edition'], 'url'>;
  /** The file's name, also the book's route in the site: #/<id>. */
  id: string;
  /** The owner when the file names nobody. */
  illustrator: string;
  /** Its sounds are the music page's (content/music.json names it). */
  sounds?: boolean;
};
export type Comic = Omit<Localized<Infer<typeof ComicFile>>, 'order'> & { id: string };
export type Event = Localized<Infer<typeof EventFile>> & { id: string };
export interface Artwork {
  id: string;
  src: string;
  alt: string;
  technique?: Technique;
}
export type Section = Omit<Localized<Infer<typeof SectionFile>>, 'order' | 'items' | 'slug'> & {
  id: string;
  slug: string;
  items: Artwork[];
};

/** A selection for one recipient (content/selections), its note in each language (English where none). */
export interface Selection {
  id: string;
  key: string;
  title: string;
  language: (typeof LANGUAGES)[number];
  note: Record<(typeof LANGUAGES)[number], string>;
  artworks: Array<{ gallery: string; id: string }>;
  books: string[];
  expires?: string;
}

export interface Content {
  site: Omit<Infer<typeof Settings>, 'pictures' | 'shops' | 'editorLanguage'>;
  pictures: { logo: string; home: Described; notFound: Described; comics: Described; portraits: Described[] };
  /** The biography, a translation key per paragraph. */
  paragraphs: string[];
  tracks: { instrument: Instrument; label: string; file: string }[];
  books: Book[];
  covers: Book[];
  places: { shops: Shop[]; books: Record<string, BookPlaces> };
  comics: Comic[];
  events: Event[];
  sections: Section[];
  /** Build time only (the prerenderer): never imported by the site's code, which would publish every address. */
  selections: Selection[];
}
