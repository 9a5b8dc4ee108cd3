// The checks of the host matrix (issue 36), run in one host page, in each of its engines, by test/hosts/run.mjs.
// Each returns null when it holds, else the reason; a check that cannot finish (a timeout) fails with its message.
// The order is the runner's: the events on the first gallery, before #change moves it, and #remove last.
import fs from 'node:fs';
import { CONTENT } from '../helpers.mjs';
import { define, firstBook, locate, ready, rendered, snapshot, TAGS } from './page.mjs';

export const CHECKS = [
  'no children',
  'with children',
  'hide and show',
  'string',
  'number',
  'boolean',
  'set before define',
  'changed after mount',
  'attribute removed',
  'events',
];
export const SSR_CHECKS = ['server HTML', 'hydration'];

const json = (value) => JSON.stringify(value);
/** The reason for a difference, or null. */
const differs = (what, actual, expected) =>
  json(actual) === json(expected) ? null : `${what}: ${json(actual)}, expected ${json(expected)}`;
/** Whether every slide shows a picture of the group (images/gallery/<group>/...). */
const ofGroup = (images, group) =>
  images.length === CONTENT.artworks[group].length && images.every((src) => src.includes(`/gallery/${group}/`));

async function clickOn(page, target) {
  const point = await page.waitFor(locate, target, `${target.id ? `#${target.id} ` : ''}${target.css} on screen`);
  await page.click(...point);
}
/** Waits until test(snapshot) holds; returns the last snapshot either way. */
async function until(page, test, timeout = 10000) {
  const end = Date.now() + timeout;
  for (;;) {
    const state = await page.evaluate(snapshot);
    if (test(state) || Date.now() > end) return state;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
/** The detail logged for an event type by the host's own listener (`<type> <JSON>` in #log). */
const logged = (state, type) =>
  state.log.filter((line) => line.startsWith(`${type} `)).map((line) => JSON.parse(line.slice(type.length + 1)));

/**
 * Once the framework has rendered the page (and hydrated it, for a server render): asks it for the elements' script
 * and waits for the tags to be defined. Returns what the page was before (page.mjs's `rendered`) and how
 * defineElements() ended (true, or its error).
 */
export async function loadElements(page) {
  const first = await page.waitFor(rendered, TAGS, 'the framework rendered the page');
  await page.waitFor(ready, undefined, 'window.defineElements, set once the page has hydrated');
  await page.evaluate(define);
  const defined = await page.waitFor(() => window.__defined, undefined, 'defineElements() resolved', 30000);
  return { first, defined };
}

/**
 * Runs the checks in an open host page (driver.mjs's page API) and returns { [check]: reason | null }.
 * site: the site's address; outbox: the file its mail stand-in writes; label: this page's own (host and engine), in
 * its message, so that one page's message in the outbox never passes another's check.
 */
export async function runChecks(page, { site, outbox, label }) {
  const results = {};
  const check = async (name, fn) => {
    try {
      results[name] = await fn();
    } catch (error) {
      results[name] = String(error.message ?? error).split('\n')[0];
    }
  };

  const { first, defined } = await loadElements(page);
  const state = await until(
    page,
    (s) => s.empty && s.books.shows && s.gallery.shows && s.events.shows && s.contactShows,
  );

  await check('no children', () => (state.empty ? null : '#empty shows nothing in its shadow root'));
  await check('with children', () => {
    const { books, fallback } = state.books;
    if (books !== 2) return `#books shows ${books} books, expected 2`;
    if (!fallback || fallback.href !== `${site}books/`) return `fallback link missing: ${json(fallback)}`;
    return fallback.boxes ? 'the fallback link is shown' : null;
  });
  const { gallery } = state;
  await check('string', () => {
    if (gallery.gallery !== 'bw') return differs('gallery.gallery', gallery.gallery, 'bw');
    return ofGroup(gallery.images, 'bw') ? null : `the slides are not the bw group: ${json(gallery.images)}`;
  });
  await check(
    'number',
    () => differs('gallery.start', gallery.start, 2) ?? differs('current slide', gallery.current, 1),
  );
  await check(
    'boolean',
    () => differs('gallery.viewer', gallery.viewer, 'off') ?? differs('viewer buttons', gallery.viewerButtons, 0),
  );
  // React, Preact and Svelte set an attribute on an element not yet defined; Angular, Vue's .prop and Solid's prop: a
  // property, which the element takes when it upgrades. Either way the value must survive the late script.
  await check('set before define', () => {
    if (defined !== true) return `defineElements(): ${defined}`;
    if (first.scriptFetched) return 'portfolio.js was fetched before defineElements() was called';
    if (first.undefinedTags.length !== TAGS.length)
      return `already defined when the framework rendered: ${TAGS.filter((t) => !first.undefinedTags.includes(t))}`;
    return ['string', 'number', 'boolean'].find((name) => results[name]) ? 'string, number or boolean lost' : null;
  });

  await check('events', async () => {
    const reasons = [];
    await clickOn(page, { id: 'gallery', css: 'button[data-dir=next]' });
    const slid = logged(await until(page, (s) => logged(s, 'slide-change').length), 'slide-change');
    const next = { index: 2, id: CONTENT.artworks.bw[2].id };
    reasons.push(slid.length ? differs('slide-change', slid.at(-1), next) : 'slide-change not logged');

    const book = await page.evaluate(firstBook);
    await clickOn(page, { id: 'books', css: '[part] article h3 a' });
    const chosen = logged(await until(page, (s) => logged(s, 'book-select').length), 'book-select');
    reasons.push(
      chosen.length
        ? (differs('book-select', { title: chosen[0].title, url: chosen[0].url }, book) ??
            (book.url.includes(`/${chosen[0].id}/`) ? null : `book-select id ${chosen[0].id}`))
        : 'book-select not logged',
    );
    await new Promise((resolve) => setTimeout(resolve, 500)); // a navigation, if the listener let it happen
    reasons.push(differs('the page after book-select', (await page.evaluate(snapshot)).url, state.url));

    const message = { name: 'Carla', email: 'carla@example.org', message: `Could you draw our calendar? (${label})` };
    for (const [css, text] of [
      ['input[type=text]:not([tabindex="-1"])', message.name],
      ['input[type=email]', message.email],
      ['textarea', message.message],
    ]) {
      await clickOn(page, { id: 'contact', css });
      await page.type(text);
    }
    await clickOn(page, { id: 'contact', css: 'button[type=submit]' });
    const sent = logged(await until(page, (s) => logged(s, 'contact-sent').length), 'contact-sent');
    reasons.push(
      sent.length
        ? differs('contact-sent', sent[0], { name: message.name, email: message.email })
        : 'contact-sent not logged',
    );
    const outboxed = fs.existsSync(outbox) && fs.readFileSync(outbox, 'utf8').includes(message.message);
    reasons.push(outboxed ? null : 'the message is not in the outbox');
    return reasons.filter(Boolean).join('; ') || null;
  });

  await check('hide and show', async () => {
    await clickOn(page, { css: '#toggle' });
    const hidden = await until(page, (s) => !s.events.present);
    if (hidden.events.present) return '#events still there after #toggle';
    await clickOn(page, { css: '#toggle' });
    const shown = await until(page, (s) => s.events.shows);
    return shown.events.shows ? null : '#events not rendered again after a second #toggle';
  });

  await check('changed after mount', async () => {
    await clickOn(page, { css: '#change' });
    const s = await until(page, (s) => ofGroup(s.gallery.images, 'colour') && s.books.books === 1);
    if (!ofGroup(s.gallery.images, 'colour')) return `gallery ${s.gallery.gallery}, not showing the colour group`;
    return differs('#books books shown', s.books.books, 1);
  });

  await check('attribute removed', async () => {
    await clickOn(page, { css: '#remove' });
    const s = await until(page, (s) => s.books.sectionAttribute === null && s.books.section === 'all');
    const reason =
      differs('section attribute', s.books.sectionAttribute, null) ?? differs('books.section', s.books.section, 'all');
    if (reason) return reason;
    // With limit 1 no cover fits whatever the section: the runner lifts the limit to see them.
    await page.evaluate(() => (document.getElementById('books').limit = null));
    const all = await until(page, (s) => s.books.covers > 0);
    return all.books.covers ? null : 'no covers shown with section removed';
  });
  return results;
}
