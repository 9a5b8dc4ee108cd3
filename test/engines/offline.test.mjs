// The site offline (src/offline/), in every engine: pages seen open again without the network, with their pictures;
// a page never seen shows the offline page in its language; an element embedded on a publisher's page, and the embed
// pages, register no service worker; a message written offline on the contact page is kept, the visitor told, and
// sent once when the network is back. Offline is the browser's own mode where its automation has one (Chromium:
// Playwright's; Firefox: WebDriver BiDi's); WebKitGTK's WebDriver has none: there the site is served through a
// proxy that is stopped, so every request fails as on a train.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { selectedEngines } from '../../scripts/testing/engines.mjs';
import {
  pageState,
  pageUrl,
  routeVisits,
  serveHostPage,
  serveSite,
  siteProxy,
  strictPolicy,
  textOf,
} from '../helpers.mjs';
import { launchEngine, locate } from './driver.mjs';

const OFFLINE = JSON.parse(fs.readFileSync('src/locales/en.json', 'utf8')).OFFLINE;
const CONTACTS = JSON.parse(fs.readFileSync('src/locales/en.json', 'utf8')).CONTACTS;
const HEADINGS = new Map(routeVisits().map(([route, heading]) => [route, heading])); // as the build wrote them

// --- Functions run in the page: self-contained, drivers send them as source text. ---

/** The page's heading once the app has shown it, and the pictures that failed to show (lazy ones not yet asked). */
function shownPage() {
  const all = (root) =>
    [...root.querySelectorAll('*')].flatMap((el) => [el, ...(el.shadowRoot ? all(el.shadowRoot) : [])]);
  const heading = document.querySelector('portfolio-app')?.shadowRoot?.querySelector('main h1')?.textContent;
  const images = all(document).filter((el) => el.tagName === 'IMG' && el.loading !== 'lazy');
  if (!heading || images.some((img) => !img.complete)) return null;
  return { heading, broken: images.filter((img) => img.naturalWidth === 0).map((img) => img.src) };
}

/** Whether the page is under the site's service worker, and its own HTML kept (site.ts asks for it after load). */
function controlledAndKept() {
  const page = location.href.split('#')[0];
  return !!navigator.serviceWorker?.controller && caches.match(page, { ignoreVary: true }).then((found) => !!found);
}

/** Whether a page's HTML is kept (the visitor reached it without loading it: site.ts keeps it). */
const pageKept = (url) => caches.match(url, { ignoreVary: true }).then((found) => !!found);

/** Whether the contact form, hydrated, shows `text` (anything, when none is given). */
function contactFormShows(text = '') {
  const app = document.querySelector('portfolio-app')?.shadowRoot;
  const hydrated = Object.keys(app?.querySelector('header') ?? {}).some((key) => key.startsWith('__react'));
  return !!hydrated && !!app.querySelector('contact-form')?.shadowRoot?.textContent.includes(text);
}

/** Whether the app says its page could not be loaded. */
const pageFailed = () => !!document.querySelector('portfolio-app')?.shadowRoot?.querySelector('main [role=alert]');

/** The offline page: its heading and its links' addresses. */
function offlinePage() {
  const heading = document.querySelector('h1')?.textContent;
  return heading && { heading, links: [...document.querySelectorAll('li a')].map((a) => a.pathname) };
}

/** Waits for `fn` in the page; on a timeout, fails saying what the page had (its <main>, pictures and code). */
const shownOr = (page, fn, message, timeout) =>
  page
    .waitFor(fn, undefined, message, timeout)
    .catch(async (error) => assert.fail(`${error.message}; the page had:\n${await page.evaluate(pageState)}`));

