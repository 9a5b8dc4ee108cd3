// Tests for scripts/servers/serve.mjs and scripts/servers/mail-outbox.mjs against a real server on a free port.
// Run: node --test test/server.test.mjs

import { after, before, beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { copyFile, appendFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

import { importBundled } from '../scripts/build/import-bundled.mjs';
import { printable } from '../scripts/servers/outbox-file.mjs';
import { precompress } from '../scripts/build/precompress.mjs';
import { startServer } from '../scripts/servers/serve.mjs';
import { describeReport } from '../scripts/servers/vitals-outbox.mjs';
import { HEADERS_FILE_SPELLINGS } from './helpers.mjs';

const SERVE_SCRIPT = fileURLToPath(new URL('../scripts/servers/serve.mjs', import.meta.url));
const SECRET = 'TOP-SECRET-OUTSIDE-ROOT';
const INDEX_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Portfolio</title></head>
<body>${'<p>Illustrations for picture books and magazines.</p>\n'.repeat(40)}</body></html>\n`;
const CHUNK_JS = `export const gallery = ${JSON.stringify(Array.from({ length: 60 }, (_, i) => `illustration-${i}`))};\n`;
const FONT = Buffer.from(Array.from({ length: 2048 }, (_, i) => (i * 7) % 256));
const MP3 = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));
const MAIL = { publicKey: 'pk-test', serviceId: 'service_test', templateId: 'template_test' };
const { LIMITS } = await importBundled(
  fileURLToPath(new URL('../src/elements/contact-form/validation.ts', import.meta.url)),
);

let tmp;
let root;
let outbox;
let vitalsOutbox;
let srv;
let base;

const url = (p) => new URL(p, base).href;

/** A raw request, path sent verbatim (fetch would normalise `..` away before sending). */
function rawGet(rawPath, headers = {}) {
  return new Promise((resolve, reject) => {
    const { port } = srv.server.address();
    const req = http.request(
      { host: '127.0.0.1', port, path: rawPath, method: 'GET', headers, agent: false },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString() }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/**
 * A POST whose body is never finished: `part` is sent, the rest never comes. Resolves with the answer, or rejects
 * when none came within 2 s (a server waiting for the whole body).
 */
function postUnfinished(p, headers, part) {
  return new Promise((resolve, reject) => {
    const { port } = srv.server.address();
    const req = http.request({ host: '127.0.0.1', port, path: p, method: 'POST', headers, agent: false }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => {
        clearTimeout(timer);
        req.destroy();
        resolve({ status: res.statusCode, body, headers: res.headers });
      });
    });
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error(`no answer to ${p} within 2 s while the body is unfinished`));
    }, 2000);
    req.on('error', () => {}); // the server closes the connection while the body is still unfinished
    req.write(part);
  });
}

async function readOutbox(file = outbox) {
  try {
    return (await readFile(file, 'utf8'))
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
  } catch (err) {
    if (err.code === 'ENOENT') return [];
    throw err;
  }
}

function mailPayload(overrides = {}) {
  return {
    lib_version: '4.4.1',
    user_id: MAIL.publicKey,
    service_id: MAIL.serviceId,
    template_id: MAIL.templateId,
    template_params: { name: 'Ada', email: 'ada@example.org', message: 'Could you illustrate our next book?' }, // what the form sends
    ...overrides,
  };
}

function sendMail(payload, init = {}) {
  return fetch(url('/api/v1.0/email/send'), {
    method: 'POST',
    headers: { 'Content-type': 'application/json' }, // what @emailjs/browser sends
    body: typeof payload === 'string' ? payload : JSON.stringify(payload),
    ...init,
  });
}

before(async () => {
  tmp = await mkdtemp(path.join(tmpdir(), 'serve-test-'));
  root = path.join(tmp, 'site');
  outbox = path.join(tmp, 'outbox', 'messages.jsonl');
  vitalsOutbox = path.join(tmp, 'outbox', 'vitals.jsonl');
  await mkdir(path.join(root, 'chunks'), { recursive: true });
  await mkdir(path.join(root, 'fonts'), { recursive: true });
  await mkdir(path.join(root, 'audio'), { recursive: true });
  await mkdir(path.join(root, 'img'), { recursive: true });
  await mkdir(path.join(root, 'about'), { recursive: true });
  await writeFile(path.join(tmp, 'secret.txt'), SECRET);
  await writeFile(path.join(tmp, 'package.json'), JSON.stringify({ secret: SECRET }));
  await writeFile(path.join(root, 'index.html'), INDEX_HTML);
  await writeFile(path.join(root, 'about', 'index.html'), '<!doctype html><title>About</title>');
  await writeFile(path.join(root, 'chunks', 'app-AbC12345.js'), CHUNK_JS);
  await writeFile(path.join(root, 'portfolio.js'), CHUNK_JS);
  await writeFile(path.join(root, 'tiny.txt'), 'ok\n');
  await writeFile(
    path.join(root, 'feed-en.atom'),
    '<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"/>\n',
  );
  await writeFile(path.join(root, 'sitemap.xml'), '<?xml version="1.0" encoding="utf-8"?><urlset/>\n');
  await writeFile(path.join(root, 'fonts', 'x.woff2'), FONT);
  await writeFile(path.join(root, 'fonts', 'yomogi-latin-400-normal.woff2'), FONT);
  await writeFile(path.join(root, 'audio', 'a.mp3'), MP3);
  await writeFile(path.join(root, 'audio', 'b.ogg'), MP3);
  await writeFile(path.join(root, 'img', 'p.webp'), FONT);
  await writeFile(path.join(root, 'img', 'p.avif'), FONT);
  // What the build does: the site's own _headers (plus two rules to test), and brotli/gzip copies of text files.
  await copyFile(new URL('../public/_headers', import.meta.url), path.join(root, '_headers'));
  await appendFile(
    path.join(root, '_headers'),
    '\n/about/*\n  X-Robots-Tag: noindex\n/about/index.html\n  X-Robots-Tag: nosnippet\n',
  );
  await precompress(root);
  srv = await startServer({
    root,
    port: 0,
    host: '127.0.0.1',
    outbox,
    vitalsOutbox,
    quiet: true,
    testControls: true,
    mailConfig: MAIL,
  });
  base = srv.url;
});

after(async () => {
  await srv?.close();
  await rm(tmp, { recursive: true, force: true });
});

describe('static files', () => {
  test('picks a free port and reports its URL', () => {
    assert.match(base, /^http:\/\/127\.0\.0\.1:\d+\/$/);
    assert.notEqual(srv.server.address().port, 0);
  });

  test('/ serves index.html as html, not cached without revalidation', async () => {
    const res = await fetch(url('/'));
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'text/html; charset=utf-8');
    assert.equal(res.headers.get('cache-control'), 'no-cache');
    assert.match(res.headers.get('etag'), /^W\/".+"$/);
    assert.equal(await res.text(), INDEX_HTML);
  });

  test('a directory serves its index.html; without the slash it redirects', async () => {
    const res = await fetch(url('/about/'));
    assert.equal(res.status, 200);
    assert.match(await res.text(), /<title>About<\/title>/);
    const redirect = await fetch(url('/about?x=1'), { redirect: 'manual' });
    assert.equal(redirect.status, 301);
    assert.equal(redirect.headers.get('location'), '/about/?x=1');
  });

  test('CORS, nosniff and CORP headers on scripts, fonts and errors', async () => {
    for (const p of ['/chunks/app-AbC12345.js', '/fonts/x.woff2', '/missing.js']) {
      const res = await fetch(url(p), { headers: { Origin: 'https://publisher.example' } });
      await res.arrayBuffer();
      assert.equal(res.headers.get('access-control-allow-origin'), '*', p);
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff', p);
      assert.equal(res.headers.get('cross-origin-resource-policy'), 'cross-origin', p);
    }
  });

  test('OPTIONS preflight answers 204 with the allowed methods and headers', async () => {
    const res = await fetch(url('/chunks/app-AbC12345.js'), {
      method: 'OPTIONS',
      headers: { Origin: 'https://publisher.example', 'Access-Control-Request-Method': 'GET' },
    });
    assert.equal(res.status, 204);
    assert.equal(res.headers.get('access-control-allow-origin'), '*');
    assert.equal(res.headers.get('access-control-allow-methods'), 'GET, HEAD, POST, OPTIONS');
    assert.equal(res.headers.get('access-control-allow-headers'), 'Content-Type');
    assert.equal(res.headers.get('access-control-max-age'), '600');
  });

  test('MIME types', async () => {
    const expected = {
      '/chunks/app-AbC12345.js': 'text/javascript; charset=utf-8',
      '/fonts/x.woff2': 'font/woff2',
      '/img/p.webp': 'image/webp',
      '/img/p.avif': 'image/avif',
      '/audio/a.mp3': 'audio/mpeg',
      '/audio/b.ogg': 'audio/ogg',
      // The Atom feeds (scripts/build/feed.mjs), and any other XML: sirv alone sends them without a charset (.xml as text/xml).
      '/feed-en.atom': 'application/atom+xml; charset=utf-8',
      '/sitemap.xml': 'application/xml; charset=utf-8',
    };
    for (const [p, type] of Object.entries(expected)) {
      const res = await fetch(url(p), { method: 'HEAD' });
      assert.equal(res.status, 200, p);
      assert.equal(res.headers.get('content-type'), type, p);
    }
  });

  test('HEAD sends headers only', async () => {
    const res = await fetch(url('/fonts/x.woff2'), { method: 'HEAD' });
    assert.equal(res.headers.get('content-length'), String(FONT.length));
    assert.equal((await res.arrayBuffer()).byteLength, 0);
  });

  test('hashed chunks are immutable, other files revalidate', async () => {
    const cacheOf = async (p) => {
      const res = await fetch(url(p), { method: 'HEAD' });
      return res.headers.get('cache-control');
    };
    assert.equal(await cacheOf('/chunks/app-AbC12345.js'), 'public, max-age=31536000, immutable');
    assert.equal(await cacheOf('/index.html'), 'no-cache');
    assert.equal(await cacheOf('/portfolio.js'), 'no-cache');
    // dashes in a name are not a hash outside /chunks/
    assert.equal(await cacheOf('/fonts/yomogi-latin-400-normal.woff2'), 'no-cache');
  });

  test("the build's gzip and brotli copies of text when asked, never for fonts", async () => {
    const gz = await fetch(url('/chunks/app-AbC12345.js'), { headers: { 'Accept-Encoding': 'gzip' } });
    assert.equal(gz.headers.get('content-encoding'), 'gzip');
    assert.equal(gz.headers.get('vary'), 'Accept-Encoding');
    assert.equal(await gz.text(), CHUNK_JS); // fetch decodes it

    const br = await fetch(url('/'), { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    assert.equal(br.headers.get('content-encoding'), 'br');
    assert.ok(Number(br.headers.get('content-length')) < Buffer.byteLength(INDEX_HTML));
    assert.equal(await br.text(), INDEX_HTML);

    const refused = await fetch(url('/'), { headers: { 'Accept-Encoding': 'br;q=0, gzip' } });
    assert.equal(refused.headers.get('content-encoding'), 'gzip');
    await refused.arrayBuffer();

    const identity = await fetch(url('/'), { headers: { 'Accept-Encoding': 'identity' } });
    assert.equal(identity.headers.get('content-encoding'), null);
    assert.equal(identity.headers.get('content-length'), String(Buffer.byteLength(INDEX_HTML)));
    await identity.arrayBuffer();

    const font = await fetch(url('/fonts/x.woff2'), { headers: { 'Accept-Encoding': 'br, gzip' } });
    assert.equal(font.headers.get('content-encoding'), null);
    assert.equal(font.headers.get('vary'), null);
    assert.deepEqual(Buffer.from(await font.arrayBuffer()), FONT);

    // Nothing is compressed per request, as on a CDN: a file too small to have copies is sent as it is.
    const tiny = await fetch(url('/tiny.txt'), { headers: { 'Accept-Encoding': 'br, gzip' } });
    assert.equal(tiny.headers.get('content-encoding'), null);
    assert.equal(await tiny.text(), 'ok\n');
  });

  test('the rules of _headers reach the responses: every matching rule, in order', async () => {
    const robots = async (p) => {
      const res = await fetch(url(p), { method: 'HEAD' });
      assert.equal(res.status, 200, p);
      return res.headers.get('x-robots-tag');
    };
    assert.equal(await robots('/about/'), 'noindex');
    assert.equal(await robots('/about/index.html'), 'noindex, nosnippet'); // a header set twice is joined
    assert.equal(await robots('/index.html'), null);
    // `! Cache-Control` under /chunks/* drops the no-cache of /*, rather than joining the two.
    const chunk = await fetch(url('/chunks/app-AbC12345.js'), { method: 'HEAD' });
    assert.equal(chunk.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    const file = await fetch(url('/_headers'));
    assert.equal(file.status, 404); // read by the host, not served
    await file.arrayBuffer();
  });

  test('the _headers file is never served, however its path is written', async () => {
    const file = await readFile(path.join(root, '_headers'), 'utf8');
    for (const p of HEADERS_FILE_SPELLINGS) {
      for (const encoding of ['', 'br, gzip']) {
        const res = await rawGet(p, { 'Accept-Encoding': encoding });
        assert.equal(res.status, 404, `${p} (${encoding}) -> ${res.status}`);
        assert.ok(!res.body.includes(file.slice(0, 40)), `${p} served _headers`);
      }
    }
  });

  test('compressed bytes on the wire are valid brotli', async () => {
    const { port } = srv.server.address();
    const body = await new Promise((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/', headers: { 'Accept-Encoding': 'br' }, agent: false }, (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => resolve(Buffer.concat(chunks)));
        })
        .on('error', reject);
    });
    assert.equal(zlib.brotliDecompressSync(body).toString(), INDEX_HTML);
  });

  test('If-None-Match with the ETag gives 304 without a body', async () => {
    const first = await fetch(url('/index.html'));
    await first.arrayBuffer();
    const etag = first.headers.get('etag');
    const res = await fetch(url('/index.html'), { headers: { 'If-None-Match': etag } });
    assert.equal(res.status, 304);
    assert.equal(res.headers.get('etag'), etag);
    assert.equal(res.headers.get('access-control-allow-origin'), '*');
    assert.equal(await res.text(), '');
    const stale = await fetch(url('/index.html'), { headers: { 'If-None-Match': 'W/"0-0"' } });
    assert.equal(stale.status, 200);
    await stale.arrayBuffer();
  });

  test('404 with a small text body, 405 for other methods', async () => {
    const missing = await fetch(url('/nope.html'));
    assert.equal(missing.status, 404);
    assert.match(missing.headers.get('content-type'), /^text\/plain/);
    assert.equal(await missing.text(), 'Not Found\n');
    const put = await fetch(url('/index.html'), { method: 'PUT', body: 'x' });
    assert.equal(put.status, 405);
    assert.match(put.headers.get('allow'), /GET/);
    await put.arrayBuffer();
  });

  test('path traversal never reaches files outside the root', async () => {
    const attempts = [
      '/../package.json',
      '/%2e%2e/package.json',
      '/%2E%2E/secret.txt',
      '/..%2fsecret.txt',
      '/%2e%2e%2fsecret.txt',
      '/chunks/../../secret.txt',
      '/chunks/%2e%2e/%2e%2e/secret.txt',
      '/..%5csecret.txt',
      '/index.html%00.js',
      '/%E0%A4%A',
    ];
    for (const p of attempts) {
      const res = await rawGet(p);
      assert.ok([400, 403, 404].includes(res.status), `${p} -> ${res.status}`);
      assert.ok(!res.body.includes(SECRET), `${p} leaked a file outside the root`);
    }
  });

  test('range requests on audio answer 206 with the requested bytes', async () => {
    const res = await fetch(url('/audio/a.mp3'), { headers: { Range: 'bytes=100-199' } });
    assert.equal(res.status, 206);
    assert.equal(res.headers.get('content-range'), `bytes 100-199/${MP3.length}`);
    assert.equal(res.headers.get('accept-ranges'), 'bytes');
    assert.equal(res.headers.get('content-length'), '100');
    assert.deepEqual(Buffer.from(await res.arrayBuffer()), MP3.subarray(100, 200));

    const open = await fetch(url('/audio/a.mp3'), { headers: { Range: 'bytes=990-' } });
    assert.equal(open.status, 206);
    assert.deepEqual(Buffer.from(await open.arrayBuffer()), MP3.subarray(990));

    const suffix = await fetch(url('/audio/a.mp3'), { headers: { Range: 'bytes=-10' } });
    assert.equal(suffix.headers.get('content-range'), `bytes 990-999/${MP3.length}`);
    await suffix.arrayBuffer();

    const beyond = await fetch(url('/audio/a.mp3'), { headers: { Range: 'bytes=5000-' } });
    assert.equal(beyond.status, 416);
    assert.equal(beyond.headers.get('content-range'), `bytes */${MP3.length}`);
    await beyond.arrayBuffer();

    const whole = await fetch(url('/audio/a.mp3'));
    assert.equal(whole.status, 200);
    assert.equal(whole.headers.get('accept-ranges'), 'bytes');
    assert.deepEqual(Buffer.from(await whole.arrayBuffer()), MP3);
  });
});

describe('mail endpoint (EmailJS protocol)', () => {
  beforeEach(async () => {
    srv.setMailMode('ok');
    await rm(outbox, { force: true });
    const res = await fetch(url('/__mail/requests'), { method: 'DELETE' });
    assert.equal(res.status, 204);
  });

  test('a valid send answers 200 OK and appends one line to the outbox', async () => {
    const payload = mailPayload();
    const res = await sendMail(payload, {
      headers: { 'Content-type': 'application/json', Origin: 'https://publisher.example' },
    });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('access-control-allow-origin'), '*');
    assert.match(res.headers.get('content-type'), /^text\/plain/);
    assert.equal(await res.text(), 'OK');
    const lines = await readOutbox();
    assert.equal(lines.length, 1);
    assert.equal(lines[0].service_id, MAIL.serviceId);
    assert.equal(lines[0].template_id, MAIL.templateId);
    assert.deepEqual(lines[0].template_params, payload.template_params);
    assert.ok(!Number.isNaN(Date.parse(lines[0].receivedAt)));
  });

  test('preflight for the JSON request is allowed', async () => {
    const res = await fetch(url('/api/v1.0/email/send'), {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://publisher.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    assert.equal(res.status, 204);
    assert.equal(res.headers.get('access-control-allow-origin'), '*');
    assert.match(res.headers.get('access-control-allow-methods'), /POST/);
    assert.match(res.headers.get('access-control-allow-headers'), /Content-Type/i);
  });

  test('validation errors like the real service, nothing written', async () => {
    const cases = [
      [mailPayload({ service_id: undefined }), 400, /service_id/],
      [mailPayload({ user_id: '' }), 400, /user_id/],
      [mailPayload({ template_id: undefined }), 400, /template_id/],
      [mailPayload({ template_params: 'hello' }), 400, /template_params/],
      [mailPayload({ user_id: 'someone-else' }), 403, /^The Public Key is invalid$/],
      [mailPayload({ service_id: 'service_other' }), 400, /^The service ID is invalid$/],
      [mailPayload({ template_id: 'template_other' }), 400, /^The template ID not found$/],
      ['{"user_id": ', 400, /^The JSON payload is invalid$/],
    ];
    for (const [payload, status, message] of cases) {
      const res = await sendMail(payload);
      assert.equal(res.status, status, JSON.stringify(payload));
      assert.match(await res.text(), message);
    }
    assert.deepEqual(await readOutbox(), []);
  });

  test('bodies over 64 KB are refused with 413', async () => {
    const res = await sendMail(mailPayload({ template_params: { message: 'x'.repeat(70 * 1024) } }));
    assert.equal(res.status, 413);
    await res.arrayBuffer();
    assert.deepEqual(await readOutbox(), []);
  });

  test('a huge Content-Length is refused with 413 at once, without waiting for the body', async () => {
    const headers = { 'Content-Type': 'application/json', 'Content-Length': String(1e9) };
    const t0 = Date.now();
    const res = await postUnfinished('/api/v1.0/email/send', headers, '{"user_id":');
    assert.equal(res.status, 413);
    assert.equal(res.body, 'The request body is too large (limit 64 KB)');
    assert.equal(res.headers.connection, 'close');
    assert.ok(Date.now() - t0 < 1000, `answered after ${Date.now() - t0} ms`);
    // A chunked body (no Content-Length) is refused once past the limit, without waiting for its end.
    const chunked = await postUnfinished(
      '/api/v1.0/email/send',
      { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
      'x'.repeat(70 * 1024),
    );
    assert.equal(chunked.status, 413);
    assert.deepEqual(await readOutbox(), []);
  });

  test("the form's own limits on name, email and message (after trim), each one missing or too long is a 400", async () => {
    assert.deepEqual(LIMITS, { name: 100, email: 254, message: 5000 }); // read from src/elements/contact-form/validation.ts
    const email = (length) => `${'a'.repeat(length - '@example.org'.length)}@example.org`;
    const longest = { name: 'n'.repeat(100), email: email(254), message: 'm'.repeat(5000) };
    const fits = await sendMail(mailPayload({ template_params: { ...longest, name: `  ${longest.name}\n` } }));
    assert.equal(fits.status, 200, await fits.text());
    const cases = [
      [{ name: 'n'.repeat(101) }, /^The name template parameter is too long \(at most 100 characters\)$/],
      [{ email: email(255) }, /^The email template parameter is too long \(at most 254 characters\)$/],
      [{ message: 'm'.repeat(5001) }, /^The message template parameter is too long \(at most 5000 characters\)$/],
      [{ name: undefined }, /^The name template parameter is required$/],
      [{ email: '   ' }, /^The email template parameter is required$/],
      [{ message: 42 }, /^The message template parameter is required$/],
    ];
    for (const [fields, message] of cases) {
      const res = await sendMail(mailPayload({ template_params: { ...longest, ...fields } }));
      assert.equal(res.status, 400, JSON.stringify(fields).slice(0, 80));
      assert.match(await res.text(), message);
    }
    const none = await sendMail(mailPayload({ template_params: undefined }));
    assert.equal(none.status, 400);
    assert.match(await none.text(), /template_params/);
    assert.equal((await readOutbox()).length, 1); // only the one that fits
  });

  test('JSON only: any other type, multipart send-form included, is a 415; send-form itself is gone', async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({ ...mailPayload(), ...mailPayload().template_params })) {
      if (typeof value === 'string') form.append(key, value);
    }
    const refused = [
      ['send', { body: form }],
      ['send-form', { body: form }],
      ['send', { body: JSON.stringify(mailPayload()), headers: { 'Content-Type': 'text/plain' } }],
      ['send', { body: new TextEncoder().encode(JSON.stringify(mailPayload())) }], // no Content-Type at all
    ];
    for (const [endpoint, init] of refused) {
      const res = await fetch(url(`/api/v1.0/email/${endpoint}`), { method: 'POST', ...init });
      assert.equal(res.status, 415, `${endpoint} ${res.status}`);
      assert.equal(await res.text(), 'Only JSON is accepted (Content-Type: application/json)');
    }
    const formJson = await fetch(url('/api/v1.0/email/send-form'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    assert.equal(formJson.status, 404);
    await formJson.arrayBuffer();
    assert.deepEqual(await readOutbox(), []);
    const withCharset = await sendMail(mailPayload(), {
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
    });
    assert.equal(withCharset.status, 200);
    await withCharset.arrayBuffer();
  });

  test('error modes answer their status and write nothing', async () => {
    const expected = { 400: /./, 412: /not verified/, 429: /^Too Many Requests$/, 500: /./ };
    for (const [mode, body] of Object.entries(expected)) {
      const set = await fetch(url('/__mail/mode'), { method: 'POST', body: mode });
      assert.equal(set.status, 200);
      assert.equal(await set.text(), mode);
      const res = await sendMail(mailPayload());
      assert.equal(res.status, Number(mode));
      assert.match(await res.text(), body);
    }
    srv.setMailMode('429'); // same through the API
    const res = await sendMail(mailPayload());
    assert.equal(res.status, 429);
    await res.arrayBuffer();
    assert.deepEqual(await readOutbox(), []);

    const unknown = await fetch(url('/__mail/mode'), { method: 'POST', body: 'teapot' });
    assert.equal(unknown.status, 400);
    await unknown.arrayBuffer();
    assert.throws(() => srv.setMailMode('teapot'), /Unknown mail mode/);
  });

  test('drop destroys the socket: the client sees a network error', async () => {
    srv.setMailMode('drop');
    await assert.rejects(
      sendMail(mailPayload()),
      (err) => err instanceof TypeError && /fetch failed/.test(err.message),
    );
    assert.deepEqual(await readOutbox(), []);
  });

  test('/__mail/requests returns the exact body on the wire', async () => {
    const body = JSON.stringify(
      mailPayload({ template_params: { name: 'Ada', email: 'ada@example.org', message: 'exact "quotes" & ünïcödé' } }),
    );
    const res = await sendMail(body);
    assert.equal(res.status, 200);
    await res.arrayBuffer();
    const recorded = await (await fetch(url('/__mail/requests'))).json();
    assert.equal(recorded.length, 1);
    assert.equal(recorded[0].method, 'POST');
    assert.equal(recorded[0].path, '/api/v1.0/email/send');
    assert.equal(recorded[0].headers['content-type'], 'application/json');
    assert.equal(recorded[0].body, body);
    assert.deepEqual(JSON.parse(recorded[0].body), JSON.parse(body));
  });
});

/** One web-vitals report as the site sends it to /vitals. */
const vitalsReport = (overrides = {}) => ({
  name: 'LCP',
  value: 1234.5,
  rating: 'good',
  id: 'v5-1-2',
  navigationType: 'navigate',
  route: '/books',
  path: '/',
  ...overrides,
});

describe('field measurements (POST /vitals)', () => {
  const report = vitalsReport;
  const post = (body, type = 'text/plain;charset=UTF-8') =>
    fetch(url('/vitals'), {
      method: 'POST',
      headers: { 'Content-Type': type },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  beforeEach(() => rm(vitalsOutbox, { force: true }));

  test('a report, as text or JSON, answers 204 and appends one line per report', async () => {
    const text = await post(report());
    assert.equal(text.status, 204);
    assert.equal(text.headers.get('access-control-allow-origin'), '*');
    const json = await post(report({ name: 'CLS', value: 0.02, route: '/' }), 'application/json');
    assert.equal(json.status, 204);
    const lines = await readOutbox(vitalsOutbox);
    assert.deepEqual(
      lines.map(({ receivedAt, ...rest }) => rest),
      [report(), report({ name: 'CLS', value: 0.02, route: '/' })],
    );
    assert.ok(!Number.isNaN(Date.parse(lines[0].receivedAt)));
  });

  test('malformed reports answer 400 and write nothing', async () => {
    for (const body of [
      '{"name": ',
      '[]',
      report({ name: 'XYZ' }),
      report({ value: 'fast' }),
      report({ value: -1 }),
      report({ rating: 'great' }),
      report({ route: undefined }),
      report({ path: 42 }),
      JSON.stringify(report()).replace('1234.5', '1e400'), // parses to Infinity
      report({ extra: 'x' }),
      report({ toString: 'x' }), // exactly the known keys
      report({ id: 'v5 1\n2' }),
      report({ id: 'x'.repeat(101) }),
      report({ navigationType: 'navigate\x1b[31m' }),
      report({ route: 'books' }),
      report({ route: '/books now' }),
      report({ route: '/books\x1b[2J' }),
      report({ route: '/books\u2028' }),
      report({ route: '/\u202eskoob' }),
      report({ route: `/${'b'.repeat(200)}` }),
      report({ path: 'https://example.org/' }),
      report({ path: '/\n' }),
    ]) {
      const res = await post(body);
      assert.equal(res.status, 400, JSON.stringify(body));
    }
    assert.equal((await post(report(), 'application/x-www-form-urlencoded')).status, 415);
    assert.deepEqual(await readOutbox(vitalsOutbox), []);
  });

  test('a body over 4 KB answers 413, other methods 405', async () => {
    const large = await post(report({ id: 'x'.repeat(5000) }));
    assert.equal(large.status, 413);
    // Refused from its Content-Length at once, or once past the limit when chunked: the rest is never awaited.
    const declared = await postUnfinished(
      '/vitals',
      { 'Content-Type': 'text/plain', 'Content-Length': String(1e9) },
      '{',
    );
    assert.equal(declared.status, 413);
    const chunked = await postUnfinished(
      '/vitals',
      { 'Content-Type': 'text/plain', 'Transfer-Encoding': 'chunked' },
      'x'.repeat(5000),
    );
    assert.equal(chunked.status, 413);
    const get = await fetch(url('/vitals'));
    assert.equal(get.status, 405);
    assert.deepEqual(await readOutbox(vitalsOutbox), []);
  });

  test('the printed line shows a route escaped', () => {
    assert.equal(
      describeReport({ name: 'LCP', value: 1234.4, rating: 'good', route: '/books' }),
      'vitals  LCP 1234 ms good  /books',
    );
    assert.equal(
      describeReport({ name: 'CLS', value: 0.02, rating: 'good', route: '/a\x1b[31m\nb\u2028\u202e' }),
      'vitals  CLS 0.020 good  /a\\x1b[31m\\nb\\u2028\\u202e',
    );
  });
});

describe('server lifecycle', () => {
  test('hang: no answer within 300 ms, and close() still returns promptly', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'serve-hang-'));
    const box = path.join(dir, 'messages.jsonl');
    const hang = await startServer({ root, port: 0, host: '127.0.0.1', outbox: box, quiet: true, mailMode: 'hang' });
    try {
      const send = (signal) =>
        fetch(new URL('/api/v1.0/email/send', hang.url), {
          method: 'POST',
          headers: { 'Content-type': 'application/json' },
          body: JSON.stringify(
            mailPayload({ user_id: 'local-public-key', service_id: 'local_service', template_id: 'local_template' }),
          ),
          signal,
        });
      const t0 = Date.now();
      await assert.rejects(send(AbortSignal.timeout(300)), (err) => err.name === 'TimeoutError');
      assert.ok(Date.now() - t0 >= 290);

      const pending = send(); // left hanging until the server closes
      pending.catch(() => {});
      await new Promise((resolve) => setTimeout(resolve, 50));
      const t1 = Date.now();
      await hang.close();
      assert.ok(Date.now() - t1 < 500, `close() took ${Date.now() - t1} ms`);
      await assert.rejects(pending);
      assert.deepEqual(await readOutbox(box), []);
    } finally {
      await hang.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('test controls are only served when enabled', async () => {
    const plain = await startServer({
      root,
      port: 0,
      host: '127.0.0.1',
      outbox: path.join(tmp, 'unused.jsonl'),
      quiet: true,
    });
    try {
      const res = await fetch(new URL('/__mail/requests', plain.url));
      assert.equal(res.status, 404);
      await res.arrayBuffer();
      const mode = await fetch(new URL('/__mail/mode', plain.url), { method: 'POST', body: 'hang' });
      assert.equal(mode.status, 405);
      await mode.arrayBuffer();
    } finally {
      await plain.close();
    }
  });

  test('CLI refuses to start without a built root', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'serve-empty-'));
    try {
      const { code, stderr } = await runCli({ ROOT: empty, PORT: '0' });
      assert.equal(code, 1);
      assert.match(stderr, /has no index\.html/);
      const dist = await runCli({ PORT: '0' }, empty); // cwd without dist/
      assert.equal(dist.code, 1);
      assert.match(dist.stderr, /dist\/ not built: run npm run build/);
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });

  test('CLI prints where it serves and the mail outbox', async () => {
    const child = spawn(process.execPath, [SERVE_SCRIPT], {
      cwd: tmp,
      env: { ...process.env, ROOT: root, PORT: '0', DEBUG_SERVE: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      let out = '';
      await new Promise((resolve, reject) => {
        child.stdout.on('data', (d) => {
          out += d;
          if (out.includes('Mail outbox:')) resolve();
        });
        child.on('exit', (code) => reject(new Error(`exited with ${code}`)));
      });
      assert.match(out, /^Serving site\/ at http:\/\/127\.0\.0\.1:\d+\/$/m);
      assert.match(out, new RegExp(`^Mail outbox: ${escapeRe(path.join(tmp, '.outbox', 'messages.jsonl'))}$`, 'm'));
      const port = /127\.0\.0\.1:(\d+)/.exec(out)[1];
      const res = await fetch(`http://127.0.0.1:${port}/`);
      assert.equal(res.status, 200);
      await res.arrayBuffer();
    } finally {
      child.kill('SIGTERM');
    }
  });
});

