// For a component test of <event-list>: the list shows the tests' own events (fixture-events.ts), the clock fixed.
import { events } from '../../content/events';
import { i18n, LANGUAGES } from '../../core/i18n';
import { setNow } from './dates';
import { FIXTURE_EVENTS, FIXTURE_FILES, NOW } from './fixture-events';

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