for (const engineName of selectedEngines()) {
  describe(`${engineName}`, () => {
    let engine;
    let site;
    const outbox = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'offline-outbox-')), 'messages.jsonl');
    before(async () => {
      site = await serveSite({ serviceWorker: true, outbox });
      engine = await launchEngine(engineName);
    });
    after(async () => {
      await engine?.close();
      await site?.close();
    });

    /**
     * A fresh visitor's page on the site, through a proxy of its own; `offline(on)` cuts the network (the browser's
     * offline mode, else the proxy). Online again and closed after `visit`.
     */
    async function asVisitor(visit) {
      const proxy = await siteProxy(site.url);
      const page = await engine.newPage();
      const offline = page.offline ?? ((on) => (on ? proxy.cut() : proxy.restore()));
      try {
        await visit({ proxy, page, offline });
      } finally {
        await offline(false).catch(() => {});
        await page.close();
        await proxy.cut();
      }
    }

    test('pages seen open again offline, with their pictures; a page never seen shows the offline page', async () => {
      await asVisitor(async ({ proxy, page, offline }) => {
        // Three pages: the home page loaded, the books by a click in the app (no page load), the biography loaded.
        await page.goto(proxy.url);
        await page.waitFor(controlledAndKept, undefined, 'the service worker in charge', 20_000);
        await page.click(
          ...(await page.waitFor(locate, { scope: 'portfolio-app', css: 'nav a', name: textOf('MENU.BOOKS') })),
        );
        await page.waitFor(shownPage, undefined, 'the books shown');
        await page.waitFor(pageKept, `${proxy.url}books/`, 'the books page kept', 15_000);
        await page.goto(`${proxy.url}bio/`);
        await page.waitFor(shownPage, undefined, 'the biography shown');
        await page.waitFor(controlledAndKept, undefined, 'the biography settled', 20_000);

        await offline(true);
        for (const route of ['/', '/books', '/bio']) {
          const heading = HEADINGS.get(route);
          await page.goto(pageUrl(proxy.url, route));
          const shown = await shownOr(page, shownPage, `${route} shown offline`, 20_000);
          assert.equal(shown.heading, heading, route);
          assert.deepEqual(shown.broken, [], `${route}: every picture shows offline`);
        }
        await page.goto(`${proxy.url}music/`);
        const shown = await page.waitFor(offlinePage, undefined, 'the offline page');
        assert.equal(shown.heading, OFFLINE.PAGE_TITLE);
        assert.deepEqual(shown.links.sort(), ['/', '/bio/', '/books/']);
      });
    });

    test('a page whose code had not all come when the network went is not kept: offline it is the offline page', async () => {
      await asVisitor(async ({ proxy, page, offline }) => {
        await page.goto(proxy.url);
        await page.waitFor(controlledAndKept, undefined, 'the service worker in charge', 20_000);
        // The biography's own code lost on the way: its HTML came, and showed, but the page never had its code.
        proxy.refuse(/\/chunks\/Bio-[\w-]+\.js/);
        await page.goto(`${proxy.url}bio/`);
        await page.waitFor(pageFailed, undefined, 'the biography without its code');
        await new Promise((resolve) => setTimeout(resolve, 3000)); // past load and idle: site.ts has asked for what it keeps
        await offline(true);
        await page.goto(`${proxy.url}bio/`);
        const shown = await shownOr(page, offlinePage, 'the offline page');
        assert.equal(shown.heading, OFFLINE.PAGE_TITLE);
        assert.deepEqual(shown.links, ['/'], 'the pages kept: the home page only');
      });
    });

    /**
     * Where the browser has Background Sync (Chromium) the worker sends the message as soon as the network is back,
     * with the page still open; elsewhere (Firefox, WebKit) Workbox's queue replays when the worker starts or when a
     * page of the site opens online (src/offline/site.ts): the next page the visitor opens, as the form tells them.
     */
    test('a message written offline is kept, the visitor told, and sent once when the network is back', async () => {
      const name = `Offline ${engineName}`;
      const sent = () =>
        (fs.existsSync(outbox) ? fs.readFileSync(outbox, 'utf8').trim().split('\n').filter(Boolean) : [])
          .map((line) => JSON.parse(line).template_params)
          .filter((params) => params.name === name);
      const untilSent = async (seconds) => {
        for (let waited = 0; !sent().length && waited < seconds * 1000; waited += 250)
          await new Promise((resolve) => setTimeout(resolve, 250));
      };
      await asVisitor(async ({ proxy, page, offline }) => {
        await page.goto(`${proxy.url}contact/`);
        await page.waitFor(controlledAndKept, undefined, 'the service worker in charge', 20_000);
        await page.waitFor(contactFormShows, '', 'the contact form hydrated');
        for (const [css, text] of [
          ['input[type=text]', name],
          ['input[type=email]', 'offline@example.org'],
          ['textarea', 'Written on a train.'],
        ]) {
          await page.click(
            ...(await page.waitFor(locate, { scope: 'contact-form', css: `${css}:not([tabindex="-1"])` })),
          );
          await page.type(text);
        }
        await offline(true);
        await page.click(
          ...(await page.waitFor(locate, { scope: 'contact-form', css: 'button[type=submit]', name: CONTACTS.SEND })),
        );
        await page.waitFor(contactFormShows, OFFLINE.MESSAGE_KEPT, 'the visitor told the message is kept');
        await new Promise((resolve) => setTimeout(resolve, 1000));
        assert.deepEqual(sent(), [], 'nothing sent while offline');

        await offline(false);
        if (page.offline)
          await untilSent(20); // the browser's own offline mode: Background Sync, with the page open
        else await page.goto(proxy.url); // the next page of the site the visitor opens
        await untilSent(20);
        assert.deepEqual(sent(), [{ name, email: 'offline@example.org', message: 'Written on a train.' }]);
        // Another page, online: the worker finds nothing more to send.
        await page.goto(`${proxy.url}contact/`);
        await page.waitFor(controlledAndKept, undefined, 'the service worker in charge', 20_000);
        await new Promise((resolve) => setTimeout(resolve, 3000));
        assert.equal(sent().length, 1, 'sent once');
        assert.deepEqual(
          (await page.errors()).filter(
            (error) => !/ERR_INTERNET_DISCONNECTED|NetworkError|Failed to fetch/.test(error),
          ),
          [],
        );
      });
    });

    test('an element embedded on another origin, and the embed pages, register no service worker', async () => {
      const siteOrigin = new URL(site.url).origin;
      const html = `<!doctype html><script type="module" src="${site.url}elements/book-list.js"></script><book-list></book-list>`;
      const host = await serveHostPage(html, { 'Content-Security-Policy': strictPolicy(siteOrigin, "'self'") });
      const page = await engine.newPage();
      const registrations = () => navigator.serviceWorker.getRegistrations().then((list) => list.map((r) => r.scope));
      try {
        await page.goto(host.url);
        await page.waitFor(
          () => !!document.querySelector('book-list')?.shadowRoot?.querySelector('.root')?.firstElementChild,
          undefined,
          '<book-list> renders',
        );
        await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 3000))); // past load and idle
        assert.deepEqual(await page.evaluate(registrations), [], 'on the publisher’s page');
        await page.goto(`${site.url}embed/book-list/`);
        await page.waitFor(
          () => !!document.querySelector('book-list')?.shadowRoot?.querySelector('.root')?.firstElementChild,
          undefined,
          'the embed page renders',
        );
        await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 3000)));
        assert.deepEqual(await page.evaluate(registrations), [], 'on the embed page');
      } finally {
        await page.close();
        await host.close();
      }
    });
  });
}