describe('a rebuild under the running server (npm test beside npm start)', () => {
  test('files deleted, rewritten and added while it serves: it answers 200, 404 or 500, and serves the new build after', async () => {
    const site = path.join(tmp, 'rebuilt');
    // As the build does it: the folder removed, every file written anew (other sizes each round), then the copies.
    const build = async (round) => {
      const text = (line) => `${line}\n`.repeat(200 + round * 7);
      await rm(site, { recursive: true, force: true });
      await mkdir(path.join(site, 'embed'), { recursive: true });
      await mkdir(path.join(site, 'chunks'), { recursive: true });
      await copyFile(new URL('../public/_headers', import.meta.url), path.join(site, '_headers'));
      await writeFile(path.join(site, 'index.html'), text(`<p>Build ${round}</p>`));
      await writeFile(path.join(site, '404.html'), text(`<p>Not here, build ${round}</p>`));
      await writeFile(path.join(site, 'embed', 'resize.js'), text(`resize(${round});`));
      await writeFile(path.join(site, 'chunks', `app-${round}.js`), text(`export const build = ${round};`));
      await precompress(site);
    };
    await build(0);
    const cli = await startCli({ ROOT: site });
    let stderr = '';
    cli.child.stderr.on('data', (d) => (stderr += d));
    let exit = null;
    cli.child.on('exit', (code, signal) => (exit = { code, signal }));
    const get = (p, encoding) =>
      new Promise((resolve) => {
        const options = { host: '127.0.0.1', port: cli.port, path: p, agent: false };
        const req = http.get({ ...options, headers: { 'Accept-Encoding': encoding } }, (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
          res.on('error', (err) => resolve({ status: err.code ?? err.message }));
        });
        req.on('error', (err) => resolve({ status: err.code ?? err.message }));
      });
    try {
      const statuses = new Map();
      let building = true;
      const rebuilds = (async () => {
        for (let round = 1; round <= 40; round++) await build(round);
        building = false;
      })();
      const visitor = async (i) => {
        const paths = ['/', '/embed/resize.js', '/chunks/app-0.js', '/404.html', '/index.html'];
        for (let n = i; building && !exit; n++) {
          const { status } = await get(paths[n % paths.length], ['br', 'gzip', 'identity'][n % 3]);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }
      };
      await Promise.all([rebuilds, ...Array.from({ length: 8 }, (_, i) => visitor(i))]);
      const shown = JSON.stringify(Object.fromEntries(statuses));
      assert.equal(exit, null, `the server ended (${JSON.stringify(exit)}) after ${shown}:\n${stderr}`);
      assert.deepEqual(
        [...statuses.keys()].filter((status) => ![200, 404, 500].includes(status)),
        [],
        `${shown}\n${stderr}`,
      );
      assert.ok(statuses.get(200) > 0, shown);
      // One line for each file that went missing or changed between its lookup and its read.
      for (const line of stderr.split('\n').filter(Boolean))
        assert.match(line, /^serve: \/\S* changed while being read \((ENOENT|CHANGED)\): (404|500)$/);

      // The last build, as written: its new files, their new sizes, its own 404 page; an earlier build's chunk is gone.
      for (const encoding of ['br', 'gzip', 'identity']) {
        for (const [p, line] of [
          ['/', '<p>Build 40</p>'],
          ['/embed/resize.js', 'resize(40);'],
          ['/chunks/app-40.js', 'export const build = 40;'],
        ]) {
          const res = await get(p, encoding);
          assert.equal(res.status, 200, `${p} ${encoding}`);
          const coding = res.headers['content-encoding'];
          const body =
            coding === 'br'
              ? zlib.brotliDecompressSync(res.body)
              : coding === 'gzip'
                ? zlib.gunzipSync(res.body)
                : res.body;
          assert.equal(body.toString(), `${line}\n`.repeat(200 + 40 * 7), `${p} ${encoding}`);
        }
        const gone = await get('/chunks/app-0.js', encoding);
        assert.equal(gone.status, 404);
        assert.match(gone.body.toString(), /Not here, build 40/);
      }
      assert.equal(exit, null);
    } finally {
      cli.child.kill('SIGTERM');
    }
  });
});

