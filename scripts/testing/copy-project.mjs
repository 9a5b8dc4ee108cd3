// A copy of the project in a temporary folder, for tests that change its files (the editor's journeys, the edited
// content's run): the checkout's own files are never written.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The project's files as they are in the working tree (tracked, and new ones not ignored), node_modules linked;
 * with `encodedPictures`, the pictures' encoded files too (.cache/images/encoded, and the PDFs' print pictures in
 * .cache/pdf/pictures), so that the copy's first build encodes none that the checkout has encoded already. Copied, not
 * linked: a build prunes its cache to its own pictures.
 */
export function copyProject(prefix, { encodedPictures = false } = {}) {
  const dir = fs.mkdtempSync(path.join(tmpdir(), prefix));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    encoding: 'utf8',
  })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    // Deleted in the working tree; or node_modules as a symlink (a worktree's), which .gitignore's `node_modules/` misses.
    if (!fs.existsSync(file) || file === 'node_modules') continue;
    fs.mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
    fs.copyFileSync(file, path.join(dir, file));
  }
  fs.symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'), 'dir');
  for (const encoded of ['.cache/images/encoded', '.cache/pdf/pictures'])
    if (encodedPictures && fs.existsSync(encoded))
      fs.cpSync(fs.realpathSync(encoded), path.join(dir, encoded), { recursive: true });
  return dir;
}
