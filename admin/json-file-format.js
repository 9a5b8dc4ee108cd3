// How the editor reads and writes content/*.json ("format: json-file" in config.yml):
// - written as the repository keeps them: 2-space indent and a final newline;
// - without the empty optional fields Decap would otherwise write ("author": "", "end": "", an untouched
//   "subtitle": {}), so that a field left empty in the editor is absent from the file, as the schema expects;
// - fields in the schema's order (ORDER below): Decap moves the fields it touches to the end;
// - picture paths as the files keep them, "images/books/x/cover.webp", while the editor sees "/images/...": it
//   takes a path without the leading slash as relative to the media folder and would look for "images/cover.webp".
(() => {
  // The settings' mail API origin is "" on purpose: the contact form then uses EmailJS's own address.
  const KEEP_EMPTY = new Set(['apiOrigin']);
  const PICTURE = /^\/?images\/\S+\.(avif|gif|jpe?g|png|svg|tiff?|webp)$/i;
  // Every field name of content/ in one order that keeps each object's own as src/content/schema.ts lists it: written
  // in from the schema when the editor is served or built (scripts/servers/editor-files.mjs, editorFormat).
  const ORDER = [];
  const rank = (key) => (ORDER.includes(key) ? ORDER.indexOf(key) : ORDER.length);

  const isEmpty = (value) =>
    value === '' ||
    value === null ||
    value === undefined ||
    (typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0);

  /** A copy of `value` with every string passed through `text` and, if `prune`, the empty fields left out. */
  function mapped(value, text, prune) {
    if (typeof value === 'string') return text(value);
    if (Array.isArray(value)) return value.map((item) => mapped(item, text, prune));
    if (value === null || typeof value !== 'object') return value;
    const copy = {};
    const keys = Object.keys(value).sort((a, b) => rank(a) - rank(b)); // stable: unknown fields keep their order
    for (const [key, field] of keys.map((key) => [key, value[key]])) {
      const next = mapped(field, text, prune);
      if (!prune || !isEmpty(next) || (KEEP_EMPTY.has(key) && next === '')) copy[key] = next;
    }
    return copy;
  }

  window.CMS.registerCustomFormat('json-file', 'json', {
    fromFile: (text) => mapped(JSON.parse(text), (s) => (PICTURE.test(s) ? `/${s.replace(/^\//, '')}` : s), false),
    toFile: (data) =>
      `${JSON.stringify(
        mapped(data, (s) => (PICTURE.test(s) ? s.replace(/^\//, '') : s), true),
        null,
        2,
      )}\n`,
  });
})();
