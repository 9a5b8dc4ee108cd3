// Lighthouse (mobile, simulated throttling, its defaults) on each kind of page of the built site, several runs each,
// their medians, and the site's own field reports of those runs (web-vitals to /vitals); npm run bench prints them.

import fs from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { CHROME_ARGS, PATHS } from './engines.mjs';
import { BUDGETS, pageUrl, siteRoutes } from './budgets.mjs';

// Lighthouse mobile, simulated throttling, medians, on each kind of page (issue "Every page its own address"); TBT no
// worse than the session-4 medians before the prerendering where they were measured (issue #15).
// The largest picture with the first paint (issue 39): LCP at most 150 ms after FCP.
export const LIGHTHOUSE_TARGET = { performance: 98, fcpMs: 1200, lcpMs: 1600, lcpAfterFcpMs: 150 };
export const TBT_BEFORE = { '/': 30, '/portfolio': 84, '/books': 59 };
const LIGHTHOUSE_BUDGET = (route) => ({ ...LIGHTHOUSE_TARGET, tbtMs: TBT_BEFORE[route] });

/** The kinds of page Lighthouse measures, from the site's own pages: home, portfolio, an artwork, books, a book, events. */
export function lighthousePages(distDir) {
  const pages = siteRoutes(distDir);
  const [book] = JSON.parse(fs.readFileSync('src/content/generated/books.json', 'utf8')).books;
  const artwork = pages.find((route) => /^\/portfolio\/[^/]+\/\d+$/.test(route));
  return ['/', '/portfolio', artwork, '/books', `/${book.id}`, '/events'].filter((route) => pages.includes(route));
}

// ---------------------------------------------------------------------------
// Lighthouse

/** Lighthouse and the chrome-launcher it depends on (resolved from Lighthouse's own folder, not hoisted). */
async function loadLighthouse() {
  const entry = import.meta.resolve('lighthouse');
  const { default: lighthouse } = await import(entry);
  const chromeLauncher = await import(pathToFileURL(createRequire(entry).resolve('chrome-launcher')).href);
  return { lighthouse, chromeLauncher };
}

const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
};
const CATEGORIES = {
  performance: 'performance',
  accessibility: 'accessibility',
  bestPractices: 'best-practices',
  seo: 'seo',
};

/** One Lighthouse run in a fresh Chromium (Debian's), default mobile config, scores 0-100. */
async function lighthouseOnce({ lighthouse, chromeLauncher }, url) {
  // The HTTP/2 front's certificate is self-signed (http2-front.mjs).
  const insecure = url.startsWith('https://127.0.0.1:') ? ['--ignore-certificate-errors'] : [];
  const chrome = await chromeLauncher.launch({
    chromePath: PATHS.chromium,
    chromeFlags: [...CHROME_ARGS, ...insecure],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.values(CATEGORIES),
    });
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const run = {};
    for (const [key, id] of Object.entries(CATEGORIES))
      run[key] = lhr.categories[id].score === null ? null : Math.round(lhr.categories[id].score * 100);
    for (const [key, id] of Object.entries(METRICS)) run[key] = lhr.audits[id].numericValue;
    run.lcpAfterFcp = run.lcp - run.fcp;
    // Proof that nothing left this machine: every request Lighthouse saw was to our local server.
    run.external = (lhr.audits['network-requests']?.details?.items ?? [])
      .map((item) => item.url)
      .filter((u) => /^https?:/.test(u) && !/^https?:\/\/(localhost|127\.0\.0\.1)[:/]/.test(u));
    run.warnings = lhr.runWarnings;
    return run;
  } finally {
    await leavePages(chrome.port);
    await chrome.kill();
  }
}

