import { defineElement } from '../../core/define';
import { spec } from './spec';
import { EventList } from './EventList';

// The events' texts, one language per chunk, travel only with this element (content/events, scripts/build/content.mjs).
defineElement(spec, EventList, {
  texts: {
    events: {
      en: () => import('../../content/generated/events.en.json'),
      it: () => import('../../content/generated/events.it.json'),
      fr: () => import('../../content/generated/events.fr.json'),
    },
    // The calendar and map links' texts (src/locales: EVENTS.CALENDAR), which no other element shows.
    calendar: {
      en: () => import('../../content/generated/calendar.en.json'),
      it: () => import('../../content/generated/calendar.it.json'),
      fr: () => import('../../content/generated/calendar.fr.json'),
    },
  },
});
