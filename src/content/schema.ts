// The shape of every file under content/, in superstruct: the one place its rules live. The build checks the files
// against it (scripts/build/content.mjs) and the TypeScript types of the content come from it (types.ts).
import {
  array,
  enums,
  integer,
  nonempty,
  object,
  optional,
  pattern,
  refine,
  size,
  string,
  type Infer,
} from 'superstruct';
import media from './media.json';
import { isbnProblem } from './isbn';
import { BOOK_FORMATS, type BookFormat } from './formats';
import { LANGUAGES } from './languages';
import { SELECTION_KEY } from './selectionKey';

export { BOOK_FORMATS };

/** What the pictures and the music buttons can be: fixed by the site's code, not by the content. */
export const TECHNIQUES = [
  'MIXED_EXPERIMENTS',
  'DIGITAL_PAINTING',
  'PENCIL',
  'GRAPHITE_CHARCOAL',
  'PASTELS_GRAPHITE_BROWN',
  'GRAPHITE_DIGITAL',
] as const;
export const INSTRUMENTS = [
  'MUSICA',
  'VIOLINO',
  'TROMBETTA',
  'FLAUTO',
  'CHITARRA',
  'PIANOFORTE',
  'TUBA',
  'CLARINETTO',
  'ARPA',
  'VIOLONCELLO',
  'PERCUSSIONI',
  'MIX',
  'FINALE',
  'APPLAUSI',
] as const;
export const EVENT_KINDS = ['reading', 'workshop', 'festival', 'launch'] as const;
// The languages of the site: a shop or library can be listed for some of them only; the editor speaks each of them.
export { LANGUAGES };
/** The time zones an event can be in: the IANA names the build's Intl knows (the editor offers these as its choices). */
export const TIME_ZONES: readonly string[] = [...new Set([...Intl.supportedValuesOf('timeZone'), 'UTC'])].sort();
// Two-letter codes Intl can name that are not places: groups of countries, test codes, "unknown".
const NOT_PLACES = ['EU', 'EZ', 'UN', 'QO', 'XA', 'XB', 'ZZ'];
const regionName = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
/** The countries of a venue: ISO 3166 codes that Intl names (the site writes the name in the visitor's language). */
export const COUNTRIES: readonly string[] = Array.from({ length: 26 * 26 }, (_, i) =>
  String.fromCharCode(65 + Math.floor(i / 26), 65 + (i % 26)),
).filter(
  (code) =>
    !NOT_PLACES.includes(code) &&
    regionName.of(code) !== undefined &&
    Intl.getCanonicalLocales(`und-${code}`)[0] === `und-${code}`,
);

