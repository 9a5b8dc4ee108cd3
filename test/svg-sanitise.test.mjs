// What the build keeps of an SVG picture (scripts/build/svg-sanitise.mjs), case by case: everything that draws, nothing
// that runs or reaches outside the file, however it is written. build-safety.test.mjs opens one in Chromium.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sanitiseSvg } from '../scripts/build/svg-sanitise.mjs';

const svg = (inside, attributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"${attributes}>${inside}</svg>`;

const OUT = [
  ['an inline script', svg('<script>alert(1)</script>')],
  ['a script from elsewhere', svg('<script href="https://evil.example/x.js"/>')],
  ['an event handler', svg('<rect width="1" height="1" onclick="alert(1)"/>', ' onload="alert(1)"')],
  ['HTML in a foreignObject', svg('<foreignObject><iframe src="https://evil.example/"/></foreignObject>')],
  ['an animation that sets a link', svg('<a href="#x"><set attributeName="href" to="javascript:alert(1)"/></a>')],
  ['an animation of an attribute', svg('<a><animate attributeName="href" values="javascript:alert(1)"/></a>')],
  ['a javascript: link', svg('<a href="javascript:alert(1)"><text>x</text></a>')],
  ['a link to another site', svg('<a href="https://evil.example/"><text>x</text></a>')],
  ['a picture from elsewhere', svg('<image href="https://evil.example/x.png"/>')],
  ['a picture from elsewhere, xlink', svg('<image xlink:href="//evil.example/x.png"/>')],
  ['a picture beside the file', svg('<image href="photo.jpg"/>')],
  ['a drawing from elsewhere', svg('<use href="https://evil.example/s.svg#a"/>')],
  ['a drawing held as data', svg('<use href="data:image/svg+xml,&lt;svg id=%22a%22/&gt;#a"/>')],
  ['a filter picture from elsewhere', svg('<filter><feImage href="https://evil.example/x.png"/></filter>')],
  ['a stylesheet imported', svg('<style>@import "https://evil.example/x.css";</style>')],
  ['a CSS address', svg('<style>rect { fill: url(https://evil.example/p.svg#a) }</style>')],
  ['a CSS address in escapes', svg('<style>rect { fill: \\75rl(https://evil.example/p.svg#a) }</style>')],
  ['a CSS image-set', svg('<rect style="mask-image: image-set(\'https://evil.example/m.png\' 1x)"/>')],
  ['a CSS image()', svg('<rect style="mask-image: image(\'https://evil.example/m.png\')"/>')],
  ['a style attribute address', svg('<rect style="fill: URL( \'https://evil.example/p#a\' )"/>')],
  ['a presentation attribute address', svg('<rect fill="url(https://evil.example/p.svg#a)"/>')],
  ['a presentation attribute in escapes', svg('<rect filter="\\75rl(https://evil.example/f#a)"/>')],
  ['an embedded object', svg('<object data="https://evil.example/x.swf"/><embed src="https://evil.example/y"/>')],
];

for (const [what, dirty] of OUT)
  test(`taken out: ${what}`, () => {
    const { svg: clean, removed } = sanitiseSvg(dirty);
    for (const mark of ['alert', 'evil.example', 'javascript:', 'photo.jpg', 'data:image/svg', '@import', '\\75'])
      assert.ok(!clean.includes(mark), `${mark} in ${clean}`);
    assert.ok(removed.length > 0, 'and she is told');
    assert.match(clean, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* viewBox="0 0 10 10"/);
  });

test('kept: what draws, its own parts, pictures it holds, styles, text as XML', () => {
  const dirty = `<?xml version="1.0" encoding="UTF-8"?>
<!-- Generator: a drawing program -->
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
${svg(`<style><![CDATA[ .sky { fill: url(#sky) } .a > .b { stroke: #00f } ]]></style>
<defs><linearGradient id="sky"><stop offset="0" stop-color="#9cf"/></linearGradient><symbol id="s"><circle r="3"/></symbol>
<clipPath id="c"><rect width="5" height="5"/></clipPath><filter id="f"><feGaussianBlur stdDeviation="1"/></filter></defs>
<rect class="sky" width="10" height="10" clip-path="url(#c)" filter="url('#f')" style="opacity: .5"/>
<use xlink:href="#s" x="5" y="5"/><use href="#s"/>
<image href="data:image/png;base64,iVBORw0KGgo=" width="2" height="2"/>
<text x="1" y="9" xml:space="preserve">Tom &amp; Jerry\u00a0é &lt;3</text>`)}`;
  const { svg: clean, removed } = sanitiseSvg(dirty);
  assert.deepEqual(removed, []);
  for (const kept of [
    '.sky { fill: url(#sky) } .a &gt; .b',
    '<linearGradient id="sky">',
    '<symbol id="s">',
    'clip-path="url(#c)"',
    'filter="url(\'#f\')"',
    'style="opacity: .5"',
    'xlink:href="#s"',
    'href="#s"',
    'href="data:image/png;base64,iVBORw0KGgo="',
    '<feGaussianBlur stdDeviation="1"/>',
    'xml:space="preserve"',
    'Tom &amp; Jerry\u00a0é &lt;3', // XML knows no &nbsp;: the character itself
  ])
    assert.ok(clean.includes(kept), `${kept} in ${clean}`);
});

test('a file with no <svg> in it is refused', () => {
  assert.throws(() => sanitiseSvg('<html><body>hello</body></html>'), /not an SVG picture/);
});
