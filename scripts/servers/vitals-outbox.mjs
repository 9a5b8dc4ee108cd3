// POST /vitals: field measurements sent by the site (src/core/vitals.ts) with navigator.sendBeacon, one metric per
// request. Each valid report is appended as a JSON line to an outbox file; printed in one line only when asked (log),
// since a visit sends five and they would bury the terminal's other lines (a received mail).
// Anyone can post here: only a report with exactly the fields the site sends, each of the expected shape, is taken.

import path from 'node:path';
import { declaresTooLarge, jsonLinesWriter, printable, readBody } from './outbox-file.mjs';

export const VITALS_PATH = '/vitals';
export const DEFAULT_VITALS_OUTBOX = '.outbox/vitals.jsonl';
export const VITALS_BODY_LIMIT = 4 * 1024; // a report is ~250 bytes
const METRICS = ['LCP', 'CLS', 'INP', 'FCP', 'TTFB'];
const RATINGS = ['good', 'needs-improvement', 'poor'];
// sendBeacon sends a string as text/plain and a Blob with its own type: allow both.
const TYPES = /^(text\/plain|application\/json)\s*(;|$)/i;
// A path (the hash route, location.pathname): from `/`, without spaces, line breaks, controls or invisible formatting.
const PATH = /^\/[^\s\p{C}]{0,199}$/u;
// Each field of a report (src/core/vitals/web-vitals-report.ts) and what it may hold.
const FIELDS = {
  name: (v) => METRICS.includes(v),
  value: (v) => Number.isFinite(v) && v >= 0,
  rating: (v) => RATINGS.includes(v),
  id: (v) => typeof v === 'string' && /^[\w.-]{1,100}$/.test(v), // web-vitals: v5-1712345678901-1234567890123
  navigationType: (v) => typeof v === 'string' && /^[a-z-]{1,40}$/.test(v), // navigate, back-forward-cache…
  route: (v) => typeof v === 'string' && PATH.test(v),
  path: (v) => typeof v === 'string' && PATH.test(v),
};

/** The report if `body` is one (exactly the known fields, each valid), else null. */
export function parseReport(body) {
  let data;
  try {
    data = JSON.parse(body);
  } catch {
    return null;
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
  const keys = Object.keys(data);
  if (
    keys.length !== Object.keys(FIELDS).length ||
    !keys.every((key) => Object.hasOwn(FIELDS, key) && FIELDS[key](data[key]))
  )
    return null;
  const { name, value, rating, id, navigationType, route, path: page } = data;
  return { name, value, rating, id, navigationType, route, path: page };
}

/** `vitals  LCP 1234 ms good  /books` (CLS has no unit); the route escaped, as a visitor could send any. */
export function describeReport({ name, value, rating, route }) {
  const figure = name === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`;
  return printable(`vitals  ${name} ${figure} ${rating}  ${route}`);
}

/**
 * The handler for POST /vitals; returns false for any other request.
 * @param {{ outbox?: string, log?: boolean }} [options] log: print a line per report.
 */
export function createVitalsHandler({ outbox = DEFAULT_VITALS_OUTBOX, log = false } = {}) {
  const file = path.resolve(outbox);
  const append = jsonLinesWriter(file);

  const handler = (req, res) => {
    if (req.url.split('?', 1)[0] !== VITALS_PATH || req.method === 'OPTIONS') return false;
    if (req.method !== 'POST') {
      req.resume();
      answer(res, 405, { Allow: 'POST, OPTIONS' });
      return true;
    }
    if (!TYPES.test(req.headers['content-type'] ?? '')) {
      req.resume();
      answer(res, 415);
      return true;
    }
    // Too large: refused unread (from Content-Length) or once past the limit (chunked), then the connection closes.
    if (declaresTooLarge(req, VITALS_BODY_LIMIT)) {
      answer(res, 413, CLOSE);
      return true;
    }
    readBody(req, VITALS_BODY_LIMIT)
      .then(async ({ body, tooLarge }) => {
        if (tooLarge) return answer(res, 413, CLOSE);
        const report = parseReport(body.toString('utf8'));
        if (!report) return answer(res, 400);
        await append({ receivedAt: new Date().toISOString(), ...report });
        if (log) console.log(describeReport(report));
        answer(res, 204);
      })
      .catch((err) => {
        if (!res.headersSent) answer(res, 500);
        if (process.env.DEBUG_SERVE) console.error('vitals handler error:', err);
      });
    return true;
  };
  handler.outbox = file;
  handler.log = log;
  return handler;
}

const CLOSE = { Connection: 'close' };

function answer(res, status, headers = {}) {
  res.writeHead(status, { 'Cache-Control': 'no-store', ...headers }).end();
}
