// #/portfolio and #/events as a visitor uses them: the carousel, the projects and the Gallery's groups, the
// full-screen viewer (mouse, keys, wheel, browser history), and the events on their page, the home page and the footer.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { describe, test } from 'node:test';
import { importBundled } from '../scripts/build/import-bundled.mjs';
import { artworkTitle, CONTENT, textOf, untilHydrated, useSiteAndBrowser, watchErrors } from './helpers.mjs';

const shared = useSiteAndBrowser();

// The sections of #/portfolio as the content has them (content/portfolio/): the carousel, then the grids.
const [CAROUSEL, ...SECTIONS] = CONTENT.sections;
const artworksOf = (section) => CONTENT.artworks[section.id];
const CAROUSEL_PAGES = artworksOf(CAROUSEL).length;
const GRIDS = SECTIONS.map((section) => [section.slug, artworksOf(section).length]);
/** The grids the journeys open artworks in, each the first with enough artworks (the sample content has several). */
const gridWith = (count) => {
  const section = SECTIONS.find((entry) => artworksOf(entry).length >= count);
  assert.ok(section, `these journeys need a portfolio section besides the carousel with ${count} artworks or more`);
  return { section, slug: section.slug, items: artworksOf(section), title: textOf(section.title) };
};
/** An artwork's button in its section's grid: an artwork's id is its own within its section only. */
const artworkIn = (app, slug, id) =>
  app.locator(`section[aria-labelledby="${slug}-heading"] button[data-artwork="${id}"]`);
/** The caption under an artwork full-screen: its technique, then "N of M". */
const captionOf = (items, i) =>
  [items[i].technique && textOf(`TECHNIQUE.${items[i].technique}`), `${i + 1} of ${items.length}`]
    .filter(Boolean)
    .join(' · ');

/**
 * A time at which the content's events are part upcoming, part past (the browser's clock is set to it: the journeys
 * hold whatever the date), and their English titles as the lists show them then: upcoming soonest first. An event is
 * upcoming until its end, or two hours after its start (src/elements/event-list/dates.ts, tested there).
 */
async function eventsAtSomeTime() {
  const events = CONTENT.events;
  if (!events.length) return {};
  const { startOf, endOf } = await importBundled('src/elements/event-list/dates.ts');
  const byStart = [...events].sort((a, b) => startOf(a) - startOf(b));
  // A minute before the middle event starts: those before it are past (unless still on), the rest to come.
  const now = startOf(byStart[Math.floor(byStart.length / 2)]) - 60_000;
  const upcoming = byStart.filter((event) => endOf(event) > now);
  return {
    now: new Date(now).toISOString(),
    upcoming: upcoming.map((event) => textOf(event.title)),
    past: events.filter((event) => !upcoming.includes(event)),
  };
}

/**
 * Opens the route in a fresh context, runs the journey, then checks nothing went wrong in the console; the context is
 * closed whatever happened. `requests` lists the paths the page fetched, from the very first one.
 */
async function visit(route, { width = 1280, reducedMotion = 'no-preference', now } = {}, journey) {
  const context = await shared.browser.newContext({ viewport: { width, height: 900 }, locale: 'en', reducedMotion });
  // The events split into upcoming and past by today's date: a fixed day keeps the journeys true next year.
  if (now) await context.clock.setFixedTime(new Date(now));
  const page = await context.newPage();
  const errors = watchErrors(page);
  const requests = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  try {
    await page.goto(`${shared.site.url}#${route}`);
    await untilHydrated(page);
    await journey({ page, app: page.locator('portfolio-app'), requests });
    assert.deepEqual(errors, [], 'no console error nor page error');
  } finally {
    await context.close();
  }
}

