// The illustrator's editing journey, on a temporary copy of the repository: `npm run edit`, the editor at /admin/
// signed in to the local backend (our own, inside npm run edit's server), a book's new title and a new event
// with a picture saved to content/ and images/, and the site showing both after its rebuild; a broken file leaves the
// last good site served, and the editor page says why until it is fixed (its Open leads to the field, marked). Every kind
// of content from the sample content as it is: an artwork added to a project and to a gallery group, a picture replaced,
// artworks reordered, a book with a cover only, an event's country found by its code at 375 px; each publish reaches the
// site, and the status bar says "Live" only then. First, the backend tried as an attacker would: nothing outside content/
// and images/, and nothing for another page or another host name.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { after, before, test } from 'node:test';
import sharp from 'sharp';
import { NO_OTHER_ORIGIN } from '../scripts/servers/editor-files.mjs';
import { copyProject } from '../scripts/testing/copy-project.mjs';
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
async function signedInEditor(within = context) {
  const page = await within.newPage();
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

/** The bar under the editor that says what the site is doing (admin/status.js). */
const siteStatus = (page) => page.locator('#site-status');

/** Waits until the status bar says "Live" after a publish; returns its "See the page" address. */
async function untilLive(page) {
  const status = siteStatus(page);
  await until('"Live" in the editor', async () => /^Live/.test(await status.innerText()), { timeout: 120 * SECOND });
  return status.getByRole('link', { name: 'See the page' }).getAttribute('href');
}

/** A picture file of one colour, made for the journey, under the copy's .cache/. */
async function makePicture(name, background) {
  const file = path.join(copy, '.cache', name);
  await sharp({ create: { width: 900, height: 600, channels: 3, background } })
    .png()
    .toFile(file);
  return file;
}

/** Uploads `file` in Decap's media library, which `button` opens, and picks it for the field. */
async function pickPicture(page, button, file) {
  await button.click();
  await page.locator('input[type=file]').setInputFiles(file);
  await page.getByRole('button', { name: 'Choose selected' }).click();
}

/** Whether a person can click `locator` where it is: nothing (the status bar) lies over it, and it is on screen. */
const clickable = (locator) =>
  locator.click({ trial: true, timeout: 3 * SECOND }).then(
    () => true,
    () => false,
  );

before(async () => {
  copy = copyProject('edit-journey-', { encodedPictures: true });
  const port = await freePort();
  site = `http://127.0.0.1:${port}/`;
  // Its own process group, so that `after` stops npm, the server and a build under way together.
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
    NO_OTHER_ORIGIN,
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
    "a Decap proxy's usual address": await request('/api/v1', { method: 'POST', body: inContent, origin: own }),
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
    // Nothing published yet: the bar does not say "Live".
    const status = siteStatus(page);
    await until('the status bar', async () => (await status.innerText()).length > 0, { timeout: 10 * SECOND });
    assert.match(await status.innerText(), /^The site shows the saved content/);
    // The bar sits under the form, never over it: the fields at the bottom of the screen can be reached.
    await page.locator("[class*='-ListItem']").first().getByRole('button').first().click(); // unfold the first edition
    for (const field of [page.getByLabel('ISBN'), page.getByLabel('YouTube video (optional)')]) {
      await field.first().scrollIntoViewIfNeeded();
      assert.ok(await clickable(field.first()), `${await field.first().getAttribute('id')} is not covered`);
    }
    const pane = await page.getByLabel('YouTube video (optional)').boundingBox();
    assert.ok(pane.y + pane.height <= (await status.boundingBox()).y, 'the last field ends above the bar');
    await title.fill(NEW_TITLE);
    await until('"Unsaved changes"', async () => /^Unsaved changes/.test(await status.innerText()), {
      timeout: 5 * SECOND,
    });
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
    assert.equal(await untilLive(page), `/${BOOK}/`, "the bar links the book's page");
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
    assert.equal(await untilLive(page), '/events/');
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
    assert.equal(await untilLive(page), '/');
    await untilSiteShows('the new name on #/', '#/', async (site) =>
      (await site.locator('portfolio-app footer').textContent()).includes(`${before.owner} Studio`),
    );
    await page.close();
  },
);

test(
  'an event that ends before it starts is refused in the editor page, naming the entry and the field, until fixed; then "live" links its page',
  { timeout: 240 * SECOND },
  async (t) => {
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
    const fixed = `${JSON.stringify({ ...event, end: `${YEAR}-02-28T11:30` }, null, 2)}\n`;
    // If this journey fails half-way, the next ones' builds must not be refused for its broken event.
    t.after(() => readJson('content/events/broken-date.json').end === event.end && fs.writeFileSync(file, fixed));

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
    assert.match(refusal, /Event “Fixed date reading”, Ends: ends before it starts/, 'the entry by its title');
    const open = status.getByRole('link', { name: 'Open' });
    assert.equal(await open.getAttribute('href'), '#/collections/events/entries/broken-date');
    // Open: the entry's form, its wrong field marked with Decap's own error and focused.
    await open.click();
    await editor.getByText(`"${event.end}" is not after the start "${event.start}"`).waitFor({ timeout: 15 * SECOND });
    assert.equal(
      await editor.getByLabel('Ends (optional)').evaluate((input) => input === document.activeElement),
      true,
    );
    assert.ok(await clickable(editor.getByLabel('Ends (optional)')), 'the field is on screen, not under the bar');
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
    fs.writeFileSync(file, fixed);
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

test(
  'an artwork added to a project, its picture uploaded, is published and on its page (the empty subtitle stops nothing)',
  { timeout: 240 * SECOND },
  async () => {
    const file = 'content/portfolio/character-design.json';
    const before = readJson(file);
    assert.equal(before.kind, 'project');
    assert.equal(before.subtitle, undefined, 'an optional text left out, as the sample content has it');
    const picture = await makePicture('dragon-turnaround.png', { r: 40, g: 160, b: 90 });
    const alt = 'Dragon: turnaround sheet of a small green dragon.';
    const page = await signedInEditor();
    await page.goto(`${site}admin/#/collections/portfolio/entries/character-design`);
    await page.getByRole('button', { name: 'Add artwork' }).click();
    await page.getByLabel('Id').last().fill('character-05');
    await pickPicture(page, page.getByRole('button', { name: 'Choose an image' }), picture);
    await page.getByLabel('English').last().fill(alt);
    await publish(page);

    await until('the saved file', () => readSaved(file)?.items.length === before.items.length + 1, {
      timeout: 20 * SECOND,
    });
    assert.deepEqual(readJson(file), {
      ...before,
      items: [
        ...before.items,
        { id: 'character-05', image: 'images/portfolio/dragon-turnaround.png', alt: { en: alt } },
      ],
    });
    assert.equal(await untilLive(page), '/portfolio/character-design/');
    await untilSiteShows('the new artwork', 'portfolio/character-design/', async (site) =>
      (await site.locator(`img[alt="${alt}"]`).first().getAttribute('src')).includes(
        'images/portfolio/dragon-turnaround',
      ),
    );
    await page.close();
  },
);

test(
  "a gallery group's artworks reordered, one picture replaced by an upload and one artwork added, in one publish",
  { timeout: 240 * SECOND },
  async () => {
    const file = 'content/portfolio/bw.json';
    const before = readJson(file);
    assert.equal(before.kind, 'group');
    const [first, second] = before.items;
    const picture = await makePicture('bicycle-new.png', { r: 90, g: 90, b: 90 });
    const alt = 'Lamp Post: black-and-white drawing of a lamp post in the fog.';
    const page = await signedInEditor();
    await page.goto(`${site}admin/#/collections/portfolio/entries/bw`);
    // Decap's artworks: each a box that shows its summary ("bw-02: Old Bicycle: ...") while folded.
    const artwork = (id) => page.locator("[class*='-ListItem']").filter({ hasText: `${id}: ` });
    const order = () =>
      page.locator("[class*='-ListItem']").evaluateAll((items) => items.map((item) => item.innerText.split(':')[0]));

    // The second one dragged above the first, by its handle (Decap's list sorts with the mouse only).
    const handle = artwork(second.id).locator('[aria-roledescription=sortable]');
    await handle.scrollIntoViewIfNeeded();
    const from = await handle.boundingBox();
    const to = await artwork(first.id).boundingBox();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    for (let step = 1; step <= 10; step++) {
      await page.mouse.move(from.x + from.width / 2, from.y + ((to.y + 5 - from.y) * step) / 10);
      await page.waitForTimeout(30);
    }
    await page.mouse.up();
    await until('the new order', async () => (await order()).slice(0, 2).join() === `${second.id},${first.id}`, {
      timeout: 5 * SECOND,
    });

    // Its picture replaced: unfold it (the first of its buttons, which Decap leaves unnamed) and upload another.
    await artwork(second.id).getByRole('button').first().click();
    await pickPicture(page, page.getByRole('button', { name: 'Choose different image' }), picture);
    await page.getByRole('button', { name: 'Add artwork' }).click();
    await page.getByLabel('Id').last().fill('bw-07');
    await page.getByLabel('English').last().fill(alt);
    await pickPicture(
      page,
      page.getByRole('button', { name: 'Choose an image' }),
      await makePicture('lamp.png', { r: 200, g: 200, b: 200 }),
    );
    await publish(page);

    await until('the saved file', () => readSaved(file)?.items.length === before.items.length + 1, {
      timeout: 20 * SECOND,
    });
    assert.deepEqual(readJson(file), {
      ...before,
      items: [
        { ...second, image: 'images/portfolio/bicycle-new.png' },
        first,
        ...before.items.slice(2),
        { id: 'bw-07', image: 'images/portfolio/lamp.png', alt: { en: alt } },
      ],
    });
    const address = `/portfolio/${before.slug}/`;
    assert.equal(await untilLive(page), address);
    // By their pictures: the texts are in the language an earlier journey chose for the site (?lng=it).
    await untilSiteShows('the new order, picture and artwork', address.slice(1), async (site) => {
      const shown = await site.locator('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')));
      const at = (file) => shown.findIndex((src) => src?.includes(file));
      return (
        at('images/portfolio/bicycle-new') >= 0 &&
        at('images/portfolio/bicycle-new') < at(first.image.replace(/\.\w+$/, '')) &&
        at(second.image.replace(/\.\w+$/, '')) === -1 &&
        at('images/portfolio/lamp') >= 0
      );
    });
    await page.close();
  },
);

test(
  'a new book with a cover and no inside pages is published, and its page shows the cover',
  { timeout: 240 * SECOND },
  async () => {
    const cover = await makePicture('moon-garden-cover.png', { r: 30, g: 40, b: 120 });
    const page = await signedInEditor();
    await page.goto(`${site}admin/#/collections/books/new`);
    await page.getByLabel('Title', { exact: true }).fill('Moon Garden');
    await page.getByLabel('English').first().fill('A girl grows a garden on the moon.');
    await page.getByLabel('Publisher').first().fill('Splen edizioni');
    await page.getByLabel('Year').first().fill('2026');
    await pickPicture(page, page.getByRole('button', { name: 'Choose an image' }), cover);
    await publish(page);

    const file = 'content/books/moon-garden.json';
    await until('the new book file', () => readSaved(file) !== undefined, { timeout: 20 * SECOND });
    assert.deepEqual(readJson(file), {
      kind: 'book',
      order: 100,
      title: 'Moon Garden',
      description: { en: 'A girl grows a garden on the moon.' },
      edition: { publisher: 'Splen edizioni', year: 2026 },
      editions: [],
      cover: 'images/books/moon-garden-cover.png',
      pages: [],
    });
    assert.equal(await untilLive(page), '/moon-garden/');
    await untilSiteShows('the book page with its cover', 'moon-garden/', async (site) => {
      const shown = await site.locator('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')));
      return (
        (await site.getByRole('heading', { name: 'Moon Garden' }).count()) > 0 &&
        shown.some((src) => src?.includes('images/books/moon-garden-cover'))
      );
    });
    await page.close();
  },
);

