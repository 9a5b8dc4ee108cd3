// What the local servers share (serve.mjs, mail-outbox.mjs, vitals-outbox.mjs): reading a request body with a size
// limit, appending JSON lines to an outbox file, and showing what a visitor sent in the terminal.

import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * Reads the request body. Past `limit` bytes it stops reading and resolves with `tooLarge`: the caller answers 413
 * and closes the connection, so a chunked body without end is not read forever.
 */
export function readBody(req, limit) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    const onData = (chunk) => {
      size += chunk.length;
      if (size <= limit) return chunks.push(chunk);
      req.off('data', onData).pause();
      resolve({ body: Buffer.concat(chunks), tooLarge: true });
    };
    req.on('data', onData);
    req.on('end', () => resolve({ body: Buffer.concat(chunks), tooLarge: false }));
    req.on('error', reject);
  });
}

/** Whether the request's Content-Length is over `limit`: such a body is refused unread. */
export function declaresTooLarge(req, limit) {
  return Number(req.headers['content-length']) > limit;
}

// Characters a terminal acts on or that break a line or reorder its text: C0, DEL, C1, U+2028/U+2029, and the bidi
// marks, embeddings, overrides and isolates.
// eslint-disable-next-line no-control-regex -- control characters are what this escapes
const UNPRINTABLE = /[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
const SHORT_ESCAPES = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** `text` safe to print in a terminal line: those characters escaped (`\x1b`, `\n`, `\u2028`), the rest as is. */
export function printable(text) {
  return String(text).replace(UNPRINTABLE, (char) => {
    const code = char.charCodeAt(0);
    return (
      SHORT_ESCAPES[char] ??
      (code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`)
    );
  });
}

/** Appends one JSON line per call to `file`, one write at a time so lines stay whole; a failed write does not block the next. */
export function jsonLinesWriter(file) {
  let queue = Promise.resolve();
  return (entry) => {
    const line = `${JSON.stringify(entry)}\n`;
    const write = queue.then(async () => {
      await mkdir(path.dirname(file), { recursive: true });
      await appendFile(file, line, 'utf8');
    });
    queue = write.catch(() => {});
    return write;
  };
}
