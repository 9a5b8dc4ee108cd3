// The illustrator's editing journey, on a temporary copy of the repository: `npm run edit`, the editor at /admin/
// signed in to the local backend (decap-server's, inside npm run edit's server), a book's new title and a new event
// with a picture saved to content/ and images/, and the site showing both after its rebuild; a broken file leaves the
// last good site served, and the editor page says why until it is fixed. First, the backend tried as an attacker would: nothing outside content/ and images/, and
// nothing for another page or another host name.
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import sharp from 'sharp';
import { freePort } from '../scripts/testing/engines.mjs';
import { launchBrowser } from './helpers.mjs';

const SECOND = 1000;
// The first book of the content, whatever it holds, gets a new title.
const BOOK = fs
  .readdirSync('content/books')
  .filter((name) => name.endsWith('.json'))
  .sort()[0]
  .slice(0, -'.json'.length);
const NEW_TITLE = 'A book of mine, new edition';
// The new event is next year's: still to come whenever the journey runs (a past one is folded away on #/events).
const YEAR = new Date().getUTCFullYear() + 1;
let copy;
let child;
let output = '';
let site;
let browser;
let context;
const requests = [];
const policyViolations = [];

/** The repository's files as they are in the working tree (tracked, and new ones not ignored), node_modules linked, the encoded images copied. */
function copyRepository() {
  const dir = fs.mkdtempSync(path.join(tmpdir(), 'edit-journey-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    encoding: 'utf8',
  })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    // Deleted in the working tree; or node_modules as a symlink (a worktree's), which .gitignore's `node_modules/` misses.
    if (!fs.existsSync(file) || file === 'node_modules') continue;
    fs.mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
    fs.copyFileSync(file, path.join(dir, file));
  }
  fs.symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'), 'dir');
  if (fs.existsSync('.cache/images')) fs.cpSync('.cache/images', path.join(dir, '.cache/images'), { recursive: true });
  return dir;
}

/** Resolves with the time `check` first returned true, polling every `every` ms; fails after `timeout` ms. */
async function until(what, check, { timeout = 60 * SECOND, every = 250 } = {}) {
  const deadline = Date.now() + timeout;
  for (;;) {
    if (await check()) return Date.now();
    if (Date.now() > deadline)
      throw new Error(`${what}: not within ${timeout / SECOND} s. npm run edit printed:\n${output.slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, every));
  }
}

const readJson = (file) => JSON.parse(fs.readFileSync(path.join(copy, file), 'utf8'));
/** A file the editor is saving, once it is whole: a read in the middle of its write is not yet the answer. */
const readSaved = (file) => {
  try {
    return readJson(file);
  } catch {
    return undefined;
  }
};
const rebuilds = () => output.match(/site rebuilt/g)?.length ?? 0;

/** Reloads `address` until `check(page)` holds; returns the time it did. */
async function untilSiteShows(what, address, check, timeout = 90 * SECOND) {
  const page = await context.newPage();
  try {
    return await until(
      what,
      async () => {
        await page.goto(`${site}${address}`);
        await page
          .locator('portfolio-app main h2, portfolio-app main h1')
          .first()
          .waitFor({ timeout: 10 * SECOND })
          .catch(() => {});
        return check(page).catch(() => false);
      },
      { timeout, every: 1000 },
    );
  } finally {
    await page.close();
  }
}

/** The editor, signed in to the local backend: with Login the first time, then remembered by the browser. */
async function signedInEditor() {
  const page = await context.newPage();
  await page.goto(`${site}admin/`);
  const login = page.getByRole('button', { name: 'Login' });
  await login.or(page.getByText('Collections')).first().waitFor();
  if (await login.isVisible()) await login.click();
  await page.getByText('Collections').waitFor();
  return page;
}

async function publish(page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('Publish now', { exact: true }).click();
}

before(async () => {
  copy = copyRepository();
  const port = await freePort();
  site = `http://127.0.0.1:${port}/`;
  // Its own process group, so that `after` stops npm, the server, decap-server and a build under way together.
  child = spawn('npm', ['run', 'edit'], {
    cwd: copy,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(port) },
  });
  child.stdout.on('data', (data) => (output += data));
  child.stderr.on('data', (data) => (output += data));
  await until('the first build', () => rebuilds() === 1 || child.exitCode !== null || /build failed/.test(output), {
    timeout: 180 * SECOND,
  });
  assert.ok(child.exitCode === null && rebuilds() === 1, `npm run edit did not build the site:\n${output}`);
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  context.on('request', (request) => requests.push(request.url()));
  context.on(
    'console',
    (message) => /Content.Security.Policy/i.test(message.text()) && policyViolations.push(message.text()),
  );
});

