// The events' calendar files as the build writes them (dist/calendar/, scripts/build/calendar.mjs), read back with an
// independent parser, Mozilla's ical.js: time zones, the hour in another zone, the feed's events, the server's type.
// Needs a build: npm run build (or BUILD_QUICK=1 npx rollup -c).
import ICAL from 'ical.js';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { calendarFiles, LANGUAGES } from '../scripts/build/calendar.mjs';
import { startServer } from '../scripts/servers/serve.mjs';
import { generatedWithFixtureEvents } from './helpers.mjs';

const DIST = 'dist';
const events = JSON.parse(fs.readFileSync('src/content/generated/events.json', 'utf8'));
const byId = Object.fromEntries(events.map((event) => [event.id, event]));
const settings = JSON.parse(fs.readFileSync('content/settings.json', 'utf8'));
const textsOf = (lang) => JSON.parse(fs.readFileSync(`src/content/generated/events.${lang}.json`, 'utf8'));
const EVENTS_PAGE = new URL('events/', settings.siteUrl).href;

/** The calendar files of the tests' own events at a time, with those events and their texts. */
async function fixtureCalendar(now) {
  const generated = await generatedWithFixtureEvents();
  const read = (name) => JSON.parse(fs.readFileSync(path.join(generated, `${name}.json`), 'utf8'));
  return {
    files: await calendarFiles({ generated, now }),
    byId: Object.fromEntries(read('events').map((event) => [event.id, event])),
    textsOf: (lang) => read(`events.${lang}`),
  };
}
const SORMANI = 'sormani-reading';

/** Every .ics file under dist/calendar, by its path from dist/. */
function builtFiles() {
  const root = path.join(DIST, 'calendar');
  assert.ok(fs.existsSync(root), 'dist/calendar/ missing: build first (npm run build)');
  return Object.fromEntries(
    fs
      .readdirSync(root, { recursive: true })
      .filter((name) => name.endsWith('.ics'))
      .map((name) => [`calendar/${name.split(path.sep).join('/')}`, fs.readFileSync(path.join(root, name), 'utf8')]),
  );
}

/** The calendar parsed by ical.js, its zones registered so that times convert. */
function parse(text) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar;
}

const zone = (tzid) =>
  new ICAL.Timezone({ component: new ICAL.Component(ICAL.parse(tzlib_get_ical_block(tzid)[0])), tzid });
/** An event's start as the wall clock of another zone: 'HH:MM'. */
function wallClockIn(vevent, tzid) {
  const time = new ICAL.Event(vevent).startDate.convertToZone(zone(tzid));
  return `${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}`;
}
const uidOf = (vevent) => vevent.getFirstPropertyValue('uid');
const idOf = (vevent) => uidOf(vevent).split('@')[0];

