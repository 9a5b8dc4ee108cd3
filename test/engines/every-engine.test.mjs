// The visitor's and the publisher's main journeys, in Chromium, Firefox and WebKit (ENGINES picks some), on the
// built site, each journey once per engine. The Chromium-only journeys beside this folder go deeper (axe, budgets,
// network control, the accessibility tree, pixels) and leave to this file what it checks.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { selectedEngines } from '../../scripts/testing/engines.mjs';
import {
  CONTENT,
  escape,
  pageUrl,
  routeVisits,
  serveHostPage,
  serveSite,
  strictPolicy,
  textOf,
  withoutNotFoundStatus,
} from '../helpers.mjs';
import { launchEngine, locate } from './driver.mjs';

const MEDIA = JSON.parse(fs.readFileSync('src/content/media.json', 'utf8'));
const RENDITIONS = JSON.parse(fs.readFileSync('src/content/renditions.json', 'utf8'));

// --- Functions run in the page. Each is self-contained: drivers send them as source text. ---

/**
 * What the site shows: the route's heading, whether the element it hosts has rendered, broken eager images, and the
 * <source> elements with a box (one would be an empty grid or flex item, adding its gap to the layout).
 */
function siteState([route, tag]) {
  const all = (root) =>
    [...root.querySelectorAll('*')].flatMap((el) => [el, ...(el.shadowRoot ? all(el.shadowRoot) : [])]);
  const app = document.querySelector('portfolio-app')?.shadowRoot;
  const hosted = tag ? app?.querySelector(tag)?.shadowRoot?.querySelector('.root')?.firstElementChild : true;
  const heading = app?.querySelector('main h1')?.textContent;
  // The title follows the heading a moment later in some engines.
  if (!heading || !hosted || (route !== '/' && !document.title.includes('·'))) return null;
  const images = all(document).filter((el) => el.tagName === 'IMG');
  return {
    heading,
    title: document.title,
    broken: images
      .filter((img) => img.complete && img.naturalWidth === 0 && img.loading !== 'lazy')
      .map((img) => img.src),
    sourceBoxes: all(document).filter((el) => el.tagName === 'SOURCE' && el.getClientRects().length).length,
  };
}

/** The prerendered home page once React has hydrated it: what it shows, and whether the parsed nodes were kept. */
function hydratedHome() {
  const app = document.querySelector('portfolio-app');
  const root = app.shadowRoot?.querySelector('.root');
  if (!root || !Object.keys(root.querySelector('header')).some((key) => key.startsWith('__react'))) return null;
  return {
    heading: root.querySelector('main h2')?.textContent,
    lang: root.lang,
    theme: root.dataset.theme,
    // A client render replaces the whole shadow root's content; hydration leaves the prerendered <style> after it.
    prerenderedStyle: root.nextElementSibling?.localName === 'style',
    lightDom: app.children.length,
  };
}

/** Whether the page has fetched a file whose address matches the pattern (a regular expression's source). */
function resourceFetched(pattern) {
  return performance.getEntriesByType('resource').some((entry) => new RegExp(pattern).test(entry.name));
}

/** Whether React has hydrated the site's prerendered shell: its buttons respond from then on. */
function shellHydrated() {
  const header = document.querySelector('portfolio-app')?.shadowRoot?.querySelector('header');
  return !!header && Object.keys(header).some((key) => key.startsWith('__react'));
}

/** Whether the app and the element on its page both show this theme. */
function themeIs(theme) {
  const app = document.querySelector('portfolio-app');
  return [app, app.shadowRoot.querySelector('privacy-notice')].every(
    (el) => el?.shadowRoot?.querySelector('.root')?.dataset.theme === theme,
  );
}

/** Whether the page is at this address in this language, its navigation's Books link labelled and addressed so. */
function dataPageIn([lang, path, booksHref, booksLabel]) {
  return (
    location.pathname === path &&
    document.documentElement.lang === lang &&
    document.querySelector('portfolio-app').shadowRoot.querySelector(`nav a[href="${booksHref}"]`)?.textContent ===
      booksLabel
  );
}