after(async () => {
  await browser?.close();
  if (child?.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5 * SECOND))]);
    if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
  }
  if (copy) fs.rmSync(copy, { recursive: true, force: true });
});

/** A raw request to the site's server, with any Host and Origin: what a page elsewhere, or a rebinding one, sends. */
function request(pathname, { method = 'GET', body, host = new URL(site).host, origin } = {}) {
  const headers = {
    Host: host,
    ...(origin && { Origin: origin }),
    ...(body && { 'Content-Type': 'application/json' }),
  };
  return new Promise((resolve, reject) => {
    const req = http.request(new URL(pathname, site), { method, headers }, (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, text }));
    });
    req.on('error', reject);
    req.end(body && JSON.stringify(body));
  });
}

/** Every file of the copy outside content/ and images/ (and the build's own folders), with a hash of its bytes. */
function filesOutsideContent(dir = copy, prefix = '') {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const name = `${prefix}${entry.name}`;
    if (['node_modules', '.cache', 'dist', 'content', 'images'].includes(name) || name === 'src/content/generated')
      return [];
    if (entry.isDirectory()) return filesOutsideContent(path.join(dir, entry.name), `${name}/`);
    return [
      `${name} ${createHash('sha256')
        .update(fs.readFileSync(path.join(dir, entry.name)))
        .digest('hex')}`,
    ];
  });
}