describe('calendar files (.ics)', () => {
  it('writes one file per event and language and a feed per language, each parsed by ical.js with its time zone', () => {
    const files = builtFiles();
    const expected = [
      ...LANGUAGES.map((lang) => `calendar/events-${lang}.ics`),
      ...LANGUAGES.flatMap((lang) => events.map((event) => `calendar/${lang}/${event.id}.ics`)),
    ];
    assert.deepEqual(Object.keys(files).sort(), expected.sort());
    for (const [file, text] of Object.entries(files)) {
      const lang = file
        .match(/events-(\w\w)\.ics$|calendar\/(\w\w)\//)
        .slice(1)
        .find(Boolean);
      // RFC 5545: CRLF line ends, no line longer than 75 octets.
      assert.ok(text.endsWith('\r\n') || text.endsWith('END:VCALENDAR'), file);
      assert.equal(text.replace(/\r\n/g, '').includes('\n'), false, `${file}: a bare LF`);
      for (const line of text.split('\r\n'))
        assert.ok(Buffer.byteLength(line) <= 75, `${file}: line over 75 octets: ${line}`);
      const calendar = parse(text);
      assert.equal(calendar.getFirstPropertyValue('version'), '2.0');
      assert.ok(calendar.getFirstPropertyValue('prodid'), file);
      if (file.includes('/events-'))
        assert.ok(calendar.getFirstPropertyValue('x-wr-calname'), `${file}: the feed has a name`);
      else {
        // Outlook opens a file that names a calendar as a calendar of its own: one event's file names none.
        assert.equal(calendar.getFirstPropertyValue('x-wr-calname'), null, file);
        assert.equal(calendar.getFirstPropertyValue('method'), 'PUBLISH', file);
        assert.equal(calendar.getAllSubcomponents('vevent').length, 1, file);
      }
      const zones = calendar.getAllSubcomponents('vtimezone').map((tz) => tz.getFirstPropertyValue('tzid'));
      const vevents = calendar.getAllSubcomponents('vevent');
      // (A feed's events are checked below, by id: once every event is a year old it has none.)
      for (const vevent of vevents) {
        const event = byId[idOf(vevent)];
        assert.ok(event, `${file}: unknown UID ${uidOf(vevent)}`);
        assert.equal(uidOf(vevent), `${event.id}@${new URL(settings.siteUrl).host}`);
        const stamp = vevent.getFirstProperty('dtstamp').getFirstValue();
        assert.equal(stamp.zone, ICAL.Timezone.utcTimezone, `${file}: DTSTAMP in UTC`);
        const start = vevent.getFirstProperty('dtstart');
        assert.equal(start.getParameter('tzid'), event.timeZone, `${file}: DTSTART;TZID`);
        assert.ok(zones.includes(event.timeZone), `${file}: VTIMEZONE ${event.timeZone}`);
        assert.equal(start.getFirstValue().toString().slice(0, 16), event.start, `${file}: the venue's wall clock`);
        const end = vevent.getFirstProperty('dtend');
        assert.equal(end.getParameter('tzid'), event.timeZone);
        if (event.end) assert.equal(end.getFirstValue().toString().slice(0, 16), event.end);
        else
          assert.equal(
            new ICAL.Event(vevent).duration.toSeconds(),
            2 * 60 * 60,
            'no end in the content: two hours, as the list counts',
          );
        const texts = textsOf(lang)[event.id];
        assert.equal(vevent.getFirstPropertyValue('summary'), texts.title, `${file}: SUMMARY in ${lang}`);
        assert.ok(
          vevent.getFirstPropertyValue('description').startsWith(texts.text),
          `${file}: DESCRIPTION in ${lang}`,
        );
        if (event.url) assert.ok(vevent.getFirstPropertyValue('description').endsWith(event.url));
        assert.ok(vevent.getFirstPropertyValue('location').startsWith(`${event.place.name}, `));
        assert.ok(vevent.getFirstPropertyValue('location').includes(event.place.city));
        assert.equal(vevent.getFirstPropertyValue('url'), EVENTS_PAGE);
      }
    }
  });

  it('puts the country in the page’s language and the texts with commas and semicolons escaped', async () => {
    const { files, textsOf } = await fixtureCalendar(Date.parse('2026-11-25T12:00:00Z'));
    const fr = files[`calendar/fr/${SORMANI}.ics`];
    assert.match(fr, /LOCATION:Biblioteca Sormani\\, Corso di Porta Vittoria 6\\, Milano\\, Italie\r\n/);
    assert.match(files[`calendar/it/${SORMANI}.ics`], /Milano\\, Italia\r\n/);
    assert.match(files[`calendar/en/${SORMANI}.ics`], /Milano\\, Italy\r\n/);
    const vevent = parse(fr).getFirstSubcomponent('vevent');
    assert.equal(vevent.getFirstPropertyValue('summary'), textsOf('fr')[SORMANI].title);
    assert.match(vevent.getFirstPropertyValue('summary'), /^«\s?Senti che Musica!\s?»/);
    const it = files[`calendar/it/${SORMANI}.ics`];
    assert.match(it, /Ingr\r\n esso libero\\; famiglie/, 'a folded line, and the semicolon escaped');
    assert.equal(
      parse(it).getFirstSubcomponent('vevent').getFirstPropertyValue('description').split('\n\n')[0],
      textsOf('it')[SORMANI].text,
    );
  });

  it('an event at 16:30 in Rome is at 10:30 in New York, and at 11:30 when only New York has gone to summer time', async () => {
    const { files: fixtureFiles, byId: fixtures } = await fixtureCalendar(Date.parse('2026-11-25T12:00:00Z'));
    const sormani = parse(fixtureFiles[`calendar/en/${SORMANI}.ics`]).getFirstSubcomponent('vevent');
    assert.equal(wallClockIn(sormani, 'Europe/Rome'), '16:30');
    assert.equal(wallClockIn(sormani, 'America/New_York'), '10:30');
    assert.equal(new ICAL.Event(sormani).startDate.toJSDate().toISOString(), '2027-01-23T15:30:00.000Z');

    // No fixture event falls in the weeks between the American (14 March 2027) and the European (28 March) change:
    // one more on 20 March, through the same code as the build.
    const generated = fs.mkdtempSync(path.join(os.tmpdir(), 'calendar-'));
    const fixture = { ...fixtures[SORMANI], id: 'between-changes', start: '2027-03-20T16:30', end: '2027-03-20T17:30' };
    fs.writeFileSync(path.join(generated, 'events.json'), JSON.stringify([fixture]));
    for (const lang of LANGUAGES)
      fs.writeFileSync(
        path.join(generated, `events.${lang}.json`),
        JSON.stringify({ 'between-changes': { title: `Fixture ${lang}`, text: 'Text' } }),
      );
    const files = await calendarFiles({ generated, now: Date.parse('2026-11-25T12:00:00Z') });
    const between = parse(files['calendar/en/between-changes.ics']).getFirstSubcomponent('vevent');
    assert.equal(wallClockIn(between, 'America/New_York'), '11:30');
    assert.equal(new ICAL.Event(between).startDate.toJSDate().toISOString(), '2027-03-20T15:30:00.000Z');
    assert.equal(wallClockIn(between, 'Europe/London'), '15:30');
  });

  it('the feed lists every upcoming event and those of the last 12 months, the same UIDs in every language', async () => {
    const ids = (text) => parse(text).getAllSubcomponents('vevent').map(idOf).sort();
    // As built: the build's own time is the DTSTAMP.
    const files = builtFiles();
    const built = parse(files['calendar/events-en.ics'])
      .getFirstSubcomponent('vevent')
      .getFirstPropertyValue('dtstamp')
      .toJSDate()
      .getTime();
    const end = (event) =>
      Date.parse(
        new ICAL.Event(parse(files[`calendar/en/${event.id}.ics`]).getFirstSubcomponent('vevent')).endDate.toJSDate(),
      );
    const expected = events
      .filter((event) => end(event) > built - 365 * 24 * 3600 * 1000)
      .map((event) => event.id)
      .sort();
    for (const lang of LANGUAGES) assert.deepEqual(ids(files[`calendar/events-${lang}.ics`]), expected, lang);
    assert.equal(parse(files['calendar/events-it.ics']).getFirstPropertyValue('refresh-interval').toString(), 'PT12H');

    // The fixture events at a fixed time: three upcoming, two of the last year; the launch of October 2025 has dropped out.
    const { files: at } = await fixtureCalendar(Date.parse('2026-11-25T12:00:00Z'));
    assert.deepEqual(ids(at['calendar/events-en.ics']), [
      'bologna-fair-2026',
      'bologna-fair-2027',
      'london-reading',
      'sormani-reading',
      'torino-workshop',
    ]);
    const { files: later } = await fixtureCalendar(Date.parse('2027-04-10T00:00:00Z'));
    assert.deepEqual(ids(later['calendar/events-fr.ics']), [
      'bologna-fair-2026',
      'bologna-fair-2027',
      'sormani-reading',
      'torino-workshop',
    ]);
    assert.equal(parse(later['calendar/events-fr.ics']).getFirstPropertyValue('name'), `${settings.owner}: Événements`);
  });

  it('is served as text/calendar in UTF-8, announced in the site’s head, and none of the calendar code is in the browser’s scripts', async () => {
    const { server, url } = await startServer({
      root: DIST,
      port: 0,
      quiet: true,
      outbox: path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-')), 'm.jsonl'),
    });
    try {
      for (const file of [
        'calendar/events-en.ics',
        ...events.slice(0, 1).map((event) => `calendar/it/${event.id}.ics`),
      ]) {
        const response = await fetch(new URL(file, url), { headers: { 'Accept-Encoding': 'identity' } });
        assert.equal(response.status, 200, file);
        assert.equal(response.headers.get('content-type'), 'text/calendar; charset=utf-8', file);
        assert.equal(
          response.headers.get('access-control-allow-origin'),
          '*',
          'an embedded list links here from other origins',
        );
        assert.ok((await response.text()).startsWith('BEGIN:VCALENDAR'));
      }
      const html = await (await fetch(url)).text();
      // One per language, in the languages' order; no hreflang (to search engines, this page in another language).
      const links = [...html.matchAll(/<link rel="alternate" type="text\/calendar"([^>]*)>/g)].map(([, attrs]) => ({
        hreflang: /hreflang/.test(attrs),
        href: attrs.match(/ href="\.\/([^"]+)"/)?.[1],
      }));
      assert.deepEqual(
        links,
        LANGUAGES.map((lang) => ({ hreflang: false, href: `calendar/events-${lang}.ics` })),
      );
      for (const { href } of links) assert.equal((await fetch(new URL(href, url))).status, 200);
    } finally {
      server.close();
    }
    const scripts = fs
      .readdirSync(DIST, { recursive: true })
      .filter((name) => name.endsWith('.js') && !name.startsWith('admin'));
    for (const name of scripts) {
      const code = fs.readFileSync(path.join(DIST, name), 'utf8');
      for (const marker of ['BEGIN:VTIMEZONE', 'X-LIC-LOCATION', 'X-WR-CALNAME', 'Invalid DateTime'])
        assert.equal(code.includes(marker), false, `${name} holds ${marker}`);
    }
  });
});
