// The editor's backend and npm run edit's /images/, tried as an attacker would, on a small project of their own in a
// temporary folder (never this checkout's content/ or images/): the server as npm run edit starts it, before its
// first build (the site's root is the "waiting" folder). Links inside content/ and images/ open nothing; only .json
// under content/ and pictures under images/; 100 saves of one file, 25 at a time, leave one of them whole and no read
// sees half a file; no request crashes the server; errors are short JSON and one short printed line; an uploaded SVG
// or page under images/ runs nothing on the editor's origin (in Chromium).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import sharp from 'sharp';
import { PICTURE_TYPES, SVG_POLICY } from '../scripts/build/picture-types.mjs';
import { createEditorBackend, refuseForeignHosts } from '../scripts/servers/editor-backend.mjs';
import { createEditorHandler, editorHeaders } from '../scripts/servers/editor-files.mjs';
import { startServer } from '../scripts/servers/serve.mjs';
import { launchBrowser } from './helpers.mjs';
import { largeOriginal } from './large-original.mjs';

const project = fs.mkdtempSync(path.join(tmpdir(), 'editor-backend-'));
const at = (file) => path.join(project, file);
const SECRETS = {
  'package.json': '{ "name": "the-project", "secret": "package" }\n',
  'rollup.config.mjs': 'export default []; // the build config\n',
  '.git/config': '[core]\n\tsecret = git\n',
  'secret.png': 'not in images/',
};
const BOOK = 'content/books/a.json';
const printed = []; // what the backend printed
const requested = []; // every address the server was asked for
let server;
let site;
let backend;
let png;

/** Writes `files` ({ path: text or bytes }) into the project. */
function write(files) {
  for (const [file, data] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(at(file)), { recursive: true });
    fs.writeFileSync(at(file), data);
  }
}

before(async () => {
  png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c00' } })
    .png()
    .toBuffer();
  write({
    ...SECRETS,
    [BOOK]: '{ "title": "A" }\n',
    'content/settings.json': '{}\n',
    'content/notes.txt': 'not content',
    'images/books/a.js': 'not a picture',
    'images/books/a.html': 'not a picture',
    'images/books/a.png': png,
    'images/top.png': png,
  });
  // Links Git could bring in: to the project, to its parent, to a file outside, and a loop.
  fs.symlinkSync('..', at('content/up'));
  fs.symlinkSync('../..', at('images/up'));
  fs.symlinkSync('../package.json', at('content/leak.json'));
  fs.symlinkSync('../package.json', at('images/leak.png'));
  fs.symlinkSync('.', at('content/books/loop'));
  // As npm run edit starts: the site's root is the waiting folder, which has only the editor's _headers.
  const waiting = at('.cache/edit/waiting');
  write({ '.cache/edit/waiting/index.html': '<p>Building</p>', '.cache/edit/waiting/_headers': editorHeaders() });
  process.chdir(project); // npm run edit serves images/ from where it runs
  backend = await createEditorBackend({ root: project, logger: { error: (...args) => printed.push(args.join(' ')) } });
  const record = (req) => void requested.push(req.url);
  server = await startServer({
    root: waiting,
    port: 0,
    quiet: true,
    outbox: at('.outbox/mail.jsonl'),
    vitalsOutbox: at('.outbox/vitals.jsonl'),
    handlers: [record, refuseForeignHosts, createEditorHandler({ backend, root: project })],
  });
  site = server.url;
});

after(async () => {
  await server?.close();
  fs.rmSync(project, { recursive: true, force: true });
});

/** A raw request to the server; `body` a string is sent as it is, anything else as JSON. */
function request(pathname, { method = 'GET', body, headers = {} } = {}) {
  const payload = body === undefined || typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(new URL(pathname, site), { method, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, text: String(Buffer.concat(chunks)) }),
      );
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** A request of the editor's own page to the backend: `{ status, json }`. */
async function api(body) {
  const answer = await request(backend.path, {
    method: 'POST',
    body,
    headers: { Origin: new URL(site).origin, 'Content-Type': 'application/json; charset=utf-8' },
  });
  let json;
  try {
    json = JSON.parse(answer.text);
  } catch {
    // asserted by the tests that expect JSON
  }
  return { ...answer, json };
}

