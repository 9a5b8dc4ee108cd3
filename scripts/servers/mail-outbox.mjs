// Local stand-in for the EmailJS REST API (https://api.emailjs.com).
//
// Point the @emailjs/browser SDK at the dev server (`origin: 'http://localhost:8080'`)
// and messages sent by the contact form are appended to an outbox file instead of
// being mailed. The endpoint validates requests the way the real service does and
// can be switched into failure modes so the form's error handling can be tested.
//
//   POST /api/v1.0/email/send        JSON  { lib_version, user_id, service_id, template_id, template_params, accessToken? }
//
// It takes what the contact form sends and nothing else: JSON only (415 otherwise; the SDK's multipart send-form is
// not served), template_params name, email and message within the form's own LIMITS (400), at most 64 KB (413, from
// Content-Length before reading the body). What it prints, a visitor wrote: escaped by printable().
//
// Test controls (only with `testControls: true`):
//   (with ?lane: the calling browser's own mode and requests, see laneOf)
//   POST   /__mail/mode       body = ok | 400 | 412 | 429 | 500 | hang | drop
//   GET    /__mail/mode       current mode
//   GET    /__mail/requests   last 50 requests to the mail API: [{ method, path, headers, body, receivedAt }]
//   DELETE /__mail/requests   forget them
//
import path from 'node:path';
import { parseJsonRequest, validate } from './mail-request.mjs';
import { declaresTooLarge, jsonLinesWriter, printable, readBody } from './outbox-file.mjs';

export const MAIL_API_PREFIX = '/api/v1.0/email/';
export const MAIL_CONTROL_PREFIX = '/__mail/';
export const MAIL_MODES = Object.freeze(['ok', '400', '412', '429', '500', 'hang', 'drop']);
export const DEFAULT_MAIL_CONFIG = Object.freeze({
  publicKey: 'local-public-key',
  serviceId: 'local_service',
  templateId: 'local_template',
});
export const DEFAULT_OUTBOX = '.outbox/messages.jsonl';

const BODY_LIMIT = 64 * 1024;
const TOO_LARGE = 'The request body is too large (limit 64 KB)';
const JSON_TYPE = /^\s*application\/json\s*(;|$)/i;
// A refusal before the body is read closes the connection after the answer: the body is never received.
const CLOSE = { Connection: 'close' };
const MAX_RECORDED = 50;

