// A slow network in front of a local server, the same for every engine: Chromium can throttle itself, Firefox and
// WebKit cannot through their automation. Each request waits one round trip, and the answers share one downlink.
import http from 'node:http';

/** Lighthouse's mobile "slow 4G", as DevTools applies it (its round trip and downlink, with their adjustments). */
export const SLOW_4G = Object.freeze({ latencyMs: 562.5, downloadKbps: 1474.56 });

/** Starts a proxy on 127.0.0.1 to `target` (a local server's URL); returns its URL and close(). */
export async function slowNetwork(target, { latencyMs, downloadKbps } = SLOW_4G) {
  const upstream = new URL(target);
  let linkFreeAt = 0; // when the shared downlink has sent what it was given so far
  const delayFor = (bytes) => {
    const now = Date.now();
    linkFreeAt = Math.max(now, linkFreeAt) + (bytes * 8) / downloadKbps;
    return linkFreeAt - now;
  };
  const server = http.createServer((req, res) => {
    setTimeout(() => {
      const forward = http.request(
        { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          // Each chunk leaves when the downlink has sent it; the answer ends after its last chunk has left.
          let sent = Promise.resolve();
          answer.on('data', (chunk) => {
            const leaves = delayFor(chunk.length);
            sent = sent.then(() => new Promise((resolve) => setTimeout(() => (res.write(chunk), resolve()), leaves)));
          });
          answer.on('end', () => sent.then(() => res.end()));
        },
      );
      forward.on('error', () => res.destroy());
      req.pipe(forward);
    }, latencyMs);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(resolve))),
  };
}