test("the editor's backend reads, writes and deletes only content/ and images/, for the editor's own page only", async () => {
  const own = new URL(site).origin;
  const config = await request('/admin/config.yml');
  assert.equal(config.status, 200);
  assert.equal(
    config.headers['access-control-allow-origin'],
    undefined,
    'no other origin may read the config and its address',
  );
  const backend = new URL(/^local_backend:\n\s+url: (\S+)$/m.exec(config.text)[1]);
  assert.equal(backend.origin, own, "the backend is on the editor's own origin");
  assert.match(backend.pathname, /^\/admin\/backend\/[\w-]{32}$/, 'at an address with a secret');
  const api = (body, options = {}) => request(backend.pathname, { method: 'POST', body, origin: own, ...options });
  const persist = (entryPath) => ({
    action: 'persistEntry',
    params: {
      branch: 'main',
      entry: { slug: 'x', path: entryPath, raw: '//x' },
      assets: [],
      options: { commitMessage: 'x', useWorkflow: false, status: 'draft' },
    },
  });
  const before = filesOutsideContent();

  const allowed = await api({ action: 'getEntry', params: { branch: 'main', path: `content/books/${BOOK}.json` } });
  assert.equal(allowed.status, 200, `the editor reads her content: ${allowed.text}`);
  assert.equal(JSON.parse(JSON.parse(allowed.text).data).title, readJson(`content/books/${BOOK}.json`).title);

  const attacks = {
    'a write outside': persist('scripts/probe.mjs'),
    'a write to the build config': persist('rollup.config.mjs'),
    'a write through ../': persist('content/../scripts/probe.mjs'),
    'a write out of the repository': persist('images/../../probe.mjs'),
    'an absolute path': persist(path.join(copy, 'scripts/probe.mjs')),
    'a picture outside': {
      action: 'persistMedia',
      params: {
        branch: 'main',
        asset: { path: '.git/hooks/pre-commit', content: 'eA==', encoding: 'base64' },
        options: { commitMessage: 'x' },
      },
    },
    'a read outside': { action: 'getEntry', params: { branch: 'main', path: 'package.json' } },
    'a folder listing outside': {
      action: 'entriesByFolder',
      params: { branch: 'main', folder: 'scripts', extension: 'mjs', depth: 1 },
    },
    'a media listing of the repository': { action: 'getMedia', params: { branch: 'main', mediaFolder: '.' } },
    'a delete outside': {
      action: 'deleteFile',
      params: { branch: 'main', path: 'rollup.config.mjs', options: { commitMessage: 'x' } },
    },
    'a delete among content': {
      action: 'deleteFiles',
      params: {
        branch: 'main',
        paths: [`content/books/${BOOK}.json`, 'package.json'],
        options: { commitMessage: 'x' },
      },
    },
    'a delete of the content folder': {
      action: 'deleteFile',
      params: { branch: 'main', path: 'content', options: { commitMessage: 'x' } },
    },
  };
  for (const [what, body] of Object.entries(attacks)) {
    const answer = await api(body);
    assert.equal(answer.status, 403, `${what}: ${answer.status} ${answer.text}`);
    assert.match(JSON.parse(answer.text).error, /outside content\/ and images\//, what);
  }

  const inContent = persist('content/books/probe.json');
  const foreign = {
    'a page on another local port': await api(inContent, { origin: 'http://localhost:3000' }),
    'a page on another site': await api(inContent, { origin: 'https://attacker.example' }),
    'no Origin (not a page of the editor)': await request(backend.pathname, { method: 'POST', body: inContent }),
    'a rebinding page (another Host)': await api(inContent, {
      host: `attacker.example:${backend.port}`,
      origin: `http://attacker.example:${backend.port}`,
    }),
    'the address without its secret': await request('/admin/backend/guess', {
      method: 'POST',
      body: inContent,
      origin: own,
    }),
    "decap-server's usual address": await request('/api/v1', { method: 'POST', body: inContent, origin: own }),
  };
  for (const [what, answer] of Object.entries(foreign))
    assert.ok([403, 404, 405].includes(answer.status), `${what}: ${answer.status} ${answer.text}`);
  assert.equal(
    (await request('/admin/config.yml', { host: `attacker.example:${backend.port}` })).status,
    403,
    'a rebinding page cannot read the config',
  );
  assert.equal((await request('/', { host: `attacker.example:${backend.port}` })).status, 403, 'nor the site');

  assert.deepEqual(filesOutsideContent(), before, 'no file outside content/ and images/ changed');
  assert.ok(fs.existsSync(path.join(copy, `content/books/${BOOK}.json`)), 'the delete among content deleted nothing');
  assert.ok(!fs.existsSync(path.join(copy, 'content/books/probe.json')), 'no refused write landed in content/');
});

test(
  "a book's new title saved in the editor is in its file, and on #/books after the rebuild",
  { timeout: 180 * SECOND },
  async () => {
    const before = readJson(`content/books/${BOOK}.json`);
    const beforeText = fs.readFileSync(path.join(copy, `content/books/${BOOK}.json`), 'utf8');
    const page = await signedInEditor();
    await page.goto(`${site}admin/#/collections/books/entries/${BOOK}`);
    const title = page.getByLabel('Title', { exact: true });
    await title.waitFor();
    assert.equal(await title.inputValue(), before.title);
    await title.fill(NEW_TITLE);
    const rebuildsBefore = rebuilds();
    await publish(page);

    const saved = await until('the saved file', () => readSaved(`content/books/${BOOK}.json`)?.title === NEW_TITLE, {
      timeout: 20 * SECOND,
    });
    const after = readJson(`content/books/${BOOK}.json`);
    assert.deepEqual(
      after,
      { ...before, title: NEW_TITLE },
      'only the title changed, numbers stay numbers, no field added',
    );
    const afterText = fs.readFileSync(path.join(copy, `content/books/${BOOK}.json`), 'utf8');
    assert.equal(
      afterText,
      beforeText.replace(JSON.stringify(before.title), JSON.stringify(NEW_TITLE)),
      'the file differs by the title only',
    );

    await until('a rebuild', () => rebuilds() > rebuildsBefore, { timeout: 90 * SECOND });
    const shown = await untilSiteShows('the new title on #/books', '#/books', async (site) =>
      (await site.locator('book-list').getByRole('heading', { level: 3 }).allTextContents()).includes(NEW_TITLE),
    );
    const seconds = (shown - saved) / SECOND;
    console.log(`# save to #/books showing the new title: ${seconds.toFixed(1)} s`);
    assert.ok(seconds <= 30, `the site showed the change ${seconds.toFixed(1)} s after the save (at most 30 s)`);
    await page.close();
  },
);

test(
  'an event added with an Italian title and a picture is on #/events?lng=it with its picture',
  { timeout: 180 * SECOND },
  async () => {
    const picturePath = path.join(copy, '.cache', 'lantern-night.png');
    await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 236, g: 128, b: 52 } } })
      .png()
      .toFile(picturePath);

    const page = await signedInEditor();
    await page.goto(`${site}admin/#/collections/events/new`);
    await page.getByLabel('English').first().waitFor();
    await page.getByLabel('English').nth(0).fill('Lantern night reading');
    await page.getByLabel('Italiano (optional)').nth(0).fill('Lettura delle lanterne');
    await page.getByLabel('Starts').fill(`${YEAR}-05-14T17:30`);
    await page.getByLabel('Venue').fill('Biblioteca Sormani');
    await page.getByLabel('City').fill('Milano');
    await page.getByLabel('English').nth(1).fill('Stories by lantern light, for children from five years old.');
    await page.getByRole('button', { name: 'Choose an image' }).click();
    await page.locator('input[type=file]').setInputFiles(picturePath);
    await page.getByRole('button', { name: 'Choose selected' }).click();
    await page.getByRole('button', { name: 'Remove image' }).waitFor();
    // The picture previews at once, before Publish writes it to images/ (public_folder in admin/config.yml says why).
    await until(
      "the uploaded picture's preview",
      () => page.locator('img').evaluateAll((imgs) => imgs.some((img) => img.complete && img.naturalWidth === 900)),
      { timeout: 10 * SECOND },
    );
    assert.ok(
      !fs.existsSync(path.join(copy, 'images/events/lantern-night.png')),
      "not yet written: the preview is the browser's copy",
    );
    const rebuildsBefore = rebuilds();
    await publish(page);

    const file = `content/events/lantern-night-reading-${YEAR}.json`;
    const saved = await until('the new event file', () => readSaved(file) !== undefined, { timeout: 20 * SECOND });
    assert.deepEqual(readJson(file), {
      kind: 'reading',
      timeZone: 'Europe/Rome',
      place: { country: 'IT', name: 'Biblioteca Sormani', city: 'Milano' },
      title: { en: 'Lantern night reading', it: 'Lettura delle lanterne' },
      start: `${YEAR}-05-14T17:30`,
      text: { en: 'Stories by lantern light, for children from five years old.' },
      image: 'images/events/lantern-night.png',
    });
    // Decap's local backend writes an entry's file, then its pictures: the picture follows a moment later.
    await until(
      'the picture under images/',
      () => fs.statSync(path.join(copy, 'images/events/lantern-night.png'), { throwIfNoEntry: false })?.size > 0,
      {
        timeout: 10 * SECOND,
      },
    );
    assert.deepEqual(
      Object.keys(readJson(file)),
      ['kind', 'start', 'timeZone', 'place', 'title', 'text', 'image'],
      'fields in the order of the other files',
    );

    await until('a rebuild', () => rebuilds() > rebuildsBefore, { timeout: 90 * SECOND });
    const shown = await untilSiteShows('the event on #/events?lng=it', '#/events?lng=it', async (site) => {
      const card = site
        .locator('event-list article')
        .filter({ has: site.getByRole('heading', { name: 'Lettura delle lanterne' }) });
      if ((await card.count()) !== 1) return false;
      const img = card.locator('img');
      await img.scrollIntoViewIfNeeded();
      // The <img> and its sources are the build's encoded copies of the uploaded picture, and one of them has loaded.
      return (
        (await img.getAttribute('src')).includes('images/events/lantern-night.') &&
        (await card.locator('source').first().getAttribute('srcset')).includes('images/events/lantern-night-') &&
        img.evaluate(
          (el) => el.complete && el.naturalWidth > 0 && el.currentSrc.includes('images/events/lantern-night'),
        )
      );
    });
    console.log(
      `# save to #/events?lng=it showing the event and its picture: ${((shown - saved) / SECOND).toFixed(1)} s`,
    );
    await page.close();
  },
);

