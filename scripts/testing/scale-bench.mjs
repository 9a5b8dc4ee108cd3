// `npm run bench -- --scale N`: what happens to the site as her content grows. Two copies of the project in temporary
// folders (never content/ or images/): the sample content as it is, and times N (scale-content.mjs). Each is built
// cold (no .cache/) then warm, one event is saved through `npm run edit`'s own rebuild, and the table shows the two
// side by side. `--no-edit` leaves the save out; `--keep` keeps the copies (their paths are printed).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { launchChromium } from './budgets.mjs';
import { kb, table as markdownTable } from './bench-report.mjs';
import { copyProject } from './copy-project.mjs';
import { measurePage, routeReady } from './measure-page.mjs';
import { multiplyContent } from './scale-content.mjs';
import { pageUrl } from '../build/prerender.mjs';
import { startServer } from '../servers/serve.mjs';

const brotli = (buffer) => zlib.brotliCompressSync(buffer).length;
const seconds = (ms) => (ms / 1000).toFixed(0);

/** Every file under dir, as paths relative to it. */
const filesUnder = (dir) => fs.readdirSync(dir, { recursive: true }).filter((file) => typeof file === 'string');

/** `npm run build:local` in the copy (as `npm run bench` builds): its time in ms. The log goes to stderr. */
function build(project, label) {
  console.error(`== ${label}: npm run build:local in ${project}`);
  const started = Date.now();
  const result = spawnSync('npm', ['run', '--silent', 'build:local'], {
    cwd: project,
    stdio: ['ignore', process.stderr, process.stderr],
  });
  if (result.status !== 0) throw new Error(`${label}: the build failed (exit ${result.status})`);
  return Date.now() - started;
}

/**
 * `npm run edit` in the copy: once its first build is served, one event's title changes on disk as the editor's save
 * writes it; the time from that write to the server's "site rebuilt" line.
 */
async function saveOneEvent(project, label) {
  console.error(`== ${label}: npm run edit, then one event saved`);
  const child = spawn(process.execPath, ['scripts/servers/edit.mjs'], {
    cwd: project,
    env: { ...process.env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let log = '';
  let waiting;
  child.stdout.on('data', (chunk) => {
    process.stderr.write(chunk);
    log += chunk;
    waiting?.();
  });
  const next = (count) =>
    new Promise((resolve, reject) => {
      waiting = () => {
        const built = log.match(/\[edit\] (site rebuilt in|build failed after)/g) ?? [];
        if (built.length >= count) {
          waiting = undefined;
          if (built[count - 1].includes('failed')) reject(new Error(`${label}: the editor's build failed`));
          else resolve();
        }
      };
      child.once('exit', () => reject(new Error(`${label}: npm run edit stopped`)));
    });
  try {
    await next(1);
    const folder = path.join(project, 'content/events');
    const file = path.join(folder, fs.readdirSync(folder).sort()[0]);
    const event = JSON.parse(fs.readFileSync(file, 'utf8'));
    event.title.en = `${event.title.en} (moved)`;
    const saved = Date.now();
    fs.writeFileSync(file, `${JSON.stringify(event, null, 2)}\n`);
    await next(2);
    return Date.now() - saved;
  } finally {
    child.kill('SIGTERM');
  }
}

/** First-load JavaScript (brotli, as served) of the routes of a build (`dist`), measured in Chromium as `npm run
 * bench` does; the pages' vitals go to a file of their own in `outbox`. */
export async function firstLoadJs(dist, routes, outbox = path.dirname(dist)) {
  const site = await startServer({
    root: dist,
    port: 0,
    quiet: true,
    vitalsOutbox: path.join(outbox, 'vitals.jsonl'),
  });
  const browser = await launchChromium();
  try {
    const js = {};
    for (const route of routes) {
      js[route] = (await measurePage(browser, pageUrl(site.url, route), { ready: routeReady })).js.brotli;
    }
    return js;
  } finally {
    await browser.close();
    await site.close();
  }
}

/** Pages, the largest page's HTML (brotli) and the generated text parts (brotli, summed per language; 'shared' for the files of no one language). */
function sizes(project) {
  const dist = path.join(project, 'dist');
  const pages = filesUnder(dist).filter((file) => path.basename(file) === 'index.html');
  let largest = { bytes: 0, page: '' };
  for (const page of pages) {
    const bytes = brotli(fs.readFileSync(path.join(dist, page)));
    if (bytes > largest.bytes) largest = { bytes, page: `/${path.dirname(page)}/`.replace('/./', '/') };
  }
  const generated = path.join(project, 'src/content/generated');
  const text = {};
  for (const file of fs.readdirSync(generated).filter((name) => name.endsWith('.json'))) {
    const lang = file.match(/(?:^|\.)([a-z]{2})\.json$/)?.[1] ?? 'shared';
    text[lang] = (text[lang] ?? 0) + brotli(fs.readFileSync(path.join(generated, file)));
  }
  return { pages: pages.length, largest, text };
}

async function measure(scale, options) {
  const label = `${scale}×`;
  const project = copyProject(`scale-${scale}x-`);
  try {
    const counts = scale > 1 ? await multiplyContent(project, scale) : undefined;
    if (counts) console.error(`== ${label}: ${JSON.stringify(counts)} (before, after)`);
    const row = { label, project, counts };
    row.cold = build(project, `${label} cold`);
    row.warm = build(project, `${label} warm`);
    Object.assign(row, sizes(project));
    row.js = await firstLoadJs(path.join(project, 'dist'), ['/', '/portfolio']);
    row.save = options.edit ? await saveOneEvent(project, label) : undefined;
    return row;
  } finally {
    if (!options.keep) fs.rmSync(project, { recursive: true, force: true });
  }
}

function table(rows) {
  const langs = [...new Set(rows.flatMap((row) => Object.keys(row.text)))].sort();
  const lines = [
    ['pages (index.html)', (row) => row.pages],
    ['build cold (s)', (row) => seconds(row.cold)],
    ['build warm (s)', (row) => seconds(row.warm)],
    ['save one event → site (s)', (row) => (row.save === undefined ? 'not run' : seconds(row.save))],
    ['largest page HTML (KB br)', (row) => `${kb(row.largest.bytes)} ${row.largest.page}`],
    ['first-load JS / (KB br)', (row) => kb(row.js['/'])],
    ['first-load JS /portfolio/ (KB br)', (row) => kb(row.js['/portfolio'])],
    ...langs.map((lang) => [`text parts ${lang} (KB br)`, (row) => kb(row.text[lang] ?? 0)]),
  ].map(([name, cell]) => [name, ...rows.map(cell)]);
  return markdownTable(['', ...rows.map((row) => row.label)], lines);
}

/** The bench at 1× and at `scale`×, one after the other on this machine; prints the table. */
export async function scaleBench(scale, { edit = true, keep = false } = {}) {
  if (!Number.isInteger(scale) || scale < 2) throw new Error(`--scale wants a whole number from 2, not ${scale}`);
  const started = Date.now();
  const rows = [];
  for (const n of [1, scale]) rows.push(await measure(n, { edit, keep }));
  const scaled = rows[1].counts;
  const counted = Object.entries(scaled)
    .map(([what, [before, after]]) => `${what} ${before} → ${after}`)
    .join(', ');
  process.stdout.write(
    `Scale bench, ${new Date().toISOString()}: ${counted} (artworks in the Gallery's groups)\n` +
      `${table(rows)}\nwhole bench: ${seconds(Date.now() - started)} s${keep ? `; copies kept: ${rows.map((row) => row.project).join(', ')}` : ''}\n`,
  );
}
