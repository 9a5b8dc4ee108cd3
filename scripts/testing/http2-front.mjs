// HTTP/2 over TLS in front of the local server, for `npm run bench` (`--http1` goes without): the hosts serve the site
// over HTTP/2, and Lighthouse's simulation models what the server spoke (one shared connection for HTTP/2; for
// HTTP/1.1 up to six per host, each new one paying its handshake). A throwaway self-signed certificate (openssl), so Chromium runs with
// --ignore-certificate-errors. Listens on 127.0.0.1 only.

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';

// Connection-level headers, which HTTP/2 forbids.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

function selfSigned() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-tls-'));
  const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
  const args = ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'];
  const result = spawnSync('openssl', [
    ...args,
    '-addext',
    'subjectAltName=IP:127.0.0.1',
    '-keyout',
    key,
    '-out',
    cert,
  ]);
  if (result.status !== 0) throw new Error(`openssl could not make a certificate: ${result.stderr}`);
  const pair = { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
  fs.rmSync(dir, { recursive: true, force: true });
  return pair;
}

/** Serves what `siteUrl` serves over HTTP/2 (TLS); resolves to { url, close }. */
export async function http2Front(siteUrl) {
  const target = new URL(siteUrl);
  const agent = new http.Agent({ keepAlive: true });
  const server = http2.createSecureServer({ ...selfSigned(), allowHTTP1: true }, (req, res) => {
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !name.startsWith(':')));
    const request = { host: target.hostname, port: target.port, method: req.method, path: req.url, agent };
    const upstream = http.request({ ...request, headers: { ...headers, host: target.host } }, (answer) => {
      const kept = Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name));
      res.writeHead(answer.statusCode, Object.fromEntries(kept));
      answer.pipe(res);
    });
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `https://127.0.0.1:${server.address().port}/`,
    close: () => new Promise((resolve) => server.close(() => (agent.destroy(), resolve()))),
  };
}
