import { array, integer, object, optional, pattern, record, refine, size, string, validate, type Struct } from 'superstruct';
import en from '../locales/en.json';
import { books, covers } from './books';
import { comics, comicsPortrait } from './comics';
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
  comicsPortrait: image,
  galleries: record(id, Gallery),
  tracks: array(object({ label: translationKey, file: audio })),
  pictures: Pictures,
});

export const content = { site, books, covers, comics, comicsPortrait, galleries, tracks, pictures };

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
  const all = [...data.books, ...data.covers].map((book) => book.id);
  const twice = all.filter((bookId, i) => all.indexOf(bookId) !== i);
  if (twice.length) problems.push(`books/covers: the id "${twice.join('", "')}" is used twice (ids are routes)`);
  return problems;
}
