import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useHost } from '../../core/host';
import { Icon } from '../../core/icons';
import { events as allEvents } from '../../content/events';
import type { Event } from '../../content';
import { Picture } from '../../core/Picture';
import { ListEnd, pageOf } from '../../core/lists';
import { assetUrl, picture } from '../../core/assets';
import { eventFile, eventsPageUrl, feedFile, googleCalendarUrl, mapUrl, outlookCalendarUrl } from './calendar';
import { badge, formatWhen, isoWithOffset, splitByTime } from './dates';
import { StructuredData } from './StructuredData';
import * as styles from './styles';

export interface EventListProps {
  when: 'upcoming' | 'past' | 'all';
  limit?: number;
  page?: number;
  siteUrl: string;
  structuredData: 'on' | 'off';
}

// Two icons only this element shows: here rather than in the shared icon set every page loads.
const ICONS = {
  calendar:
    'M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2ZM5 9v10h14V9H5Zm2 2h4v4H7v-4Z',
  pin: 'M12 2a7 7 0 0 1 7 7c0 5-7 13-7 13S5 14 5 9a7 7 0 0 1 7-7Zm0 4.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Z',
};
function OwnIcon({ name, size }: { name: keyof typeof ICONS; size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      <path d={ICONS[name]} />
    </svg>
  );
}

/** A link out of the page, in a new tab: its visible words, and for screen readers which event it is about. */
function OutLink({
  href,
  label,
  about,
  icon,
  className,
}: {
  href: string;
  label: string;
  about: string;
  icon?: 'calendar' | 'pin';
  className?: string;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {icon && <OwnIcon name={icon} size={16} />}
      {label}
      <span className="visually-hidden">{about}</span>
    </a>
  );
}

/**
 * "Add to calendar": the event's .ics file (written by the build beside the element modules, so an embedded list
 * links to the illustrator's host), and Google Calendar's and Outlook's own forms, filled in. Plain links: nothing
 * is asked of anyone before a click.
 */
function CalendarLinks({ event, title, siteUrl }: { event: Event; title: string; siteUrl: string }) {
  const { t } = useTranslation();
  const { lang } = useHost();
  const texts = { title, text: t(event.text), url: event.url ?? eventsPageUrl(siteUrl), lang };
  const about = t('calendar:ADD_ABOUT', { title });
  return (
    <p className="calendar">
      <a href={assetUrl(eventFile(event.id, lang))} className="ics">
        <OwnIcon name="calendar" size={16} />
        {t('calendar:ADD_TO_CALENDAR')}
        <span className="visually-hidden">{t('calendar:ADD_FILE_ABOUT', { title })}</span>
      </a>
      <OutLink href={googleCalendarUrl(event, texts)} label={t('calendar:GOOGLE_CALENDAR')} about={about} />
      <OutLink href={outlookCalendarUrl(event, texts)} label={t('calendar:OUTLOOK_CALENDAR')} about={about} />
    </p>
  );
}

function EventCard({ event, upcoming, siteUrl }: { event: Event; upcoming: boolean; siteUrl: string }) {
  const { t } = useTranslation();
  const { lang } = useHost();
  const titleId = useId();
  const title = t(event.title);
  const when = formatWhen(event, lang);
  const date = badge(event, lang);
  const map = mapUrl(event);
  return (
    <li>
      <article className={event.image ? `${styles.card} ${styles.withPicture}` : styles.card} aria-labelledby={titleId}>
        {/* The full date is in the text next to it: the badge is for the eye only. */}
        <div className={styles.badge} aria-hidden="true">
          <span className="day">{date.day}</span>
          <span className="month">{date.month}</span>
          <span className="year">{date.year}</span>
        </div>
        <div className={styles.body}>
          <h3 id={titleId}>{title}</h3>
          <p className="when">
            <time dateTime={isoWithOffset(event.start, event.timeZone)}>{when.start}</time>
            {event.end && (
              <>
                {' – '}
                <time dateTime={isoWithOffset(event.end, event.timeZone)}>{when.end}</time>
              </>
            )}
          </p>
          <p className="where">
            <span className="kind">{t(`EVENTS.KIND.${event.kind.toUpperCase()}`)}</span>{' '}
            <span>
              {event.place.name}, {event.place.city}
            </span>
            {event.place.address && (
              <span className="address">
                {event.place.address}
                {map && (
                  <OutLink
                    href={map}
                    label={t('calendar:MAP')}
                    about={t('calendar:MAP_ABOUT', { place: event.place.name })}
                    icon="pin"
                    className="map"
                  />
                )}
              </span>
            )}
          </p>
          <p className="text">{t(event.text)}</p>
          {event.url && (
            <p>
              <a href={event.url} target="_blank" rel="noopener">
                {t('EVENTS.MORE_INFO')}
                <span className="visually-hidden"> {t('EVENTS.MORE_INFO_ABOUT', { title })}</span>
                <Icon name="external" size={16} />
              </a>
            </p>
          )}
          {upcoming && <CalendarLinks event={event} title={title} siteUrl={siteUrl} />}
        </div>
        {event.image && (
          // The title beside it says what it shows: decorative for a screen reader.
          <div className={styles.picture}>
            <Picture image={picture(event.image)} alt="" sizes="(max-width: 36em) 14em, 11em" />
          </div>
        )}
      </article>
    </li>
  );
}

