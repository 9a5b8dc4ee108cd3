// `npm run test:edited`: all of `npm test` on a copy of the project whose content the illustrator has edited
// (scripts/testing/content-edits.mjs: a book renamed, one added with a cover only, an event added, an artwork added to
// each portfolio section and a picture replaced, entries deleted and reordered), so that no test leans on the sample
// content. The checkout itself is never written. ENGINES as for `npm test`; KEEP=1 leaves the copy for a look.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { copyProject } from './copy-project.mjs';
import { editContent } from './content-edits.mjs';

const copy = copyProject('edited-');
// The encoder's cache is shared, not copied: keyed by each source's hash, the new pictures only add to it. Not the
// site's set of pictures (.cache/images/site), which each build rewrites whole.
fs.mkdirSync(path.join(copy, '.cache/images'), { recursive: true });
fs.mkdirSync('.cache/images/encoded', { recursive: true });
fs.symlinkSync(path.resolve('.cache/images/encoded'), path.join(copy, '.cache/images/encoded'));

const { done } = await editContent(copy);
// Her new pictures encoded, as the editor's build does on each publish: src/content/media.json, committed with her
// content, then knows them (the content check of `npm test` runs before its build).
execFileSync('node', ['scripts/build/images.mjs'], { cwd: copy, stdio: 'inherit' });
// A repository of its own, her edits committed, as hers would be (the editor's tests copy it with git).
const git = (...args) =>
  execFileSync('git', ['-c', 'user.name=Edits', '-c', 'user.email=edits@localhost', ...args], { cwd: copy });
git('init', '-q');
git('add', '-A');
git('commit', '-qm', 'Edited as she would');
console.log(`edited a copy of the project in ${copy}:\n  ${done.join('\n  ')}`);
const { status } = spawnSync('npm', ['test'], { cwd: copy, stdio: 'inherit' });
if (process.env.KEEP) console.log(`the copy stays in ${copy}`);
else fs.rmSync(copy, { recursive: true, force: true });
process.exit(status ?? 1);
