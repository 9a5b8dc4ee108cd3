// The events as iCalendar (RFC 5545) files, written by the build into dist/calendar/ (file names: eventFile and
// feedFile in src/elements/event-list/calendar.ts, which <event-list> links to):
//   calendar/<lang>/<id>.ics    one event, to add to a calendar ("Add to calendar")
//   calendar/events-<lang>.ics  the feed to subscribe to: every upcoming event and those of the last 12 months
// ical-generator writes the format (escaping, line folding at 75 octets, CRLF); timezones-ical-library gives each
// time zone's VTIMEZONE; Luxon hands ical-generator the venue's wall-clock time in its zone. All three run here, in
// Node at build time: none of them reaches the browser's bundles. Runnable alone: node scripts/build/calendar.mjs [dir]
import ical, { ICalCalendarMethod } from 'ical-generator';
import { DateTime } from 'luxon';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { GENERATED } from './content.mjs';
import { importBundled } from './import-bundled.mjs';

// The content's languages, as its compiler knows them (not one more copy of the list).
export const { LANGUAGES } = await importBundled('src/content/compile.ts');

/** The VTIMEZONE block of an IANA zone; the build stops on a zone the library does not know. */
function vtimezone(zone) {
  const block = tzlib_get_ical_block(zone);
  if (!Array.isArray(block) || !String(block[0]).startsWith('BEGIN:VTIMEZONE'))
    throw new Error(`calendar: no VTIMEZONE for the time zone "${zone}"`);
  return block[0];
}

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/**
 * The calendar files' text, by path under dist/. `now` decides which past events the feed still lists; the stamp
 * (DTSTAMP) is the time of the build.
 */
export async function calendarFiles({
  now = Date.now(),
  generated = GENERATED,
  settingsFile = 'content/settings.json',
} = {}) {
  const calendar = await importBundled('src/elements/event-list/calendar.ts');
  const dates = await importBundled('src/elements/event-list/dates.ts');
  const events = readJson(`${generated}/events.json`);
  const { siteUrl, owner } = readJson(settingsFile);
  const host = new URL(siteUrl).host;
  const stamp = new Date(now);
  const files = {};
  for (const lang of LANGUAGES) {
    const texts = readJson(`${generated}/events.${lang}.json`);
    const english = readJson(`${generated}/events.en.json`);
    const text = (event, field) => texts[event.id]?.[field] || english[event.id][field];
    // The feed has a name and a refresh interval; a single event's file has neither, and says PUBLISH: Outlook opens a
    // file with a calendar name (X-WR-CALNAME) as a calendar of its own instead of adding the event to the visitor's.
    const newCalendar = (feed) =>
      ical({
        ...(feed ? { name: feed.name, ttl: feed.ttl } : { method: ICalCalendarMethod.PUBLISH }),
        prodId: { company: host, product: 'events', language: lang.toUpperCase() },
        url: calendar.eventsPageUrl(siteUrl),
        // No calendar-wide zone: each event carries its venue's (DTSTART;TZID=…), and the generator adds the
        // VTIMEZONE of every zone the events use. (A calendar-wide zone would also drop the Z from DTSTAMP.)
        timezone: { name: null, generator: vtimezone },
      });
    const addEvent = (cal, event) =>
      cal.createEvent({
        id: `${event.id}@${host}`, // stable: the same event keeps its UID from build to build and in every file
        stamp,
        start: DateTime.fromISO(event.start, { zone: event.timeZone }),
        // Without an end the list counts two hours (dates.ts): a calendar needs an end to show the event as a block.
        end: event.end
          ? DateTime.fromISO(event.end, { zone: event.timeZone })
          : DateTime.fromMillis(dates.endOf(event), { zone: event.timeZone }),
        timezone: event.timeZone,
        summary: text(event, 'title'),
        description: event.url ? `${text(event, 'text')}\n\n${event.url}` : text(event, 'text'),
        location: calendar.placeLine(event, lang),
        url: calendar.eventsPageUrl(siteUrl), // the event on the illustrator's site; its own page is in the description
      });
    // ttl: how often a subscribed app should look again (REFRESH-INTERVAL, X-PUBLISHED-TTL).
    const feed = newCalendar({
      name: `${owner}: ${readJson(`src/locales/${lang}.json`).EVENTS.TITLE}`,
      ttl: 12 * 60 * 60,
    });
    for (const event of events) {
      const single = newCalendar(null);
      addEvent(single, event);
      files[calendar.eventFile(event.id, lang)] = single.toString();
      if (calendar.inFeed(event, now)) addEvent(feed, event);
    }
    files[calendar.feedFile(lang)] = feed.toString();
  }
  return files;
}

/** Writes the calendar files under `out` (dist/). */
export async function writeCalendars(out, options) {
  const files = await calendarFiles(options);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
    fs.writeFileSync(path.join(out, file), text);
  }
  return Object.keys(files);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const written = await writeCalendars(process.argv[2] || 'dist');
  console.log(`calendar: ${written.length} files written`);
}
