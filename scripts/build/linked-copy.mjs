// Thousands of pictures go unchanged into every build (ten thousand files at ten times the content): hard links to
// the encoded files take no time and no room, where copies took seconds. No step writes into a picture once encoded
// (images.mjs makes each file once, under a new name for new bytes, and lays its folder out anew at every build), so
// a link never shows another picture than the one it was made for.
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