const commit = { commitMessage: 'x' };
const persistEntry = (dataFiles, assets = []) =>
  api({
    action: 'persistEntry',
    params: { branch: 'main', dataFiles, assets, options: { ...commit, useWorkflow: false, status: 'draft' } },
  });
const persistMedia = (file, bytes) =>
  api({
    action: 'persistMedia',
    params: {
      branch: 'main',
      asset: { path: file, content: Buffer.from(bytes).toString('base64'), encoding: 'base64' },
      options: commit,
    },
  });
const getEntry = (file) => api({ action: 'getEntry', params: { branch: 'main', path: file } });
const read = (file) => fs.readFileSync(at(file), 'utf8');
const secretsUnchanged = () => Object.entries(SECRETS).forEach(([file, text]) => assert.equal(read(file), text, file));
/** Every answer refused with 403, by what it tried; with `saysWhy`, a short "Refused: ..." that shows nothing of the file. */
async function allRefused(answers, saysWhy = false) {
  for (const [what, answer] of Object.entries(answers)) {
    const { status, json, text } = await answer;
    assert.equal(status, 403, `${what}: ${status} ${text.slice(0, 200)}`);
    if (!saysWhy) continue;
    assert.doesNotMatch(text, /the-project|secret/, `${what}: nothing of the file`);
    assert.match(json.error, /^Refused: /, what);
  }
}

test('a link inside content/ or images/ opens nothing: no read, write, delete or listing through it', async () => {
  const refused = {
    'a read of package.json through content/up': getEntry('content/up/package.json'),
    'a read through a linked file': getEntry('content/leak.json'),
    'a write of package.json through content/up': persistEntry([
      { slug: 'x', path: 'content/up/package.json', raw: '{}' },
    ]),
    'a write of rollup.config.mjs through content/up': persistEntry([
      { slug: 'x', path: 'content/up/rollup.config.mjs', raw: 'x' },
    ]),
    'a write of .git/config through content/up': persistEntry([
      { slug: 'x', path: 'content/up/.git/config', raw: 'x' },
    ]),
    'a new file through content/up': persistEntry([{ slug: 'x', path: 'content/up/new.json', raw: '{}' }]),
    'a picture through images/up': persistMedia('images/up/up.png', png),
    'a listing through content/up': api({
      action: 'entriesByFolder',
      params: { branch: 'main', folder: 'content/up', extension: 'json', depth: 2 },
    }),
    'a media listing through images/up': api({
      action: 'getMedia',
      params: { branch: 'main', mediaFolder: 'images/up' },
    }),
    'a picture read through a linked file': api({
      action: 'getMediaFile',
      params: { branch: 'main', path: 'images/leak.png' },
    }),
    'a delete through content/up': api({
      action: 'deleteFile',
      params: { branch: 'main', path: 'content/up/package.json', options: commit },
    }),
    'a listing of files through it': api({
      action: 'entriesByFiles',
      params: { branch: 'main', files: [{ path: BOOK }, { path: 'content/up/package.json' }] },
    }),
  };
  await allRefused(refused, true);
  secretsUnchanged();
  assert.ok(!fs.existsSync(at('new.json')) && fs.existsSync(at('package.json')));

  // The listings pass links by, and a link's loop does not stop them.
  const entries = await api({
    action: 'entriesByFolder',
    params: { branch: 'main', folder: 'content', extension: 'json', depth: 20 },
  });
  assert.equal(entries.status, 200, entries.text);
  assert.deepEqual(
    entries.json.map((entry) => entry.file.path),
    [BOOK, 'content/settings.json'],
  );
  const pictures = await api({ action: 'getMedia', params: { branch: 'main', mediaFolder: 'images' } });
  assert.equal(pictures.status, 200, pictures.text);
  assert.deepEqual(
    pictures.json.map((file) => file.path),
    ['images/top.png'],
  );
  // Nor does the editor server's /images/.
  for (const address of ['/images/leak.png', `/images/up/${path.basename(project)}/secret.png`])
    assert.equal((await request(address)).status, 404, address);
});

