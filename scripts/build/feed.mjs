// The books and events as Atom feeds (RFC 4287), one per language, written by the build into dist/:
//   feed-<lang>.atom   every book and every event, newest first, with its texts in that language
// so that a reader, a library or a bookshop learns of a new book or event without visiting (the site's page announces
// them in its head: <link rel="alternate" type="application/atom+xml">). Named .atom so that any host sends the
// registered type, application/atom+xml, without being told (npm start adds the charset: scripts/servers/serve.mjs).
//
// When an entry was "updated" (what readers sort by): content says nothing of when a book or an event was announced,
// so the date comes from the content itself, the same at every build:
//   an event: its start (the venue's wall clock in its time zone, as UTC), so upcoming ones are at the top;
//   a book:   the first of January of its edition year, 00:00 UTC.
// Equal dates keep the books page's order. The feed's own <updated> is its newest entry's.
// Each entry's <id> is a tag: URI (RFC 4151) of the site's host, the same in every language and at every build, and
// independent of the page's address (which moves when pages get real paths): a reader never sees an entry twice.
// Runnable alone: node scripts/build/feed.mjs [dir]
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { GENERATED } from './content.mjs';
import { importBundled } from './import-bundled.mjs';
import { pictureType } from './picture-types.mjs';

// The content's languages, as its compiler knows them.
export const { LANGUAGES } = await importBundled('src/content/compile.ts');

/** The feed's file under dist/, for one language. */
export const feedFile = (lang) => `feed-${lang}.atom`;

/**
 * The feed's name after the owner's ("The Illustrator: Books and events"), in each language. Only the build and the
 * page's head (demo/index.html, the links' titles) use it: not in src/locales/, which every visitor downloads.
 */
export const FEED_TITLES = { en: 'Books and events', it: 'Libri ed eventi', fr: 'Livres et événements' };

/** The year in the entries' tag: URIs. It names when the feeds began: never change it, or every entry looks new. */
const TAG_YEAR = '2026';

/** The pictures' types, by the fallback file's extension (media.json's format). */
const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** Text as XML 1.0 character data or attribute value: escaped, without the characters XML forbids. */
export function xmlText(value) {
  return String(value)
    .replace(
      // eslint-disable-next-line no-control-regex -- the characters XML 1.0 forbids are what this removes
      /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
      '',
    )
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** An element with attributes (undefined ones left out) and escaped text, or empty. */
function element(name, attributes = {}, text) {
  const attrs = Object.entries(attributes)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => ` ${key}="${xmlText(value)}"`)
    .join('');
  return text === undefined ? `<${name}${attrs}/>` : `<${name}${attrs}>${xmlText(text)}</${name}>`;
}

/** An instant as Atom's date-time (RFC 3339), in UTC to the second: 2027-01-23T15:30:00Z. */
const atomDate = (ms) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** When an event takes place, in the venue's time zone, as a reader of `lang` writes it: "13 – 16 April 2026". */
function when(event, lang, instant) {
  const format = new Intl.DateTimeFormat(lang, { dateStyle: 'full', timeStyle: 'short', timeZone: event.timeZone });
  const start = instant(event.start, event.timeZone);
  return event.end ? format.formatRange(start, instant(event.end, event.timeZone)) : format.format(start);
}

/**
 * The feeds' text, by file name under dist/. `out`: the built folder, where the pictures' sizes are read (an enclosure's
 * length); without it the enclosures have none.
 */
