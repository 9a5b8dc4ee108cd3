// Files read, listed, written and deleted whole, for the editor's backend. Two saves of one file (two editor tabs) must
// not interleave, and a read or a build in the middle of a save must never see half a file: so the writes of one file
// wait for each other, and each goes to a new file beside it that then replaces it in one step (a rename).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { constants } from 'node:fs';
import path from 'node:path';

// A link put where a checked file was (editor-paths.mjs checks the path first) is not followed either.
/** open()'s flag that refuses a symbolic link at the last step (none where the system has no such flag). */
export const NO_FOLLOW = constants.O_NOFOLLOW ?? 0;
const queues = new Map(); // absolute path -> the end of its queue of writes

/** Runs `task` once every earlier one queued for `file` is done (failed or not); resolves as it does. */
function queued(file, task) {
  const run = (queues.get(file) ?? Promise.resolve()).then(task);
  const end = run.catch(() => {});
  queues.set(file, end);
  end.then(() => queues.get(file) === end && queues.delete(file));
  return run;
}

/** The bytes of `file`, or null when there is none. */
export async function readWhole(file) {
  let handle;
  try {
    handle = await fs.open(file, constants.O_RDONLY | NO_FOLLOW);
    return await handle.readFile();
  } catch (error) {
    if (error.code === 'ENOENT') return null;
    throw error;
  } finally {
    await handle?.close();
  }
}

/** Writes `data` as the whole of `file`, after any write of it under way; its folders are made if missing. */
export function writeWhole(file, data) {
  return queued(file, async () => {
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Hidden, and not ending in the file's own extension: the build and the watcher's page link pass it by. Its name
    // is cut short so that it fits wherever the file's own name does.
    const name = `.${path.basename(file).slice(0, 100)}.${randomBytes(6).toString('hex')}.saving`;
    const temporary = path.join(path.dirname(file), name);
    try {
      const handle = await fs.open(temporary, 'wx');
      try {
        await handle.writeFile(data);
        await handle.sync(); // on disk before it takes the file's name: a power cut leaves the old or the new one
      } finally {
        await handle.close();
      }
      await fs.rename(temporary, file);
    } catch (error) {
      await fs.rm(temporary, { force: true });
      throw error;
    }
  });
}

/** Deletes `file` (nothing when it is gone already), after any write of it under way. */
export function deleteWhole(file) {
  return queued(file, () => fs.rm(file, { force: true }));
}

/**
 * The files under `folder` whose names `keep` accepts, as paths relative to `root` with `/`, `depth` levels down (1: the
 * folder's own files). Links are neither listed nor followed (a link to `..` would loop).
 */
export async function listFiles(root, folder, keep, depth) {
  if (depth < 1) return [];
  let entries;
  try {
    entries = await fs.readdir(folder, { withFileTypes: true });
  } catch (error) {
    if (error.code === 'ENOENT') return [];
    throw error;
  }
  const found = await Promise.all(
    entries.map((entry) => {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) return listFiles(root, full, keep, depth - 1);
      return entry.isFile() && keep(entry.name) ? [path.relative(root, full).split(path.sep).join('/')] : [];
    }),
  );
  return found.flat().sort();
}