test('the backend takes only .json files under content/ and pictures under images/, to write, read or delete', async () => {
  const refused = {
    'a script under content/': persistEntry([{ slug: 'x', path: 'content/books/x.mjs', raw: 'x' }]),
    'a page under images/': persistMedia('images/books/x.html', '<script></script>'),
    'a script among the pictures of an entry': persistEntry(
      [{ slug: 'x', path: 'content/books/x.json', raw: '{}' }],
      [{ path: 'images/books/x.js', content: 'eA==', encoding: 'base64' }],
    ),
    'JSON under images/': persistMedia('images/books/x.json', '{}'),
    'a read of a text under content/': getEntry('content/notes.txt'),
    'a read of a script under images/': api({
      action: 'getMediaFile',
      params: { branch: 'main', path: 'images/books/a.js' },
    }),
    'a delete of a text under content/': api({
      action: 'deleteFile',
      params: { branch: 'main', path: 'content/notes.txt', options: commit },
    }),
    'a delete of a page among pictures': api({
      action: 'deleteFiles',
      params: { branch: 'main', paths: ['images/books/a.png', 'images/books/a.html'], options: commit },
    }),
  };
  await allRefused(refused);
  for (const file of ['content/books/x.mjs', 'images/books/x.html', 'content/books/x.json', 'images/books/x.json'])
    assert.ok(!fs.existsSync(at(file)), `${file} not written`);
  for (const file of ['content/notes.txt', 'images/books/a.png', 'images/books/a.js', 'images/books/a.html'])
    assert.ok(fs.existsSync(at(file)), `${file} not deleted`);

  // Every type of picture the build takes, in any case (a camera's .JPG), and content's JSON.
  for (const extension of [...Object.keys(PICTURE_TYPES), 'PNG']) {
    const saved = await persistMedia(`images/types/x-${extension}.${extension}`, png);
    assert.equal(saved.status, 200, `.${extension}: ${saved.text.slice(0, 200)}`);
    assert.equal(saved.json.content, png.toString('base64'));
  }
  const book = await persistEntry([{ slug: 'b', path: 'content/books/b.json', raw: '{ "title": "B" }\n' }]);
  assert.equal(book.status, 200, book.text);
  assert.equal(read('content/books/b.json'), '{ "title": "B" }\n');
});

test('100 saves of one file, 25 at a time, leave one of them whole, and no read in between sees half a file', async () => {
  const file = 'content/books/busy.json';
  // Big enough that a write takes a while (a book with many pages).
  const saves = Array.from(
    { length: 100 },
    (_, i) => `${JSON.stringify({ title: `Save ${i}`, pages: Array(4000).fill(`page of save ${i}`) }, null, 2)}\n`,
  );
  write({ [file]: saves[0] });
  let saving = true;
  const reads = { whole: 0, broken: [] };
  const reader = (async () => {
    while (saving) {
      const { json } = await getEntry(file);
      if (saves.includes(json.data)) reads.whole++;
      else reads.broken.push(json.data?.length);
    }
  })();
  const answers = [];
  for (let i = 0; i < saves.length; i += 25)
    answers.push(
      ...(await Promise.all(
        saves
          .slice(i, i + 25)
          .map((raw, j) => persistEntry([{ slug: 'busy', path: file, raw }]).then((a) => [i + j, a])),
      )),
    );
  saving = false;
  await reader;
  for (const [i, { status, text }] of answers) assert.equal(status, 200, `save ${i}: ${text.slice(0, 200)}`);
  console.log(`# reads during the saves: ${reads.whole} whole, ${reads.broken.length} not`);
  assert.deepEqual(reads.broken, [], 'every read between the saves got one whole save');
  assert.ok(reads.whole > 0);
  assert.ok(saves.slice(75).includes(read(file)), 'the file is one of the last 25 saves, whole');
  assert.deepEqual(
    fs.readdirSync(at('content/books')).filter((name) => name.startsWith('.')),
    [],
    'no temporary file left',
  );
});

