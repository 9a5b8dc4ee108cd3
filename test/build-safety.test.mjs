// What a build does with what it cannot trust or finish, on a copy of the project (her content and pictures are never
// touched): an SVG picture is published with only what draws, and runs nothing even from a server that sends no
// headers; a symbolic link under content/ or images/ stops the build, named; a build that fails late leaves the last
// good site in dist/, served all along, and so does one stopped midway. One copy, built quickly (BUILD_QUICK, as
// `npm run edit` builds), once whole, then once for each way a build fails.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { SVG_POLICY } from '../scripts/build/picture-types.mjs';
import { copyProject } from '../scripts/testing/copy-project.mjs';
import { launchBrowser, serveSite } from './helpers.mjs';

const copy = copyProject('build-safety-', { encodedPictures: true });
const dist = path.join(copy, 'dist');
const inCopy = (file) => path.join(copy, file);

// Her logo in SVG, as an attacker would make it: everything in it that could run or fetch marks `ran` or points away.
const PICTURE = 'images/brand/logo-drawn.svg';
const RAN = (what) => `document.documentElement.setAttribute('data-ran', '${what}')`;
const EVIL_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="40" height="40" viewBox="0 0 40 40" onload="${RAN('onload')}">
  <script>${RAN('script')}</script>
  <style>@import url(https://evil.example/x.css); .a { fill: #d33 }</style>
  <defs><linearGradient id="sky"><stop offset="0" stop-color="#9cf"/></linearGradient><circle id="dot" r="4"/></defs>
  <rect width="40" height="40" fill="url(#sky)"/>
  <use href="#dot" x="20" y="20"/>
  <use href="https://evil.example/sprite.svg#dot"/>
  <image href="https://evil.example/x.png" width="10" height="10"/>
  <image xlink:href="https://evil.example/y.png" width="10" height="10"/>
  <foreignObject width="40" height="40"><div xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="${RAN('foreignObject')}"/></div></foreignObject>
</svg>
`;

/** Runs the build in the copy; resolves with its exit code and what it printed. */
function build() {
  const child = spawn(process.execPath, ['node_modules/rollup/dist/bin/rollup', '-c'], {
    cwd: copy,
    env: { ...process.env, BUILD_QUICK: '1', BUILD_DIR: '' },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const done = new Promise((resolve) => child.on('close', (code, signal) => resolve({ code, signal, output })));
  return Object.assign(done, { child, printed: () => output });
}

// No process has this id (Linux's are at most 2^22).
const GONE = 2 ** 22 + 1;

/** The files of a folder with their sizes, to compare a folder before and after. */
const listing = (dir) =>
  fs
    .readdirSync(dir, { recursive: true })
    .sort()
    .map((name) => `${name} ${fs.statSync(path.join(dir, name)).size}`);

/** What beside dist/ a build left: its own folders (dist.tmp-<pid>, dist.old-<pid>) must be gone. */
const leftBeside = () => fs.readdirSync(copy).filter((name) => /^dist\./.test(name));

let first;
let site; // `npm start`'s server on the copy's dist/
let browser;

before(async () => {
  fs.writeFileSync(inCopy(PICTURE), EVIL_SVG);
  const settings = JSON.parse(fs.readFileSync(inCopy('content/settings.json'), 'utf8'));
  settings.pictures.logo = PICTURE;
  settings.pictures.home.image = PICTURE; // the home page's largest picture, fetched from its first bytes
  fs.writeFileSync(inCopy('content/settings.json'), `${JSON.stringify(settings, null, 2)}\n`);
  fs.mkdirSync(dist);
  fs.writeFileSync(path.join(dist, 'from-an-old-build.txt'), 'old');
  fs.mkdirSync(inCopy(`dist.tmp-${GONE}`)); // what a build killed outright (out of memory) left
  first = await build();
  site = await serveSite({ root: dist });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await site?.close();
  fs.rmSync(copy, { recursive: true, force: true });
});

test('a build that succeeds replaces dist/ whole, and leaves nothing beside it, nor what a killed one left', () => {
  assert.equal(first.code, 0, first.output.slice(-3000));
  const home = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  assert.match(
    home,
    /<link rel="preload" as="image" href="[^"]*logo-drawn\.svg" fetchpriority="high" \/>/,
    'an SVG hero',
  );
  assert.ok(!fs.existsSync(path.join(dist, 'from-an-old-build.txt')), 'an earlier build’s file is gone');
  assert.deepEqual(leftBeside(), []);
});

test('an SVG picture is published without scripts, handlers, foreignObject or outside addresses, and still draws', () => {
  const published = fs.readFileSync(path.join(dist, PICTURE), 'utf8');
  for (const gone of ['<script', 'onload', 'onerror', 'foreignObject', 'evil.example', '@import', 'data-ran'])
    assert.ok(!published.includes(gone), `${gone} is not in the published file:\n${published}`);
  for (const kept of ['<rect', 'fill="url(#sky)"', 'href="#dot"', 'viewBox="0 0 40 40"'])
    assert.ok(published.includes(kept), `${kept} is still drawn:\n${published}`);
  assert.match(first.output, /logo-drawn\.svg is published without what could run or fetch/, 'the build tells her');
});

test('opened at its address from a server that sends no headers, the SVG runs nothing and fetches nothing', async () => {
  // A host without `_headers` (GitHub Pages, S3, a bare nginx): the file, its type, nothing else.
  const bare = http.createServer((req, res) => {
    fs.readFile(path.join(dist, decodeURIComponent(new URL(req.url, 'http://x').pathname)), (error, body) => {
      res.writeHead(error ? 404 : 200, { 'Content-Type': 'image/svg+xml' });
      res.end(error ? '' : body);
    });
  });
  await new Promise((resolve) => bare.listen(0, '127.0.0.1', resolve));
  const page = await browser.newPage();
  try {
    const requests = [];
    page.on('request', (request) => requests.push(request.url()));
    const address = `http://127.0.0.1:${bare.address().port}/${PICTURE}`;
    const response = await page.goto(address, { waitUntil: 'load' });
    assert.equal(response.status(), 200);
    await page.waitForTimeout(500); // time for a handler or a late load to show
    assert.equal(await page.evaluate(() => document.documentElement.localName), 'svg', 'shown as an SVG');
    assert.equal(await page.evaluate(() => document.documentElement.getAttribute('data-ran')), null, 'nothing ran');
    assert.deepEqual(requests, [address], 'nothing else was fetched');
  } finally {
    await page.close();
    bare.close();
  }
});

