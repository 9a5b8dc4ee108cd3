// One small page API over the three engines' automation, for the journeys that run everywhere: one library per engine,
// playwright-core for Chromium (CDP; the Chromium-only journeys use it too), puppeteer-core for Firefox (WebDriver
// BiDi), webdriverio for WebKitGTK (WebDriver classic).
// Everything a person does goes through real input (pointer, touch, keys); everything a person sees is read in
// the page with evaluate(), so the same journey reads the same in every engine.
import puppeteer from 'puppeteer-core';
import { Key, remote } from 'webdriverio';
import { FIREFOX_PREFS, PATHS, startWebKitDriver, webkitCapabilities } from '../../scripts/testing/engines.mjs';
import { launchBrowser } from '../helpers.mjs';

/**
 * The browser's Back and Forward: a step through the session history, as its buttons take it (the page sees the same
 * traversal and popstate). The same script in every engine, whose automation commands differ on same-document steps.
 */
const back = (page) => page.evaluate(() => history.back());
const forward = (page) => page.evaluate(() => history.forward());

/** Polls fn in the page until it returns something truthy (and serializable: not a node); fails with the message after the timeout. */
async function waitFor(page, fn, arg, message = 'condition not met', timeout = 10000) {
  const end = Date.now() + timeout;
  for (;;) {
    const value = await page.evaluate(fn, arg).catch(() => undefined); // a navigation may swap the document meanwhile
    if (value) return value;
    if (Date.now() > end) throw new Error(`${page.engine}: timed out: ${message}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The console errors and uncaught errors of a Playwright or Puppeteer page (their events have the same shape). */
function collectErrors(raw) {
  const errors = [];
  raw.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  raw.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The console warnings of a Playwright or Puppeteer page (the host matrix looks for hydration warnings in them). */
function collectWarnings(raw) {
  const warnings = [];
  raw.on('console', (message) => /^warn/.test(message.type()) && warnings.push(message.text()));
  return warnings;
}

/** The page API over a Playwright page (Chromium) or a puppeteer one (Firefox): their calls for these read alike. */
function pageOf(engine, raw, { swipe, close, offline }) {
  const errors = collectErrors(raw);
  const warnings = collectWarnings(raw);
  const page = {
    engine,
    errors: async () => errors,
    warnings: async () => warnings,
    goto: (url) => raw.goto(url),
    reload: () => raw.reload(),
    back: () => back(page),
    forward: () => forward(page),
    evaluate: (fn, arg) => raw.evaluate(fn, arg),
    waitFor: (fn, arg, message, timeout) => waitFor(page, fn, arg, message, timeout),
    click: (x, y) => raw.mouse.click(x, y),
    hover: (x, y) => raw.mouse.move(x, y),
    press: (key) => raw.keyboard.press(key),
    type: (text) => raw.keyboard.type(text),
    swipe,
    screenshot: (file) => raw.screenshot({ path: file }),
    close,
    // The browser's offline mode, where its automation has one; else undefined (the journey cuts the network itself).
    offline,
  };
  return page;
}

async function chromiumEngine() {
  const browser = await launchBrowser(); // as the Chromium-only journeys launch it
  return {
    name: 'chromium',
    touch: true,
    async newPage({ width = 1280, height = 900 } = {}) {
      // A fresh context: fresh storage and cookies, as a new visitor; a touch screen besides the mouse.
      const context = await browser.newContext({ viewport: { width, height }, hasTouch: true });
      const raw = await context.newPage();
      // Playwright's touchscreen only taps: a swipe's touch points go through CDP, as Playwright's own input does.
      const cdp = await context.newCDPSession(raw);
      const touch = (type, points) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points });
      return pageOf('chromium', raw, {
        async swipe([x1, y], [x2]) {
          await touch('touchStart', [{ x: x1, y }]);
          for (let step = 1; step <= 8; step++) await touch('touchMove', [{ x: x1 + ((x2 - x1) * step) / 8, y }]);
          await touch('touchEnd', []);
        },
        close: () => context.close(),
        offline: (on) => context.setOffline(on), // the page and its service worker both
      });
    },
    close: () => browser.close(),
  };
}

async function firefoxEngine() {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: PATHS.firefox,
    headless: true,
    extraPrefsFirefox: FIREFOX_PREFS,
  });
  return {
    name: 'firefox',
    touch: true,
    async newPage({ width = 1280, height = 900 } = {}) {
      const context = await browser.createBrowserContext(); // fresh storage and cookies, as a new visitor
      const raw = await context.newPage();
      await raw.setViewport({ width, height, hasTouch: true });
      return pageOf('firefox', raw, {
        async swipe([x1, y], [x2]) {
          await raw.touchscreen.touchStart(x1, y);
          for (let step = 1; step <= 8; step++) await raw.touchscreen.touchMove(x1 + ((x2 - x1) * step) / 8, y);
          await raw.touchscreen.touchEnd();
        },
        close: () => context.close(),
      });
    },
    close: () => browser.close(),
  };
}

async function webkitEngine() {
  const driver = await startWebKitDriver();
  return {
    name: 'webkit',
    touch: false, // WebKitGTK's WebDriver has no touch pointer: the swipe is a mouse drag there
    async newPage({ width = 1280, height = 900 } = {}) {
      // One browser per page: a new visitor, with nothing stored.
      // Under load MiniBrowser now and then never answers a new session (seen once in about 40): ask once more.
      const session = () =>
        remote({
          hostname: driver.hostname,
          port: driver.port,
          path: '/',
          logLevel: 'error',
          capabilities: webkitCapabilities(),
          connectionRetryTimeout: 45_000,
        });
      const browser = await session().catch(session);
      await browser.setWindowSize(width, height);
      const inner = await browser.execute(() => [innerWidth, innerHeight]);
      await browser.setWindowSize(width + (width - inner[0]), height + (height - inner[1]));
      // MiniBrowser's window is never narrower than about 447 px (its toolbar): a "375 px" page is that wide in
      // WebKit, still under the site's 600 px phone breakpoint.
      const pointer = (actions) =>
        browser
          .performActions([{ type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions }])
          .then(() => browser.releaseActions());
      // WebDriver classic has no console log nor a script that runs before the page's own: the watcher is installed
      // once the page has loaded, so WebKit reports the errors after the load event only.
      const watchErrors = () =>
        browser.execute(() => {
          window.__errors ??= [];
          window.__warnings ??= [];
          const error = console.error.bind(console);
          console.error = (...args) => (window.__errors.push(args.map(String).join(' ')), error(...args));
          const warn = console.warn.bind(console);
          console.warn = (...args) => (window.__warnings.push(args.map(String).join(' ')), warn(...args));
          addEventListener('error', (event) => window.__errors.push(event.message));
          addEventListener('unhandledrejection', (event) => window.__errors.push(String(event.reason)));
        });
      const keys = (values) =>
        browser.performActions([
          {
            type: 'key',
            id: 'keyboard',
            actions: values.flatMap((value) => [
              { type: 'keyDown', value },
              { type: 'keyUp', value },
            ]),
          },
        ]);
      const page = {
        engine: 'webkit',
        errors: () => browser.execute(() => window.__errors ?? ['the error watcher was not installed']),
        warnings: () => browser.execute(() => window.__warnings ?? []),
        goto: (url) => browser.url(url).then(watchErrors),
        reload: () => browser.refresh().then(watchErrors),
        back: () => back(page),
        forward: () => forward(page),
        evaluate: (fn, arg) => browser.execute(fn, arg),
        waitFor: (fn, arg, message, timeout) => waitFor(page, fn, arg, message, timeout),
        click: (x, y) =>
          pointer([
            { type: 'pointerMove', x: Math.round(x), y: Math.round(y) },
            { type: 'pointerDown', button: 0 },
            { type: 'pointerUp', button: 0 },
          ]),
        hover: (x, y) => pointer([{ type: 'pointerMove', x: Math.round(x), y: Math.round(y) }]),
        press: (key) => keys([Key[key] ?? key]),
        type: (text) => keys([...text]),
        swipe: ([x1, y], [x2]) =>
          pointer([
            { type: 'pointerMove', x: Math.round(x1), y: Math.round(y) },
            { type: 'pointerDown', button: 0 },
            ...Array.from({ length: 8 }, (_, i) => ({
              type: 'pointerMove',
              duration: 20,
              x: Math.round(x1 + ((x2 - x1) * (i + 1)) / 8),
              y: Math.round(y),
            })),
            { type: 'pointerUp', button: 0 },
          ]),
        screenshot: (file) => browser.saveScreenshot(file),
        close: () => browser.deleteSession(),
      };
      return page;
    },
    close: async () => driver.stop(),
  };
}

/** The centre of the first element (open shadow roots included) matching css whose label or text is name, scrolled into view. */
export function locate({ css, name, scope }) {
  const all = (root) =>
    [...root.querySelectorAll('*')].flatMap((el) => [el, ...(el.shadowRoot ? all(el.shadowRoot) : [])]);
  const label = (el) => (el.getAttribute('aria-label') || el.textContent || '').trim();
  const root = scope ? all(document).find((el) => el.matches(scope))?.shadowRoot : document;
  const el =
    root &&
    all(root).find(
      (node) => node.matches(css) && (name === undefined || label(node) === name) && node.getClientRects().length,
    );
  if (!el) return null;
  el.scrollIntoView({ block: 'center', inline: 'center' });
  const box = el.getBoundingClientRect();
  return [box.x + box.width / 2, box.y + box.height / 2];
}

export function launchEngine(name) {
  return { chromium: chromiumEngine, firefox: firefoxEngine, webkit: webkitEngine }[name]();
}
