// Reading and writing the JSON files of a copy's content/, as the editor writes them (two-space indent, a final
// newline): for the scripts that change a copy of the content (content-edits.mjs, scale-content.mjs).
import fs from 'node:fs';
import path from 'node:path';

export const read = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
export const write = (file, data) => fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);

/** The entries of a folder of content/ under `root`, by file name: `{ file, id, data }`. */
export const entries = (root, folder) =>
  fs
    .readdirSync(path.join(root, folder))
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({
      file: path.join(root, folder, name),
      id: name.slice(0, -'.json'.length),
      data: read(path.join(root, folder, name)),
    }));
