import { useEffect } from 'react';
import { useHost } from '../../core/host';
import { inLanguage, picture, site, type Event, type EventKind } from '../../content';
import { isoWithOffset } from './dates';

/** The most precise schema.org type for each kind of event. */
const TYPES: Record<EventKind, string> = { reading: 'LiteraryEvent', workshop: 'EducationEvent', festival: 'Festival', launch: 'LiteraryEvent' };

/**
 * schema.org Event data for search engines, in the element's language. Crawlers do not read JSON-LD inside a shadow
 * root, so it goes into the element's own light DOM (a child of <event-list>, never rendered), like <book-list>'s.
 */
export function StructuredData({ events, siteUrl }: { events: Event[]; siteUrl: string }) {
  const { element, lang } = useHost();
  const illustrator = { '@type': 'Person', name: site.owner, url: siteUrl };
  const data = JSON.stringify({
    '@context': 'https://schema.org',
    '@graph': events.map((event) => ({
      '@type': TYPES[event.kind],
      name: inLanguage(event.title, lang),
      description: inLanguage(event.text, lang),
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
      url: event.url ?? new URL('#/events', siteUrl).href,
      ...(event.image ? { image: picture(event.image).src } : {}),
      organizer: illustrator,
      performer: illustrator,
    })),
  });
  useEffect(() => {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.lang = lang;
    script.textContent = data;
    element.append(script);
    return () => script.remove();
  }, [element, data, lang]);
  return null;
}
