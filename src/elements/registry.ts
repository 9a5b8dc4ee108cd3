import type { ElementSpec } from '../core/define';
import { camelCase, commonAttributes } from '../core/attributes';
export { camelCase, commonAttributes };
import { books, covers } from '../content/books';
// Only the comics' ids: the comics themselves load with the code that shows them.
import comicIds from '../content/generated/comic-ids.json';
import { galleryNames } from '../content/portfolio';
import { site } from '../content';

/** Custom properties every element reads; `--portfolio-dark-*` variants apply in the dark theme. */
export const commonCssProperties: Record<string, string> = {
  '--portfolio-primary': 'Main brand colour (headings, buttons). Default dark brown-grey.',
  '--portfolio-secondary': 'Accent colour. Default muted taupe.',
  '--portfolio-background': 'Page background behind cards.',
  '--portfolio-paper': 'Card and panel background.',
  '--portfolio-text': 'Body text colour.',
  '--portfolio-font': 'Font family of body text.',
  '--portfolio-radius': 'Corner radius of cards and buttons.',
};

/**
 * Every custom element of the product, in one table. defineElement() reads its row; the tests, the build, the
 * docs page and the custom-elements manifest loop over it; the JSX types (jsx.d.ts) are read from it. Adding an
 * element = one folder + one row here, and its line in load.ts (the type check asks for it). `as const`: the enums'
 * values and the events' details stay literal for jsx.d.ts.
 */
