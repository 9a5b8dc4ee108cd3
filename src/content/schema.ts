import { array, enums, integer, object, optional, pattern, record, refine, size, string, validate, type Struct } from 'superstruct';
import en from '../locales/en.json';
import { books, covers } from './books';
import { comics, comicsPortrait } from './comics';
import { events } from './events';
import { galleries } from './gallery';
import media from './media.json';
import { tracks } from './music';
import { pictures } from './pictures';
import { site } from './site';

const known = media as Record<string, { width: number; height: number }>;

function hasKey(tree: unknown, key: string): boolean {
  const leaf = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);
  return typeof leaf === 'string';
}

const image = refine(string(), 'image', (path) => path in known || `no image "${path}": put a JPEG or PNG at ${path}.jpg (or .png) and build`);
const audio = pattern(string(), /^audio\/\d\d\.mp3$/);
const text = size(string(), 1, 300);
const translationKey = refine(string(), 'translation key', (key) => hasKey(en, key) || `no translation "${key}" in src/locales/en.json`);
const httpUrl = pattern(string(), /^https?:\/\/[^\s]+$/);
const id = pattern(string(), /^[a-z0-9]+(-[a-z0-9]+)*$/);

const Book = object({
  id,
  title: text,
  description: translationKey,
  edition: object({ publisher: text, year: size(integer(), 1900, 2100) }),
  author: optional(text),
  illustrator: text,
  cover: image,
  pages: array(image),
  videoId: optional(pattern(string(), /^[\w-]{11}$/)),
});

const Comic = object({ id, title: text, description: translationKey, thumb: image, strips: size(array(image), 1, 12) });

const Artwork = object({
  id,
  src: image,
  alt: translationKey,
  technique: optional(refine(string(), 'technique', (name) => hasKey(en, `TECHNIQUE.${name}`))),
});

/** 'YYYY-MM-DDTHH:mm', a date and time that exist on the calendar (no 2027-02-30, no 25:00). */
const localDateTime = refine(string(), 'local date-time', (value) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return `"${value}" is not a local date-time like 2027-03-14T16:30`;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute));
  const exists = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day && hour < 24 && minute < 60;
  return exists || `"${value}" is not a real date and time`;
});

const timeZone = refine(string(), 'time zone', (zone) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return `"${zone}" is not a time zone (use an IANA name like Europe/Rome)`;
  }
});

/** A content text in three languages: English required, an empty Italian or French one falls back to English. */
const translated = (struct: Struct<string, any>) => object({ en: struct, it: optional(string()), fr: optional(string()) });

const Event = object({
  id,
  kind: enums(['reading', 'workshop', 'festival', 'launch']),
  start: localDateTime,
  end: optional(localDateTime),
  timeZone,
  place: object({ name: text, city: text, address: optional(text), country: pattern(string(), /^[A-Z]{2}$/) }),
  title: translated(text),
  text: translated(size(string(), 1, 600)),
  url: optional(httpUrl),
  image: optional(image),
});

const Gallery = object({ title: translationKey, subtitle: optional(translationKey), items: size(array(Artwork), 1, 100) });

const Site = object({
  owner: text,
  email: pattern(string(), /^[^\s@]+@[^\s@]+\.[^\s@]+$/),
  siteUrl: httpUrl,
  social: object({ facebook: httpUrl, instagram: httpUrl, twitter: httpUrl }),
  course: object({ url: httpUrl, year: integer() }),
  mail: object({ serviceId: string(), templateId: string(), publicKey: string(), apiOrigin: string() }),
});

const Pictures = object({
  home: image,
  logo: image,
  notFound: image,
  portraits: array(image),
  flags: object({ en: image, it: image, fr: image }),
});

const Content = object({
  site: Site,
  books: array(Book),
  covers: array(Book),
  comics: array(Comic),
  events: array(Event),
  comicsPortrait: image,
  galleries: record(id, Gallery),
  tracks: array(object({ label: translationKey, file: audio })),
  pictures: Pictures,
});

export const content = { site, books, covers, comics, events, comicsPortrait, galleries, tracks, pictures };

/** The ids that more than one entry uses. */
const repeated = (entries: { id: string }[]) => entries.map((entry) => entry.id).filter((entryId, i, ids) => ids.indexOf(entryId) !== i);

/** Every problem in the content, each naming the entry and the field, e.g. `books[1] "robot" cover: ...`. */
export function validateContent(data: typeof content = content, struct: Struct<any, any> = Content): string[] {
  const [error] = validate(data, struct);
  const problems =
    error?.failures().map((failure) => {
      const [list, index, ...field] = failure.path;
      const entry = (data as Record<string, any>)[list]?.[index];
      const name = typeof index === 'number' ? `${list}[${index}]${entry?.id ? ` "${entry.id}"` : ''}` : [list, index].filter((p) => p !== undefined).join('.');
      return `${name}${field.length ? ` ${field.join('.')}` : ''}: ${failure.message}`;
    }) ?? [];
  const bookIds = repeated([...data.books, ...data.covers]);
  if (bookIds.length) problems.push(`books/covers: the id "${bookIds.join('", "')}" is used twice (ids are routes)`);
  const eventIds = repeated(data.events);
  if (eventIds.length) problems.push(`events: the id "${eventIds.join('", "')}" is used twice`);
  data.events.forEach((event, i) => {
    // Both are local times in the same zone, in one fixed format: as strings they sort as times do.
    if (event.end && event.end <= event.start) problems.push(`events[${i}] "${event.id}" end: "${event.end}" is not after the start "${event.start}"`);
  });
  return problems;
}
