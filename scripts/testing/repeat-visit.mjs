// A visitor who comes back: the largest picture's time (LCP) on a first visit and on the next visit of the same page,
// in Chromium over the same slow 4G as the click-to-content figures (slow-network.mjs), on a phone's screen. Between
// the two, what the browser kept (its HTTP cache, and a service worker's store where the site has one) is what
// makes the difference.
import { launchChromium, pageUrl } from './budgets.mjs';
import { lighthousePages, median } from './lighthouse.mjs';
import { SLOW_4G, slowNetwork } from './slow-network.mjs';

/** Lighthouse's mobile screen, as the budgets measure pages. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/** The page's LCP so far, in ms from its navigation; null when it painted no content the browser counts. */
const lcpOf = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        let last = null;
        new PerformanceObserver((list) => (last = list.getEntries().at(-1))).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
        setTimeout(() => resolve(last && Math.round(last.startTime)), 300);
      }),
  );

/** One first visit and one repeat visit of `url` in a fresh profile: their LCPs. */
async function visitTwice(browser, url) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    const first = await lcpOf(page);
    await page.waitForTimeout(3000); // what the page fetches once idle (its next pages' code, a worker) settles
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    return { first, repeat: await lcpOf(page) };
  } finally {
    await context.close();
  }
}

/** Median first and repeat LCP per bench page over `runs` fresh profiles, the site behind a slow 4G. */
export async function repeatVisitFigures(siteUrl, distDir, { runs = 3 } = {}) {
  const network = await slowNetwork(siteUrl);
  const browser = await launchChromium();
  try {
    const rows = [];
    for (const route of lighthousePages(distDir)) {
      const passes = [];
      for (let run = 0; run < runs; run++) {
        console.error(`== repeat visit: #${route}, pass ${run + 1}/${runs}`);
        passes.push(await visitTwice(browser, pageUrl(network.url, route)));
      }
      rows.push({
        route,
        first: median(passes.map((pass) => pass.first)),
        repeat: median(passes.map((pass) => pass.repeat)),
      });
    }
    return { network: SLOW_4G, runs, rows };
  } finally {
    await browser.close();
    await network.close();
  }
}
