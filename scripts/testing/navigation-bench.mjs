// From a click to the next page on screen: five navigations a visitor makes, in each engine, over the same slow 4G
// (slow-network.mjs). The pointer rests on each link a moment before the click, as a hand does. The time runs from
// the pointer going down to the first frame where the new page's heading is shown and every picture it has on screen
// has arrived.
import fs from 'node:fs';
import { launchEngine, locate } from '../../test/engines/driver.mjs';
import { median } from './lighthouse.mjs';
import { SLOW_4G, slowNetwork } from './slow-network.mjs';

/** How long the pointer rests on a link before pressing it. */
const REST_MS = 200;

/** The visitor's path: a tab, a book, the gallery, the biography, the contact page (from the home page). */
const steps = (bookId) => [
  { name: 'home → books tab', css: 'nav a[href="/books/"]' },
  { name: 'books → a book', css: `a[href$="/${bookId}/"]` },
  { name: 'book → gallery tab', css: 'nav a[href="/portfolio/"]' },
  { name: 'gallery → bio tab', css: 'nav a[href="/bio/"]' },
  { name: 'bio → contact tab', css: 'nav a[href="/contact/"]' },
];

/** Runs in the page: from the next pointer down, watches every frame for the new page; `window.__arrived` is its time. */
function watchNextPage() {
  const all = (root) =>
    [...root.querySelectorAll('*')].flatMap((el) => [el, ...(el.shadowRoot ? all(el.shadowRoot) : [])]);
  const main = () => document.querySelector('portfolio-app').shadowRoot.querySelector('main');
  const before = main().querySelector('h1')?.textContent;
  const path = location.pathname;
  window.__arrived = undefined;
  addEventListener(
    'pointerdown',
    (event) => {
      const pressed = event.timeStamp;
      const check = () => {
        const heading = main().querySelector('h1')?.textContent;
        const onScreen = all(main()).filter((el) => {
          if (el.tagName !== 'IMG') return false;
          const box = el.getBoundingClientRect();
          return box.width > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
        });
        const arrived = onScreen.every((img) => img.complete && img.naturalWidth > 0);
        if (location.pathname !== path && heading && heading !== before && arrived) {
          window.__arrived = Math.round(performance.now() - pressed);
        } else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    },
    { capture: true, once: true },
  );
  return true;
}

/** Click-to-content in ms for each step, in one engine; null where the page did not come within 20 s. */
async function navigate(engineName, siteUrl, bookId) {
  const engine = await launchEngine(engineName);
  const page = await engine.newPage({ width: 1280, height: 900 });
  try {
    await page.goto(siteUrl);
    await page.waitFor(() => document.readyState === 'complete', undefined, 'the home page', 60_000);
    await new Promise((resolve) => setTimeout(resolve, 3000)); // its own pictures and code have settled
    const times = [];
    for (const step of steps(bookId)) {
      const link = await page.waitFor(locate, { css: step.css }, step.name, 30_000);
      await page.evaluate(watchNextPage);
      await page.hover(...link);
      await new Promise((resolve) => setTimeout(resolve, REST_MS));
      await page.click(...link);
      times.push(await page.waitFor(() => window.__arrived, undefined, step.name, 20_000).catch(() => null));
      await new Promise((resolve) => setTimeout(resolve, 1500)); // the visitor reads a moment
    }
    return times;
  } finally {
    await page.close();
    await engine.close();
  }
}

/**
 * The table for `engines`, each engine's figures the median of `runs` passes. `siteUrl` is the built site's server;
 * the slow network goes in front of it here.
 */
export async function navigationFigures(siteUrl, { engines, runs = 3 }) {
  const [book] = JSON.parse(fs.readFileSync('src/content/generated/books.json', 'utf8')).books;
  const bookId = book.id; // as built: the bench measures the dist/ of this tree
  const network = await slowNetwork(siteUrl);
  try {
    const rows = steps(bookId).map((step) => ({ step: step.name }));
    for (const engine of engines) {
      const passes = [];
      for (let run = 0; run < runs; run++) {
        console.error(`== click to content: ${engine}, pass ${run + 1}/${runs}`);
        passes.push(await navigate(engine, network.url, bookId));
      }
      rows.forEach((row, i) => (row[engine] = median(passes.map((times) => times[i]))));
    }
    return { network: SLOW_4G, restMs: REST_MS, runs, rows };
  } finally {
    await network.close();
  }
}