/** Polls check() until it returns something truthy; fails with the message and the last value after the timeout. */
async function until(check, message, timeout = 5000) {
  const end = Date.now() + timeout;
  let value;
  for (;;) {
    value = await check();
    if (value) return value;
    if (Date.now() > end) assert.fail(`timed out: ${message} (last: ${JSON.stringify(value)})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** What the visitor has in front of them: the URL, the viewer (wherever it is portaled), and where focus is. */
function viewerState() {
  const app = document.querySelector('portfolio-app').shadowRoot;
  const gallery = app.querySelector('portfolio-gallery');
  const dialogs = [app, gallery?.shadowRoot].flatMap((root) => [...(root?.querySelectorAll('[role=dialog]') ?? [])]);
  const dialog = dialogs[0];
  let focused = document.activeElement;
  while (focused?.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement;
  const thumbs = [...(gallery?.shadowRoot.querySelectorAll('[part=thumbnails] button') ?? [])];
  return {
    route: location.pathname.replace(/(.)\/$/, '$1'), // the page's address, without its folder's slash
    historyLength: history.length,
    dialogs: dialogs.length,
    dialogIn: dialog ? (dialog.getRootNode() === app ? 'portfolio-app' : 'portfolio-gallery') : null,
    label: dialog?.getAttribute('aria-label') ?? null,
    modal: dialog?.getAttribute('aria-modal') ?? null,
    title: dialog?.querySelector('.yarl__slide_current .yarl__slide_title')?.textContent ?? null,
    description: dialog?.querySelector('.yarl__slide_current .yarl__slide_description')?.textContent ?? null,
    focusInDialog: Boolean(dialog?.contains(focused)),
    focusedArtwork: focused?.dataset?.artwork ?? null,
    focusedLabel: focused?.getAttribute?.('aria-label') || focused?.id || focused?.tagName || null,
    carouselSlide: thumbs.findIndex((button) => button.getAttribute('aria-current') === 'true') + 1,
  };
}
const state = (page) => page.evaluate(viewerState);
const dialogOpen = (page, title) =>
  until(
    async () => ((s) => s.dialogs === 1 && s.title === title && s)(await state(page)),
    `the viewer shows “${title}”`,
  );
const dialogClosed = (page) => until(async () => ((s) => s.dialogs === 0 && s)(await state(page)), 'the viewer closes');
/** The state once it stops changing: closing goes back in history, then the carousel may slide (350 ms). */
async function settled(page) {
  let last = JSON.stringify(await state(page));
  for (let i = 0; i < 20; i++) {
    await new Promise((resolve) => setTimeout(resolve, 400));
    const now = JSON.stringify(await state(page));
    if (now === last) return JSON.parse(now);
    last = now;
  }
  assert.fail(`the page keeps changing: ${last}`);
}

/** The width on screen of the artwork the viewer shows: zoom makes it larger. While a sharper variant loads, the
 * slide holds two images of one size. */
const shownWidth = (page) =>
  page
    .locator('.yarl__slide_current img')
    .evaluateAll((images) => Math.max(...images.map((img) => img.getBoundingClientRect().width)));

for (const width of [1280, 375]) {
  describe(`#/portfolio at ${width} px`, () => {
    test('every artwork is at most two clicks away: grid artworks are buttons on the page, carousel pages a thumbnail then the slide', async () => {
      await visit('/portfolio', { width }, async ({ app }) => {
        const gallery = app.locator('portfolio-gallery');
        await gallery.locator('button[data-artwork]').first().waitFor();
        const ids = [];
        for (const [slug, count] of GRIDS) {
          const buttons = app.locator(
            `section[aria-labelledby="${slug}-heading"] button[data-artwork][aria-haspopup="dialog"]`,
          );
          assert.equal(await buttons.count(), count, `${slug}: ${count} artworks`);
          for (const button of await buttons.all()) {
            ids.push(`${slug}/${await button.getAttribute('data-artwork')}`);
            assert.ok(
              (await button.locator('img').getAttribute('alt')).length > 10,
              'the button is named by the picture’s alt text',
            );
            // A trial click scrolls it into view and checks a real click would land on it (visible, enabled, on top).
            await button.click({ trial: true, timeout: 5000 });
          }
        }
        const slides = gallery.locator('button[data-artwork][aria-haspopup="dialog"]');
        assert.equal(await slides.count(), CAROUSEL_PAGES);
        for (let n = 1; n <= CAROUSEL_PAGES; n++) {
          await gallery.getByRole('button', { name: `Show illustration ${n}`, exact: true }).click();
          ids.push(`${CAROUSEL.slug}/${await slides.nth(n - 1).getAttribute('data-artwork')}`);
          // Only the current slide can be clicked: the others are inert and outside the stage.
          await slides.nth(n - 1).click({ trial: true, timeout: 5000 });
        }
        assert.equal(
          new Set(ids).size,
          CAROUSEL_PAGES + GRIDS.reduce((sum, [, count]) => sum + count, 0),
          'every artwork once',
        );
      });
    });

    test('the grids show each artwork whole, in its own shape, the pictures of a row one height', async () => {
      // The artworks' real shapes, from the media manifest the build encodes them from.
      const media = JSON.parse(fs.readFileSync('src/content/media.json', 'utf8'));
      const shapeOf = (slug, id) => {
        const { src } = artworksOf(SECTIONS.find((section) => section.slug === slug)).find((item) => item.id === id);
        return media[src].width / media[src].height;
      };
      await visit('/portfolio', { width }, async ({ app }) => {
        for (const [slug, count] of GRIDS) {
          await app.locator(`section[aria-labelledby="${slug}-heading"] button[data-artwork] img`).first().waitFor();
          const shown = await app
            .locator(`section[aria-labelledby="${slug}-heading"] button[data-artwork] img`)
            .evaluateAll((images) =>
              images.map((img) => {
                const box = img.getBoundingClientRect();
                return {
                  id: img.closest('button').dataset.artwork,
                  width: box.width,
                  height: box.height,
                  top: Math.round(box.top + scrollY),
                  fit: getComputedStyle(img).objectFit,
                };
              }),
            );
          assert.equal(shown.length, count);
          for (const { id, width: w, height: h, fit } of shown) {
            // A box of another shape would crop the art (object-fit: cover) or shrink it onto bands (contain).
            assert.ok(
              Math.abs(w / h / shapeOf(slug, id) - 1) < 0.015,
              `${id}: shown ${Math.round(w)} × ${Math.round(h)} (${fit}), its artwork is ${shapeOf(slug, id).toFixed(3)}:1`,
            );
            assert.ok(w > 75, `${id} is ${Math.round(w)} px wide`);
          }
          const rows = new Map();
          for (const item of shown) rows.set(item.top, [...(rows.get(item.top) ?? []), item]);
          for (const [top, row] of rows) {
            const heights = row.map(({ height }) => height);
            assert.ok(
              Math.max(...heights) - Math.min(...heights) < 1.5,
              `${slug}: the row at ${top} px holds pictures of one height (${heights.map(Math.round)})`,
            );
          }
        }
      });
    });

    test('an artwork opens full-screen named and captioned; ArrowRight replaces the URL; Escape returns to the page and the last artwork', async () => {
      // A grid's second-to-last artwork (in the sample content: April, of 14 months), then its last.
      const { slug, items, title } = gridWith(2);
      const i = items.length - 2;
      await visit('/portfolio', { width }, async ({ page, app }) => {
        const april = artworkIn(app, slug, items[i].id);
        assert.equal(
          await app.getByRole('button', { name: textOf(items[i].alt), exact: true }).getAttribute('data-artwork'),
          items[i].id,
        );
        await april.scrollIntoViewIfNeeded();
        const before = await state(page);
        await april.click();
        const opened = await dialogOpen(page, artworkTitle(items[i]));
        assert.equal(opened.route, `/portfolio/${slug}/${i + 1}`);
        assert.equal(opened.historyLength, before.historyLength + 1, 'opening is a step back can undo');
        assert.equal(opened.dialogIn, 'portfolio-app');
        assert.equal(opened.label, `${title}, full screen`);
        assert.equal(opened.modal, 'true');
        assert.equal(opened.description, captionOf(items, i));
        assert.equal(opened.focusInDialog, true, 'focus moves into the viewer');
        for (const name of ['Previous artwork', 'Next artwork', 'Close', 'Zoom in', 'Zoom out'])
          assert.equal(await app.getByRole('dialog').getByRole('button', { name, exact: true }).count(), 1, name);

        await page.keyboard.press('ArrowRight');
        const moved = await dialogOpen(page, artworkTitle(items[i + 1]));
        assert.equal(moved.route, `/portfolio/${slug}/${i + 2}`);
        assert.equal(moved.historyLength, opened.historyLength, 'moving replaces the entry');
        assert.equal(moved.description, captionOf(items, i + 1));

        await page.keyboard.press('Escape');
        await dialogClosed(page);
        const closed = await settled(page);
        assert.equal(closed.route, '/portfolio', 'back to where the visitor was');
        assert.equal(closed.focusedArtwork, items[i + 1].id, 'focus on the artwork last shown');
      });
    });

    test('zoom: the + key, the Zoom in button and the mouse wheel each make the artwork larger; - and Zoom out undo it', async () => {
      // The grids' artwork with the largest picture: the viewer zooms up to a picture's own size, no further (one
      // little larger than the screen has no room to zoom).
      const media = JSON.parse(fs.readFileSync('src/content/media.json', 'utf8'));
      const [{ slug }, item] = SECTIONS.flatMap((section) =>
        artworksOf(section).map((entry) => [section, entry]),
      ).reduce((best, next) => (media[next[1].src].width > media[best[1].src].width ? next : best));
      await visit(`/portfolio/${slug}`, { width }, async ({ page, app }) => {
        await artworkIn(app, slug, item.id).click();
        await dialogOpen(page, await artworkIn(app, slug, item.id).locator('+ figcaption span').textContent());
        await page.locator('.yarl__slide_current img').first().waitFor();
        const base = await until(() => shownWidth(page), 'the artwork has a size');
        const larger = (how) =>
          until(async () => (await shownWidth(page)) > base * 1.2, `${how} zooms in from ${base}px`);
        const backToFit = (how) =>
          until(async () => Math.abs((await shownWidth(page)) - base) < 1, `${how} zooms back out to ${base}px`);

        await page.keyboard.press('+');
        await larger('the + key');
        for (let i = 0; i < 4; i++) await page.keyboard.press('-');
        await backToFit('the - key');

        await app.getByRole('button', { name: 'Zoom in', exact: true }).click();
        await larger('the Zoom in button');
        const zoomOut = app.getByRole('button', { name: 'Zoom out', exact: true });
        while (await zoomOut.isEnabled()) await zoomOut.click();
        await backToFit('the Zoom out button');

        const box = await page.locator('.yarl__slide_current img').last().boundingBox();
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
        await page.mouse.wheel(0, -300);
        await larger('the mouse wheel');
      });
    });

    test('Tab and Shift+Tab stay inside the open viewer', async () => {
      const { slug, items } = gridWith(1);
      await visit(`/portfolio/${slug}`, { width }, async ({ page, app }) => {
        await artworkIn(app, slug, items[0].id).click();
        await dialogOpen(page, await artworkIn(app, slug, items[0].id).locator('+ figcaption span').textContent());
        const visited = new Set();
        for (const key of [...Array(10).fill('Tab'), ...Array(4).fill('Shift+Tab')]) {
          await page.keyboard.press(key);
          const now = await state(page);
          assert.equal(now.dialogs, 1, `${key} does not close the viewer`);
          assert.equal(now.focusInDialog, true, `after ${key} focus is on ${now.focusedLabel}, outside the viewer`);
          visited.add(now.focusedLabel);
        }
        assert.ok(visited.size >= 3, `Tab moves between the viewer's buttons (${[...visited]})`);
      });
    });

    test('the browser’s Back button closes the viewer, and focus returns to the artwork', async () => {
      const { slug, items } = gridWith(3);
      await visit(`/portfolio/${slug}`, { width }, async ({ page, app }) => {
        const third = artworkIn(app, slug, items[2].id);
        await third.click();
        const opened = await dialogOpen(page, await third.locator('+ figcaption span').textContent());
        assert.equal(opened.route, `/portfolio/${slug}/3`);
        await page.goBack();
        await dialogClosed(page);
        const closed = await settled(page);
        assert.equal(closed.route, `/portfolio/${slug}`);
        assert.equal(closed.historyLength, opened.historyLength);
        assert.equal(closed.focusedArtwork, items[2].id, `focus returns to the artwork, not to ${closed.focusedLabel}`);
      });
    });

    test('a shared #/portfolio/<group>/<n> opens on that artwork, after a reload too; closing it leaves the group’s address', async () => {
      const { slug, items, title } = gridWith(2);
      const i = items.length - 1;
      await visit(`/portfolio/${slug}/${i + 1}`, { width }, async ({ page }) => {
        await dialogOpen(page, artworkTitle(items[i]));
        await page.reload();
        const may = await dialogOpen(page, artworkTitle(items[i]));
        assert.equal(may.description, captionOf(items, i));
        assert.equal(may.label, `${title}, full screen`);
        // Nothing was pushed by opening: closing replaces the address with the group's.
        await page.keyboard.press('Escape');
        await dialogClosed(page);
        const after = await settled(page);
        assert.equal(after.route, `/portfolio/${slug}`);
        assert.equal(after.historyLength, may.historyLength);
      });
    });

    test('carousel: clicking the current page opens it full-screen in the carousel; the viewer moves the carousel; closing returns', async () => {
      // The third page and the fourth (the last two, in a carousel of fewer than four).
      const pages = artworksOf(CAROUSEL);
      assert.ok(pages.length >= 2, `the carousel (content/portfolio/${CAROUSEL.id}.json) needs two artworks or more`);
      const n = Math.min(3, pages.length - 1);
      await visit('/portfolio', { width }, async ({ page }) => {
        const gallery = page.locator('portfolio-gallery');
        await gallery.getByRole('button', { name: `Show illustration ${n}`, exact: true }).click();
        await until(
          async () => (await state(page)).route === (n === 1 ? '/portfolio' : `/portfolio/${n}`),
          `slide ${n}`,
        );
        const title = (i) =>
          gallery
            .locator(`button[data-artwork="${pages[i].id}"] + figcaption`)
            .evaluate((caption) => caption.firstChild.textContent);
        const [third, fourth] = [await title(n - 1), await title(n)];

        await gallery.locator(`button[data-artwork="${pages[n - 1].id}"]`).click();
        const opened = await dialogOpen(page, third);
        assert.equal(opened.route, `/portfolio/${CAROUSEL.slug}/${n}`);
        assert.equal(opened.dialogIn, 'portfolio-gallery', 'portaled into the carousel’s own shadow root');
        assert.equal(opened.label, `${textOf(CAROUSEL.title)}, full screen`);
        assert.ok(opened.description.endsWith(`${n} of ${pages.length}`), opened.description);
        await page.keyboard.press('Escape');
        await dialogClosed(page);
        const back = await settled(page);
        assert.equal(back.route, n === 1 ? '/portfolio' : `/portfolio/${n}`);
        assert.equal(back.carouselSlide, n);
        assert.equal(back.focusedArtwork, pages[n - 1].id);

        await gallery.locator(`button[data-artwork="${pages[n - 1].id}"]`).click();
        await dialogOpen(page, third);
        await page.keyboard.press('ArrowRight');
        const moved = await dialogOpen(page, fourth);
        assert.equal(moved.route, `/portfolio/${CAROUSEL.slug}/${n + 1}`);
        assert.equal(moved.carouselSlide, n + 1, 'the carousel follows the viewer');
        await page.keyboard.press('Escape');
        await dialogClosed(page);
        const closed = await settled(page);
        assert.match(closed.route, /^\/portfolio(\/\d+)?$/, 'a carousel address, no longer the viewer’s');
        // The visitor keeps their place: focus on the page last shown, which the carousel still shows.
        assert.equal(
          closed.focusedArtwork,
          pages[n].id,
          `focus returns to the page last shown (carousel on ${closed.carouselSlide}, focus on ${closed.focusedLabel})`,
        );
        assert.equal(closed.carouselSlide, n + 1);
      });
    });

    test('the viewer’s code loads on the first open only, never with a page', async () => {
      assert.ok(
        fs.readdirSync('dist/chunks').some((file) => /^Viewer-.+\.js$/.test(file)),
        'the build has a Viewer chunk',
      );
      const viewerChunks = (requests) => requests.filter((path) => path.startsWith('/chunks/Viewer-'));
      const { slug, items } = gridWith(2);
      for (const route of ['/', '/books', '/portfolio']) {
        await visit(route, { width }, async ({ page, app, requests }) => {
          await app.locator('main h1').waitFor({ state: 'attached' });
          await page.waitForLoadState('networkidle');
          assert.deepEqual(viewerChunks(requests), [], `#${route}`);
          if (route !== '/portfolio') return;
          await artworkIn(app, slug, items[0].id).click();
          await dialogOpen(page, await artworkIn(app, slug, items[0].id).locator('+ figcaption span').textContent());
          assert.equal(viewerChunks(requests).length, 1, 'fetched on opening');
          await page.keyboard.press('Escape');
          await dialogClosed(page);
          await artworkIn(app, slug, items[1].id).click();
          await dialogOpen(page, await artworkIn(app, slug, items[1].id).locator('+ figcaption span').textContent());
          assert.equal(viewerChunks(requests).length, 1, 'and only once');
        });
      }
    });

    test('a section’s address and the “In this portfolio” links bring its heading into view, focused', async () => {
      const headingShown = (page, id) =>
        until(
          () =>
            page.evaluate((wanted) => {
              const app = document.querySelector('portfolio-app').shadowRoot;
              const top = app.getElementById(wanted)?.getBoundingClientRect().top;
              return app.activeElement?.id === wanted && top >= 0 && top < innerHeight / 3 && scrollY > 0;
            }, id),
          `#${id} focused near the top of the screen`,
        );
      // The first section after the carousel by its address, then the last one by its link.
      const [first, last] = [SECTIONS[0], SECTIONS.at(-1)];
      assert.ok(first, 'this journey needs a portfolio section besides the carousel');
      await visit(`/portfolio/${first.slug}`, { width }, async ({ page, app }) => {
        await headingShown(page, `${first.slug}-heading`);
        assert.equal(await app.locator(`#${first.slug}-heading`).textContent(), textOf(first.title));
        await app
          .getByRole('navigation', { name: 'In this portfolio' })
          .getByRole('link', { name: textOf(last.title), exact: true })
          .click();
        await page.waitForURL((url) => url.pathname === `/portfolio/${last.slug}/`);
        await headingShown(page, `${last.slug}-heading`);
      });
    });
  });

  describe(`events at ${width} px`, () => {
    const titles = (list, part) => list.locator(`[part=${part}] article h3`).allTextContents();

    test('#/events lists the upcoming events, soonest first, then the past ones', async (t) => {
      const { now, upcoming, past } = await eventsAtSomeTime();
      if (!now) return t.skip('content/events/ has no event');
      await visit('/events', { width, now }, async ({ page, app }) => {
        assert.equal(await app.locator('main h1').textContent(), 'Events');
        const list = app.locator('main event-list');
        await list.locator('article').first().waitFor();
        assert.deepEqual(await titles(list, 'upcoming'), upcoming);
        assert.equal(await list.locator('[part=past] article').count(), past.length);
        assert.match(await page.title(), /^Events · /);
      });
    });

    test('the home page loads its two next events when scrolled to; “See all events” and the footer link lead to #/events', async (t) => {
      const { now, upcoming } = await eventsAtSomeTime();
      if (!now) return t.skip('content/events/ has no event');
      await visit('/', { width, now }, async ({ page, app, requests }) => {
        await app.locator('main h1').waitFor({ state: 'attached' });
        await page.waitForLoadState('networkidle');
        assert.equal(await app.locator('event-list').count(), 0, 'not before the block nears the screen');
        assert.deepEqual(
          requests.filter((path) => path.includes('event-list')),
          [],
        );
        const seeAll = app.getByRole('link', { name: 'See all events' });
        await seeAll.scrollIntoViewIfNeeded();
        const list = app.locator('main event-list');
        await list.locator('article').first().waitFor();
        assert.deepEqual(await titles(list, 'upcoming'), upcoming.slice(0, 2));
        assert.equal(await list.locator('[part=past]').count(), 0);
        // Cut at two, the list has its own "See all" too: hidden, the block's link (a route of the site) is the one.
        const own = list.locator('[part="see-all"]');
        assert.deepEqual([await own.count(), await own.isVisible()], [upcoming.length > 2 ? 1 : 0, false]);
        await seeAll.click();
        await page.waitForURL(/\/events\/$/);
        await app.locator('main h1').filter({ hasText: 'Events' }).waitFor();

        await page.goto(`${shared.site.url}#/bio`);
        await app.locator('main h1').filter({ hasText: 'Who I am' }).waitFor();
        await app.getByRole('contentinfo').getByRole('link', { name: 'Events', exact: true }).click();
        await page.waitForURL(/\/events\/$/);
        await app.locator('main event-list article').first().waitFor();
      });
    });
  });
}