test(
  "at 375 px an event's country is found by typing IT, Italy first, and the event published",
  { timeout: 240 * SECOND },
  async () => {
    const file = 'content/events/london-reading-2026.json';
    const before = readJson(file);
    assert.notEqual(before.place.country, 'IT');
    const phone = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
    const page = await signedInEditor(phone);
    await page.goto(`${site}admin/#/collections/events/entries/london-reading-2026`);
    const country = page.getByLabel('Country');
    await country.scrollIntoViewIfNeeded();
    // Decap's box of the field (found by its style's name) fits the screen.
    const { left, right } = await country.evaluate((input) =>
      input.closest("[class*='-ControlContainer']").getBoundingClientRect().toJSON(),
    );
    assert.ok(left >= 0 && right <= 375, `the field fits the screen: ${left} to ${right}`);
    await country.focus();
    await page.keyboard.type('IT');
    assert.equal(await page.getByRole('option').first().innerText(), 'Italy (IT)', 'the exact code first');
    await page.keyboard.press('Enter');
    // A new picture, picked from the media library at this width too.
    const poster = await makePicture('reading-poster.png', { r: 180, g: 40, b: 60 });
    await page.getByRole('button', { name: 'Choose different image' }).click();
    await page.locator('input[type=file]').setInputFiles(poster);
    if (process.env.EDIT_SHOTS) await page.screenshot({ path: path.join(process.env.EDIT_SHOTS, 'phone-media.png') });
    await page.getByRole('button', { name: 'Choose selected' }).click();

    // Publish is on screen, not under the bar, and so is the bar.
    const button = page.getByRole('button', { name: 'Publish', exact: true });
    const publishBox = await button.boundingBox();
    assert.ok(publishBox.x + publishBox.width <= 375, `Publish on screen: ${JSON.stringify(publishBox)}`);
    assert.ok(await clickable(button));
    await publish(page);
    await until('the saved file', () => readSaved(file)?.place.country === 'IT', { timeout: 20 * SECOND });
    assert.deepEqual(readJson(file), {
      ...before,
      place: { ...before.place, country: 'IT' },
      image: 'images/events/reading-poster.png',
    });
    assert.equal(await untilLive(page), '/events/');
    const status = await siteStatus(page).boundingBox();
    assert.ok(status.x >= 0 && status.x + status.width <= 375 && status.y + status.height <= 740, 'the bar on screen');
    if (process.env.EDIT_SHOTS)
      await page.screenshot({ path: path.join(process.env.EDIT_SHOTS, 'phone-published.png') });
    // The event's map link names its country, and its picture is the new one: the site shows the change.
    const address = encodeURIComponent(before.place.address).replace(/%20/g, '+');
    await untilSiteShows('the event in Italy, with its new picture', 'events/', async (site) => {
      const map = await site.locator(`a[href*="openstreetmap"][href*="${address}"]`).getAttribute('href');
      const pictures = await site.locator('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')));
      return map.includes('Italy') && pictures.some((src) => src?.includes('images/events/reading-poster'));
    });
    await phone.close();
  },
);

