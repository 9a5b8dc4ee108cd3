import type { TFunction } from 'i18next';
import { useStructuredData } from '../../core/structuredData';
import { useTranslation } from 'react-i18next';
import { site, type Event, type EventKind } from '../../content';
import { picture } from '../../core/assets';
import { eventsPageUrl } from './calendar';
import { isoWithOffset } from './dates';

/** The most precise schema.org type for each kind of event. */
const TYPES: Record<EventKind, string> = {
  reading: 'LiteraryEvent',
  workshop: 'EducationEvent',
  festival: 'Festival',
  launch: 'LiteraryEvent',
};

/** An event as schema.org data, in `t`'s language; the site's events page carries it too (sitePages.ts). */
export function eventData(event: Event, t: TFunction, siteUrl: string) {
  const illustrator = { '@type': 'Person', name: site.owner, url: siteUrl };
  return {
    '@type': TYPES[event.kind],
    name: t(event.title),
    description: t(event.text),
    startDate: isoWithOffset(event.start, event.timeZone),
    ...(event.end ? { endDate: isoWithOffset(event.end, event.timeZone) } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: event.place.name,
      address: {
        '@type': 'PostalAddress',
        ...(event.place.address ? { streetAddress: event.place.address } : {}),
        addressLocality: event.place.city,
        addressCountry: event.place.country,
      },
    },
    url: event.url ?? eventsPageUrl(siteUrl),
    ...(event.image ? { image: picture(event.image).src } : {}),
    organizer: illustrator,
    performer: illustrator,
  };
}

/** schema.org Event data for search engines, in the element's language, as a child of <event-list>. */
export function StructuredData({ events, siteUrl }: { events: Event[]; siteUrl: string }) {
  const { t } = useTranslation();
  useStructuredData(events.map((event) => eventData(event, t, siteUrl)));
  return null;
}