test('with reduced motion the viewer is fully there on its first frame; without, it fades in', async () => {
  for (const reducedMotion of ['reduce', 'no-preference']) {
    const { slug, items } = gridWith(3);
    await visit(`/portfolio/${slug}`, { width: 375, reducedMotion }, async ({ page, app }) => {
      const button = artworkIn(app, slug, items[1].id);
      await button.scrollIntoViewIfNeeded();
      // Read the viewer on the first animation frame it exists in.
      const firstFrame = page.waitForFunction(
        () => {
          const dialog = document.querySelector('portfolio-app').shadowRoot.querySelector('[role=dialog]');
          return (
            dialog && {
              opacity: getComputedStyle(dialog).opacity,
              transition: getComputedStyle(dialog).transitionDuration,
            }
          );
        },
        null,
        { polling: 'raf' },
      );
      await button.click();
      const { opacity, transition } = await (await firstFrame).jsonValue();
      if (reducedMotion === 'reduce') assert.deepEqual({ opacity, transition }, { opacity: '1', transition: '0s' });
      else assert.ok(Number(opacity) < 1, `fades in (opacity ${opacity}, transition ${transition})`);
      await page.keyboard.press('ArrowRight');
      await dialogOpen(page, await artworkIn(app, slug, items[2].id).locator('+ figcaption span').textContent());
    });
  }
});