export async function feedFiles({
  generated = GENERATED,
  settingsFile = 'content/settings.json',
  mediaFile = 'src/content/media.json',
  out,
} = {}) {
  const { bookPageUrl } = await importBundled('src/elements/book-list/urls.ts');
  const calendar = await importBundled('src/elements/event-list/calendar.ts');
  const { instant } = await importBundled('src/elements/event-list/dates.ts');
  const { siteUrl, owner } = readJson(settingsFile);
  const media = readJson(mediaFile);
  const { books, covers } = readJson(`${generated}/books.json`);
  const events = readJson(`${generated}/events.json`);
  const host = new URL(siteUrl).host;
  const tag = (specific) => `tag:${host},${TAG_YEAR}:${specific}`;
  const absolute = (file) => new URL(file, siteUrl).href;

  /** The picture's fallback file (the one every reader can show) as an enclosure link. */
  const enclosure = (id) => {
    const entry = media[id];
    if (!entry) return null;
    const file = `${id}.${entry.format}`;
    const length = out && fs.existsSync(path.join(out, file)) ? fs.statSync(path.join(out, file)).size : undefined;
    return element('link', {
      rel: 'enclosure',
      type: pictureType(`x.${entry.format}`) ?? 'application/octet-stream',
      length,
      href: absolute(file),
    });
  };

  for (const lang of LANGUAGES)
    if (!FEED_TITLES[lang]) throw new Error(`feed: no title in FEED_TITLES for the language "${lang}"`);

  const files = {};
  for (const lang of LANGUAGES) {
    // The books' own texts are a part of their own (src/content/textParts.ts).
    const texts = readJson(`${generated}/books.${lang}.json`).CONTENT;
    const english = readJson(`${generated}/books.en.json`).CONTENT;
    const eventTexts = readJson(`${generated}/events.${lang}.json`);
    const englishEvents = readJson(`${generated}/events.en.json`);
    const bookText = (book, field) => texts.books?.[book.id]?.[field] || english.books[book.id][field];
    const eventText = (event, field) => eventTexts[event.id]?.[field] || englishEvents[event.id][field];

    // The books page's order (books, then covers), then the events by start: the sort below is stable.
    const entries = [
      ...[...books, ...covers].map((book) => ({
        id: tag(`book/${book.id}`),
        category: books.includes(book) ? 'book' : 'cover',
        title: book.title,
        summary: `${bookText(book, 'description')} (${book.edition.publisher}, ${book.edition.year})`,
        updated: Date.UTC(book.edition.year, 0, 1),
        link: bookPageUrl(siteUrl, book.id),
        picture: book.cover,
      })),
      ...[...events]
        .sort((a, b) => instant(a.start, a.timeZone) - instant(b.start, b.timeZone))
        .map((event) => ({
          id: tag(`event/${event.id}`),
          category: 'event',
          title: eventText(event, 'title'),
          summary: `${when(event, lang, instant)}, ${calendar.placeLine(event, lang)}. ${eventText(event, 'text')}`,
          updated: instant(event.start, event.timeZone),
          link: calendar.eventsPageUrl(siteUrl),
          related: event.url, // the event's own page, elsewhere
          picture: event.image,
        })),
    ].sort((a, b) => b.updated - a.updated);

    const lines = [
      '<?xml version="1.0" encoding="utf-8"?>',
      `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${lang}">`,
      `  ${element('id', {}, tag(`feed/${lang}`))}`,
      `  ${element('title', {}, `${owner}: ${FEED_TITLES[lang]}`)}`,
      `  ${element('updated', {}, atomDate(Math.max(...entries.map((entry) => entry.updated))))}`,
      `  ${element('link', { rel: 'self', type: 'application/atom+xml', href: absolute(feedFile(lang)) })}`,
      `  ${element('link', { rel: 'alternate', type: 'text/html', href: siteUrl })}`,
      // The same feed in the other languages.
      ...LANGUAGES.filter((other) => other !== lang).map(
        (other) =>
          `  ${element('link', { rel: 'alternate', type: 'application/atom+xml', hreflang: other, href: absolute(feedFile(other)) })}`,
      ),
      `  <author>${element('name', {}, owner)}${element('uri', {}, siteUrl)}</author>`,
      `  ${element('icon', {}, absolute('favicon.svg'))}`,
      ...entries.flatMap((entry) => [
        '  <entry>',
        `    ${element('id', {}, entry.id)}`,
        `    ${element('title', {}, entry.title)}`,
        `    ${element('updated', {}, atomDate(entry.updated))}`,
        `    ${element('link', { rel: 'alternate', type: 'text/html', href: entry.link })}`,
        ...(entry.related
          ? [`    ${element('link', { rel: 'related', type: 'text/html', href: entry.related })}`]
          : []),
        ...(entry.picture && enclosure(entry.picture) ? [`    ${enclosure(entry.picture)}`] : []),
        `    ${element('category', { term: entry.category })}`,
        `    ${element('summary', {}, entry.summary)}`,
        '  </entry>',
      ]),
      '</feed>',
      '',
    ];
    files[feedFile(lang)] = lines.join('\n');
  }
  return files;
}

/** Writes the feeds under `out` (dist/), after the pictures are there. */
export async function writeFeeds(out, options) {
  const files = await feedFiles({ out, ...options });
  for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(out, file), text);
  return Object.keys(files);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const written = await writeFeeds(process.argv[2] || 'dist');
  console.log(`feed: ${written.join(', ')} written`);
}
