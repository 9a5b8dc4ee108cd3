// Event times: content gives the venue's wall-clock time ('2027-03-14T16:30') and its IANA time zone; everything
// here turns that into instants, ISO strings with the offset, and the upcoming/past split.
import type { Event } from '../../content';

/** How long an event without an end still counts as upcoming after it starts. */
export const DEFAULT_DURATION_MS = 2 * 60 * 60 * 1000;

let clock: () => number = Date.now;

/** "Now" for the upcoming/past split. Tests fix it with setNow(); setNow(null) puts the real clock back. */
export const now = (): number => clock();
export function setNow(fixed: Date | string | number | null): void {
  clock = fixed === null ? Date.now : () => new Date(fixed).getTime();
}

/** Weekday, day, month, year and time, as the visitor's language (and their browser's variant of it) writes them (in the venue's time zone). */
export const DATE_TIME: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};
/** Only the time: the end of an event that ends on the day it starts. */
export const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

/**
 * The locale to write dates in for a language: the browser's own variant of it when it has one (en-GB writes the day
 * first, en-US the month), else the language itself.
 */
function formatLocale(lang: string): string {
  const own = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of own) {
    if (tag.toLowerCase().split('-')[0] !== lang) continue;
    try {
      return Intl.getCanonicalLocales(tag)[0];
    } catch {
      break; // not a valid language tag: use the language
    }
  }
  return lang;
}

const cache = new Map<string, Intl.DateTimeFormat>();
function formatter(lang: string, options: Intl.DateTimeFormatOptions, timeZone: string): Intl.DateTimeFormat {
  const key = `${lang}|${timeZone}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) cache.set(key, (format = new Intl.DateTimeFormat(lang, { ...options, timeZone })));
  return format;
}

/** The venue's wall clock at an instant, written as if it were UTC (milliseconds). */
function wallClock(instant: number, timeZone: string): number {
  const parts = formatter(
    'en-US',
    {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    },
    timeZone,
  ).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour') % 24, part('minute'), part('second'));
}

/** Offset of the zone from UTC at an instant, in minutes (Rome in winter: 60). */
export function offsetMinutes(instant: number, timeZone: string): number {
  return Math.round((wallClock(instant, timeZone) - Math.floor(instant / 1000) * 1000) / 60000);
}

/** The instant of a local date-time at the venue. */
export function instant(local: string, timeZone: string): number {
  const asUtc = Date.parse(`${local}:00Z`);
  // The offset at the guess can differ from the offset at the answer near a clock change: a second pass settles it.
  const first = asUtc - offsetMinutes(asUtc, timeZone) * 60000;
  return asUtc - offsetMinutes(first, timeZone) * 60000;
}

/** A valid HTML/ISO 8601 date-time with offset, for <time datetime> and schema.org: '2027-03-14T16:30+01:00'. */
export function isoWithOffset(local: string, timeZone: string): string {
  const at = instant(local, timeZone);
  const offset = offsetMinutes(at, timeZone);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  // The wall clock of the instant: the same as `local`, except for a time skipped when clocks go forward.
  const wall = new Date(wallClock(at, timeZone)).toISOString().slice(0, 16);
  return `${wall}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

export const startOf = (event: Event) => instant(event.start, event.timeZone);
export const endOf = (event: Event) =>
  event.end ? instant(event.end, event.timeZone) : startOf(event) + DEFAULT_DURATION_MS;

/** An event is upcoming until it ends. Upcoming: soonest first; past: most recent first. */
export function splitByTime(list: Event[], at: number = now()): { upcoming: Event[]; past: Event[] } {
  const upcoming = list.filter((event) => endOf(event) > at).sort((a, b) => startOf(a) - startOf(b));
  const past = list.filter((event) => endOf(event) <= at).sort((a, b) => startOf(b) - startOf(a));
  return { upcoming, past };
}

/** The start (and end) as the visitor reads them, in the venue's time zone. */
export function formatWhen(event: Event, lang: string) {
  lang = formatLocale(lang);
  const start = formatter(lang, DATE_TIME, event.timeZone).format(startOf(event));
  if (!event.end) return { start };
  const sameDay = event.end.slice(0, 10) === event.start.slice(0, 10);
  return { start, end: formatter(lang, sameDay ? TIME : DATE_TIME, event.timeZone).format(endOf(event)) };
}

/** Day, short month and year for the date badge. */
export function badge(event: Event, lang: string) {
  const parts = formatter(
    formatLocale(lang),
    { day: 'numeric', month: 'short', year: 'numeric' },
    event.timeZone,
  ).formatToParts(startOf(event));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: part('day'), month: part('month').replace(/\.$/, ''), year: part('year') };
}
