import { expect, fixture } from '@open-wc/testing';
import axe from 'axe-core';
import { setLanguage, type Language } from '../../core/i18n';
import { mount, rendered, until } from '../../core/testing';
import en from '../../content/generated/calendar.en.json';
import italian from '../../content/generated/calendar.it.json';
import { fixtureText, useFixtureEvents } from './fixtures';
import './index';

const title = (id: string, lang: Language = 'en') => fixtureText(id, 'title', lang);
const card = (el: HTMLElement, title: string) =>
  [...el.shadowRoot!.querySelectorAll('article')].find((a) => a.querySelector('h3')!.textContent === title)!;
/** A link's accessible name as a screen reader reads it: its text, visually hidden parts included. */
const nameOf = (link: Element) => link.textContent!.replace(/\s+/g, ' ').trim();
const link = (root: ParentNode, name: string | RegExp) =>
  [...root.querySelectorAll('a')].find((a) => (typeof name === 'string' ? nameOf(a) === name : name.test(nameOf(a))));
const params = (href: string) => Object.fromEntries(new URL(href).searchParams);

const SORMANI = 'sormani-reading';

describe('<event-list>: into the calendar', () => {
  useFixtureEvents();
  beforeEach(() => setLanguage('en'));

  it('offers the .ics file, Google Calendar and Outlook for each upcoming event, named after the event', async () => {
    const el = await mount('<event-list></event-list>');
    const sormani = card(el, title(SORMANI));
    const ics = link(sormani, `Add to calendar: ${title(SORMANI)} (.ics file)`)!;
    expect(ics, 'the .ics link by its name').to.exist;
    // Beside the element's module (in the tests, ASSET_BASE is /public/): an embedded list links to the illustrator's host.
    expect(new URL(ics.href).pathname).to.equal(`/public/calendar/en/${SORMANI}.ics`);
    expect(ics.target, 'the calendar app opens the file').to.equal('');
    const google = link(sormani, `Google Calendar: add ${title(SORMANI)} (opens in a new tab)`)!;
    expect(google.origin + new URL(google.href).pathname).to.equal('https://calendar.google.com/calendar/render');
    expect(params(google.href)).to.deep.equal({
      action: 'TEMPLATE',
      text: title(SORMANI),
      dates: '20270123T153000Z/20270123T163000Z', // 16:30–17:30 in Milan, in winter: UTC+1
      ctz: 'Europe/Rome',
      details: `${fixtureText(SORMANI, 'text')}\n\nhttps://www.example.org/biblioteca-sormani/senti-che-musica`,
      location: 'Biblioteca Sormani, Corso di Porta Vittoria 6, Milano, Italy',
    });
    const outlook = link(sormani, `Outlook.com: add ${title(SORMANI)} (opens in a new tab)`)!;
    expect(outlook.href.startsWith('https://outlook.live.com/calendar/0/action/compose?')).to.equal(true);
    const o = params(outlook.href);
    expect([o.subject, o.startdt, o.enddt, o.location]).to.deep.equal([
      title(SORMANI),
      '2027-01-23T15:30:00Z',
      '2027-01-23T16:30:00Z',
      'Biblioteca Sormani, Corso di Porta Vittoria 6, Milano, Italy',
    ]);
    for (const out of [google, outlook]) {
      expect(out.target).to.equal('_blank');
      expect(out.relList.contains('noopener') && out.relList.contains('noreferrer')).to.equal(true);
    }
    // Summer time, over four days; an event without a link of its own points back to the site's events page.
    const fair = params(link(card(el, title('bologna-fair-2027')), /^Google Calendar/)!.href);
    expect(fair.dates).to.equal('20270412T073000Z/20270415T163000Z');
    const torino = params(link(card(el, title('torino-workshop')), /^Google Calendar/)!.href);
    expect(torino.dates).to.equal('20270313T093000Z/20270313T113000Z');
    expect(el.shadowRoot!.querySelectorAll('[part="upcoming"] .calendar')).to.have.length(3);
    expect(
      el.shadowRoot!.querySelectorAll('[part="past"] .calendar'),
      'nothing to add for an event that is over',
    ).to.have.length(0);
  });

  it('writes the links in the element’s language, with the .ics file of that language', async () => {
    const el = await mount('<event-list when="upcoming" lang="it" site-url="https://books.example.org/"></event-list>');
    const name = title(SORMANI, 'it');
    const sormani = card(el, name);
    const ics = link(sormani, `${italian.ADD_TO_CALENDAR}: ${name} (file .ics)`)!;
    expect(new URL(ics.href).pathname).to.equal(`/public/calendar/it/${SORMANI}.ics`);
    const google = params(link(sormani, /^Google Calendar: aggiungi/)!.href);
    expect([google.text, google.location]).to.deep.equal([
      name,
      'Biblioteca Sormani, Corso di Porta Vittoria 6, Milano, Italia',
    ]);
    const fair = params(link(card(el, title('bologna-fair-2027', 'it')), /^Outlook\.com/)!.href);
    expect(fair.body.startsWith(fixtureText('bologna-fair-2027', 'text', 'it'))).to.equal(true);
    el.setAttribute('lang', 'fr');
    await until(() => link(el.shadowRoot!, /^Ajouter à l’agenda/));
    expect(new URL(link(el.shadowRoot!, /^Ajouter à l’agenda/)!.href).pathname).to.match(
      /\/calendar\/fr\/[\w-]+\.ics$/,
    );
  });

  it('links an event with an address to OpenStreetMap, and one without an address to no map', async () => {
    const el = await mount('<event-list when="past" limit="10"></event-list>');
    const london = card(el, title('london-reading'));
    const map = link(london, 'Map of Istituto Italiano di Cultura on OpenStreetMap (opens in a new tab)')!;
    expect(map.href).to.equal(
      'https://www.openstreetmap.org/search?query=39+Belgrave+Square%2C+London%2C+United+Kingdom',
    );
    expect(map.target).to.equal('_blank');
    expect(map.closest('.where'), 'beside the address').to.exist;
    expect(link(card(el, title('bologna-fair-2026')), /OpenStreetMap/), 'no address, no map').to.equal(undefined);
  });

  it('links the feed to subscribe to, in the element’s language, below the lists', async () => {
    const el = await mount('<event-list when="upcoming" limit="1"></event-list>');
    const part = el.shadowRoot!.querySelector('[part="subscribe"]')!;
    const subscribe = link(part, en.SUBSCRIBE)!;
    const feed = new URL(subscribe.href.replace(/^webcal:/, 'http:'));
    expect(subscribe.protocol).to.equal('webcal:');
    expect([feed.host, feed.pathname]).to.deep.equal([location.host, '/public/calendar/events-en.ics']);
    const address = link(part, en.FEED_ADDRESS)!;
    expect(address.href).to.equal(`${location.origin}/public/calendar/events-en.ics`);
    el.setAttribute('lang', 'fr');
    await until(() => link(el.shadowRoot!.querySelector('[part="subscribe"]')!, /^l’adresse/));
    expect(link(el.shadowRoot!.querySelector('[part="subscribe"]')!, /^l’adresse/)!.href).to.match(
      /\/calendar\/events-fr\.ics$/,
    );
  });

  it('asks nothing of another host before a click, and every link is reachable with the keyboard', async () => {
    performance.clearResourceTimings();
    const el = await mount('<event-list limit="100"></event-list>');
    el.shadowRoot!.querySelector('details')!.open = true;
    await new Promise((resolve) => setTimeout(resolve, 300));
    const elsewhere = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => new URL(url).origin !== location.origin);
    expect(elsewhere).to.deep.equal([]);
    expect(
      el.shadowRoot!.querySelector('link[rel~="preconnect"], link[rel~="dns-prefetch"], a[ping], iframe'),
    ).to.equal(null);
    const links = [...el.shadowRoot!.querySelectorAll('a')];
    expect(links.length).to.be.greaterThan(12);
    for (const a of links) {
      a.focus();
      expect(el.shadowRoot!.activeElement, nameOf(a)).to.equal(a);
      expect(nameOf(a).length).to.be.greaterThan(3);
    }
  });

  it('has no axe violations, in both themes', async () => {
    for (const theme of ['light', 'dark']) {
      const el = await mount(`<event-list theme="${theme}" limit="100"></event-list>`);
      el.shadowRoot!.querySelector('details')!.open = true;
      const results = await axe.run(el, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
        resultTypes: ['violations'],
      });
      expect(
        results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        theme,
      ).to.deep.equal([]);
    }
  });

  it('keeps the cards tidy at 375 and 1280 px: the calendar links inside the card, in rows', async () => {
    for (const width of [375, 1280]) {
      const frame = await fixture<HTMLElement>(
        `<div style="width: ${width}px"><event-list when="upcoming"></event-list></div>`,
      );
      const el = frame.querySelector<HTMLElement>('event-list')!;
      await rendered(el);
      expect(el.scrollWidth, `${width} px`).to.be.at.most(width);
      for (const article of el.shadowRoot!.querySelectorAll('article')) {
        const box = article.getBoundingClientRect();
        for (const a of article.querySelectorAll('.calendar a, a.map')) {
          const r = a.getBoundingClientRect();
          expect(
            r.left >= box.left && r.right <= box.right + 0.5,
            `${width} px: ${nameOf(a)} inside its card`,
          ).to.equal(true);
          expect(r.height, 'a target a finger can hit').to.be.at.least(24);
        }
      }
      const row = [...el.shadowRoot!.querySelectorAll('article')[0].querySelectorAll('.calendar a')].map(
        (a) => a.getBoundingClientRect().top,
      );
      if (width === 1280) expect(new Set(row.map(Math.round)).size, 'one row when there is room').to.equal(1);
    }
  });
});