test(
  'the site settings, one file of several pictures, change by the one field edited, and the site shows it',
  { timeout: 180 * SECOND },
  async () => {
    const file = 'content/settings.json';
    const before = readJson(file);
    const beforeText = fs.readFileSync(path.join(copy, file), 'utf8');
    const page = await signedInEditor();
    await page.goto(`${site}admin/#/collections/settings/entries/settings`);
    const owner = page.getByLabel('Name shown on the site');
    await owner.waitFor();
    // The logo's preview is the picture itself, from images/brand/, not an empty placeholder.
    const logo = page.locator(`img[src="/${before.pictures.logo}"]`);
    await logo.scrollIntoViewIfNeeded();
    await until('the logo preview', () => logo.evaluate((img) => img.complete && img.naturalWidth > 0), {
      timeout: 10 * SECOND,
    });
    await owner.fill(`${before.owner} Studio`);
    const rebuildsBefore = rebuilds();
    await publish(page);

    await until('the saved file', () => (readSaved(file)?.owner ?? before.owner) !== before.owner, {
      timeout: 20 * SECOND,
    });
    const afterText = fs.readFileSync(path.join(copy, file), 'utf8');
    assert.equal(
      afterText,
      beforeText.replace(JSON.stringify(before.owner), JSON.stringify(`${before.owner} Studio`)),
      'the file differs by the name only: its field order, picture paths and the empty mail API origin are kept',
    );
    await until('a rebuild', () => rebuilds() > rebuildsBefore, { timeout: 90 * SECOND });
    await untilSiteShows('the new name on #/', '#/', async (site) =>
      (await site.locator('portfolio-app footer').textContent()).includes(`${before.owner} Studio`),
    );
    await page.close();
  },
);

