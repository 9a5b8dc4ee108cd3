// `npm run bench`: builds the site, serves the build locally and measures it.
//
//   - every route of the site and every element alone on a bare page: requests, bytes by type, JavaScript
//     raw / gzip / brotli, which libraries load (React, Glide, Plyr, EmailJS), CLS, and for an element the time
//     from its module's fetch to its first content (scripts/testing/budgets.mjs, shared with test/budgets.test.mjs);
//   - Lighthouse, mobile, simulated throttling (its defaults), median of 5 runs on each kind of page.
//
// Prints the tables, writes bench/results.json and bench/results.md, then the broken budgets, one per line;
// exits 1 if any. Options: --no-build (measure the dist/ there is), --runs=N (Lighthouse runs per route, 0 = none).

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHROME_ARGS, PATHS } from './engines.mjs';
import { BUDGETS, BUDGET_NAMES, KB, checkBudgets, launchChromium, pageUrl, siteRoutes } from './budgets.mjs';
import { LIBRARIES, TYPES, compressedSizes } from './responses.mjs';
import { startServer } from '../servers/serve.mjs';

const OUT_DIR = 'bench';
const VITALS_FILE = path.join(OUT_DIR, 'vitals.jsonl'); // what the site reported of itself during the Lighthouse runs
// Lighthouse mobile, simulated throttling, medians, on each kind of page (issue "Every page its own address"); TBT no
// worse than the session-4 medians before the prerendering where they were measured (issue #15).
const LIGHTHOUSE_TARGET = { performance: 98, fcpMs: 1200, lcpMs: 1600 };
const TBT_BEFORE = { '/': 30, '/portfolio': 84, '/books': 59 };
const LIGHTHOUSE_BUDGET = (route) => ({ ...LIGHTHOUSE_TARGET, tbtMs: TBT_BEFORE[route] });

/** The kinds of page Lighthouse measures, from the site's own pages: home, portfolio, an artwork, books, a book, events. */
function lighthousePages(distDir) {
  const pages = siteRoutes(distDir);
  const [book] = JSON.parse(fs.readFileSync('src/content/generated/books.json', 'utf8')).books;
  const artwork = pages.find((route) => /^\/portfolio\/[^/]+\/\d+$/.test(route));
  return ['/', '/portfolio', artwork, '/books', `/${book.id}`, '/events'].filter((route) => pages.includes(route));
}
const INDEX_HTML_BROTLI = 25 * KB;

function parseArgs(argv) {
  const runs = argv.find((arg) => arg.startsWith('--runs='));
  return { build: !argv.includes('--no-build'), runs: runs ? Number(runs.slice(7)) : 5 };
}

/** npm run build; its log goes to stderr so that stdout is only the tables. */
function build() {
  console.error('== npm run build');
  const result = spawnSync('npm', ['run', '--silent', 'build:local'], {
    stdio: ['ignore', process.stderr, process.stderr],
  });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status})`);
}

/** A private copy of dist/: a rebuild started meanwhile (another terminal, a watcher) cannot change what is measured. */
function snapshotDist() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-dist-'));
  fs.cpSync('dist', dir, { recursive: true });
  return dir;
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
  const chrome = await chromeLauncher.launch({ chromePath: PATHS.chromium, chromeFlags: CHROME_ARGS });
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
    const { default: puppeteer } = await import('puppeteer-core');
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
    for (const page of await browser.pages()) await page.goto('about:blank').catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 300)); // the beacons reach the server
    await browser.disconnect();
  } catch (error) {
    console.error(`could not leave the pages (field figures may lack LCP and CLS): ${error.message}`);
  }
}

/** Median LCP, FCP, TTFB, CLS and INP per route from the reports in `file`, as the site measured itself. */
function fieldFigures(file) {
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

function fieldTable(rows) {
  const ms = (v) => (v === null ? '—' : `${Math.round(v)} ms`);
  const lines = ['| Route | Reports | LCP | FCP | TTFB | CLS | INP |', '|---|---:|---:|---:|---:|---:|---:|'];
  for (const r of rows)
    lines.push(
      `| #${r.route} | ${r.reports} | ${ms(r.LCP)} | ${ms(r.FCP)} | ${ms(r.TTFB)} | ${r.CLS === null ? '—' : r.CLS.toFixed(3)} | ${ms(r.INP)} |`,
    );
  return lines.join('\n');
}