interface SectionProps {
  part: 'upcoming' | 'past';
  heading: string;
  empty: string;
  list: Event[];
  collapsed: boolean;
  siteUrl: string;
}

function Section({ part, heading, empty, list, collapsed, siteUrl }: SectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const items = (
    <ol className={styles.list}>
      {list.map((event) => (
        <EventCard key={event.id} event={event} upcoming={part === 'upcoming'} siteUrl={siteUrl} />
      ))}
    </ol>
  );
  return (
    <section className={styles.section} part={part} aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {list.length === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : collapsed ? (
        <details className={styles.details}>
          <summary>
            <Icon name="chevron" size={20} />
            {t('EVENTS.SHOW_PAST', { count: list.length })}
          </summary>
          {items}
        </details>
      ) : (
        items
      )}
    </section>
  );
}

/** The calendar feed to subscribe to, in the list's language: a webcal: link opens the calendar app's subscription. */
function Subscribe() {
  const { t } = useTranslation();
  const { lang } = useHost();
  const feed = assetUrl(feedFile(lang));
  const webcal = feed.replace(/^https?:/, 'webcal:');
  return (
    <p className={styles.subscribe} part="subscribe">
      <a href={webcal}>
        <OwnIcon name="calendar" size={18} />
        {t('calendar:SUBSCRIBE')}
      </a>
      <span>
        {t('calendar:SUBSCRIBE_HINT')} <a href={feed}>{t('calendar:FEED_ADDRESS')}</a>
      </span>
    </p>
  );
}

/**
 * Upcoming events (soonest first), then past ones (most recent first). With when="all" the past ones sit under
 * their own heading, folded away in a <details> while there are upcoming ones to show. `limit` caps the whole list:
 * the upcoming events first, then past ones while there is room; a cut list links to the site's events page. With
 * `page` too, the list is in pages of `limit` events, with links to each (the site's events pages).
 */
export function EventList({ when, limit, page, siteUrl, structuredData }: EventListProps) {
  const { t } = useTranslation();
  const { upcoming, past } = splitByTime(allEvents);
  const {
    shown: [shownUpcoming, shownPast],
    cut,
    pages,
  } = pageOf(
    limit ? (page ?? 1) : 1,
    limit ?? Infinity,
    when === 'past' ? [] : upcoming,
    when === 'upcoming' ? [] : past,
  );
  return (
    <>
      {when !== 'past' && (
        <Section
          part="upcoming"
          heading={t('EVENTS.UPCOMING')}
          empty={t('EVENTS.NONE_UPCOMING')}
          list={shownUpcoming}
          collapsed={false}
          siteUrl={siteUrl}
        />
      )}
      {(when === 'past' || shownPast.length > 0) && (
        <Section
          part="past"
          heading={t('EVENTS.PAST')}
          empty={t('EVENTS.NONE_PAST')}
          list={shownPast}
          collapsed={when === 'all' && shownUpcoming.length > 0}
          siteUrl={siteUrl}
        />
      )}
      <ListEnd
        listUrl={eventsPageUrl(siteUrl)}
        page={limit ? page : undefined}
        pages={pages}
        cut={cut}
        list={t('EVENTS.TITLE')}
        seeAll={t('EVENTS.SEE_MORE')}
      />
      <Subscribe />
      {structuredData === 'on' && <StructuredData events={[...shownUpcoming, ...shownPast]} siteUrl={siteUrl} />}
    </>
  );
}