test(
  'an event that ends before it starts is refused in the editor page, naming the entry and the field, until fixed; then "live" links its page',
  { timeout: 240 * SECOND },
  async () => {
    const file = path.join(copy, 'content/events/broken-date.json');
    const event = {
      ...readJson(`content/events/lantern-night-reading-${YEAR}.json`),
      title: { en: 'Fixed date reading' },
      start: `${YEAR}-02-28T10:00`,
      end: `${YEAR}-02-28T09:00`,
    };
    const failedBefore = output.match(/build failed/g)?.length ?? 0;
    const editor = await signedInEditor();
    const status = editor.locator('#site-status');
    fs.writeFileSync(file, `${JSON.stringify(event, null, 2)}\n`);

    await until('the build failure', () => (output.match(/build failed/g)?.length ?? 0) > failedBefore, {
      timeout: 90 * SECOND,
    });
    const message = output.slice(output.lastIndexOf('Broken content'));
    assert.match(
      message,
      /content\/events\/broken-date\.json: "broken-date" end: /,
      'the terminal names the file and the field',
    );
    // The editor page says it, without a reload: the entry, the field as its form labels it, what is wrong, and where.
    await until('the refusal in the editor', async () => /Not published/.test(await status.textContent()), {
      timeout: 30 * SECOND,
    });
    const refusal = await status.innerText();
    console.log(`# the editor said: ${refusal.replace(/\s+/g, ' ')}`);
    assert.match(refusal, /the site still shows the previous version/);
    assert.match(refusal, /Event “broken-date”, Ends: ends before it starts/);
    assert.equal(
      await status.getByRole('link', { name: 'Open' }).getAttribute('href'),
      '#/collections/events/entries/broken-date',
    );
    const home = await fetch(site);
    assert.equal(home.status, 200, 'the site still answers');
    await untilSiteShows(
      'the last good build',
      '#/events?lng=it',
      async (site) => (await site.getByRole('heading', { name: 'Lettura delle lanterne' }).count()) === 1,
      30 * SECOND,
    );
    assert.match(await status.innerText(), /Not published/, 'the refusal stays until the entry is fixed');

    const rebuildsBefore = rebuilds();
    fs.writeFileSync(file, `${JSON.stringify({ ...event, end: `${YEAR}-02-28T11:30` }, null, 2)}\n`);
    await until('the rebuild after the fix', () => rebuilds() > rebuildsBefore, { timeout: 90 * SECOND });
    await until('"live" in the editor', async () => /^Live/.test(await status.innerText()), { timeout: 30 * SECOND });
    const link = status.getByRole('link', { name: 'See the page' });
    assert.equal(await link.getAttribute('href'), '/events/', 'the link leads to the page that shows the entry');
    await untilSiteShows(
      'the fixed event',
      '#/events',
      async (site) => (await site.getByRole('heading', { name: 'Fixed date reading' }).count()) === 1,
      30 * SECOND,
    );
    await editor.close();
  },
);

