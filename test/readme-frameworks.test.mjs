// The README's "In your framework" snippets are taken from the host apps that `npm test` runs (test/hosts/): each code
// block under a `<!-- test/hosts/<file> -->` line must be found in that file, line by line in order (indentation aside),
// so a change to a host app that the README does not follow fails here.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from 'node:test';

const readme = fs.readFileSync('README.md', 'utf8');
const section = readme.slice(readme.indexOf('### In your framework'), readme.indexOf('## Deploy'));
const snippets = [...section.matchAll(/<!-- (test\/hosts\/[^ ]+) -->\s*```\w*\n([\s\S]*?)```/g)].map(
  ([, file, code]) => ({
    file,
    lines: code
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  }),
);

test('the README shows every framework host, each snippet from its app', () => {
  const hosts = fs.readdirSync('test/hosts').filter((name) => fs.existsSync(`test/hosts/${name}/host.json`));
  assert.deepEqual([...new Set(snippets.map(({ file }) => file.split('/')[2]))].sort(), hosts.sort());
});

for (const { file, lines } of snippets)
  test(`the README's snippet of ${file} is in it`, () => {
    const source = fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .map((line) => line.trim());
    let at = 0;
    for (const line of lines) {
      const found = source.indexOf(line, at);
      assert.ok(found >= 0, `${file} has no line "${line}" (after line ${at})`);
      at = found + 1;
    }
  });