/** `images/books/x/cover.jpg` (or `/images/...`) -> `images/books/x/cover`, the id media.json knows it by. */
export const imageId = (path: string) => path.replace(/^\//, '').replace(/\.[^./]+$/, '');

const picture = refine(string(), 'picture', (path) => {
  if (!/^\/?images\/.+\.\w+$/.test(path))
    return `"${path}" is not a picture under images/ (like images/books/x/cover.jpg)`;
  return imageId(path) in media || `no picture "${path}": put the file under images/ and build`;
});
const text = size(string(), 1, 300);

/** The longest address a field takes: every browser and server handles 2,048 characters; more is a paste gone wrong. */
const MAX_ADDRESS = 2048;
/**
 * A web address written in full (`https://example.com/page`), at most MAX_ADDRESS characters, on a host with a plain
 * name: https only unless `https` is false, empty only if `empty`, and `rule` says what else the field needs. The build
 * writes addresses into pages, headers and feeds: what passes here cannot break out of where it is written.
 */
const webAddress = (
  code: string,
  {
    https = true,
    empty = false,
    rule = () => true,
  }: { https?: boolean; empty?: boolean; rule?: (url: URL, value: string) => string | true } = {},
) =>
  refine(string(), code, (value) => {
    if (empty && value === '') return true;
    if (value.length > MAX_ADDRESS) return `is ${value.length} characters long: an address has at most ${MAX_ADDRESS}`;
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return `"${value.slice(0, 80)}" is not a web address: write it in full, like https://example.com/page`;
    }
    const fine =
      (https ? ['https:'] : ['https:', 'http:']).includes(url.protocol) &&
      value.startsWith(`${url.protocol}//`) &&
      !/[\s<>"`\\]/.test(value) &&
      !url.username &&
      !url.password &&
      /^[a-z0-9-]+(\.[a-z0-9-]+)*\.?$|^\[[0-9a-f:.]+\]$/.test(url.hostname);
    if (!fine)
      return `"${value.slice(0, 80)}" is not a web address the site can use: write it in full, like ${https ? 'https' : 'http(s)'}://example.com/page`;
    return rule(url, value);
  });
/** A link to a page elsewhere (a publisher's, a venue's). */
const httpUrl = webAddress('web address', { https: false });
/** An address the site's own settings name: https only. */
const httpsUrl = webAddress('web address');
const id = pattern(string(), /^[a-z0-9]+(-[a-z0-9]+)*$/);
const year = size(integer(), 1900, 2100);
const isbn = refine(string(), 'ISBN', (value) => isbnProblem(value) ?? true);
/** A shop's or library's address for a book, `{isbn}` where its ISBN goes. */
const isbnTemplate = refine(
  httpsUrl,
  'address template',
  (value) => value.includes('{isbn}') || `"${value}" has no {isbn} where the book's ISBN goes`,
);

/**
 * A content text in three languages, each at most `max` characters: English required, an empty Italian or French one
 * falls back to English.
 */
const translated = (max = 300) =>
  object({ en: size(string(), 1, max), it: optional(size(string(), 0, max)), fr: optional(size(string(), 0, max)) });

/** 'YYYY-MM-DDTHH:mm', a date and time that exist on the calendar (no 2027-02-30, no 25:00). */
const localDateTime = refine(string(), 'local date-time', (value) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return `"${value}" is not a local date-time like 2027-03-14T16:30`;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute));
  const exists =
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    hour < 24 &&
    minute < 60;
  return exists || `"${value}" is not a real date and time`;
});

const timeZone = refine(
  string(),
  'time zone',
  (zone) => TIME_ZONES.includes(zone) || `"${zone}" is not a time zone (use an IANA name like Europe/Rome)`,
);
const country = refine(
  string(),
  'country',
  (code) => COUNTRIES.includes(code) || `"${code}" is not a country code (two capital letters, like IT)`,
);

const described = (max = 300) => object({ image: picture, alt: translated(max) });

/** content/settings.json */
export const Settings = object({
  owner: text,
  email: pattern(string(), /^[^\s@]+@[^\s@]+\.[^\s@]+$/),
  /** The address the site is published at: every page's own address, its feeds' and its shared links' start with it. */
  siteUrl: webAddress('site address', {
    rule: (url, value) =>
      (url.href === value && url.pathname.endsWith('/') && !url.search && !url.hash) ||
      'must be the address of the site itself, ending in / with nothing after it (like https://example.com/)',
  }),
  /** The language of the editor's own interface (Decap's); English when absent. */
  editorLanguage: optional(enums(LANGUAGES)),
  social: object({ facebook: httpsUrl, instagram: httpsUrl, twitter: httpsUrl }),
  course: object({ url: httpsUrl, year: integer() }),
  mail: object({
    serviceId: size(string(), 0, 100),
    templateId: size(string(), 0, 100),
    publicKey: size(string(), 0, 100),
    /** EmailJS's address, only to send through another (none: EmailJS's own, or npm start's local outbox). */
    apiOrigin: webAddress('web address', {
      empty: true,
      rule: (url, value) =>
        url.origin === value || 'must be an origin only, with nothing after it (like https://api.example.com)',
    }),
  }),
  /** Where the site's pages send their visitors' web-vitals (a collector's https address); none: not measured. */
  vitals: optional(
    webAddress('web address', {
      empty: true,
      rule: (url) =>
        url.pathname.length > 1 || "must be a collector's address with its path (like https://example.com/vitals)",
    }),
  ),
  pictures: object({ logo: picture, home: described(), notFound: described(), comics: described() }),
  /** Where to find a book, after its publisher's page: each shop or library once, for some languages or (none) all. */
  shops: size(
    array(
      object({
        name: text,
        url: isbnTemplate,
        languages: optional(size(array(enums(LANGUAGES)), 1, LANGUAGES.length)),
      }),
    ),
    0,
    20,
  ),
});

