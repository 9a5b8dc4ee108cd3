// The README's "In your framework" snippets are cut from the host apps that `npm test` runs (test/hosts/): each code
// block under a `<!-- test/hosts/<file> -->` line must be in that file, each line right after the one before
// (indentation and blank lines aside) except after a gap line (`// …`), so a change to a host app that the README does
// not follow, or a snippet missing a line it needs, fails here.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from 'node:test';

const readme = fs.readFileSync('README.md', 'utf8');
const section = readme.slice(readme.indexOf('### In your framework'), readme.indexOf('## Deploy'));
const snippets = [
  ...section.matchAll(/<!-- (test\/hosts\/[^ ]+) -->\s*(?:<!-- prettier-ignore -->\s*)?```\w*\n([\s\S]*?)```/g),
].map(([, file, code]) => ({
  file,
  lines: code
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean),
}));

test('the README shows every framework host, each snippet from its app', () => {
  const hosts = fs.readdirSync('test/hosts').filter((name) => fs.existsSync(`test/hosts/${name}/host.json`));
  assert.deepEqual([...new Set(snippets.map(({ file }) => file.split('/')[2]))].sort(), hosts.sort());
});

// A line of a snippet that stands for lines left out: `// …`, `<!-- … -->` or `{/* … */}`.
const GAP = /^(\/\/|<!--|\{\/\*) …/;

for (const { file, lines } of snippets)
  test(`the README's snippet of ${file} is in it, line after line (a gap only where it says so)`, () => {
    const source = fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    let at = -1; // the source line of the snippet's last line, -1 before the first
    let gap = true;
    for (const line of lines) {
      if (GAP.test(line)) {
        gap = true;
        continue;
      }
      const found = gap ? source.indexOf(line, at + 1) : source[at + 1] === line ? at + 1 : -1;
      assert.ok(
        found >= 0,
        `${file} has no line "${line}" ${gap ? 'after' : 'right after'} line ${at + 1} of its text`,
      );
      at = found;
      gap = false;
    }
  });
