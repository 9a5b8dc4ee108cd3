// Each prerendered page carries only the rules of the classes it uses (scripts/build/used-css.mjs): the rules goober
// compiles for a used class all stay, whatever their shape (nested selectors, media queries, keyframes), and an
// unused class's go.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { css, extractCss, keyframes } from 'goober';
import { usedCss } from '../scripts/build/used-css.mjs';

test("a page keeps every rule of the classes it uses, the sheet's own rules and the keyframes, and no other class's", () => {
  extractCss(); // goober's sheet starts empty here
  const spin = keyframes`from{transform:rotate(0)}to{transform:rotate(1turn)}`;
  const used = css`
    color: red;
    img {
      width: 100%;
    }
    @media (min-width: 40em) {
      padding: 1em;
      &:hover {
        color: blue;
      }
    }
    animation: ${spin} 1s;
  `;
  const unused = css`
    color: green;
    p {
      margin: 0;
    }
    @media (min-width: 40em) {
      margin: 2em;
    }
  `;
  const base = ':host{display:block}.root{all:initial}';
  const sheet = base + extractCss();
  const kept = usedCss(sheet, `<div class="${used} other"><img src="a.png"></div>`);
  assert.ok(kept.startsWith(base), kept);
  assert.ok(kept.includes(`@keyframes ${spin}`), kept);
  // Every rule of the used class, and nothing of the unused one.
  const rulesOf = (name) => sheet.match(new RegExp(`(@media[^{]*\\{)?[^{}]*\\.${name}\\b[^{}]*\\{[^{}]*\\}\\}?`, 'g'));
  assert.ok(rulesOf(used).length >= 4, sheet);
  for (const rule of rulesOf(used)) assert.ok(kept.includes(rule), `${rule} kept`);
  assert.ok(!kept.includes(unused), kept);
  assert.equal(
    usedCss(sheet, '<p>nothing styled</p>'),
    base + sheet.slice(base.length).match(/@keyframes[^{]*\{(?:[^{}]*\{[^{}]*\})*\}/)[0],
  );
});
