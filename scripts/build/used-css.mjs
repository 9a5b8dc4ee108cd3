// Every prerendered shadow root carries the styles its page uses, not every rule the build's pages used: goober's
// rules name their class (.go123), and a rule whose classes are none of the page's goes. With JavaScript, the
// elements adopt the whole sheet anyway (src/core/styles.ts); without it, no other class can appear.

/** The top-level blocks of a stylesheet: `selector{...}` and `@media ...{...}`, nested braces included. */
function blocks(css) {
  const found = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    if (css[i] === '{') depth++;
    else if (css[i] === '}' && --depth === 0) {
      found.push(css.slice(start, i + 1));
      start = i + 1;
    }
  }
  return found.concat(css.slice(start).trim() ? [css.slice(start)] : []);
}

/** The sheet's blocks, each with the classes it styles: one sheet for every page of a build, read once. */
let last = { css: undefined, parsed: [] };
function parsed(css) {
  if (last.css !== css)
    last = { css, parsed: blocks(css).map((block) => ({ block, classes: block.match(/\.go\d+\b/g) })) };
  return last.parsed;
}

/** `css` without the blocks that only style goober classes absent from `markup`. */
export function usedCss(css, markup) {
  const used = new Set(markup.match(/\bgo\d+\b/g));
  return parsed(css)
    .filter(({ classes }) => !classes || classes.some((name) => used.has(name.slice(1))))
    .map(({ block }) => block)
    .join('');
}
