// The build trims goober's css`` templates (scripts/build/css-templates.mjs): for every template of the code, goober must
// compile the trimmed text to the very rules it compiles the text as written to.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { css, extractCss } from 'goober';
import { trimCssTemplates } from '../scripts/build/css-templates.mjs';

const sources = (dir = 'src') =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });

const templates = (source) =>
  [...source.matchAll(/(?<![\w$.`'"])(?:css|plainCss|keyframes) ?`((?:[^`\\]|\\.)*)`/g)].map((m) => m[1]);

/** goober's rules for a template's text, its `${...}` standing for one class name each, the class itself named `.c`
 * (spaces goober keeps where they mean nothing to CSS, as after a comma or a colon, are left out of the comparison). */
function rules(text) {
  const [strings, values] = [[], []];
  text.split(/\$\{[^}]*\}/).forEach((part, i) => (strings.push(part), i && values.push('q')));
  extractCss(); // empty goober's sheet
  const name = css.call({}, Object.assign(strings, { raw: strings }), ...values.map((v, i) => `.${v}${i}`));
  return extractCss()
    .replaceAll(name, 'c')
    .replace(/\s+/g, ' ')
    .replace(/([,:]) /g, '$1');
}

test('goober reads every trimmed css`` template of the code as it reads the template as written', () => {
  const pairs = sources().flatMap((file) => {
    const source = fs.readFileSync(file, 'utf8');
    return templates(source).map((text, i) => ({ file, text, trimmed: templates(trimCssTemplates(source))[i] }));
  });
  assert.ok(pairs.length > 50, `the scan finds the code's templates (${pairs.length})`);
  for (const { file, text, trimmed } of pairs) {
    assert.ok(trimmed.length < text.length || !/\s\s|\/\*/.test(text), `${file}: nothing trimmed from ${text}`);
    assert.equal(rules(trimmed), rules(text), `${file}: ${text.slice(0, 80)}`);
  }
});

test('trims comments and spare spaces, keeps every declaration`s semicolon and the `${...}` as written', () => {
  const source =
    'const a = css`\n  /* why */\n  color: red;\n  ${NARROW} {\n    margin: 0 auto;\n  }\n  &:hover  b , i { x: var(--y, 1) }\n`;';
  assert.equal(
    trimCssTemplates(source),
    'const a = css`color:red;${NARROW}{margin:0 auto;}&:hover b,i{x:var(--y,1)}`;',
  );
  assert.equal(trimCssTemplates('// own `keyframes` is bound: css afresh'), '// own `keyframes` is bound: css afresh');
});
