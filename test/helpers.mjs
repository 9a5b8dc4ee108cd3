// Shared set-up for the journeys: the built site served as `npm start` serves it, and Debian's Chromium.
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before } from 'node:test';
import { chromium } from 'playwright-core';
import { CHROME_ARGS, PATHS } from '../scripts/engines.mjs';
import { startServer } from '../scripts/serve.mjs';

// Every route of the site, its heading, and the element it hosts (which must be defined and rendered, not just present).
export const ROUTES = [
  ['/', /The Illustrator/],
  ['/bio', /Who I am/],
  ['/portfolio', /Portfolio/, 'portfolio-gallery'],
  ['/books', /Publications/, 'book-list'],
  ['/comics', /comic/i, 'comic-viewer'],
  ['/music', /Music/, 'music-board'],
  ['/contact', /Contacts/, 'contact-form'],
  ['/data', /Privacy|Data/i, 'privacy-notice'],
  ['/events', /Events/, 'event-list'],
  ['/portfolio/character-design', /Portfolio/, 'portfolio-gallery'],
  ['/portfolio/competition-2019/5', /Portfolio/, 'portfolio-gallery'],
  ['/passionelego', /LEGO/],
  ['/robot', /robottoni/],
  ['/formulauno', /Formula Uno/],
  ['/sentichemusica', /Senti che Musica!/],
  ['/aspassotraipianeti', /A spasso tra i pianeti/],
  ['/nowhere', /OOPS\.\.\. Page not found!/],
];

export { pageUrl } from '../scripts/budgets.mjs';

/** A visit's console errors, less the one some browsers log for the not-found page's own 404 status. */
export function withoutNotFoundStatus(errors) {
  const index = errors.findIndex((error) => /status of 404/.test(error));
  return index < 0 ? errors : errors.filter((_, i) => i !== index);
}

/**
 * The strict policy the README documents for a publisher's page, with the elements served from siteOrigin.
 * extraScripts: the page's own script sources, e.g. "'self'".
 */
export function strictPolicy(siteOrigin, extraScripts = '') {
  return [
    "default-src 'none'",
    `script-src ${siteOrigin}${extraScripts && ` ${extraScripts}`}`,
    "style-src 'self'",
    `img-src ${siteOrigin} data:`,
    `font-src ${siteOrigin}`,
    `media-src ${siteOrigin}`,
    `connect-src ${siteOrigin}`,
  ].join('; ');
}

export function launchBrowser() {
  return chromium.launch({ executablePath: PATHS.chromium, args: CHROME_ARGS });
}

export function serveSite(options = {}) {
  // The site reports its Web Vitals to /vitals: keep the journeys' reports out of the developer's .outbox.
  const vitalsOutbox = path.join(tmpdir(), `journeys-vitals-${process.pid}.jsonl`);
  return startServer({ root: 'dist', port: 0, quiet: true, vitalsOutbox, ...options });
}

/**
 * A publisher's page on its own origin (another port): the given HTML at /, with extra headers (a CSP), and any
 * extra files of its own, e.g. { '/site.css': { type: 'text/css', body } }.
 */
export async function serveHostPage(html, headers = {}, files = {}) {
  const server = http.createServer((req, res) => {
    const file = files[req.url];
    if (file) return res.writeHead(200, { 'Content-Type': file.type }).end(file.body);
    if (req.url !== '/') return res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', ...headers }).end(html);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/**
 * The site's shell is painted from its HTML before its code runs; its buttons respond once React has hydrated it.
 * A visitor's journey that starts with a button waits for that, as a visitor waits for a page to be ready.
 */
export function untilHydrated(page) {
  return page.waitForFunction(() =>
    Object.keys(document.querySelector('portfolio-app')?.shadowRoot?.querySelector('header') ?? {}).some((key) => key.startsWith('__react')),
  );
}

/** Collects console errors and uncaught page errors, so a broken page is not mistaken for a working one. */
export function watchErrors(page) {
  const errors = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** For a test file: the built site served and one browser, opened before its tests and closed after them. */
export function useSiteAndBrowser() {
  const shared = {};
  before(async () => {
    shared.site = await serveSite();
    shared.browser = await launchBrowser();
  });
  after(async () => {
    await shared.browser?.close();
    await shared.site?.close();
  });
  return shared;
}
