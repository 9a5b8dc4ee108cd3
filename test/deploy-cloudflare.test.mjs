// dist/ served by Cloudflare Pages' own runtime (`wrangler pages dev`, workerd, offline): every address answers with
// the headers `npm start` sends (the policies, framing, types, caching and CORS of dist/_headers).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { freePort } from '../scripts/testing/engines.mjs';
import { addresses, answer, UNKNOWN } from './deploy-addresses.mjs';
import { serveSite } from './helpers.mjs';
import { mapLimit } from '../scripts/testing/budgets.mjs';

let site;
let wrangler;
let wranglerUrl;
let output = '';
const home = fs.mkdtempSync(path.join(os.tmpdir(), 'wrangler-')); // its settings, logs and state, not the developer's

before(async () => {
  const port = await freePort();
  // Run from its own folder: wrangler keeps its state in .wrangler/ where it runs.
  wrangler = spawn(
    path.resolve('node_modules/.bin/wrangler'),
    [
      'pages',
      'dev',
      path.resolve('dist'),
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--inspector-port',
      String(await freePort()),
    ],
    {
      cwd: home,
      env: { ...process.env, HOME: home, XDG_CONFIG_HOME: home, WRANGLER_SEND_METRICS: 'false', CI: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true, // its own process group: workerd goes with it
    },
  );
  wrangler.stdout.on('data', (chunk) => (output += chunk));
  wrangler.stderr.on('data', (chunk) => (output += chunk));
  wranglerUrl = `http://127.0.0.1:${port}/`;
  for (let waited = 0; ; waited += 200) {
    if (/Ready on/.test(output)) break;
    if (wrangler.exitCode !== null || waited > 60_000) throw new Error(`wrangler pages dev did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  site = await serveSite();
});

after(async () => {
  await site?.close();
  if (wrangler && wrangler.exitCode === null) {
    const exited = new Promise((resolve) => wrangler.once('exit', resolve));
    process.kill(-wrangler.pid, 'SIGTERM');
    await exited;
  }
  fs.rmSync(home, { recursive: true, force: true });
});

/** One address of each kind: per folder and extension (or none), and every not-found one. */
function sample() {
  const kinds = new Map();
  for (const address of addresses()) {
    const kind = `${address.split('/').slice(0, -1).join('/')} ${/\.\w+$/.exec(address)?.[0] ?? address.endsWith('/')}`;
    if (!kinds.has(kind) || UNKNOWN.includes(address)) kinds.set(UNKNOWN.includes(address) ? address : kind, address);
  }
  return [...kinds.values()];
}

test('an address of each kind answers from Cloudflare Pages with the headers of npm start', async () => {
  // Its own ways with addresses (/x.html is sent on to /x), types (application/javascript, no charset) and not-found
  // answers (never cached: no-store) are Cloudflare's, not _headers': the rest is compared wherever both answer with
  // the same status.
  const compared = [];
  const differences = (
    await mapLimit(sample(), 8, async (address) => {
      const [ours, theirs] = await Promise.all([answer(site.url, address), answer(wranglerUrl, address)]);
      if (ours.status !== theirs.status) return [];
      compared.push(address);
      return Object.keys(ours)
        .filter((key) => !['location', 'content-type'].includes(key) && ours[key] !== theirs[key])
        .filter((key) => !(key === 'cache-control' && ours.status === 404 && theirs[key] === 'no-store'))
        .map((key) => `${address} ${key}: npm start ${ours[key]}, Cloudflare ${theirs[key]}`);
    })
  ).flat();
  assert.deepEqual(differences.slice(0, 20), [], `${differences.length} differences`);
  for (const kind of ['/', '/books/', '/embed/book-list/', '/admin/', '/admin/config.yml', '/chunks/nope.js', '/nope'])
    assert.ok(compared.includes(kind), `${kind} compared (of ${compared.length})`);
});