test('no request can crash the server: a newPath under a file is refused, a cut upload is let go, and a rename works', async () => {
  const before = read(BOOK);
  const under = await persistEntry([{ slug: 'a', path: BOOK, newPath: `${BOOK}/b.json`, raw: '{ "title": "moved" }' }]);
  assert.ok(under.status >= 400 && under.status < 500, `${under.status} ${under.text}`);
  assert.equal(typeof under.json.error, 'string');
  // An upload cut off halfway (a closed tab), and an address that is no address.
  await new Promise((resolve) => {
    const req = http.request(new URL(backend.path, site), {
      method: 'POST',
      headers: { Origin: new URL(site).origin, 'Content-Type': 'application/json', 'Content-Length': 100000 },
    });
    req.on('error', resolve);
    req.write('{"action": "persistMedia", "params": {', () => setTimeout(() => (req.destroy(), resolve()), 100));
  });
  assert.equal((await request('/images/%E0%A4%A.png')).status, 404);
  await new Promise((resolve) => setTimeout(resolve, 300)); // where the old backend's unwaited move crashed
  assert.equal((await api({ action: 'info' })).status, 200, 'the server still answers');
  assert.equal(read(BOOK), before, 'nothing written');

  write({ 'content/books/old-name.json': '{}\n' });
  const renamed = await persistEntry([
    { slug: 'new', path: 'content/books/old-name.json', newPath: 'content/books/new-name.json', raw: '{ "n": 1 }\n' },
  ]);
  assert.equal(renamed.status, 200, renamed.text);
  assert.equal(read('content/books/new-name.json'), '{ "n": 1 }\n');
  assert.ok(!fs.existsSync(at('content/books/old-name.json')));
});

/** Runs `task` with what the process prints kept aside: `[its result, the lines printed]`, the backend's logger's too. */
async function printing(task) {
  printed.length = 0;
  const writes = [];
  const streams = [process.stdout, process.stderr];
  const originals = streams.map((stream) => stream.write);
  streams.forEach((stream, i) => {
    // Text only: the test runner's own messages (Buffers) go on.
    stream.write = (chunk, ...rest) => {
      if (typeof chunk !== 'string') return originals[i].call(stream, chunk, ...rest);
      writes.push(chunk);
      rest.find((arg) => typeof arg === 'function')?.();
      return true;
    };
  });
  try {
    const result = await task();
    return [result, [...printed, ...writes.join('').split('\n').filter(Boolean)]];
  } finally {
    streams.forEach((stream, i) => (stream.write = originals[i]));
  }
}

test('a failing save answers short JSON and prints one short line, never its body', async () => {
  const picture = Buffer.alloc(8 * 1024 * 1024, 7); // 11 MB of base64
  // A name the disk refuses (too long): the disk fails, not a check.
  const [failed, lines] = await printing(() => persistMedia(`images/books/${'x'.repeat(300)}.png`, picture));
  assert.ok(failed.status >= 400, `${failed.status} ${failed.text.slice(0, 200)}`);
  assert.match(failed.headers['content-type'], /^application\/json/);
  assert.ok(failed.text.length < 300, `a short answer: ${failed.text.slice(0, 300)}`);
  assert.ok(!failed.text.includes(project), 'without the computer’s folders');
  assert.equal(lines.length, 1, `one line printed: ${lines.map((line) => line.slice(0, 100)).join(' | ')}`);
  assert.ok(lines[0].length <= 200, `a short line: ${lines[0].slice(0, 300)}`);
  console.log(`# it printed: ${lines[0]}`);
});

test('bad JSON, a wrong type and a body over the limit get short JSON, not a page with a stack trace', async () => {
  const answers = {
    'bad JSON': await api('{"action": "getEntry", '),
    'not an object': await api('"info"'),
    'no action': await api({}),
    'a wrong parameter': await api({ action: 'getEntry', params: { path: 42 } }),
    'a body over 64 MB': await api(`{"action":"info","pad":"${'x'.repeat(65 * 1024 * 1024)}"}`),
  };
  for (const [what, { status, headers, text, json }] of Object.entries(answers)) {
    assert.ok(status >= 400 && status < 500, `${what}: ${status}`);
    assert.match(headers['content-type'], /^application\/json/, what);
    assert.equal(typeof json?.error, 'string', `${what}: ${text.slice(0, 200)}`);
    assert.ok(text.length < 200 && !text.includes(project) && !/\bat \S+:\d+/.test(text), `${what}: ${text}`);
  }
});