const median = (values) => {
  const sorted = values.filter((v) => v !== null && v !== undefined).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** `runs` Lighthouse runs per route (one page per route, as the budgets measure); each figure is the median of its runs. */
async function runLighthouse(siteUrl, runs, distDir) {
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
    const keys = [...Object.keys(CATEGORIES), ...Object.keys(METRICS)];
    const summary = Object.fromEntries(keys.map((key) => [key, median(results.map((r) => r[key]))]));
    routes.push({ route, ...summary, external: [...new Set(results.flatMap((r) => r.external))], runs: results });
  }
  return { routes };
}

function lighthouseFailures(lh) {
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
    ]) {
      if (limit !== undefined && row[key] > limit) {
        const shown = key === 'tbt' ? (ms) => `${Math.round(ms)} ms` : seconds;
        failures.push({
          budget: id,
          subject: `#${row.route}`,
          message: `${key.toUpperCase()} ${shown(row[key])} > ${shown(limit)}`,
        });
      }
    }
  }
  return failures;
}

// ---------------------------------------------------------------------------
// Tables

const kb = (bytes) => (bytes / KB).toFixed(1);
const yes = (flag) => (flag ? 'yes' : '–');
const TYPE_LABELS = { js: 'JS', css: 'CSS', font: 'fonts', image: 'images', audio: 'audio', other: 'other' };