/** Leaving a page makes web-vitals send what it holds back until then (LCP, CLS, INP): do it before killing Chrome. */
async function leavePages(port) {
  try {
    const { chromium } = await import('playwright-core');
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    for (const context of browser.contexts())
      for (const page of context.pages()) await page.goto('about:blank').catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 300)); // the beacons reach the server
    await browser.close(); // connected, not launched: this disconnects, Chrome stays until killed
  } catch (error) {
    console.error(`could not leave the pages (field figures may lack LCP and CLS): ${error.message}`);
  }
}

/** Median LCP, FCP, TTFB, CLS and INP per route from the reports in `file`, as the site measured itself. */
export function fieldFigures(file) {
  const reports = fs.existsSync(file)
    ? fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line))
    : [];
  const routes = [...new Set(reports.map((r) => r.route))];
  return routes.map((route) => {
    const of = (name) => reports.filter((r) => r.route === route && r.name === name).map((r) => r.value);
    return {
      route,
      reports: reports.filter((r) => r.route === route).length,
      ...Object.fromEntries(['LCP', 'FCP', 'TTFB', 'CLS', 'INP'].map((name) => [name, median(of(name))])),
    };
  });
}

/** The middle of the figures (of the two middle ones, their mean), none counted that is missing. */
export const median = (values) => {
  const sorted = values.filter((v) => v !== null && v !== undefined).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** `runs` Lighthouse runs per route (one page per route, as the budgets measure); each figure is the median of its runs. */
export async function runLighthouse(siteUrl, runs, distDir) {
  let tools;
  try {
    tools = await loadLighthouse();
  } catch (error) {
    return { error: `Lighthouse could not be loaded: ${error.message}` };
  }
  const routes = [];
  for (const route of lighthousePages(distDir)) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      console.error(`== Lighthouse #${route} run ${i + 1}/${runs}`);
      try {
        results.push(await lighthouseOnce(tools, pageUrl(siteUrl, route)));
      } catch (error) {
        return { error: `Lighthouse failed on #${route}: ${error.message}`, routes };
      }
    }
    const keys = [...Object.keys(CATEGORIES), ...Object.keys(METRICS), 'lcpAfterFcp'];
    const summary = Object.fromEntries(keys.map((key) => [key, median(results.map((r) => r[key]))]));
    routes.push({ route, ...summary, external: [...new Set(results.flatMap((r) => r.external))], runs: results });
  }
  return { routes };
}

export function lighthouseFailures(lh) {
  const failures = [];
  for (const row of lh.routes ?? []) {
    if (!(row.cls < BUDGETS.cls))
      failures.push({
        budget: 'cls',
        subject: `#${row.route} (Lighthouse)`,
        message: `CLS ${row.cls.toFixed(3)} > 0.00`,
      });
    if (row.external.length)
      failures.push({
        budget: 'lighthouse-network',
        subject: `#${row.route}`,
        message: `requests left the machine: ${row.external.join(', ')}`,
      });
    const budget = LIGHTHOUSE_BUDGET(row.route);
    const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
    if (row.performance < budget.performance) {
      failures.push({
        budget: 'lighthouse-performance',
        subject: `#${row.route}`,
        message: `Performance ${row.performance} < ${budget.performance}`,
      });
    }
    for (const [key, id, limit] of [
      ['fcp', 'lighthouse-fcp', budget.fcpMs],
      ['lcp', 'lighthouse-lcp', budget.lcpMs],
      ['tbt', 'lighthouse-tbt', budget.tbtMs],
      ['lcpAfterFcp', 'lighthouse-lcp-after-fcp', budget.lcpAfterFcpMs],
    ]) {
      if (limit !== undefined && row[key] > limit) {
        const shown = key === 'tbt' || key === 'lcpAfterFcp' ? (ms) => `${Math.round(ms)} ms` : seconds;
        const name = key === 'lcpAfterFcp' ? 'LCP − FCP' : key.toUpperCase();
        failures.push({
          budget: id,
          subject: `#${row.route}`,
          message: `${name} ${shown(row[key])} > ${shown(limit)}`,
        });
      }
    }
  }
  return failures;
}
