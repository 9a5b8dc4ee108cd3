// npm run bench's report: the tables of bytes, requests, libraries, layout shifts and Lighthouse figures, and the
// budgets broken, as Markdown.

import fs from 'node:fs';
import path from 'node:path';
import { BUDGET_NAMES, KB } from './budgets.mjs';
import { LIGHTHOUSE_TARGET, TBT_BEFORE } from './lighthouse.mjs';
import { LIBRARIES, TYPES, compressedSizes } from './responses.mjs';

const INDEX_HTML_BROTLI = 25 * KB;

function fieldTable(rows) {
  const ms = (v) => (v === null ? '—' : `${Math.round(v)} ms`);
  const lines = ['| Route | Reports | LCP | FCP | TTFB | CLS | INP |', '|---|---:|---:|---:|---:|---:|---:|'];
  for (const r of rows)
    lines.push(
      `| #${r.route} | ${r.reports} | ${ms(r.LCP)} | ${ms(r.FCP)} | ${ms(r.TTFB)} | ${r.CLS === null ? '—' : r.CLS.toFixed(3)} | ${ms(r.INP)} |`,
    );
  return lines.join('\n');
}

// ---------------------------------------------------------------------------
// Tables

export const kb = (bytes) => (bytes / KB).toFixed(1);
const yes = (flag) => (flag ? 'yes' : '–');
const TYPE_LABELS = { js: 'JS', css: 'CSS', font: 'fonts', image: 'images', audio: 'audio', other: 'other' };

/** A markdown table with padded columns, readable as plain text too. */
export function table(headers, rows) {
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
  'of which code KB',
  ...Object.keys(LIBRARIES),
];
const loadCells = (row) => [
  row.requests,
  ...TYPES.map((type) => kb(row.bytes[type])),
  kb(row.bytes.total),
  kb(row.js.raw),
  kb(row.js.gzip),
  kb(row.js.brotli),
  kb(row.js.code),
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
    ['element alone', ...loadHeaders, 'own code br KB', 'first content ms'],
    elements.map((row) => [
      row.name,
      ...loadCells(row),
      row.kind === 'element' ? kb(row.ownCodeBrotli) : '',
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
  const row = rows.find((r) => r.after && 'poster' in r.after);
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
export function viewerLine(root) {
  const file = fs.readdirSync(path.join(root, 'chunks')).find((name) => /^Viewer-.+\.js$/.test(name));
  if (!file) return 'Full-screen viewer: no Viewer chunk in this build.';
  const body = fs.readFileSync(path.join(root, 'chunks', file));
  const { gzip, brotli } = compressedSizes(body);
  return `Full-screen viewer, fetched on the first open of an artwork: /chunks/${file} ${kb(body.length)} KB raw, ${kb(gzip)} KB gzip, ${kb(brotli)} KB brotli.`;
}

/** The site's page with its prerendered home page: its size, against its budget. */
export function indexHtml(root) {
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
    ['route', 'Performance', 'Accessibility', 'Best Practices', 'SEO', 'FCP', 'LCP', 'LCP − FCP', 'TBT', 'CLS'],
    lh.routes.map((row) => [
      `#${row.route}`,
      row.performance,
      row.accessibility,
      row.bestPractices,
      row.seo,
      ms(row.fcp),
      ms(row.lcp),
      ms(row.lcpAfterFcp),
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
    names['lighthouse-lcp-after-fcp'] =
      `Lighthouse LCP − FCP ≤ ${LIGHTHOUSE_TARGET.lcpAfterFcpMs} ms on each (median of the runs' differences)`;
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

/** Click to content per navigation and engine. */
function navigationTable({ rows }) {
  const engines = Object.keys(rows[0]).filter((key) => key !== 'step');
  return table(
    ['navigation', ...engines.map((engine) => `${engine} ms`)],
    rows.map((row) => [row.step, ...engines.map((engine) => row[engine] ?? 'did not come')]),
  );
}

/** LCP of a first and of a repeat visit per page. */
function repeatVisitTable({ rows }) {
  return table(
    ['page', 'first visit LCP ms', 'repeat visit LCP ms'],
    rows.map((row) => [`#${row.route}`, row.first ?? '—', row.repeat ?? '—']),
  );
}

export function report({ rows, lighthouse, navigation, repeatVisit, failures, meta }) {
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
    lighthouse.error
      ? `Lighthouse: ${lighthouse.error}`
      : `Lighthouse ${meta.lighthouseRuns} run(s) per route, over ${meta.lighthouseProtocol ?? 'HTTP/1.1'}.`,
    '## Field figures of the Lighthouse runs (web-vitals reports to /vitals, median per route)',
    'As the page measured itself: the load is not throttled (Lighthouse simulates its throttling afterwards), so these are lower bounds.',
    lighthouse.field?.length ? fieldTable(lighthouse.field) : 'no reports',
    navigation && '## From a click to the next page on screen',
    navigation &&
      `Over a slow 4G (${navigation.network.latencyMs} ms round trip, ${navigation.network.downloadKbps} kbit/s down) ` +
        `in front of the local server, 1280×900, the pointer resting ${navigation.restMs} ms on each link; median of ` +
        `${navigation.runs} pass(es): from the pointer going down to the frame showing the new page's heading and every ` +
        'picture it has on screen.',
    navigation && navigationTable(navigation),
    repeatVisit && '## A visitor who comes back',
    repeatVisit &&
      `Chromium on a phone's screen (412×823), over the same slow 4G; median of ${repeatVisit.runs} fresh profile(s): ` +
        'the LCP of a first visit, then of the same page opened again, with what the browser kept of the first.',
    repeatVisit && repeatVisitTable(repeatVisit),
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