test("npm start's server sends the pictures' own policy, and the pages keep the site's", async () => {
  const svg = await fetch(new URL(PICTURE, site.url));
  assert.equal(svg.status, 200);
  assert.equal(svg.headers.get('content-security-policy'), SVG_POLICY);
  const home = await fetch(site.url);
  assert.match(home.headers.get('content-security-policy'), /script-src 'self'/);
});

/** Adds a symbolic link to the copy, runs the build, and removes the link. */
async function buildWithLink(link, target) {
  fs.symlinkSync(target, inCopy(link));
  try {
    return await build();
  } finally {
    fs.unlinkSync(inCopy(link));
  }
}

for (const [link, target, what] of [
  ['content/up', '..', 'a link to the whole project'],
  ['images/books/loop', '.', 'a link to its own folder, which never ends'],
]) {
  test(`the build stops at ${what} (${link} -> ${target}), naming it, and dist/ stays`, async () => {
    const before = listing(dist);
    const started = Date.now();
    const { code, output } = await buildWithLink(link, target);
    assert.notEqual(code, 0, output.slice(-3000));
    assert.match(output, new RegExp(`${link} is a shortcut \\(a symbolic link\\) to another place`), output);
    assert.ok(Date.now() - started < 120_000, 'it stops at once, without walking the link');
    assert.deepEqual(listing(dist), before);
    assert.deepEqual(leftBeside(), []);
  });
}

test('a build that fails late (the prerender, after the bundle is written) leaves dist/ as it was, served', async () => {
  const before = listing(dist);
  const home = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  // The page template without the mark where the prerender puts each page's head: it stops at the first page.
  const template = inCopy('demo/index.html');
  const good = fs.readFileSync(template, 'utf8');
  fs.writeFileSync(template, good.replace('<!-- prerendered-head -->', ''));
  const addresses = ['', 'books/', PICTURE];
  const answers = new Set();
  try {
    const running = build();
    // Asked all along the build: the pages are there whenever a visitor comes.
    const asking = (async () => {
      let done = false;
      running.then(() => (done = true));
      while (!done) {
        for (const address of addresses) answers.add(`${address} ${(await fetch(new URL(address, site.url))).status}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    const { code, output } = await running;
    await asking;
    assert.notEqual(code, 0, output.slice(-3000));
    assert.match(output, /no <portfolio-app> or placeholder comments to fill/, 'it failed in the prerender');
    assert.match(output, /write: docs, public\/, pictures/, 'after the bundle was written');
  } finally {
    fs.writeFileSync(template, good);
  }
  assert.deepEqual([...answers].sort(), addresses.map((address) => `${address} 200`).sort());
  assert.deepEqual(listing(dist), before);
  assert.equal(fs.readFileSync(path.join(dist, 'index.html'), 'utf8'), home);
  assert.deepEqual(leftBeside(), [], 'its unfinished folder is removed');
});

test('a build stopped as it writes (Ctrl-C, or `npm run edit` stopping) leaves dist/ as it was, and no folder of its own', async () => {
  const before = listing(dist);
  const running = build();
  while (!/write: docs, public\/, pictures/.test(running.printed()) && running.child.exitCode === null)
    await new Promise((resolve) => setTimeout(resolve, 50));
  assert.equal(leftBeside().length, 1, 'it was writing into its own folder');
  running.child.kill('SIGINT');
  const { signal, output } = await running;
  assert.equal(signal, 'SIGINT', output.slice(-3000));
  assert.deepEqual(listing(dist), before);
  assert.deepEqual(leftBeside(), []);
});