test("the site's status is for the editor's own page only", async () => {
  const own = new URL(site).origin;
  const stream = (headers) =>
    new Promise((resolve, reject) => {
      const req = http.get(new URL('/admin/status', site), { headers }, (res) => {
        res.once(
          'data',
          (chunk) => (resolve({ status: res.statusCode, headers: res.headers, text: String(chunk) }), req.destroy()),
        );
        res.once('end', () => resolve({ status: res.statusCode, headers: res.headers, text: '' }));
      });
      req.on('error', (error) => error.code !== 'ECONNRESET' && reject(error));
    });
  const mine = await stream({ 'Sec-Fetch-Site': 'same-origin' });
  assert.equal(mine.status, 200);
  assert.equal(mine.headers['content-type'], 'text/event-stream; charset=utf-8');
  assert.equal(mine.headers['access-control-allow-origin'], undefined, 'no other origin may read it');
  assert.match(mine.text, /^data: \{"state":"live"/);
  const foreign = {
    'a page on another site': await stream({ Origin: 'https://attacker.example' }),
    'a page on another local port': await stream({ Origin: own.replace(/:\d+$/, ':3000') }),
    'a cross-site request without Origin': await stream({ 'Sec-Fetch-Site': 'cross-site' }),
    'a rebinding page (another Host)': await stream({ Host: `attacker.example:${new URL(site).port}` }),
  };
  for (const [what, answer] of Object.entries(foreign))
    assert.equal(answer.status, 403, `${what}: ${answer.status} ${answer.text}`);
});

test('the editor ran under its own policy with no violation', () => {
  assert.deepEqual(policyViolations, []);
});

test('every request of the editor and the site stayed on this computer', () => {
  assert.ok(requests.length > 20, `requests recorded: ${requests.length}`);
  const away = requests.filter((url) => {
    const { protocol, hostname } = new URL(url);
    if (protocol === 'data:' || protocol === 'blob:') return false;
    return !['127.0.0.1', 'localhost'].includes(hostname);
  });
  assert.deepEqual(away, []);
});