test(
  'a new selection: title, note, the recipient’s language, its address made by the form, two artworks picked by their pictures and a book; its page built',
  { timeout: 240 * SECOND },
  async () => {
    const [book] = fs
      .readdirSync(path.join(copy, 'content/books'))
      .sort()
      .map((name) => [name.slice(0, -'.json'.length), readJson(`content/books/${name}`).title])
      .slice(-1); // the last: the first journey renames the first
    const page = await signedInEditor();
    await page.goto(`${site}admin/#/collections/selections/new`);
    await page.getByLabel('Title', { exact: true }).fill('Bears for Nord-Sud');
    const key = await page.getByLabel('Address', { exact: true }).inputValue();
    assert.match(key, /^[A-Za-z0-9_-]{24}$/, 'the form made the address when the selection was created');
    await page.getByLabel('English').first().fill('Dear Marie, the bears we talked about.');
    await page.getByLabel('Français').first().fill('Chère Marie, les ours dont nous avons parlé.');
    await page.getByLabel("The recipient's language").click();
    await page.getByRole('option', { name: 'Français', exact: true }).click();
    // Each artwork: its section, then one of that section's artworks by its description (not an id typed by hand).
    const picked = [
      ['colour', 'Colour digital illustrations', 'colour-03'],
      ['bw', 'Black and white', 'bw-02'],
    ];
    for (const [group, section, id] of picked) {
      const { items } = readJson(`content/portfolio/${group}.json`);
      await page.getByRole('button', { name: 'Add artwork' }).click();
      const artwork = page.getByLabel('Artwork', { exact: true }).last();
      assert.equal(await artwork.isDisabled(), true, 'no artwork to choose before the section');
      await page.getByLabel('Portfolio section').last().click();
      await page.getByRole('option', { name: section, exact: true }).click();
      await until('the section’s artworks listed', async () => (await artwork.locator('option').count()) > 1, {
        timeout: 10 * SECOND,
      });
      assert.deepEqual(
        (await artwork.locator('option').allInnerTexts()).slice(1),
        items.map((item) => `${item.id}: ${item.alt.en}`),
      );
      await artwork.selectOption({ label: `${id}: ${items.find((item) => item.id === id).alt.en}` });
      await until('its picture beside it', () =>
        artwork
          .locator('xpath=..')
          .locator('img')
          .evaluate((img) => img.complete && img.naturalWidth > 0)
          .catch(() => false),
      );
    }
    await page.getByLabel('Books').click();
    await page.getByRole('option', { name: book[1], exact: true }).click();
    if (process.env.EDIT_SHOTS)
      await page.screenshot({ path: path.join(process.env.EDIT_SHOTS, 'selection-form.png') });
    await publish(page);

    const file = 'content/selections/bears-for-nord-sud.json';
    await until('the new selection file', () => readSaved(file) !== undefined, { timeout: 20 * SECOND });
    assert.deepEqual(readJson(file), {
      key,
      title: 'Bears for Nord-Sud',
      note: { en: 'Dear Marie, the bears we talked about.', fr: 'Chère Marie, les ours dont nous avons parlé.' },
      language: 'fr',
      artworks: picked.map(([group, , id]) => ({ group, id })),
      books: [book[0]],
    });
    // "See the page" opens it in the recipient's language, the address she sends.
    assert.equal(await untilLive(page), `/fr/s/${key}/`);
    // The status bar gives its address in the recipient's language, ready to copy.
    await siteStatus(page).locator('summary').click();
    await assert.doesNotReject(siteStatus(page).locator(`a[href$="/fr/s/${key}/"]`).first().waitFor());
    await untilSiteShows('the selection’s page, in French, with its works', `fr/s/${key}/`, async (shown) => {
      const titles = await shown.locator('portfolio-app main figcaption > span').allTextContents();
      return (
        (await shown.getByRole('heading', { name: 'Bears for Nord-Sud' }).count()) > 0 &&
        (await shown.evaluate(() => document.documentElement.lang)) === 'fr' &&
        titles.length === picked.length
      );
    });
    await page.close();
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
  assert.equal(mine.headers['access-control-allow-origin'], NO_OTHER_ORIGIN, 'no other origin may read it');
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
