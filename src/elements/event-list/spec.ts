import type { ElementSpec } from '../../core/define';
import { structuredDataAttribute } from '../../core/attributes';
import { commonCssProperties } from '../../core/styles';
import { site } from '../../content';

/** <event-list>'s row of the registry (src/elements/registry.ts): its module reads this row alone, so its code
 * carries its own attributes' rules and none of the other elements'. */
export const spec = {
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
    page: {
      type: 'integer',
      min: 1,
      max: 999,
      description:
        'With limit, the list in pages of that many events (upcoming, then past): which page to show, counting from 1. Links to every page follow, the site\'s own (<site-url>events/, then <site-url>events/page/<n>/), in place of "See all events". Default: none (the first events only).',
    },
    'site-url': {
      type: 'url',
      default: site.siteUrl,
      description:
        "The illustrator's site; the structured data of an event without a link of its own, and the calendar links' description, point to <site-url>events/.",
    },
    'structured-data': structuredDataAttribute('the events shown'),
  },
  events: {},
  parts: {
    upcoming: 'The section of upcoming events (heading and list, or the "no upcoming events" text).',
    past: 'The section of past events (heading and list).',
    subscribe: "The link to subscribe to the events' calendar feed (.ics), below the lists.",
    'see-all': 'The "See all events" link under a list cut by limit.',
    pages: 'The navigation between the pages of a list cut by limit and page.',
  },
  cssProperties: commonCssProperties,
} as const satisfies ElementSpec;
