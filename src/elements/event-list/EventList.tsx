import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useHost } from '../../core/host';
import { Icon } from '../../core/icons';
import { events as allEvents } from '../../content/events';
import { picture, type Event } from '../../content';
import { Picture } from '../../core/Picture';
import { badge, formatWhen, isoWithOffset, splitByTime } from './dates';
import { StructuredData } from './StructuredData';
import * as styles from './styles';

export interface EventListProps {
  when: 'upcoming' | 'past' | 'all';
  limit?: number;
  siteUrl: string;
  structuredData: 'on' | 'off';
}

function EventCard({ event }: { event: Event }) {
  const { t } = useTranslation();
  const { lang } = useHost();
  const titleId = useId();
  const title = t(event.title);
  const when = formatWhen(event, lang);
  const date = badge(event, lang);
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
            {event.place.address && <span className="address">{event.place.address}</span>}
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

function Section({ part, heading, empty, list, collapsed }: { part: 'upcoming' | 'past'; heading: string; empty: string; list: Event[]; collapsed: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  const items = (
    <ol className={styles.list}>
      {list.map((event) => (
        <EventCard key={event.id} event={event} />
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

/**
 * Upcoming events (soonest first), then past ones (most recent first). With when="all" the past ones sit under
 * their own heading, folded away in a <details> while there are upcoming ones to show.
 */
export function EventList({ when, limit, siteUrl, structuredData }: EventListProps) {
  const { t } = useTranslation();
  const { upcoming, past } = splitByTime(allEvents);
  const shown = {
    upcoming: when === 'past' ? [] : upcoming.slice(0, limit),
    past: when === 'upcoming' ? [] : past.slice(0, limit),
  };
  return (
    <>
      {when !== 'past' && <Section part="upcoming" heading={t('EVENTS.UPCOMING')} empty={t('EVENTS.NONE_UPCOMING')} list={shown.upcoming} collapsed={false} />}
      {(when === 'past' || shown.past.length > 0) && (
        <Section part="past" heading={t('EVENTS.PAST')} empty={t('EVENTS.NONE_PAST')} list={shown.past} collapsed={when === 'all' && shown.upcoming.length > 0} />
      )}
      {structuredData === 'on' && <StructuredData events={[...shown.upcoming, ...shown.past]} siteUrl={siteUrl} />}
    </>
  );
}
