// For a component test of <event-list>: the list shows the tests' own events (fixture-events.ts), the clock fixed.
import { events } from '../../content/events';
import { i18n, LANGUAGES } from '../../core/i18n';
import { setNow } from './dates';
import { FIXTURE_EVENTS, FIXTURE_FILES, NOW } from './fixture-events';

import { fixtureText } from './fixture-events';
export { FIXTURE_EVENTS, fixtureText, NOW, PICTURE } from './fixture-events';

/**
 * For a describe(): the list shows the fixture events (their texts in the events' namespace, which then never loads
 * the content's) with the clock at NOW, and the content's own events again afterwards.
 */
export function useFixtureEvents() {
  const own = [...events];
  before(() => {
    for (const lang of LANGUAGES)
      i18n.addResourceBundle(
        lang,
        'events',
        Object.fromEntries(FIXTURE_FILES.map((event) => [event.id, event.texts[lang]])),
        true,
        true,
      );
    events.splice(0, events.length, ...FIXTURE_EVENTS);
  });
  beforeEach(() => setNow(NOW));
  afterEach(() => setNow(null));
  after(() => events.splice(0, events.length, ...own));
}

// The list as a reader finds it: an event's English title, a part ('upcoming', 'past'), its titles, an event's card.
export const title = (id: string) => fixtureText(id, 'title');
export const section = (el: HTMLElement, part: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part="${part}"]`);
export const titles = (el: HTMLElement, part: string) =>
  [...(section(el, part)?.querySelectorAll('h3') ?? [])].map((h) => h.textContent);
export const card = (el: HTMLElement, title: string) =>
  [...el.shadowRoot!.querySelectorAll('article')].find((a) => a.querySelector('h3')!.textContent === title)!;
// The fixture events' titles at NOW (23 November 2026), in the order the list shows them.
export const UPCOMING = [title('sormani-reading'), title('torino-workshop'), title('bologna-fair-2027')];
export const PAST = [title('bologna-fair-2026'), title('london-reading'), title('planetario-launch')];