// Bodies answered in the simulated failure modes.
const MODE_RESPONSES = {
  400: 'The parameters are invalid',
  412: 'The account is not verified',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

/** Throws unless `mode` is one of MAIL_MODES; returns it normalised to a string. */
export function checkMailMode(mode) {
  const m = String(mode).trim();
  if (!MAIL_MODES.includes(m)) {
    throw new Error(`Unknown mail mode "${mode}" (expected one of ${MAIL_MODES.join(', ')})`);
  }
  return m;
}

/**
 * Creates the request handler for the mail API.
 *
 * @param {object} [options]
 * @param {string} [options.outbox] JSON-lines file messages are appended to
 *   (default `.outbox/messages.jsonl` relative to the current directory).
 * @param {string} [options.mode] initial mode, see MAIL_MODES (default 'ok').
 * @param {boolean} [options.quiet] do not print a line per received message.
 * @param {{publicKey?: string, serviceId?: string|string[], templateId?: string|string[]}} [options.config]
 *   accepted credentials; defaults in DEFAULT_MAIL_CONFIG.
 * @param {boolean} [options.testControls] serve the /__mail/* routes.
 * @returns {((req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => boolean) & {
 *   outbox: string, setMode(mode: string): void, getMode(): string,
 *   readonly requests: object[], clearRequests(): void }}
 *   The handler returns false (and does nothing) for URLs outside the mail API and
 *   the test controls, true when it took the request.
 */
export function createMailHandler({ outbox, mode = 'ok', quiet = false, config, testControls = false } = {}) {
  const outboxPath = path.resolve(outbox ?? DEFAULT_OUTBOX);
  const cfg = { ...DEFAULT_MAIL_CONFIG, ...stripUndefined(config ?? {}) };
  // A lane: a mode, its requests left hanging, and the requests recorded. The requests left unanswered in 'hang'
  // mode are dropped when the mode changes, so a browser never keeps their connections open into the next test (they
  // would count against its few connections per host).
  const newLane = (laneMode) => ({ mode: checkMailMode(laneMode), hanging: new Set(), recorded: [] });
  const main = newLane(mode);
  // A browser that drives the test controls with ?lane gets a lane of its own, told apart by its User-Agent: the
  // component tests run in three browsers at once against one server, and must not see each other's modes and
  // messages. Everything else (the handler's own methods below, controls without ?lane) uses the main lane.
  const lanes = new Map();
  const laneOf = (req, driving = false) => {
    const agent = req.headers['user-agent'] ?? '';
    if (driving && !lanes.has(agent)) lanes.set(agent, newLane(main.mode));
    return lanes.get(agent) ?? main;
  };
  const setMode = (lane, next) => {
    lane.mode = checkMailMode(next);
    for (const socket of lane.hanging) socket.destroy();
    lane.hanging.clear();
  };
  const writeToOutbox = jsonLinesWriter(outboxPath);

  function handle(req, res) {
    const pathname = (req.url ?? '/').split(/[?#]/, 1)[0];
    if (pathname.startsWith(MAIL_API_PREFIX)) {
      handleApi(req, res, pathname).catch((err) => fail(res, err));
      return true;
    }
    if (testControls && pathname.startsWith(MAIL_CONTROL_PREFIX)) {
      handleControls(req, res, pathname).catch((err) => fail(res, err));
      return true;
    }
    return false;
  }

  async function handleApi(req, res, pathname) {
    setCors(res);
    const lane = laneOf(req);
    const endpoint = pathname.slice(MAIL_API_PREFIX.length);

    if (req.method === 'OPTIONS') {
      record(req, '');
      req.resume();
      res.writeHead(204, {
        'Access-Control-Allow-Methods': 'GET, HEAD, POST, OPTIONS',
        'Access-Control-Allow-Headers': 'Content-Type',
        'Access-Control-Max-Age': '600',
      });
      res.end();
      return;
    }
    if (req.method === 'POST' && !JSON_TYPE.test(req.headers['content-type'] ?? '')) {
      record(req, '');
      return text(res, 415, 'Only JSON is accepted (Content-Type: application/json)', CLOSE);
    }
    if (endpoint !== 'send') {
      req.resume();
      return text(res, 404, 'Not Found');
    }
    if (req.method !== 'POST') {
      req.resume();
      res.setHeader('Allow', 'POST, OPTIONS');
      return text(res, 405, 'Method Not Allowed');
    }
    if (declaresTooLarge(req, BODY_LIMIT)) {
      record(req, '', true);
      return text(res, 413, TOO_LARGE, CLOSE);
    }

    const { body, tooLarge } = await readBody(req, BODY_LIMIT); // a chunked body has no Content-Length
    record(req, body.toString('utf8'), tooLarge);
    if (tooLarge) return text(res, 413, TOO_LARGE, CLOSE);

    // Simulated failures come before validation: the form under test sends valid requests.
    if (lane.mode === 'hang') {
      lane.hanging.add(req.socket); // never answered; a mode change or close() of the server ends it
      req.socket.once('close', () => lane.hanging.delete(req.socket));
      return;
    }
    if (lane.mode === 'drop') {
      req.socket.destroy();
      return;
    }
    if (lane.mode !== 'ok') return text(res, Number(lane.mode), MODE_RESPONSES[lane.mode]);

    const parsed = parseJsonRequest(body);
    if (parsed.error) return text(res, 400, parsed.error);
    const error = validate(parsed.params, cfg);
    if (error) return text(res, error.status, error.message);

    const { service_id, template_id, template_params } = parsed.params;
    const entry = { receivedAt: new Date().toISOString(), service_id, template_id, template_params };
    await writeToOutbox(entry);
    if (!quiet) console.log(describe(template_params));
    text(res, 200, 'OK');
  }

  async function handleControls(req, res, pathname) {
    const route = pathname.slice(MAIL_CONTROL_PREFIX.length);
    const lane = laneOf(req, /[?&]lane\b/.test(req.url ?? ''));
    setCors(res); // tests in a browser page on another origin drive these routes
    if (req.method === 'OPTIONS') {
      req.resume();
      res.writeHead(204, {
        'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',
        'Access-Control-Allow-Headers': 'Content-Type',
      });
      return res.end();
    }
    if (route === 'mode' && (req.method === 'GET' || req.method === 'HEAD')) {
      req.resume();
      return text(res, 200, lane.mode);
    }
    if (route === 'mode' && req.method === 'POST') {
      const { body } = await readBody(req, 1024);
      try {
        setMode(lane, body.toString('utf8'));
      } catch (err) {
        return text(res, 400, err.message);
      }
      return text(res, 200, lane.mode);
    }
    if (route === 'requests' && (req.method === 'GET' || req.method === 'HEAD')) {
      req.resume();
      const json = JSON.stringify(lane.recorded, null, 2);
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      return res.end(req.method === 'HEAD' ? undefined : json);
    }
    if (route === 'requests' && req.method === 'DELETE') {
      req.resume();
      lane.recorded.length = 0;
      res.writeHead(204);
      return res.end();
    }
    req.resume();
    return text(
      res,
      route === 'mode' || route === 'requests' ? 405 : 404,
      route === 'mode' || route === 'requests' ? 'Method Not Allowed' : 'Not Found',
    );
  }

  function record(req, body, truncated = false) {
    const { recorded } = laneOf(req);
    recorded.push({
      method: req.method,
      path: req.url,
      headers: { ...req.headers },
      body,
      ...(truncated ? { truncated: true } : {}),
      receivedAt: new Date().toISOString(),
    });
    if (recorded.length > MAX_RECORDED) recorded.splice(0, recorded.length - MAX_RECORDED);
  }

  return Object.assign(handle, {
    outbox: outboxPath,
    setMode(next) {
      setMode(main, next);
    },
    getMode: () => main.mode,
    get requests() {
      return main.recorded.slice();
    },
    clearRequests() {
      main.recorded.length = 0;
    },
  });
}

// ---------------------------------------------------------------------------

function setCors(res) {
  res.setHeader('Access-Control-Allow-Origin', '*');
}

function text(res, status, body, headers = {}) {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(body);
}

function fail(res, err) {
  if (process.env.DEBUG_SERVE) console.error('mail handler error:', err);
  if (!res.headersSent && !res.destroyed) text(res, 500, 'Internal Server Error');
  else res.destroy();
}

function stripUndefined(obj) {
  return Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== undefined));
}

/** One console line per message: `✉  mail from Ada <ada@example.org>: Hello…`, what the visitor wrote escaped. */
function describe({ name, email, message }) {
  const chars = [...message.trim()];
  const excerpt = chars.length > 60 ? chars.slice(0, 60).join('') + '…' : chars.join('');
  return printable(`✉  mail from ${name.trim()} <${email.trim()}>: ${excerpt}`);
}
