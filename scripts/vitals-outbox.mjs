// POST /vitals: field measurements sent by the site (src/core/vitals.ts) with navigator.sendBeacon, one metric per
// request. Each valid report is appended as a JSON line to an outbox file and, unless quiet, printed in one line.

import path from 'node:path';
import { jsonLinesWriter, readBody } from './outbox-file.mjs';

export const VITALS_PATH = '/vitals';
export const DEFAULT_VITALS_OUTBOX = '.outbox/vitals.jsonl';
export const VITALS_BODY_LIMIT = 4 * 1024; // a report is ~250 bytes
const METRICS = ['LCP', 'CLS', 'INP', 'FCP', 'TTFB'];
const RATINGS = ['good', 'needs-improvement', 'poor'];
// sendBeacon sends a string as text/plain and a Blob with its own type: allow both.
const TYPES = /^(text\/plain|application\/json)\s*(;|$)/i;

/** The report if `body` is one, else null. Only the known fields are kept: nothing else reaches the file. */
export function parseReport(body) {
  let data;
  try {
    data = JSON.parse(body);
  } catch {
    return null;
  }
  if (!data || typeof data !== 'object') return null;
  const { name, value, rating, id, navigationType, route, path: page } = data;
  const strings = [id, navigationType, route, page];
  if (!METRICS.includes(name) || !Number.isFinite(value) || value < 0 || !RATINGS.includes(rating)) return null;
  if (strings.some((s) => typeof s !== 'string' || s.length > 500)) return null;
  return { name, value, rating, id, navigationType, route, path: page };
}

/** `vitals  LCP 1234 ms good  /books` (CLS has no unit). */
export function describeReport({ name, value, rating, route }) {
  const figure = name === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`;
  return `vitals  ${name} ${figure} ${rating}  ${route}`;
}

/**
 * The handler for POST /vitals; returns false for any other request.
 * @param {{ outbox?: string, quiet?: boolean }} [options]
 */
export function createVitalsHandler({ outbox = DEFAULT_VITALS_OUTBOX, quiet = false } = {}) {
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
    if (Number(req.headers['content-length']) > VITALS_BODY_LIMIT) {
      req.resume();
      answer(res, 413);
      return true;
    }
    // A chunked body has no Content-Length to refuse it early: the limit is checked while reading.
    readBody(req, VITALS_BODY_LIMIT).then(async ({ body, tooLarge }) => {
      if (tooLarge) return answer(res, 413);
      const report = parseReport(body.toString('utf8'));
      if (!report) return answer(res, 400);
      await append({ receivedAt: new Date().toISOString(), ...report });
      if (!quiet) console.log(describeReport(report));
      answer(res, 204);
    }).catch((err) => {
      if (!res.headersSent) answer(res, 500);
      if (process.env.DEBUG_SERVE) console.error('vitals handler error:', err);
    });
    return true;
  };
  handler.outbox = file;
  return handler;
}

function answer(res, status, headers = {}) {
  res.writeHead(status, { 'Cache-Control': 'no-store', ...headers }).end();
}