/** A markdown table with padded columns, readable as plain text too. */
function table(headers, rows) {
  const cells = [headers, ...rows].map((row) => row.map((cell) => String(cell ?? '')));
  const widths = headers.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  const line = (row) => `| ${row.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  return [line(cells[0]), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...cells.slice(1).map(line)].join(
    '\n',
  );
}

/** Columns shared by routes and elements: requests, KB on the wire by type, JS sizes, libraries. */
const loadHeaders = [
  'req',
  ...TYPES.map((type) => `${TYPE_LABELS[type]} KB`),
  'total KB',
  'JS raw KB',
  'JS gzip KB',
  'JS br KB',
  ...Object.keys(LIBRARIES),
];
const loadCells = (row) => [
  row.requests,
  ...TYPES.map((type) => kb(row.bytes[type])),
  kb(row.bytes.total),
  kb(row.js.raw),
  kb(row.js.gzip),
  kb(row.js.brotli),
  ...Object.keys(LIBRARIES).map((name) => (name === 'react' ? `${row.react.requests}×` : yes(row.libraries[name]))),
];

function routesTable(rows) {
  const routes = rows.filter((row) => row.kind === 'route');
  return table(
    ['route', ...loadHeaders, 'CLS'],
    routes.map((row) => [row.name, ...loadCells(row), row.cls.toFixed(3)]),
  );
}

function elementsTable(rows) {
  const elements = rows.filter((row) => row.kind === 'element' || row.kind === 'three');
  return table(
    ['element alone', ...loadHeaders, 'own JS br KB', 'first content ms'],
    elements.map((row) => [
      row.name,
      ...loadCells(row),
      row.kind === 'element' ? kb(row.ownJsBrotli) : '',
      row.kind === 'element'
        ? (row.firstContentMs ?? 'never')
        : Object.values(row.firstContentMs)
            .map((ms) => ms ?? 'never')
            .join(' / '),
    ]),
  );
}

/** Where the layout shifts of each route happened: the moved box before → after (width×height@x,y in CSS px). */
function shiftsList(rows) {
  return rows
    .filter((row) => row.kind === 'route' && row.shiftSources?.length)
    .map((row) => `- ${row.name} (CLS ${row.cls.toFixed(3)}): ${row.shiftSources.join('; ')}`)
    .join('\n');
}

/** What the click on the video poster loaded, beyond the first visit. */
function videoLine(rows) {
  const row = rows.find((r) => r.after);
  if (!row) return '';
  if (!row.after.poster)
    return `${row.name}: no video poster on the page (the video player is not in this build): Plyr not checked after a click.`;
  const files = row.after.responses
    .filter((r) => r.type === 'js' || r.type === 'css')
    .map((r) => new URL(r.url).pathname)
    .join(', ');
  return `${row.name} + click on the video poster: ${row.after.requests} more requests, ${kb(row.after.js.brotli)} KB JS brotli, Plyr ${row.after.libraries.plyr ? 'loaded' : 'NOT loaded'} (${files || 'no JS'}); blocked third-party requests: ${row.blocked.length ? [...new Set(row.blocked.map((u) => new URL(u).host))].join(', ') : 'none'}.`;
}

/** The full-screen viewer's own chunk (the lightbox library, its CSS and our glue), fetched on the first open only. */
function viewerLine(root) {
  const file = fs.readdirSync(path.join(root, 'chunks')).find((name) => /^Viewer-.+\.js$/.test(name));
  if (!file) return 'Full-screen viewer: no Viewer chunk in this build.';
  const body = fs.readFileSync(path.join(root, 'chunks', file));
  const { gzip, brotli } = compressedSizes(body);
  return `Full-screen viewer, fetched on the first open of an artwork: /chunks/${file} ${kb(body.length)} KB raw, ${kb(gzip)} KB gzip, ${kb(brotli)} KB brotli.`;
}

/** The site's page with its prerendered home page: its size, against its budget. */
function indexHtml(root) {
  const body = fs.readFileSync(path.join(root, 'index.html'));
  const { gzip, brotli } = compressedSizes(body);
  const line = `index.html with the prerendered home page (3 languages): ${kb(body.length)} KB raw, ${kb(gzip)} KB gzip, ${kb(brotli)} KB brotli.`;
  const failure = brotli > INDEX_HTML_BROTLI && {
    budget: 'index-html',
    subject: 'index.html',
    message: `${kb(brotli)} KB brotli > ${INDEX_HTML_BROTLI / KB} KB`,
  };
  return { line, failures: failure ? [failure] : [] };
}

function lighthouseTable(lh) {
  const ms = (value) =>
    value === null ? '' : value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;
  return table(
    ['route', 'Performance', 'Accessibility', 'Best Practices', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS'],
    lh.routes.map((row) => [
      `#${row.route}`,
      row.performance,
      row.accessibility,
      row.bestPractices,
      row.seo,
      ms(row.fcp),
      ms(row.lcp),
      ms(row.tbt),
      row.cls?.toFixed(3),
    ]),
  );
}

/** The JS files of the first visit of #/, biggest first: what to look at when its budget breaks. */
function homeFilesTable(rows) {
  const home = rows.find((row) => row.kind === 'route' && row.route === '/');
  const js = home.responses.filter((r) => r.type === 'js' && r.raw !== undefined).sort((a, b) => b.brotli - a.brotli);
  return table(
    ['JS file of #/', 'raw KB', 'gzip KB', 'br KB'],
    js.map((r) => [new URL(r.url).pathname, kb(r.raw), kb(r.gzip), kb(r.brotli)]),
  );
}

function budgetsList(failures, lighthouse) {
  const names = { ...BUDGET_NAMES, 'index-html': 'index.html ≤ 25 KB brotli' };
  if (lighthouse.routes) {
    // Worded from the limits above, so a changed limit cannot leave a stale name.
    const measured = lighthouse.routes.map((row) => row.route).join(', ');
    names['lighthouse-performance'] = `Lighthouse mobile Performance ≥ ${LIGHTHOUSE_TARGET.performance} on ${measured}`;
    names['lighthouse-fcp'] = `Lighthouse FCP ≤ ${LIGHTHOUSE_TARGET.fcpMs / 1000} s on each`;
    names['lighthouse-lcp'] = `Lighthouse LCP ≤ ${LIGHTHOUSE_TARGET.lcpMs / 1000} s on each`;
    names['lighthouse-tbt'] = `Lighthouse TBT no worse than before the prerendering: ${Object.entries(TBT_BEFORE)
      .map(([route, ms]) => `≤ ${ms} ms on ${route}`)
      .join(', ')}`;
    names['lighthouse-network'] = 'Lighthouse runs stay on this machine';
  }
  const lines = Object.entries(names).map(
    ([id, name]) => `${failures.some((f) => f.budget === id) ? '✗' : '✓'} ${name}`,
  );
  if (!lighthouse.routes) lines.push('? Lighthouse budgets (Performance, FCP, LCP, TBT): not measured');
  return lines.join('\n');
}