/** `node scripts/servers/serve.mjs` on a free port, once it printed its outboxes; `out()` is its stdout so far. */
async function startCli(env) {
  const child = spawn(process.execPath, [SERVE_SCRIPT], {
    cwd: tmp,
    env: {
      ...process.env,
      ROOT: root,
      PORT: '0',
      HOST: '',
      DEBUG_SERVE: '',
      EMAILJS_PUBLIC_KEY: '',
      EMAILJS_SERVICE_ID: '',
      EMAILJS_TEMPLATE_ID: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  await new Promise((resolve, reject) => {
    child.stdout.on('data', () => out.includes('Vitals outbox:') && resolve());
    child.on('exit', (code) => reject(new Error(`exited with ${code}`)));
  });
  const port = Number(/^Serving .* at http:\/\/[^/]*:(\d+)\/$/m.exec(out)[1]);
  return { child, port, out: () => out };
}

/** Whether a TCP connection to host:port is accepted. */
function canConnect(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.on('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

function runCli(env, cwd = tmp) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [SERVE_SCRIPT], {
      cwd,
      env: { ...process.env, ROOT: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    child.on('exit', (code) => resolve({ code, stderr }));
  });
}

describe("the local servers are this computer's only, and print what visitors sent escaped", () => {
  test('startServer listens on 127.0.0.1 unless told otherwise', async () => {
    const plain = await startServer({ root, port: 0, outbox: path.join(tmp, 'unused.jsonl'), quiet: true });
    try {
      assert.equal(plain.server.address().address, '127.0.0.1');
      assert.match(plain.url, /^http:\/\/127\.0\.0\.1:\d+\/$/);
    } finally {
      await plain.close();
    }
  });

  test('npm start (the CLI) listens on 127.0.0.1 only; HOST=0.0.0.0 opens it', async () => {
    // Other addresses of this computer stand in for the network: 127.0.0.2 (all of 127/8 is loopback on Linux) and ::1.
    const local = await startCli({});
    try {
      assert.equal(await canConnect('127.0.0.1', local.port), true);
      assert.equal(await canConnect('127.0.0.2', local.port), false);
      assert.equal(await canConnect('::1', local.port), false);
    } finally {
      local.child.kill('SIGTERM');
    }
    const open = await startCli({ HOST: '0.0.0.0' });
    try {
      assert.equal(await canConnect('127.0.0.2', open.port), true);
    } finally {
      open.child.kill('SIGTERM');
    }
  });

  test('printable() escapes controls, line breaks and bidi characters, and leaves the rest', () => {
    assert.equal(
      printable('a\x00\x07\x1b[31m\t\r\n\x7f\x85\x9b\u2028\u2029\u202a\u202e\u2066\u2069\u200f\u061c z'),
      'a\\x00\\x07\\x1b[31m\\t\\r\\n\\x7f\\x85\\x9b\\u2028\\u2029\\u202a\\u202e\\u2066\\u2069\\u200f\\u061c z',
    );
    assert.equal(printable('Zoë, 日本, 😀, C:\\x, <a@b.org>'), 'Zoë, 日本, 😀, C:\\x, <a@b.org>');
  });

  test("the terminal line of a mail shows the visitor's name, address and message escaped", async () => {
    const cli = await startCli({});
    try {
      const res = await fetch(`http://127.0.0.1:${cli.port}/api/v1.0/email/send`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(
          mailPayload({
            user_id: 'local-public-key',
            service_id: 'local_service',
            template_id: 'local_template',
            template_params: {
              name: 'Ada\x1b[31m\nRed',
              email: 'ada\u2028@example.org',
              message: 'Hi\r\n\u202eevil\x9b2J',
            },
          }),
        ),
      });
      assert.equal(res.status, 200, await res.text());
      for (let i = 0; i < 50 && !cli.out().includes('mail from'); i++)
        await new Promise((resolve) => setTimeout(resolve, 20));
      const line = cli
        .out()
        .split('\n')
        .find((l) => l.includes('mail from'));
      assert.equal(line, '✉  mail from Ada\\x1b[31m\\nRed <ada\\u2028@example.org>: Hi\\r\\n\\u202eevil\\x9b2J');
      // eslint-disable-next-line no-control-regex -- the escape characters must not reach the terminal
      assert.doesNotMatch(cli.out(), /[\x1b\x9b\u2028\u202e]/);
    } finally {
      cli.child.kill('SIGTERM');
    }
  });

  test('npm start keeps vitals reports in their outbox and prints them only with VITALS_LOG=1, so a mail line stands out', async () => {
    const report = JSON.stringify(vitalsReport());
    const send = (port) =>
      fetch(`http://127.0.0.1:${port}/vitals`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body: report,
      });
    const outbox = path.join(tmp, '.outbox', 'vitals.jsonl');
    await rm(outbox, { force: true });
    const quietCli = await startCli({ VITALS_LOG: '' });
    try {
      assert.match(quietCli.out(), /^Vitals outbox: .*vitals\.jsonl \(VITALS_LOG=1 prints each report\)$/m);
      for (let i = 0; i < 5; i++) assert.equal((await send(quietCli.port)).status, 204);
      await new Promise((resolve) => setTimeout(resolve, 100));
      assert.doesNotMatch(quietCli.out(), /vitals {2}LCP/);
      assert.equal((await readOutbox(outbox)).length, 5, 'every report is kept');
    } finally {
      quietCli.child.kill('SIGTERM');
    }
    const loud = await startCli({ VITALS_LOG: '1' });
    try {
      assert.equal((await send(loud.port)).status, 204);
      for (let i = 0; i < 50 && !loud.out().includes('vitals  LCP'); i++)
        await new Promise((resolve) => setTimeout(resolve, 20));
      assert.match(loud.out(), /^vitals {2}LCP 1235 ms good {2}\/books$/m);
    } finally {
      loud.child.kill('SIGTERM');
    }
  });

  test('the DEBUG_SERVE request log shows the URL escaped', async () => {
    // Node's parser refuses such characters in a request line: a handler stands in for one that let them through.
    const spoof = (req, res) => {
      if (req.url !== '/spoof') return false;
      req.url = '/a\x1b[2J\nb\u202e';
      res.end('ok');
      return true;
    };
    const lines = [];
    const { error } = console;
    const debugBefore = process.env.DEBUG_SERVE;
    const logged = await startServer({
      root,
      port: 0,
      outbox: path.join(tmp, 'unused.jsonl'),
      quiet: true,
      handlers: [spoof],
    });
    try {
      process.env.DEBUG_SERVE = '1';
      console.error = (...args) => lines.push(args.join(' '));
      await (await fetch(new URL('/spoof', logged.url))).arrayBuffer();
      for (let i = 0; i < 50 && !lines.length; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      console.error = error;
      if (debugBefore === undefined) delete process.env.DEBUG_SERVE;
      else process.env.DEBUG_SERVE = debugBefore;
      await logged.close();
    }
    assert.equal(lines.length, 1, lines.join('\n'));
    assert.match(lines[0], /^\[serve\] GET \/a\\x1b\[2J\\nb\\u202e 200 \d+ms$/);
  });
});

function escapeRe(s) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
