// The CSS in the code's tagged templates (goober's css`...` and keyframes`...`, and plainCss`...` for a sheet or a
// fragment) is text the minifier leaves as written: comments, indentation and line breaks would reach every visitor
// and goober's parser. This trims them at build time, in the site's bundle (rollup.config.mjs) and the prerenderer's
// (prerender.mjs) alike: goober names a rule by a hash of its text, so the HTML's class names and the browser's must
// come from the same text.

const TEMPLATE = /(?<![\w$.`'"])(css|plainCss|keyframes) ?`((?:[^`\\]|\\.)*)`/g;

/** The CSS between a template's `${...}`s, without comments and with no more space than the syntax needs. goober reads a
 * declaration up to its `;`, so those stay, even before a `}`. */
const trim = (text) =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/ ?([{};,]) ?/g, '$1')
    .replace(/: /g, ':');

/** The source with every css``, plainCss`` and keyframes`` template trimmed; the `${...}` inside them are left as written. */
export function trimCssTemplates(source) {
  return source.replace(TEMPLATE, (_, tag, body) => {
    const parts = body.split(/(\$\{[^}]*\})/);
    const text = parts.map((part, i) => (i % 2 ? part : trim(part))).join('');
    return `${tag}\`${text.trim()}\``;
  });
}
