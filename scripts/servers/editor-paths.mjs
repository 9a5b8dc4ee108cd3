// Which files the editor's backend (and npm run edit's /images/) may touch: `.json` files under content/ and pictures
// under images/, named by a path that reaches them without a symbolic link. Git can bring a link in (`content/up -> ..`),
// and a check on the path as written would then let a save rewrite rollup.config.mjs, which the next rebuild runs. So
// the check is on the real path: no part of it may be a link, and the real path of its deepest existing folder must be
// where the path says.
import fs from 'node:fs';
import path from 'node:path';
import { PICTURE_TYPES, pictureType } from '../build/picture-types.mjs';

/** Each folder the editor may read and write, and what it takes. */
export const EDITABLE = {
  content: { takes: (name) => name.endsWith('.json'), says: 'content/ takes .json files only' },
  images: {
    takes: (name) => Boolean(pictureType(name)),
    says: `images/ takes pictures only (${Object.keys(PICTURE_TYPES).join(', ')})`,
  },
};
const OUTSIDE = `is outside ${Object.keys(EDITABLE)
  .map((folder) => `${folder}/`)
  .join(' and ')}`;

/** A path the editor may not use; its message says why, without the computer's own folders. */
export class Refused extends Error {}

/**
 * The file (or, with `folder`, the folder) `value` names, relative to `root`, once checked: `{ absolute, relative }`
 * (relative with `/`). Throws Refused when it is outside EDITABLE, of a type its folder does not take, or reached
 * through a symbolic link; or when a file stands where it needs a folder.
 */
export function editablePath(root, value, { folder = false } = {}) {
  if (typeof value !== 'string' || value === '' || value.includes('\0')) throw new Refused('a path is missing');
  const shown = JSON.stringify(value.slice(0, 120));
  const realRoot = fs.realpathSync(root);
  const relative = path.relative(realRoot, path.resolve(realRoot, value));
  const parts = relative.split(path.sep);
  const rule = Object.hasOwn(EDITABLE, parts[0]) ? EDITABLE[parts[0]] : undefined;
  if (!rule || path.isAbsolute(relative) || (parts.length === 1 && !folder)) throw new Refused(`${shown} ${OUTSIDE}`);
  if (!folder && !rule.takes(parts.at(-1))) throw new Refused(`${shown}: ${rule.says}`);

  // Part by part from the root, without following anything: a link anywhere on the way refuses the path.
  let reached = realRoot;
  let existing = 0;
  for (const [i, part] of parts.entries()) {
    const next = path.join(reached, part);
    const stats = fs.lstatSync(next, { throwIfNoEntry: false });
    if (!stats) break;
    if (stats.isSymbolicLink())
      throw new Refused(`${shown} goes through a symbolic link (${parts.slice(0, i + 1).join('/')})`);
    const last = i === parts.length - 1;
    if (!last && !stats.isDirectory())
      throw new Refused(`${shown}: ${parts.slice(0, i + 1).join('/')} is a file, not a folder`);
    if (last && stats.isDirectory() !== folder) throw new Refused(`${shown} is a ${folder ? 'file' : 'folder'}`);
    reached = next;
    existing = i + 1;
  }
  // The same, as the system resolves it: the deepest part that exists is where the path says.
  if (fs.realpathSync(reached) !== path.join(realRoot, ...parts.slice(0, existing)))
    throw new Refused(`${shown} goes through a symbolic link`);
  return { absolute: path.join(realRoot, relative), relative: parts.join('/') };
}
