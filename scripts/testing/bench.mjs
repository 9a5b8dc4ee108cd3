// `npm run bench`: builds the site, serves the build locally and measures it.
//
//   - every route of the site and every element alone on a bare page: requests, bytes by type, JavaScript
//     raw / gzip / brotli, which libraries load (React, Glide, Plyr, EmailJS), CLS, and for an element the time
//     from its module's fetch to its first content (scripts/testing/budgets.mjs, shared with test/budgets.test.mjs);
//   - Lighthouse, mobile, simulated throttling (its defaults), median of 5 runs on each kind of page;
//   - from a click to the next page on screen, five navigations in each engine over a slow 4G (navigation-bench.mjs);
//   - the LCP of a first and of a repeat visit of each kind of page, over the same slow 4G (repeat-visit.mjs).
//
// Prints the tables, writes bench/results.json and bench/results.md, then the broken budgets, one per line;
// exits 1 if any. Options: --no-build (measure the dist/ there is), --runs=N (Lighthouse runs per route, 0 = none),
// --navigations=N (passes of the five navigations per engine, 0 = none; ENGINES=chromium picks engines),
// --repeat-visits=N (fresh profiles per page for the repeat visit, 0 = none), --http1 (Lighthouse on the local server's
// HTTP/1.1 instead of HTTP/2 over TLS, as the hosts serve the site: http2-front.mjs).
//
// `--scale N` measures something else: the site built from the sample content and from N times it, side by side
// (scale-bench.mjs, which says its own options).

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { indexHtml, report, viewerLine } from './bench-report.mjs';
import { checkBudgets, launchChromium } from './budgets.mjs';
import { selectedEngines } from './engines.mjs';
import { fieldFigures, lighthouseFailures, runLighthouse } from './lighthouse.mjs';
import { navigationFigures } from './navigation-bench.mjs';
import { repeatVisitFigures } from './repeat-visit.mjs';
import { http2Front } from './http2-front.mjs';
import { scaleBench } from './scale-bench.mjs';
import { startServer } from '../servers/serve.mjs';

const OUT_DIR = 'bench';
const VITALS_FILE = path.join(OUT_DIR, 'vitals.jsonl'); // what the site reported of itself during the Lighthouse runs

function parseArgs(argv) {
  const runs = argv.find((arg) => arg.startsWith('--runs='));
  const navigations = argv.find((arg) => arg.startsWith('--navigations='));
  const repeats = argv.find((arg) => arg.startsWith('--repeat-visits='));
  const scale = argv.find((arg, i) => arg.startsWith('--scale=') || argv[i - 1] === '--scale');
  return {
    build: !argv.includes('--no-build'),
    runs: runs ? Number(runs.slice(7)) : 5,
    navigations: navigations ? Number(navigations.slice(14)) : 3,
    repeatVisits: repeats ? Number(repeats.slice(16)) : 3,
    scale: scale === undefined ? undefined : Number(scale.replace('--scale=', '')),
    edit: !argv.includes('--no-edit'),
    keep: argv.includes('--keep'),
    http2: !argv.includes('--http1'),
  };
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

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (options.scale !== undefined) return scaleBench(options.scale, options);
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
    const front = options.http2 && options.runs > 0 ? await http2Front(site.url) : undefined;
    const lighthouse =
      options.runs > 0 ? await runLighthouse((front ?? site).url, options.runs, root) : { error: 'skipped (--runs=0)' };
    await front?.close();
    lighthouse.field = fieldFigures(VITALS_FILE);
    const navigation =
      options.navigations > 0
        ? await navigationFigures(site.url, { engines: selectedEngines(), runs: options.navigations })
        : undefined;
    const repeatVisit =
      options.repeatVisits > 0 ? await repeatVisitFigures(site.url, root, { runs: options.repeatVisits }) : undefined;
    const page = indexHtml(root);
    const allFailures = [...failures, ...page.failures, ...lighthouseFailures(lighthouse)];
    const meta = {
      date: new Date().toISOString(),
      chromium,
      lighthouseRuns: options.runs,
      lighthouseProtocol: options.http2 ? 'HTTP/2 (TLS)' : 'HTTP/1.1',
      viewer: viewerLine(root),
      indexHtml: page.line,
    };
    const text = report({ rows, lighthouse, navigation, repeatVisit, failures: allFailures, meta });
    fs.mkdirSync(OUT_DIR, { recursive: true });
    fs.writeFileSync(path.join(OUT_DIR, 'results.md'), text);
    fs.writeFileSync(
      path.join(OUT_DIR, 'results.json'),
      `${JSON.stringify({ meta, rows, lighthouse, navigation, repeatVisit, failures: allFailures }, null, 2)}\n`,
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