function report({ rows, lighthouse, failures, meta }) {
  const parts = [
    `# Bench — ${meta.date}`,
    `Build served from a snapshot of dist/; Chromium ${meta.chromium}, mobile viewport 412×823 @1.75x, empty cache per page. ` +
      'KB = 1024 bytes; bytes by type are as transferred (server brotli + headers); JS gzip/br are computed here (gzip -9, brotli q11). ' +
      `React column: requests to the React chunk. Own JS = element page JS br − React chunk br. First content: from the element module's fetch start to the frame its shadow root shows content.`,
    '## Routes (first visit)',
    routesTable(rows),
    videoLine(rows),
    meta.viewer,
    meta.indexHtml,
    'Layout shifts (box before → after, CSS px; shifted value):',
    shiftsList(rows) || 'none',
    '## Elements alone on a bare page (another origin)',
    elementsTable(rows),
    '## Lighthouse (mobile, simulated throttling, median of runs)',
    lighthouse.routes?.length ? lighthouseTable(lighthouse) : '',
    lighthouse.error ? `Lighthouse: ${lighthouse.error}` : `Lighthouse ${meta.lighthouseRuns} run(s) per route.`,
    '## Field figures of the Lighthouse runs (web-vitals reports to /vitals, median per route)',
    'As the page measured itself: the load is not throttled (Lighthouse simulates its throttling afterwards), so these are lower bounds.',
    lighthouse.field?.length ? fieldTable(lighthouse.field) : 'no reports',
    '## JavaScript of #/',
    homeFilesTable(rows),
    '## Budgets',
    budgetsList(failures, lighthouse),
  ];
  if (failures.length)
    parts.push(
      '## Broken budgets',
      failures.map((f) => `BUDGET BROKEN [${f.budget}] ${f.subject}: ${f.message}`).join('\n'),
    );
  return `${parts.filter(Boolean).join('\n\n')}\n`;
}

// ---------------------------------------------------------------------------

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (options.build) build();
  const root = snapshotDist();
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const site = await startServer({ root, port: 0, quiet: true, vitalsOutbox: VITALS_FILE });
  let browser;
  try {
    browser = await launchChromium();
    console.error('== measuring routes and elements');
    const { rows, failures } = await checkBudgets({ siteUrl: site.url, browser, distDir: root });
    const chromium = browser.version();
    await browser.close();
    browser = undefined;
    fs.rmSync(VITALS_FILE, { force: true }); // from here on, only the Lighthouse runs report
    const lighthouse =
      options.runs > 0 ? await runLighthouse(site.url, options.runs, root) : { error: 'skipped (--runs=0)' };
    lighthouse.field = fieldFigures(VITALS_FILE);
    const page = indexHtml(root);
    const allFailures = [...failures, ...page.failures, ...lighthouseFailures(lighthouse)];
    const meta = {
      date: new Date().toISOString(),
      chromium,
      lighthouseRuns: options.runs,
      viewer: viewerLine(root),
      indexHtml: page.line,
    };
    const text = report({ rows, lighthouse, failures: allFailures, meta });
    fs.mkdirSync(OUT_DIR, { recursive: true });
    fs.writeFileSync(path.join(OUT_DIR, 'results.md'), text);
    fs.writeFileSync(
      path.join(OUT_DIR, 'results.json'),
      `${JSON.stringify({ meta, rows, lighthouse, failures: allFailures }, null, 2)}\n`,
    );
    process.stdout.write(text);
    process.exitCode = allFailures.length ? 1 : 0;
  } finally {
    await browser?.close();
    await site.close();
    fs.rmSync(root, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error.stack || String(error));
  process.exit(2);
});
