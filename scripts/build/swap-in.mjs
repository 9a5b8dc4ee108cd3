// A build writes into a folder beside the site's (dist.tmp-<pid>, same disk) and swaps it in only once every step has
// succeeded: a build that fails at any step, or is stopped, leaves the last good site as it was, served.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// Where the replaced sites go to be deleted once the build is over.
const TRASH = '.cache/trash';

const ours = (out, kind, pid = process.pid) => `${out}.${kind}-${pid}`;

/** Whether the process `pid` still runs. */
function running(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/**
 * The folder this build writes into instead of `out`. Removes what stopped builds left beside `out`, and what this one
 * wrote, whenever it ends without swapping it in (a failed step ends the process; so does Ctrl-C).
 */
export function stagingFor(out) {
  const dir = path.dirname(out);
  const left = new RegExp(`^${path.basename(out).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.(tmp|old)-(\\d+)$`);
  for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    const pid = Number(name.match(left)?.[2]);
    if (pid && !running(pid)) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
  }
  const staging = ours(out, 'tmp');
  const remove = () => fs.rmSync(staging, { recursive: true, force: true });
  process.once('exit', remove);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
    process.once(signal, () => {
      remove();
      process.kill(process.pid, signal); // then ends as the signal would have ended it
    });
  return staging;
}

/** Puts `staging` where `out` is, as near at once as folders allow: the old one renamed away, the new one in, the old removed. */
export function swapIn(staging, out) {
  const old = ours(out, 'old');
  const had = fs.existsSync(out);
  if (had) fs.renameSync(out, old);
  fs.renameSync(staging, out);
  if (had) removeLater(old);
}

/**
 * Deleting the replaced site's files one by one (seventeen thousand at ten times the content) took a busy machine
 * twenty seconds of every build: the folder goes into .cache/trash/, and a process of its own empties that once the
 * build has ended. Where it cannot go there (another disk), it is deleted now.
 */
function removeLater(dir) {
  try {
    fs.mkdirSync(TRASH, { recursive: true });
    fs.renameSync(dir, path.join(TRASH, path.basename(dir)));
  } catch {
    fs.rmSync(dir, { recursive: true, force: true });
    return;
  }
  const empty = `try { require('node:fs').rmSync(process.argv[1], { recursive: true, force: true }); } catch {}`;
  spawn(process.execPath, ['-e', empty, path.resolve(TRASH)], { detached: true, stdio: 'ignore' }).unref();
}
