// Thousands of pictures go unchanged from the cache into every build (ten thousand files at ten times the content):
// hard links take no time and no room, where copies took seconds. Nothing writes into an encoded file once made
// (new bytes get a new name, and images.mjs lays its folder out anew at every build), so a link never shows other
// bytes than those it was made for.
import fs from 'node:fs';
import path from 'node:path';

/** `from` at `to`, as fs.copyFileSync would, but a hard link where the file system allows one. */
export function linkFile(from, to) {
  try {
    fs.linkSync(from, to);
  } catch (error) {
    if (error.code === 'EEXIST') fs.rmSync(to);
    fs.copyFileSync(from, to); // another disk, or a file system without links
  }
}

/** The folder `from` laid out at `to`, as fs.cpSync(from, to, { recursive: true }), each file by linkFile. */
export function linkTree(from, to) {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) linkTree(source, target);
    else linkFile(source, target);
  }
}
