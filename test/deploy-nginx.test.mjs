// The README's nginx setup (its Deploy section), run with Debian's nginx over dist/: every address answers as under
// `npm start` (status, where it sends to, the policies, framing, types, caching and CORS of dist/_headers), so the
// embed pages may be framed by other sites, /embed.html frames them, and the events' .ics files are text/calendar.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { freePort } from '../scripts/testing/engines.mjs';
import { addresses, answer } from './deploy-addresses.mjs';
import { HEADERS_FILE_SPELLINGS, serveSite } from './helpers.mjs';
import { mapLimit } from '../scripts/testing/budgets.mjs';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file));
const dist = path.resolve('dist');
let site;
let nginx;
let nginxUrl;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-'));

/** The server block of the README's Deploy section, on this machine: dist/ here, a free port of 127.0.0.1. */
function readmeServerBlock(port) {
  const readme = fs.readFileSync('README.md', 'utf8');
  const deploy = readme.slice(readme.indexOf('\n## Deploy\n'), readme.indexOf('\n### Field measurement'));
  const block = /```nginx\n([\s\S]*?)```/.exec(deploy)?.[1];
  assert.ok(block, "README's Deploy section: no nginx block");
  assert.match(block, /^\s*listen 443 ssl;$/m, 'the block listens on 443');
  return block.replace(/^\s*listen 443 ssl;$/m, `  listen 127.0.0.1:${port};`).replaceAll('/srv/portfolio/dist', dist);
}

before(async () => {
  assert.ok(NGINX, "Debian's nginx is not installed: apt-get install nginx-light (.ci/run installs it)");
  const port = await freePort();
  // As Debian's nginx.conf sets up its http block (its types, gzip), with this test's own files and port.
  const config = path.join(work, 'nginx.conf');
  fs.writeFileSync(
    config,
    `daemon off;
pid ${work}/nginx.pid;
error_log ${work}/error.log warn;
events {}
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  sendfile on;
  gzip on;
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `${name}_temp_path ${work}/${name};`).join('\n  ')}
${readmeServerBlock(port)}
}
`,
  );
  const check = spawnSync(NGINX, ['-t', '-q', '-c', config, '-p', work], { encoding: 'utf8' });
  assert.equal(check.status, 0, `nginx -t: ${check.stderr}`);
  nginx = spawn(NGINX, ['-c', config, '-p', work], { stdio: ['ignore', 'ignore', 'pipe'] });
  nginxUrl = `http://127.0.0.1:${port}/`;
  for (let tries = 0; ; tries++) {
    try {
      await fetch(nginxUrl);
      break;
    } catch (error) {
      if (tries > 100 || nginx.exitCode !== null)
        throw new Error(`nginx did not start: ${error.message}`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  site = await serveSite();
});

after(async () => {
  await site?.close();
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx.once('exit', resolve));
    nginx.kill('SIGQUIT'); // its graceful stop, workers included
    await exited;
  }
  fs.rmSync(work, { recursive: true, force: true });
});

test('every address of dist/ answers from nginx as from npm start', async () => {
  const all = addresses();
  assert.ok(all.length > 1000, `${all.length} addresses`);
  const differences = (
    await mapLimit(all, 16, async (address) => {
      const [ours, theirs] = await Promise.all([answer(site.url, address), answer(nginxUrl, address)]);
      return Object.keys(ours)
        .filter((key) => ours[key] !== theirs[key])
        .map((key) => `${address} ${key}: npm start ${ours[key]}, nginx ${theirs[key]}`);
    })
  ).flat();
  assert.deepEqual(differences.slice(0, 20), [], `${differences.length} differences`);
});

test('nginx: the embed pages may be framed by any site, /embed.html frames them, .ics is a calendar', async () => {
  const policy = async (address) => (await answer(nginxUrl, address))['content-security-policy'];
  const tags = fs.readdirSync('dist/embed').filter((name) => fs.existsSync(`dist/embed/${name}/index.html`));
  assert.ok(tags.length > 0);
  for (const tag of tags) assert.match(await policy(`/embed/${tag}/`), /frame-ancestors \*(;|$)/, tag);
  assert.match(await policy('/embed.html'), /frame-src [^;]*'self'/);
  assert.match(await policy('/'), /frame-ancestors 'none'/);
  const ics = fs.readdirSync('dist/calendar', { recursive: true }).find((file) => file.endsWith('.ics'));
  assert.match((await answer(nginxUrl, `/calendar/${ics}`))['content-type'], /^text\/calendar/);
});

test('nginx: a folder answers with its index.html, an unknown address with the 404 page', async () => {
  const books = await fetch(new URL('books/', nginxUrl));
  assert.equal(books.status, 200);
  assert.equal(await books.text(), fs.readFileSync('dist/books/index.html', 'utf8'));
  const missing = await fetch(new URL('no/such/page', nginxUrl));
  assert.equal(missing.status, 404);
  assert.equal(await missing.text(), fs.readFileSync('dist/404.html', 'utf8'));
  assert.equal((await answer(nginxUrl, '/books')).location, '/books/');
});

test('nginx never sends _headers, however its address is written', async () => {
  const file = fs.readFileSync('dist/_headers', 'utf8');
  const { port } = new URL(nginxUrl);
  // Sent as written (fetch would resolve `.` and `..` first); the same as server.test.mjs asks of npm start.
  const rawGet = (address) =>
    new Promise((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: address }, (res) => {
          let body = '';
          res.setEncoding('utf8').on('data', (chunk) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode, body }));
        })
        .on('error', reject);
    });
  for (const address of HEADERS_FILE_SPELLINGS) {
    const { status, body } = await rawGet(address);
    assert.equal(status, 404, address);
    assert.ok(!body.includes(file.slice(0, 40)), `${address} sent _headers`);
  }
});
