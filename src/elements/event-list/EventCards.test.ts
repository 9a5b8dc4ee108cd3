import { expect, fixture } from '@open-wc/testing';
import { setLanguage } from '../../core/i18n';
import { mount, rendered, structuredDataOf, until } from '../../core/testing';
import { site } from '../../content';
import { card, fixtureText, PAST, PICTURE, title, titles, UPCOMING, useFixtureEvents } from './fixtures';
import './index';

const jsonLd = (el: HTMLElement) => JSON.parse(structuredDataOf(el)!.textContent!)['@graph'];

describe("<event-list>: each event's card", () => {
  useFixtureEvents();
  beforeEach(() => setLanguage('en'));

  it("shows an event's picture beside it, as responsive AVIF and WebP, and none for an event without one", async () => {
    const el = await mount('<event-list when="upcoming"></event-list>');
    const withPicture = card(el, title('torino-workshop')).querySelector('img')!;
    expect(withPicture.getAttribute('alt'), 'the title beside it says what it is').to.equal('');
    expect(withPicture.currentSrc || withPicture.src).to.include(PICTURE);
    expect([...withPicture.parentElement!.querySelectorAll('source')].map((source) => source.type)).to.deep.equal([
      'image/avif',
      'image/webp',
    ]);
    expect(card(el, title('sormani-reading')).querySelector('img')).to.equal(null);
    const [text, picture] = [card(el, title('torino-workshop')).querySelector('h3')!, withPicture].map((node) =>
      node.getBoundingClientRect(),
    );
    expect(el.getBoundingClientRect().width).to.be.greaterThan(600);
    expect(picture.left, 'on the right of the text').to.be.greaterThan(text.right - 1);
  });

  it('links to the event page in a new tab, naming the event in the link', async () => {
    const el = await mount('<event-list when="upcoming"></event-list>');
    const link = [...card(el, UPCOMING[1]).querySelectorAll('a')].find((a) =>
      a.textContent!.startsWith('More information'),
    )!;
    expect(link.href).to.equal('https://www.example.org/topo-di-carta/laboratorio-pianeti');
    expect(link.target).to.equal('_blank');
    expect(link.relList.contains('noopener')).to.equal(true);
    expect(link.textContent!.replace(/\s+/g, ' ').trim()).to.equal(
      `More information about ${UPCOMING[1]} (opens in a new tab)`,
    );
    expect(
      link.querySelector('.visually-hidden')!.getBoundingClientRect().width,
      'the event name is for screen readers',
    ).to.be.at.most(1);
  });

  it('names a title that quotes a book once, quotes and all, in every language (a screen reader reads each mark)', async () => {
    const el = await mount('<event-list when="upcoming"></event-list>');
    for (const [lang, words] of [
      ['en', 'about'],
      ['it', 'su'],
      ['fr', 'sur'],
    ] as const) {
      el.setAttribute('lang', lang);
      const name = fixtureText('sormani-reading', 'title', lang); // « Senti che Musica! » : une lecture en musique
      await until(() => titles(el, 'upcoming')[0] === name, `${lang} titles`);
      // The "More information" link's hidden part (the card's other links name the event too: the calendar's).
      const hidden = [...card(el, name).querySelectorAll('a .visually-hidden')].map((part) => part.textContent!.trim());
      expect(
        hidden.some((text) => text.startsWith(`${words} ${name} (`)),
        `${lang}: ${hidden.join(' | ')}`,
      ).to.equal(true);
      // No link wraps the title in quotes of its own (the calendar's neither).
      expect(
        hidden.filter((text) => text.includes(name)).every((text) => text.includes(` ${name} `)),
        `${lang}: ${hidden.join(' | ')}`,
      ).to.equal(true);
    }
  });

  it('adds schema.org Event data for the events shown, in its language, and removes it with structured-data="off"', async () => {
    const el = await mount('<event-list site-url="https://books.example.org/site/"></event-list>');
    await until(() => structuredDataOf(el));
    const graph = jsonLd(el);
    expect(graph.map((event: { name: string }) => event.name)).to.deep.equal([...UPCOMING, ...PAST]);
    expect(graph[0]).to.deep.equal({
      '@type': 'LiteraryEvent',
      name: UPCOMING[0],
      description: fixtureText('sormani-reading', 'text'),
      startDate: '2027-01-23T16:30+01:00',
      endDate: '2027-01-23T17:30+01:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Biblioteca Sormani',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Corso di Porta Vittoria 6',
          addressLocality: 'Milano',
          addressCountry: 'IT',
        },
      },
      url: 'https://www.example.org/biblioteca-sormani/senti-che-musica',
      organizer: { '@type': 'Person', name: site.owner, url: 'https://books.example.org/site/' },
      performer: { '@type': 'Person', name: site.owner, url: 'https://books.example.org/site/' },
    });
    const london = graph.find((event: { name: string }) => event.name === PAST[1]);
    expect(london).to.not.have.property('endDate');
    expect(london.url, 'no link of its own: the site’s events page').to.equal('https://books.example.org/site/events/');
    expect(london.image).to.match(new RegExp(`/${PICTURE}\\.(jpg|png)$`));
    el.setAttribute('lang', 'it');
    await until(() => structuredDataOf(el)?.getAttribute('data-lang') === 'it');
    expect(document.head.querySelectorAll('script[data-for="event-list"]')).to.have.length(1);
    expect(jsonLd(el)[0].name).to.equal(fixtureText('sormani-reading', 'title', 'it'));
    el.setAttribute('when', 'upcoming');
    await until(() => jsonLd(el).length === 3);
    el.setAttribute('structured-data', 'off');
    await until(() => !structuredDataOf(el));
  });

  it('fits a 320 px wide column, the date badge above each event there and beside it when wider, in both themes', async () => {
    const frame = await fixture<HTMLElement>('<div style="width: 320px"><event-list theme="dark"></event-list></div>');
    const el = frame.querySelector<HTMLElement>('event-list')!;
    await rendered(el);
    const boxes = () =>
      [...el.shadowRoot!.querySelectorAll('article')]
        .filter((article) => article.checkVisibility())
        .map((article) => [...article.children].map((child) => child.getBoundingClientRect()));
    expect(el.scrollWidth).to.be.at.most(320);
    expect(boxes()).to.have.length(3);
    for (const [badge, body] of boxes()) expect(body.top, 'below the badge').to.be.at.least(badge.bottom);
    frame.style.width = '700px';
    await until(
      () => boxes().every(([badge, body]) => body.left >= badge.right && body.top < badge.bottom),
      'the badge beside the event',
    );
    const badge = el.shadowRoot!.querySelector('article [aria-hidden="true"]')!;
    expect(getComputedStyle(badge).backgroundColor).to.equal('rgb(226, 207, 194)');
    el.setAttribute('theme', 'light');
    await until(() => getComputedStyle(badge).backgroundColor === 'rgb(78, 64, 57)');
  });
});
