// Where an event goes beyond the page: the .ics files the build writes (scripts/build/calendar.mjs), the links that open
// the event in Google Calendar or Outlook on the web, and the map. Plain functions, shared by <event-list> in the
// browser and by the build in Node, so the file names and the events page's address are written in one place.
import type { Event } from '../../content';
import { endOf, startOf } from './dates';

/** The site's events page. Today the site routes by hash; when pages get real paths, this is the line to change. */
export const eventsPageUrl = (siteUrl: string): string => new URL('events/', siteUrl).href;

/** Folder of dist/ with the calendar files, beside elements/ (so relative to an element module: '../calendar/'). */
export const CALENDAR_FOLDER = 'calendar';
/** The subscribable feed of one language: every upcoming event and those of the last 12 months. */
export const feedFile = (lang: string): string => `${CALENDAR_FOLDER}/events-${lang}.ics`;
/** One event, in one language, to add to a calendar. */
export const eventFile = (id: string, lang: string): string => `${CALENDAR_FOLDER}/${lang}/${id}.ics`;

/** How far back the feed goes: a year of past events, then they drop out. */
export const FEED_PAST_MS = 365 * 24 * 60 * 60 * 1000;

/** The events the feed lists at `at`: not ended yet, or ended within the last 12 months. */
export const inFeed = (event: Event, at: number): boolean => endOf(event) > at - FEED_PAST_MS;

/** The country's name in a language ('IT' in French: 'Italie'); the code itself where Intl does not know it. */
export function countryName(code: string, lang: string): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The place on one line: 'Biblioteca Sormani, Corso di Porta Vittoria 6, Milano, Italy'. */
export function placeLine(event: Event, lang: string): string {
  const { name, address, city, country } = event.place;
  return [name, address, city, countryName(country, lang)].filter(Boolean).join(', ');
}

/** A UTC instant as calendars' URL parameters write it: 20270123T153000Z. */
const compactUtc = (at: number): string =>
  new Date(at)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
/** ... and as Outlook's: 2027-01-23T15:30:00Z. */
const isoUtc = (at: number): string => new Date(at).toISOString().replace(/\.\d{3}/, '');

/** What a calendar link carries: the event's texts in the page's language, where, and a link back to the site. */
export interface CalendarTexts {
  title: string;
  text: string;
  /** The event's own page, or the site's events page. */
  url: string;
  lang: string;
}

const details = ({ text, url }: CalendarTexts) => `${text}\n\n${url}`;

/** Google Calendar's "new event" form, filled in; nothing is sent to Google before the visitor follows the link. */
export function googleCalendarUrl(event: Event, texts: CalendarTexts): string {
  const url = new URL('https://calendar.google.com/calendar/render');
  url.search = new URLSearchParams({
    action: 'TEMPLATE',
    text: texts.title,
    dates: `${compactUtc(startOf(event))}/${compactUtc(endOf(event))}`,
    ctz: event.timeZone,
    details: details(texts),
    location: placeLine(event, texts.lang),
  }).toString();
  return url.href;
}

/** Outlook on the web's "new event" form (personal accounts; work accounts are redirected from there). */
export function outlookCalendarUrl(event: Event, texts: CalendarTexts): string {
  const url = new URL('https://outlook.live.com/calendar/0/action/compose');
  url.search = new URLSearchParams({
    rru: 'addevent',
    path: '/calendar/action/compose',
    subject: texts.title,
    startdt: isoUtc(startOf(event)),
    enddt: isoUtc(endOf(event)),
    body: details(texts),
    location: placeLine(event, texts.lang),
  }).toString();
  return url.href;
}

/** The venue on OpenStreetMap (a search for its address), for events whose place has one. */
export function mapUrl(event: Event): string | null {
  const { address, city, country } = event.place;
  if (!address) return null;
  const url = new URL('https://www.openstreetmap.org/search');
  url.search = new URLSearchParams({ query: [address, city, countryName(country, 'en')].join(', ') }).toString();
  return url.href;
}
