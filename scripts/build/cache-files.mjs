// The build's caches under .cache/ (minified chunks, rendered pages, compressed copies): files named by a hash of
// everything that shapes what they hold, never by dates, each checked as it is read, so that a damaged or half-written
// file is made anew and never reaches the site.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const sha256 = (...parts) => parts.reduce((hash, part) => hash.update(part), createHash('sha256')).digest('hex');

/**
 * A cached file is its text's hash, a line break, then its text: a damaged one does not match and is made anew, as
 * is one that is missing.
 */
export function readChecked(file) {
  try {
    const stored = fs.readFileSync(file, 'utf8');
    const line = stored.indexOf('\n');
    const text = stored.slice(line + 1);
    return line === 64 && stored.slice(0, 64) === sha256(text) ? text : undefined;
  } catch {
    return undefined;
  }
}

/** Writes `text` where readChecked finds it, whole or not at all (a build stopped mid-write leaves no half file). */
export function writeChecked(file, text) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(partial, `${sha256(text)}\n${text}`);
  fs.renameSync(partial, file);
}

/** Removes the files under `dir` this build did not use (`used`: paths relative to it). */
export function keepOnly(dir, used) {
  for (const entry of fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }) : []) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isFile() && !used.has(path.relative(dir, file))) fs.rmSync(file, { force: true });
  }
}