/** content/biography.json */
export const Biography = object({
  paragraphs: size(array(translated(1200)), 1, 20),
  portraits: size(array(described()), 0, 4),
});

/** content/music.json */
export const Music = object({
  /** The book whose sounds these are: its page links to the music page. */
  book: optional(string()),
  tracks: array(
    object({ instrument: enums(INSTRUMENTS), label: translated(), file: pattern(string(), /^audio\/\d\d\.mp3$/) }),
  ),
});

/** content/books/<id>.json: a book she made, or a cover she illustrated for another author. */
export const Book = object({
  kind: enums(['book', 'cover']),
  order: integer(),
  title: text,
  description: translated(600),
  /** The first edition, shown with the book; `url` is the book's page at its publisher. */
  edition: object({ publisher: text, url: optional(httpUrl), year }),
  /** Each edition with an ISBN; publisher and year when not the first edition's. */
  editions: optional(
    size(
      array(
        object({
          format: enums(Object.keys(BOOK_FORMATS) as BookFormat[]),
          isbn,
          language: pattern(string(), /^[a-z]{2,3}$/),
          publisher: optional(text),
          year: optional(year),
        }),
      ),
      0,
      20,
    ),
  ),
  author: optional(text),
  illustrator: optional(text),
  cover: picture,
  pages: array(picture),
  videoId: optional(pattern(string(), /^[\w-]{11}$/)),
});

/** content/comics/<id>.json */
export const Comic = object({
  order: integer(),
  title: text,
  description: translated(600),
  thumb: picture,
  strips: size(array(picture), 1, 12),
});

/** content/events/<id>.json */
export const Event = object({
  kind: enums(EVENT_KINDS),
  start: localDateTime,
  end: optional(localDateTime),
  timeZone,
  place: object({ name: text, city: text, address: optional(text), country }),
  title: translated(),
  text: translated(600),
  url: optional(httpUrl),
  image: optional(picture),
});

/** content/portfolio/<id>.json: a project (first on the portfolio page) or a group of the Gallery. */
export const Section = object({
  kind: enums(['project', 'group']),
  order: integer(),
  /** The address on the site, /portfolio/<slug>/; the file name when absent. */
  slug: optional(id),
  title: translated(),
  subtitle: optional(translated(600)),
  description: optional(translated(600)),
  // As many artworks as she has: the site shows a long section in pages (src/elements/portfolio-app/pageSizes.ts).
  items: nonempty(array(object({ id, image: picture, alt: translated(), technique: optional(enums(TECHNIQUES)) }))),
});

/** 'YYYY-MM-DD', a day that exists on the calendar. */
const day = refine(string(), 'date', (value) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = match && new Date(`${value}T00:00:00Z`);
  return (!!date && date.toISOString().startsWith(value)) || `"${value}" is not a date like 2027-03-14`;
});

/**
 * content/selections/<id>.json: a page of chosen works for one recipient, at an address only its link gives
 * (/s/<key>/, in the recipient's language's folder), left out of the site after `expires`.
 */
export const Selection = object({
  key: pattern(string(), SELECTION_KEY),
  title: text,
  note: translated(1000),
  language: enums(LANGUAGES),
  /** Artworks of any portfolio section: the section's file name and the artwork's id in it. */
  artworks: size(array(object({ group: id, id })), 1, 100),
  /** Books by their file name. */
  books: optional(size(array(id), 0, 40)),
  /** The last day it is on the site (UTC); none: until she deletes it. */
  expires: optional(day),
});

/** The folders of content/ that hold one entry per file, and the shape of their files. */
export const FOLDERS = {
  books: Book,
  comics: Comic,
  events: Event,
  portfolio: Section,
  selections: Selection,
} as const;
/** The single files of content/. */
export const FILES = { settings: Settings, biography: Biography, music: Music } as const;

export type Files = { [K in keyof typeof FILES]: Infer<(typeof FILES)[K]> } & {
  [K in keyof typeof FOLDERS]: Array<Infer<(typeof FOLDERS)[K]> & { id: string }>;
};
export const ENTRY_ID = id;