export const registry = {
  'portfolio-app': {
    tag: 'portfolio-app',
    summary:
      'The whole site: header, navigation, every page, footer. Embedded, it routes by the URL hash (#/books); the site itself by path (/books/).',
    attributes: {
      routing: {
        type: 'enum',
        values: ['hash', 'path'],
        default: 'hash',
        description:
          "Where the page is in the address: 'hash' (#/books) owns only the host page's hash; 'path' (/books/) is for the illustrator's own site, one folder per page.",
      },
      base: {
        type: 'string',
        default: '',
        description: "With routing='path', the site's folder on its host (e.g. /portfolio). Default: the host's root.",
      },
      theme: {
        ...commonAttributes.theme,
        description: "Colour theme of the site. Default: the visitor's choice, else their system's.",
      },
      vitals: {
        type: 'string',
        description: 'URL (relative to the page) to send Web Vitals reports to. Default: none.',
      },
    },
    events: {},
    parts: {},
    cssProperties: commonCssProperties,
  },
  'privacy-notice': {
    tag: 'privacy-notice',
    summary: 'The data-protection and privacy notice, in Italian then English, with a mailto link to the site owner.',
    attributes: {},
    events: {},
    parts: { notice: 'The notice as a whole (an <article> per language inside).' },
    cssProperties: commonCssProperties,
  },
  'book-list': {
    tag: 'book-list',
    summary: "The illustrator's books, then the covers she illustrated, each card opening the book's page.",
    attributes: {
      section: {
        type: 'enum',
        values: ['books', 'covers', 'all'],
        default: 'all',
        description: 'Which list to show: books, covers, or all (both).',
      },
      books: {
        type: 'ids',
        values: [...books, ...covers].map((book) => book.id),
        description: 'Comma-separated book ids to show, in that order. Default: all of them.',
      },
      limit: {
        type: 'integer',
        min: 1,
        max: 100,
        description:
          'At most this many books in all: the books first, then covers while there is room; when some are left out, a "See all books" link to the site\'s books page follows. Default: all of them.',
      },
      'site-url': {
        type: 'url',
        default: site.siteUrl,
        description: "The illustrator's site; a card links to <site-url><book id>/.",
      },
      'structured-data': {
        type: 'enum',
        values: ['on', 'off'],
        default: 'on',
        description: 'Adds schema.org Book data (JSON-LD) for search engines as a child of the element.',
      },
      shop: {
        type: 'url',
        contains: '{isbn}',
        description:
          "Your shop's or catalogue's address for a book, {isbn} where its ISBN goes: it replaces the illustrator's shops.",
      },
      'shop-label': { type: 'string', description: 'Text of the shop link. Default: "Find this book", translated.' },
    },
    events: {
      'book-select': {
        detail: '{ id: string, title: string, url: string }',
        cancelable: true,
        description: "A book was chosen. Call preventDefault() to handle it yourself; otherwise the book's page opens.",
      },
    },
    parts: {
      books: 'The section of books.',
      covers: 'The section of cover illustrations.',
      'see-all': 'The "See all books" link under a list cut by limit.',
    },
    cssProperties: commonCssProperties,
  },
  'event-list': {
    tag: 'event-list',
    summary:
      "The illustrator's readings, workshops, fairs and book launches: upcoming ones first (soonest first), then past ones (most recent first), each with its date in the venue's time zone, the place and a link.",
    attributes: {
      when: {
        type: 'enum',
        values: ['upcoming', 'past', 'all'],
        default: 'all',
        description:
          'Which events to show: upcoming, past, or all (upcoming ones, then the past ones under their own heading, folded away while there are upcoming ones). An event is upcoming until it ends (two hours after its start if it has no end).',
      },
      limit: {
        type: 'integer',
        min: 1,
        max: 100,
        description:
          'At most this many events in all: the upcoming ones first (soonest first), then past ones while there is room; when some are left out, a "See all events" link to the site\'s events page follows. Default: all of them.',
      },
      'site-url': {
        type: 'url',
        default: site.siteUrl,
        description:
          "The illustrator's site; the structured data of an event without a link of its own, and the calendar links' description, point to <site-url>events/.",
      },
      'structured-data': {
        type: 'enum',
        values: ['on', 'off'],
        default: 'on',
        description:
          'Adds schema.org Event data (JSON-LD) for the events shown, for search engines, as a child of the element.',
      },
    },
    events: {},
    parts: {
      upcoming: 'The section of upcoming events (heading and list, or the "no upcoming events" text).',
      past: 'The section of past events (heading and list).',
      subscribe: "The link to subscribe to the events' calendar feed (.ics), below the lists.",
      'see-all': 'The "See all events" link under a list cut by limit.',
    },
    cssProperties: commonCssProperties,
  },
  'comic-viewer': {
    tag: 'comic-viewer',
    summary: 'Short comic strips: a grid of nine comics; choosing one shows its strips, with a Back button.',
    attributes: {
      comic: { type: 'enum', values: comicIds, description: 'Id of the comic to open. Default: none, the grid shows.' },
    },
    events: {
      'comic-open': { detail: '{ id: string, title: string }', description: 'The visitor opened a comic.' },
      'comic-close': { detail: '{ id: string }', description: 'The visitor went back from a comic to the grid.' },
    },
    parts: { grid: 'The grid of comic cards.', comic: 'The open comic: heading, strips, Back button.' },
    cssProperties: commonCssProperties,
  },
  'portfolio-gallery': {
    tag: 'portfolio-gallery',
    summary: 'A carousel of illustrations with arrows, swipe, keyboard and thumbnails; its height follows each image.',
    attributes: {
      gallery: {
        type: 'enum',
        values: galleryNames,
        default: 'portfolio',
        description: 'Which gallery to show. Default: portfolio, the 17 illustrated pages.',
      },
      start: {
        type: 'integer',
        min: 1,
        max: 999,
        description: 'The slide to open on, counting from 1. Default: the first.',
      },
      viewer: {
        type: 'enum',
        values: ['on', 'off'],
        default: 'on',
        description: 'Whether a click, tap or Enter on an illustration shows it full-screen, with zoom. Default: on.',
      },
      view: {
        type: 'integer',
        min: 1,
        max: 999,
        description: 'The illustration to show full-screen now, counting from 1. Default: none.',
      },
    },
    events: {
      'slide-change': {
        detail: '{ index: number, id: string }',
        description: 'The carousel moved to another slide (index counts from 0).',
      },
      'view-change': {
        detail: '{ index: number | null, id: string | null }',
        description:
          'The full-screen viewer opened or moved to another illustration (index counts from 0), or closed (null).',
      },
    },
    parts: { carousel: 'The carousel as a whole.', thumbnails: 'The row of thumbnail buttons.' },
    cssProperties: {
      ...commonCssProperties,
      '--portfolio-art-max-height':
        "Tallest an illustration is shown. Default: 75vh; an embed page, whose frame's height follows its content, uses 75 % of the visitor's screen.",
    },
  },
  'music-board': {
    tag: 'music-board',
    summary: 'Fourteen instrument sounds and a stop button; one sound plays at a time.',
    attributes: {},
    events: {
      'track-play': {
        detail: '{ index: number, label: string }',
        description: 'A sound started (index 0 to 13, label as MUSICA, VIOLINO, ...).',
      },
      'track-stop': {
        detail: '{ index: number, label: string }',
        description: 'A sound stopped: it ended, another started, or the visitor stopped it.',
      },
    },
    parts: { board: 'The grid of sound buttons.' },
    cssProperties: commonCssProperties,
  },
  'contact-form': {
    tag: 'contact-form',
    summary: 'A contact form that validates as you type, keeps an unsent draft and delivers through EmailJS.',
    attributes: {
      'service-id': {
        type: 'string',
        description: "EmailJS service id. Default: the site's own (content/settings.json).",
      },
      'template-id': {
        type: 'string',
        description: "EmailJS template id; it receives name, email and message. Default: the site's own.",
      },
      'public-key': { type: 'string', description: "EmailJS public key. Default: the site's own." },
      'api-origin': {
        type: 'url',
        description:
          "Origin of the mail API (the EmailJS REST protocol). Default: the site's setting, else the origin this script comes from.",
      },
      timeout: {
        type: 'integer',
        min: 1,
        max: 120,
        default: 20,
        description: 'Seconds to wait for the mail API before giving up (with Retry).',
      },
    },
    events: {
      'contact-sent': {
        detail: '{ name: string, email: string }',
        description: 'The message was delivered to the mail API.',
      },
      'contact-error': {
        detail: '{ status: number, text: string }',
        description: 'Sending failed (status 0 when nothing answered); the message is kept for Retry.',
      },
    },
    parts: {
      form: 'The form with its fields and its Send button.',
      result: 'The panel that replaces the form after sending (success or error).',
    },
    cssProperties: commonCssProperties,
  },
} as const satisfies Record<string, ElementSpec>;

export const elements: ElementSpec[] = Object.values(registry);

export type Tag = keyof typeof registry;
