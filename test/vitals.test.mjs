// Field measurement journeys: the site (<portfolio-app vitals="/vitals"> in dist/index.html) reports its Web Vitals
// to the server's .outbox/vitals.jsonl; an element embedded without the attribute never measures or reports.
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { launchBrowser, serveHostPage, serveSite, watchErrors } from './helpers.mjs';

let dir;
let outbox;
let site;
let browser;
before(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'vitals-journey-'));
  outbox = path.join(dir, 'vitals.jsonl');
  site = await serveSite({ vitalsOutbox: outbox });
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await site?.close();
  await rm(dir, { recursive: true, force: true });
});

async function readReports() {
  try {
    return (await readFile(outbox, 'utf8'))
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
  } catch (err) {
    if (err.code === 'ENOENT') return [];
    throw err;
  }
}

/** Is the measuring code asked for, or a report sent? */
const isVitals = (url) => /\/chunks\/web-vitals-|\/vitals$/.test(new URL(url).pathname);

test('a visit to #/books reports LCP, FCP, TTFB and CLS with its route once the page is hidden', async () => {
  const page = await browser.newPage();
  const errors = watchErrors(page);
  const chunk = page.waitForResponse((res) => /\/chunks\/web-vitals-/.test(res.url()));
  await page.goto(`${site.url}#/books`);
  await page.locator('portfolio-app main h1').first().waitFor();
  assert.equal((await chunk).status(), 200); // loaded after load and idle, without a click
  // An interaction (for INP, and LCP stops at the first input), then leaving the page flushes the reports.
  await page.locator('portfolio-app main h1').first().click();
  await page.goto('about:blank');
  const wanted = ['CLS', 'FCP', 'LCP', 'TTFB'];
  let reports = [];
  for (let i = 0; i < 50 && !wanted.every((name) => reports.some((r) => r.name === name)); i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    reports = await readReports();
  }
  assert.deepEqual([...new Set(reports.map((r) => r.name))].filter((name) => name !== 'INP').sort(), wanted);
  for (const report of reports) {
    assert.equal(report.route, '/books', report.name);
    assert.equal(report.path, '/books/', report.name);
    assert.ok(
      report.value >= 0 && ['good', 'needs-improvement', 'poor'].includes(report.rating),
      JSON.stringify(report),
    );
    assert.equal(report.navigationType, 'navigate');
  }
  assert.ok(reports.find((r) => r.name === 'LCP').value > 0);
  assert.deepEqual(errors, []);
  await page.close();
});

test('an embedded <portfolio-app> and <book-list> without the attribute never load web-vitals nor report', async () => {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A publisher</title><link rel="icon" href="data:,">
    <script type="module" src="${site.url}portfolio.js"></script></head>
    <body><book-list lang="en"></book-list><portfolio-app lang="en"></portfolio-app></body></html>`;
  const host = await serveHostPage(html);
  const page = await browser.newPage();
  const before = (await readReports()).length;
  const requests = [];
  page.on('request', (request) => isVitals(request.url()) && requests.push(request.url()));
  try {
    await page.goto(host.url);
    await page.waitForFunction(() =>
      ['book-list', 'portfolio-app'].every((tag) => document.querySelector(tag)?.shadowRoot?.querySelector('h1, h2')),
    );
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500); // past load and idle, when the site starts measuring
    await page.locator('book-list').click();
    await page.goto('about:blank');
    await page.waitForTimeout(300);
    assert.deepEqual(requests, []);
    assert.equal((await readReports()).length, before);
  } finally {
    await page.close();
    await host.close();
  }
});
