// What the local endpoints beside the static files share (mail-outbox.mjs, vitals-outbox.mjs): reading a request
// body with a size limit, and appending JSON lines to an outbox file.

import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';

/** Reads the request body; past `limit` bytes it keeps draining but stops storing. */
export function readBody(req, limit) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > limit) {
        if (!tooLarge) {
          tooLarge = true;
          const kept = limit - (size - chunk.length);
          if (kept > 0) chunks.push(chunk.subarray(0, kept));
        }
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve({ body: Buffer.concat(chunks), tooLarge }));
    req.on('error', reject);
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
