import { expect } from '@open-wc/testing';
import { setLanguage } from '../../core/i18n';
import { captureConsole, mount, until, attributeMessages } from '../../core/testing';
import en from '../../content/generated/en.json';
import fr from '../../content/generated/fr.json';
import italian from '../../content/generated/it.json';
import problems from '../../content/generated/problems.it.json'; // a bad attribute's texts (src/content/textParts.ts)
import { DATE_TIME, setNow, TIME } from './dates';
import {
  card,
  FIXTURE_EVENTS,
  fixtureText,
  PAST,
  section,
  title,
  titles,
  UPCOMING,
  useFixtureEvents,
} from './fixtures';
import './index';

const headings = (el: HTMLElement) => [...el.shadowRoot!.querySelectorAll('h2')].map((h) => h.textContent);
const times = (el: HTMLElement, title: string) =>
  [...card(el, title).querySelectorAll('time')].map((time) => [time.dateTime, time.textContent]);
/** What Intl itself writes for an instant given in UTC: the element must agree, whatever the test machine's zone. */
const intl = (lang: string, options: Intl.DateTimeFormatOptions, utc: string, timeZone = 'Europe/Rome') =>
  new Intl.DateTimeFormat(lang, { ...options, timeZone }).format(new Date(utc));

describe('<event-list>', () => {
  useFixtureEvents();
  beforeEach(() => setLanguage('en'));

  it('shows upcoming events soonest first, then past ones most recent first, folded under their own heading', async () => {
    const el = await mount('<event-list></event-list>');
    expect(headings(el)).to.deep.equal(['Upcoming events', 'Past events']);
    expect(titles(el, 'upcoming')).to.deep.equal(UPCOMING);
    expect(titles(el, 'past')).to.deep.equal(PAST);
    const details = section(el, 'past')!.querySelector('details')!;
    expect(details.open).to.equal(false);
    const summary = details.querySelector('summary')!;
    expect(summary.textContent).to.equal('Show past events (3)');
    const list = section(el, 'past')!.querySelector('ol')!;
    expect(list.checkVisibility(), 'folded').to.equal(false);
    summary.click();
    await until(() => details.open);
    expect(list.checkVisibility()).to.equal(true);
  });

  it('keeps an event upcoming until it ends, or two hours after its start when it has no end', async () => {
    const london = title('london-reading'); // 14:00 in London, no end
    setNow('2026-02-21T15:59:00Z');
    expect(titles(await mount('<event-list></event-list>'), 'upcoming')[0]).to.equal(london);
    setNow('2026-02-21T16:00:00Z');
    expect(titles(await mount('<event-list></event-list>'), 'past')[0]).to.equal(london);
    setNow('2027-04-14T12:00:00Z'); // the fair is on (12 to 15 April)
    const during = await mount('<event-list></event-list>');
    expect(titles(during, 'upcoming')).to.deep.equal([title('bologna-fair-2027')]);
    expect(titles(during, 'past')).to.deep.equal([title('torino-workshop'), title('sormani-reading'), ...PAST]);
  });

  it('filters with when and limit', async () => {
    const upcoming = await mount('<event-list when="upcoming" limit="2"></event-list>');
    expect(titles(upcoming, 'upcoming')).to.deep.equal(UPCOMING.slice(0, 2));
    expect(section(upcoming, 'past')).to.equal(null);
    const past = await mount('<event-list when="past" limit="2"></event-list>');
    expect(section(past, 'upcoming')).to.equal(null);
    expect(headings(past)).to.deep.equal(['Past events']);
    expect(titles(past, 'past')).to.deep.equal(PAST.slice(0, 2));
    expect(section(past, 'past')!.querySelector('details'), 'shown alone, the past is not folded').to.equal(null);
    const both = await mount('<event-list when="all" limit="1"></event-list>');
    expect([titles(both, 'upcoming'), section(both, 'past')]).to.deep.equal([UPCOMING.slice(0, 1), null]);
    expect(both.shadowRoot!.querySelectorAll('article')).to.have.length(1);
    both.setAttribute('limit', '4');
    await until(() => titles(both, 'past').length === 1);
    expect(
      [titles(both, 'upcoming'), titles(both, 'past')],
      'the upcoming ones first, then past ones while there is room',
    ).to.deep.equal([UPCOMING, PAST.slice(0, 1)]);
    both.setAttribute('when', 'past');
    await until(() => section(both, 'upcoming') === null);
    expect(titles(both, 'past')).to.deep.equal(PAST);
    both.setAttribute('limit', '2');
    await until(() => titles(both, 'past').length === 2);
    both.removeAttribute('limit');
    await until(() => titles(both, 'past').length === 3);
    setNow('2027-01-01T00:00:00Z'); // all three still to come, so limit="1" shows no past event at all
    const next = await mount('<event-list limit="1"></event-list>');
    expect(next.shadowRoot!.querySelectorAll('h3')).to.have.length(1);
  });

  it('says so when a list is empty, and unfolds the past when nothing is coming', async () => {
    setNow('2030-01-01T00:00:00Z');
    const later = await mount('<event-list></event-list>');
    expect(section(later, 'upcoming')!.textContent).to.include(en.EVENTS.NONE_UPCOMING);
    expect(section(later, 'past')!.querySelector('details')).to.equal(null);
    expect(titles(later, 'past')).to.have.length(FIXTURE_EVENTS.length);
    setNow('2020-01-01T00:00:00Z');
    const earlier = await mount('<event-list when="past" lang="fr"></event-list>');
    expect(section(earlier, 'past')!.textContent).to.include(fr.EVENTS.NONE_PAST);
  });

  it('reports a bad when or limit in the element’s language and still shows every event', async () => {
    const errors = captureConsole('error');
    try {
      const el = await mount('<event-list when="soon" lang="it"></event-list>');
      expect((await attributeMessages(el))[0])
        .to.include('«soon»')
        .and.include(problems.ATTRIBUTE.ONE_OF.replace('{{values}}', 'upcoming, past, all'));
      expect(titles(el, 'upcoming')).to.have.length(3);
      expect(titles(el, 'past')).to.have.length(3);
      await until(() => errors.calls.length === 1);
      expect(errors.calls[0]).to.include('<event-list> when="soon"');
      const zero = await mount('<event-list limit="0"></event-list>');
      expect((await attributeMessages(zero))[0]).to.include('from 1 to 100');
      expect(titles(zero, 'upcoming')).to.have.length(3);
      await until(() => errors.calls.length === 2);
      expect(errors.calls[1]).to.include('limit="0"');
    } finally {
      errors.restore();
    }
  });

  it('writes dates in the venue’s time zone with the offset in <time datetime>, and the end as a time on the same day', async () => {
    const el = await mount('<event-list limit="100"></event-list>');
    expect(times(el, UPCOMING[0])).to.deep.equal([
      ['2027-01-23T16:30+01:00', intl('en', DATE_TIME, '2027-01-23T15:30:00Z')],
      ['2027-01-23T17:30+01:00', intl('en', TIME, '2027-01-23T16:30:00Z')],
    ]);
    expect(times(el, UPCOMING[0])[0][1]).to.match(/Saturday.*January.*23.*2027.*4:30/);
    expect(times(el, UPCOMING[2]), 'summer time, a fair over four days').to.deep.equal([
      ['2027-04-12T09:30+02:00', intl('en', DATE_TIME, '2027-04-12T07:30:00Z')],
      ['2027-04-15T18:30+02:00', intl('en', DATE_TIME, '2027-04-15T16:30:00Z')],
    ]);
    expect(times(el, PAST[1]), 'a London event, in London time').to.deep.equal([
      ['2026-02-21T14:00+00:00', intl('en', DATE_TIME, '2026-02-21T14:00:00Z', 'Europe/London')],
    ]);
    for (const time of el.shadowRoot!.querySelectorAll('time'))
      expect(time.dateTime).to.match(/^\d{4}-\d\d-\d\dT\d\d:\d\d[+-]\d\d:\d\d$/);
    const badge = card(el, UPCOMING[0]).querySelector('[aria-hidden="true"]')!;
    expect(badge.textContent).to.include('23').and.include('2027');
  });

  it('writes dates as the browser’s own variant of the language does: day first in a British browser', async () => {
    const languages = Object.getOwnPropertyDescriptor(navigator, 'languages');
    Object.defineProperty(navigator, 'languages', { value: ['fr-FR', 'en-GB', 'en'], configurable: true });
    try {
      const el = await mount('<event-list limit="100"></event-list>');
      const [start, end] = times(el, UPCOMING[0]).map(([, text]) => text);
      expect(start).to.equal(intl('en-GB', DATE_TIME, '2027-01-23T15:30:00Z'));
      expect(start).to.match(/Saturday,? 23 January 2027/);
      expect(end).to.equal(intl('en-GB', TIME, '2027-01-23T16:30:00Z'));
      expect(end, 'the 24-hour clock').to.equal('17:30');
      await setLanguage('it'); // no Italian variant in this browser: Italian as such
      const primo = fixtureText('sormani-reading', 'title', 'it');
      await until(() => titles(el, 'upcoming')[0] === primo, 'the Italian list');
      expect(times(el, primo)[0][1]).to.equal(intl('it', DATE_TIME, '2027-01-23T15:30:00Z'));
    } finally {
      if (languages) Object.defineProperty(navigator, 'languages', languages);
      else delete (navigator as { languages?: unknown }).languages;
    }
  });

  it('follows a language switch: headings, titles, places and dates in Italian and French', async () => {
    const el = await mount('<event-list></event-list>');
    await setLanguage('it');
    await until(() => headings(el)[0] === italian.EVENTS.UPCOMING);
    expect(headings(el)).to.deep.equal([italian.EVENTS.UPCOMING, italian.EVENTS.PAST]);
    const first = fixtureText('sormani-reading', 'title', 'it');
    expect(titles(el, 'upcoming')[0]).to.equal(first);
    expect(times(el, first).map(([, text]) => text)).to.deep.equal([
      intl('it', DATE_TIME, '2027-01-23T15:30:00Z'),
      intl('it', TIME, '2027-01-23T16:30:00Z'),
    ]);
    expect(times(el, first)[0][1]).to.match(/sabato.*gennaio/);
    expect(card(el, first).textContent)
      .to.include(italian.EVENTS.KIND.READING)
      .and.include('Biblioteca Sormani, Milano');
    el.setAttribute('lang', 'fr');
    const premier = fixtureText('sormani-reading', 'title', 'fr');
    await until(() => titles(el, 'upcoming')[0] === premier);
    expect(times(el, premier)[0][1]).to.equal(intl('fr', DATE_TIME, '2027-01-23T15:30:00Z'));
    expect(times(el, premier)[0][1]).to.match(/samedi.*janvier/);
    expect(section(el, 'past')!.querySelector('summary')!.textContent).to.equal(
      fr.EVENTS.SHOW_PAST.replace('{{count}}', '3'),
    );
  });
});