/** The theme toggle's aria-pressed. */
function themeTogglePressed() {
  return document
    .querySelector('portfolio-app')
    .shadowRoot.querySelector('header button[aria-pressed]')
    ?.getAttribute('aria-pressed');
}

/** The text of the privacy notice's last link (its invitation to write). */
function noticeLastLink() {
  const links = document
    .querySelector('portfolio-app')
    .shadowRoot.querySelector('privacy-notice')
    ?.shadowRoot.querySelectorAll('a');
  return links?.[links.length - 1]?.textContent;
}

/** The text of the label of the element of the contact form that css matches. */
function contactLabel(css) {
  const form = document.querySelector('portfolio-app').shadowRoot.querySelector('contact-form').shadowRoot;
  return form.querySelector(css)?.labels?.[0]?.textContent;
}

/** The slide the gallery marks as current (counting from 1), once the URL names that same slide; else null. */
function slideShown() {
  const gallery = document.querySelector('portfolio-app').shadowRoot.querySelector('portfolio-gallery')?.shadowRoot;
  const thumbs = [...(gallery?.querySelectorAll('[part=thumbnails] button') ?? [])];
  const n = thumbs.findIndex((button) => button.getAttribute('aria-current') === 'true') + 1;
  const inUrl = Number(location.pathname.match(/^\/portfolio\/(\d+)\/$/)?.[1] ?? 1);
  return n > 0 && n === inUrl ? n : null;
}