/** What an uploader could put under images/: each runs a script that sets the title and fetches, if anything runs it. */
const uploaded = () => ({
  'images/shown/a.png': png,
  'images/shown/evil.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>document.title = "ran"; fetch("/ran/svg-inline")</script><rect width="10" height="10"/></svg>',
  'images/shown/external.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script href="/images/shown/evil.js"/><rect width="10" height="10"/></svg>',
  'images/shown/evil.js': 'document.title = "ran"; fetch("/ran/external");',
  'images/shown/evil.html': '<!doctype html><script>document.title = "ran"; fetch("/ran/html")</script>',
  'images/shown/page.png': '<!doctype html><script>document.title = "ran"; fetch("/ran/png")</script>',
});

test('a 6000 px, 29 MB scan is saved whole; the media library lists it by a small copy, the entry reads it whole', async () => {
  const scan = await largeOriginal();
  const saved = await persistMedia('images/scans/scan.jpg', scan);
  assert.equal(saved.status, 200, saved.text.slice(0, 200));
  assert.ok(fs.readFileSync(at('images/scans/scan.jpg')).equals(scan), 'on disk, byte for byte');
  const listing = await api({ action: 'getMedia', params: { branch: 'main', mediaFolder: 'images/scans' } });
  assert.equal(listing.status, 200, listing.text.slice(0, 200));
  const [listed] = listing.json;
  const copy = await sharp(Buffer.from(listed.content, 'base64')).metadata();
  assert.deepEqual([listed.path, copy.width, copy.height], ['images/scans/scan.jpg', 640, 427]);
  assert.ok(listing.text.length < 1024 * 1024, `the listing: ${listing.text.length} characters`);
  const whole = await api({ action: 'getMediaFile', params: { branch: 'main', path: 'images/scans/scan.jpg' } });
  assert.ok(Buffer.from(whole.json.content, 'base64').equals(scan), 'the entry and the build see the scan itself');
  assert.equal(whole.json.id, listed.id, 'one picture, one id');
  fs.rmSync(at('images/scans'), { recursive: true });
});

test('images/ serves only pictures, with their own type and a policy that runs nothing, before the first build', async () => {
  write(uploaded());
  const policy = SVG_POLICY; // the published pictures' own: nothing runs, nothing is fetched
  assert.match(policy, /^default-src 'none';.*; sandbox$/);
  for (const [address, type] of [
    ['/images/shown/a.png', 'image/png'],
    ['/images/shown/evil.svg', 'image/svg+xml'],
    ['/images/shown/page.png', 'image/png'],
  ]) {
    const answer = await request(address);
    assert.equal(answer.status, 200, address);
    assert.equal(answer.headers['content-type'], type, address);
    assert.equal(answer.headers['x-content-type-options'], 'nosniff', address);
    assert.equal(answer.headers['content-security-policy'], policy, address);
  }
  for (const address of [
    '/images/shown/evil.html',
    '/images/shown/evil.js',
    '/images/shown/',
    '/images/shown/a.png.txt',
  ])
    assert.equal((await request(address)).status, 404, address);
});

test('an uploaded SVG (with an inline or external script), page, or page named .png runs nothing on the editor origin', async () => {
  write(uploaded());
  // In a browser, each opened as a page of the editor's origin: nothing runs, nothing is fetched.
  const browser = await launchBrowser();
  const ran = [];
  try {
    const page = await browser.newPage();
    for (const name of ['evil.svg', 'external.svg', 'evil.html', 'page.png']) {
      await page.goto(`${site}images/shown/${name}`);
      await page.waitForTimeout(300);
      if ((await page.title()) === 'ran') ran.push(name);
    }
  } finally {
    await browser.close();
  }
  assert.deepEqual(ran, [], 'no script ran');
  assert.deepEqual(
    requested.filter((url) => url.startsWith('/ran/')),
    [],
    'no script fetched anything',
  );
});