for (const engineName of selectedEngines()) {
  describe(`${engineName}`, () => {
    let engine;
    let site;
    const outbox = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-')), 'messages.jsonl');

    before(async () => {
      site = await serveSite({ outbox });
      engine = await launchEngine(engineName);
    });
    after(async () => {
      await engine?.close();
      await site?.close();
    });

    /** A new visitor's page, closed whatever the journey does. */
    async function visit(route, options, journey) {
      const page = await engine.newPage(options);
      try {
        await page.goto(pageUrl(site.url, route));
        await page.waitFor(shellHydrated, undefined, 'the shell hydrated');
        await journey(page);
      } finally {
        await page.close();
      }
    }
    const clickOn = async (page, query) =>
      page.click(...(await page.waitFor(locate, query, `${query.css} "${query.name ?? ''}"`)));

    /** On a portfolio section's page, opens one of its artworks in the viewer. */
    async function openArtwork(page, section, artwork) {
      // The section's address focuses its heading first (and scrolls to it): click only once the page is still.
      await page.waitFor(
        (id) => document.querySelector('portfolio-app').shadowRoot.activeElement?.id === id,
        `${section.slug}-heading`,
        'the section’s heading focused',
      );
      // An artwork's id is its own within its section only: look for it there.
      await clickOn(page, {
        scope: 'portfolio-app',
        css: `section[aria-labelledby="${section.slug}-heading"] button[data-artwork="${artwork.id}"]`,
      });
    }

    for (const width of [1280, 375]) {
      test(`every route renders at ${width} px`, async () => {
        const page = await engine.newPage({ width });
        try {
          for (const [i, [route, heading, tag]] of routeVisits().entries()) {
            await page.goto(`${pageUrl(site.url, route)}?visit=${i}`); // a new query: a full load
            const state = await page.waitFor(siteState, [route, tag], `#${route} renders`);
            // The home page shows its heading from the HTML: leaving before the code has loaded would cut its import off.
            await page.waitFor(shellHydrated, undefined, `#${route} hydrated`);
            assert.equal(state.heading, heading, route);
            assert.match(
              state.title,
              new RegExp(route === '/' ? escape(CONTENT.site.owner) : `· ${escape(CONTENT.site.owner)}$`),
            );
            assert.deepEqual(state.broken, [], route);
            assert.equal(state.sourceBoxes, 0, route);
          }
          assert.deepEqual(withoutNotFoundStatus(await page.errors()), []);
        } finally {
          await page.close();
        }
      });
    }

    test("the home page paints from its HTML in the visitor's language and hydrates its nodes", async () => {
      const page = await engine.newPage({ width: 375 });
      try {
        await page.goto(`${site.url}?lng=it#/`);
        const state = await page.waitFor(hydratedHome, undefined, 'the home page hydrated');
        assert.deepEqual(state, {
          heading: 'I miei libri',
          lang: 'it',
          theme: 'light',
          prerenderedStyle: true,
          lightDom: 0,
        });
        assert.deepEqual(await page.errors(), []);
      } finally {
        await page.close();
      }
    });

    test('a link the pointer rests on, or the focus reaches, has its page on the way before the click', async () => {
      await visit('/', { width: 1280 }, async (page) => {
        const fetched = (pattern) => page.evaluate(resourceFetched, pattern);
        // The biography's page code and its texts, the contact page's aside: none is part of the home page.
        const bio = ['/chunks/Bio-', '/chunks/biography\\.en-'];
        for (const part of [...bio, '/chunks/ContactBlock-']) assert.equal(await fetched(part), false, part);
        await page.hover(...(await page.waitFor(locate, { css: 'nav a', name: textOf('MENU.BIO') }, 'the Bio link')));
        for (const part of bio) await page.waitFor(resourceFetched, part, `${part} fetched on hover`);
        assert.equal(await page.evaluate(() => location.pathname), '/');
        await page.evaluate(() =>
          document.querySelector('portfolio-app').shadowRoot.querySelector('nav a[href$="/contact/"]').focus(),
        );
        await page.waitFor(resourceFetched, '/chunks/ContactBlock-', 'the contact page fetched on focus');
        await clickOn(page, { css: 'nav a', name: textOf('MENU.BIO') });
        await page.waitFor(siteState, ['/bio'], 'the biography shows');
        assert.deepEqual(withoutNotFoundStatus(await page.errors()), []);
      });
    });

    test('leaving the gallery fetches none of the pictures it had not shown', async () => {
      await visit('/portfolio', { width: 1280 }, async (page) => {
        const galleryPictures = () =>
          page.evaluate(
            () =>
              performance
                .getEntriesByType('resource')
                .filter((entry) => /\/images\/(portfolio|gallery)\//.test(entry.name)).length,
          );
        await new Promise((resolve) => setTimeout(resolve, 1500)); // what the page shows has arrived
        const shown = await galleryPictures();
        await clickOn(page, { css: 'nav a', name: textOf('MENU.BIO') });
        await page.waitFor(siteState, ['/bio'], 'the biography shows');
        await new Promise((resolve) => setTimeout(resolve, 1000));
        assert.equal(await galleryPictures(), shown);
      });
    });

    test('the language switch moves to the same page in that language without a reload, Back and Forward follow; the theme toggle switches and persists', async () => {
      await visit('/data', {}, async (page) => {
        await page.evaluate(() => (window.notReloaded = true));
        await clickOn(page, { css: 'button', name: 'Language: English' });
        await clickOn(page, { css: 'button', name: 'Italiano' });
        // The same page at its Italian address, without a reload.
        await page.waitFor(dataPageIn, ['it', '/it/data/', '/it/books/', 'Libri'], 'Italian labels');
        assert.equal(await page.evaluate(() => window.notReloaded === true), true, 'no reload');
        assert.equal(await page.evaluate(() => localStorage.getItem('i18nextLng')), 'it');
        assert.match(await page.waitFor(noticeLastLink, undefined, 'the notice'), /Scrivi|Scrivere|Scrivimi/);
        await page.back(); // to /data/, the English page
        await page.waitFor(dataPageIn, ['en', '/data/', '/books/', 'Books'], 'Back: the English page');
        await page.forward();
        await page.waitFor(dataPageIn, ['it', '/it/data/', '/it/books/', 'Libri'], 'Forward: the Italian page');
        assert.equal(await page.evaluate(() => window.notReloaded === true), true, 'Back and Forward reload nothing');
        assert.equal(await page.evaluate(themeIs, 'light'), true);
        assert.equal(await page.evaluate(themeTogglePressed), 'false');
        await clickOn(page, { css: 'button[aria-pressed]', name: 'Tema scuro' });
        await page.waitFor(themeIs, 'dark', 'the app and the notice turn dark');
        assert.equal(await page.evaluate(themeTogglePressed), 'true');
        assert.equal(await page.evaluate(() => localStorage.getItem('portfolio_theme_mode')), 'dark');
        await page.reload();
        await page.waitFor(themeIs, 'dark', 'dark after reload');
        await page.waitFor(dataPageIn, ['it', '/it/data/', '/it/books/', 'Libri'], 'Italian after reload');
        assert.equal(await page.evaluate(() => window.notReloaded === true), false, 'a reload is one');
        assert.deepEqual(await page.errors(), []);
      });
    });

    test('the gallery moves by button, by keyboard and by swipe, and the URL follows', async () => {
      await visit('/portfolio', {}, async (page) => {
        const moved = async (n, how) => {
          await page.waitFor((want) => location.pathname.endsWith(`/portfolio/${want}/`), n, `slide ${n} by ${how}`);
          assert.equal(await page.waitFor(slideShown, undefined, `the gallery shows slide ${n}`), n);
        };
        assert.equal(await page.waitFor(slideShown, undefined, 'the gallery'), 1);
        await clickOn(page, { scope: 'portfolio-gallery', css: 'button', name: 'Next illustration' });
        await moved(2, 'button');
        await page.press('ArrowRight'); // focus stayed on the Next button, inside the carousel
        await moved(3, 'keyboard');
        const stage = await page.waitFor(locate, { scope: 'portfolio-gallery', css: '.glide__track' });
        await page.swipe([stage[0] + 100, stage[1]], [stage[0] - 150]);
        await moved(4, engine.touch ? 'touch swipe' : 'mouse drag');
        assert.deepEqual(await page.errors(), []);
      });
    });

    test('a comic opens by its address and from its card; its Back button and the browser’s history return to the grid', async () => {
      // The last comic by its address, then the first from the grid.
      const [linked, comic] = [CONTENT.comics.at(-1), CONTENT.comics[0]];
      // Once the viewer shows the comic (its heading is its description): the number of its strips.
      const strips = (page, comic) =>
        page.waitFor(
          (heading) => {
            const viewer = document.querySelector('portfolio-app').shadowRoot.querySelector('comic-viewer').shadowRoot;
            return viewer.querySelector('h2')?.textContent === heading && viewer.querySelectorAll('ol img').length;
          },
          textOf(comic.description),
          `the strips of ${comic.title}`,
        );
      await visit(`/comics/${linked.id}`, { width: 375 }, async (page) => {
        assert.equal(await strips(page, linked), linked.strips.length);
        await clickOn(page, { scope: 'comic-viewer', css: 'button', name: 'Back to the comics' });
        await page.waitFor(() => location.pathname === '/comics/', undefined, 'back to the grid');
        await clickOn(page, { scope: 'comic-viewer', css: 'button', name: comic.title });
        await page.waitFor((path) => location.pathname === path, `/comics/${comic.id}/`, 'the comic’s URL');
        assert.equal(await strips(page, comic), comic.strips.length);
        await page.back();
        await page.waitFor(() => location.pathname === '/comics/', undefined, 'the browser’s Back: the grid');
        await page.waitFor(locate, { scope: 'comic-viewer', css: 'button', name: comic.title }, 'the grid again');
        await page.forward();
        await page.waitFor((path) => location.pathname === path, `/comics/${comic.id}/`, 'Forward: the comic');
        assert.equal(await strips(page, comic), comic.strips.length);
        await clickOn(page, { scope: 'comic-viewer', css: 'button', name: 'Back to the comics' });
        await page.waitFor(() => location.pathname === '/comics/', undefined, 'back to the grid');
        await page.waitFor(locate, { scope: 'comic-viewer', css: 'button', name: comic.title }, 'the grid again');
        assert.deepEqual(await page.errors(), []);
      });
    });

    test('a sound plays on click and stops with Stop', async () => {
      const track = CONTENT.tracks[Math.min(3, CONTENT.tracks.length - 1)]; // the flute, in the sample content
      await visit('/music', {}, async (page) => {
        await clickOn(page, { scope: 'music-board', css: 'button', name: textOf(track.label) });
        await page.waitFor(
          (file) => {
            const audio = document
              .querySelector('portfolio-app')
              .shadowRoot.querySelector('music-board')
              .shadowRoot.querySelector('audio');
            return !audio.paused && audio.currentTime > 0 && audio.currentSrc.endsWith(`/${file}`);
          },
          track.file,
          `${textOf(track.label)} plays`,
        );
        await clickOn(page, { scope: 'music-board', css: 'button', name: 'Stop' });
        await page.waitFor(
          () =>
            document
              .querySelector('portfolio-app')
              .shadowRoot.querySelector('music-board')
              .shadowRoot.querySelector('audio').paused,
          undefined,
          'stopped',
        );
        assert.equal(
          await page.evaluate(
            () =>
              document
                .querySelector('portfolio-app')
                .shadowRoot.querySelector('music-board')
                .shadowRoot.querySelectorAll('[aria-pressed="true"]').length,
          ),
          0,
        );
        assert.deepEqual(await page.errors(), []);
      });
    });

    test('a message written on #/contact lands in the local outbox', async () => {
      await visit('/contact', { width: 375 }, async (page) => {
        const fields = [
          ['Name', 'input[type=text]', 'Carla'],
          ['Email', 'input[type=email]', 'carla@example.org'],
          ['Message', 'textarea', 'Could you draw our calendar?'],
        ];
        for (const [label, css, text] of fields) {
          const field = `${css}:not([tabindex="-1"])`;
          await clickOn(page, { scope: 'contact-form', css: field });
          assert.equal(await page.evaluate(contactLabel, field), label, `the field's label`);
          await page.type(text);
        }
        await clickOn(page, { scope: 'contact-form', css: 'button[type=submit]', name: 'Send message' });
        await page.waitFor(
          () =>
            /Message sent successfully/.test(
              document.querySelector('portfolio-app').shadowRoot.querySelector('contact-form').shadowRoot.textContent,
            ),
          undefined,
          'the success text',
        );
        const sent = fs
          .readFileSync(outbox, 'utf8')
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line).template_params);
        assert.deepEqual(sent.at(-1), {
          name: 'Carla',
          email: 'carla@example.org',
          message: 'Could you draw our calendar?',
        });
        assert.deepEqual(await page.errors(), []);
      });
    });

    test('an artwork of a portfolio section opens full-screen; ArrowRight moves on in the URL; Escape closes', async () => {
      // The first section after the carousel with two artworks or more (content/portfolio/).
      const section = CONTENT.sections.slice(1).find((entry) => CONTENT.artworks[entry.id].length >= 2);
      assert.ok(section, 'this journey needs a portfolio section besides the carousel with two artworks or more');
      const [artworks, base] = [CONTENT.artworks[section.id], `/portfolio/${section.slug}`];
      await visit(`/portfolio/${section.slug}`, {}, async (page) => {
        await openArtwork(page, section, artworks[0]);
        const viewer = () => {
          const dialog = document.querySelector('portfolio-app').shadowRoot.querySelector('[role=dialog]');
          return (
            dialog && {
              path: location.pathname,
              label: dialog.getAttribute('aria-label'),
              counter: dialog.querySelector('.yarl__slide_current .yarl__slide_description')?.textContent,
            }
          );
        };
        const opened = await page.waitFor(viewer, undefined, 'the viewer opens');
        assert.equal(opened.label, `${textOf(section.title)}, full screen`);
        assert.equal(opened.path, `${base}/1/`);
        await page.waitFor(
          () =>
            document
              .querySelector('portfolio-app')
              .shadowRoot.querySelector('[role=dialog]')
              .contains(document.querySelector('portfolio-app').shadowRoot.activeElement),
          undefined,
          'focus in the viewer',
        );
        await page.press('ArrowRight');
        await page.waitFor((path) => location.pathname === path, `${base}/2/`, 'the URL names the second artwork');
        assert.match(
          (await page.waitFor(viewer, undefined, 'still open')).counter,
          new RegExp(`(^| · )2 of ${artworks.length}$`),
        );
        await page.press('Escape');
        await page.waitFor(
          (path) =>
            !document.querySelector('portfolio-app').shadowRoot.querySelector('[role=dialog]') &&
            location.pathname === `${path}/`,
          base,
          'the viewer closes',
        );
        assert.deepEqual(await page.errors(), []);
      });
    });

    test('opening the viewer fetches no zoom rendition; zooming in fetches it once and shows it in place', async () => {
      // A section after the carousel whose first artwork is wider than the pages' largest rendition: the build made
      // it a zoom rendition (scripts/build/images.mjs), a WebP up to renditions.zoom wide.
      const wide = (entry) => MEDIA[CONTENT.artworks[entry.id][0].src].width > RENDITIONS.widths.at(-1);
      const section = CONTENT.sections.slice(1).find(wide);
      assert.ok(section, 'this journey needs a portfolio section whose first artwork is wider than 1600 px');
      const [artwork] = CONTENT.artworks[section.id];
      const { width } = MEDIA[artwork.src];
      const zoomFile = `/${artwork.src}-${Math.min(width, RENDITIONS.zoom)}.webp`;
      await visit(`/portfolio/${section.slug}`, {}, async (page) => {
        await openArtwork(page, section, artwork);
        /** The current slide's picture once loaded (and, with `until`, once it is that file), and the fetches of `file`. */
        const shown = ({ file, until }) => {
          const img = document
            .querySelector('portfolio-app')
            .shadowRoot.querySelector('[role=dialog] .yarl__slide_current img:not([style*="hidden"])');
          if (!img?.complete || !img.naturalWidth) return null;
          const src = new URL(img.currentSrc).pathname;
          const fetched = performance
            .getEntriesByType('resource')
            .filter((entry) => new URL(entry.name).pathname === file).length;
          return !until || src === until ? { src, fetched } : null;
        };
        const opened = await page.waitFor(shown, { file: zoomFile }, 'the viewer shows the artwork');
        assert.notEqual(opened.src, zoomFile);
        assert.equal(opened.fetched, 0, 'opening fetched no zoom rendition');
        await clickOn(page, { scope: 'portfolio-app', css: '[role=dialog] button', name: 'Zoom in' });
        const zoomed = await page.waitFor(
          shown,
          { file: zoomFile, until: zoomFile },
          'the zoom rendition shown',
          20000,
        );
        assert.equal(zoomed.fetched, 1, 'fetched once');
        assert.deepEqual(await page.errors(), []);
      });
    });

    for (const tag of ['book-list', 'portfolio-gallery', 'contact-form']) {
      test(`<${tag}> on a publisher's page of another origin, under a strict CSP, with no violation`, async () => {
        const siteOrigin = new URL(site.url).origin;
        const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A bookshop</title><link rel="icon" href="data:,"><script src="/watch.js"></script>
          <script type="module" src="${site.url}portfolio.js"></script></head><body><h1>New this month</h1><${tag}></${tag}></body></html>`;
        const watch =
          'window.violations = []; document.addEventListener("securitypolicyviolation", (e) => violations.push(e.violatedDirective + " " + e.blockedURI));';
        const host = await serveHostPage(
          html,
          { 'Content-Security-Policy': strictPolicy(siteOrigin, "'self'") },
          { '/watch.js': { type: 'text/javascript', body: watch } },
        );
        const page = await engine.newPage();
        try {
          await page.goto(host.url);
          await page.waitFor(
            (t) => !!document.querySelector(t)?.shadowRoot?.querySelector('.root')?.firstElementChild,
            tag,
            `<${tag}> renders`,
          );
          await page.waitFor(
            (t) =>
              [...document.querySelector(t).shadowRoot.querySelectorAll('img')]
                .filter((img) => img.loading !== 'lazy')
                .every((img) => img.complete && img.naturalWidth > 0),
            tag,
            'its pictures load',
          );
          const facts = await page.evaluate(
            (t) => ({
              violations: window.violations,
              styled: getComputedStyle(document.querySelector(t).shadowRoot.querySelector('.root')).fontFamily,
              styleElements: document.querySelectorAll('style').length,
            }),
            tag,
          );
          assert.deepEqual(facts.violations, []);
          assert.equal(facts.styleElements, 0);
          assert.doesNotMatch(facts.styled, /^(serif|"Times New Roman")$/i, 'the element’s own sheet applies');
          assert.deepEqual(await page.errors(), []);
        } finally {
          await page.close();
          await host.close();
        }
      });
    }
  });
}
