// Everything a publisher reads about the elements, generated from the one registry (src/elements/registry.ts):
// dist/custom-elements.json (Custom Elements Manifest), dist/elements.d.ts (types for TypeScript and JSX) and
// dist/embed.html (each element live, with its snippet and its tables), and dist/types/<framework>.d.ts (our tags in
// Vue, Svelte, Solid and Preact templates: scripts/build/framework-types.mjs).
import { className, frameworkTypings } from './framework-types.mjs';
import { importBundled } from './import-bundled.mjs';
import fs from 'node:fs';

/** An embed's frame before its page tells its height (WordPress keeps it within 200–1000 px): snippets, oEmbed. */
export const FRAME = { width: 640, height: 720 };

/** The registry's table alone: its rows (each element's spec.ts) import no element's code, only the content they list. */
export function loadRegistry() {
  return importBundled('src/elements/registry.ts');
}

const typeText = (spec) =>
  spec.type === 'enum'
    ? spec.values.map((v) => `'${v}'`).join(' | ')
    : spec.type === 'integer'
      ? 'number'
      : spec.type === 'ids'
        ? 'string (comma-separated ids)'
        : 'string';
/** What a property reads (the value in use: its default when the attribute is absent or wrong) and what it takes. */
function propertyTypes(spec) {
  const values = spec.type === 'enum' ? spec.values.map((v) => `'${v}'`).join(' | ') : null;
  const read = values ?? (spec.type === 'integer' ? 'number' : spec.type === 'ids' ? 'string[]' : 'string');
  const write =
    spec.type === 'integer'
      ? 'number | string'
      : spec.type === 'ids'
        ? 'string | readonly string[]'
        : `${read}${spec.type === 'enum' && spec.values.join() === 'on,off' ? ' | boolean' : ''}`;
  return { read: spec.default === undefined ? `${read} | undefined` : read, write: `${write} | null | undefined` };
}
// HTMLElement's own property, which reflects its attribute already: the elements keep it as it is.
const NATIVE = new Set(['lang']);

/** `common`: the attributes every element has (lang, theme), from the registry too. */
export function manifest(elements, common, camelCase) {
  return {
    schemaVersion: '1.0.0',
    readme: 'README.md',
    modules: elements.map((el) => ({
      kind: 'javascript-module',
      path: `elements/${el.tag}.js`,
      declarations: [
        {
          kind: 'class',
          customElement: true,
          name: className(el.tag),
          tagName: el.tag,
          description: el.summary,
          superclass: { name: 'HTMLElement' },
          attributes: Object.entries({ ...common, ...el.attributes }).map(([name, spec]) => ({
            name,
            fieldName: camelCase(name),
            type: { text: typeText(spec) },
            ...(spec.default !== undefined ? { default: JSON.stringify(spec.default) } : {}),
            description: spec.description,
          })),
          // Each attribute's property: it reflects (sets the attribute), see src/core/define.tsx.
          members: Object.entries({ ...common, ...el.attributes }).map(([name, spec]) => ({
            kind: 'field',
            name: camelCase(name),
            type: { text: propertyTypes(spec).read },
            ...(spec.default !== undefined ? { default: JSON.stringify(spec.default) } : {}),
            description: spec.description,
            attribute: name,
            reflects: true,
          })),
          events: Object.entries(el.events).map(([name, event]) => ({
            name,
            type: { text: `CustomEvent<${event.detail}>` },
            description: event.description,
          })),
          cssParts: Object.entries(el.parts).map(([name, description]) => ({ name, description })),
          cssProperties: Object.entries(el.cssProperties).map(([name, description]) => ({ name, description })),
        },
      ],
      exports: [
        {
          kind: 'custom-element-definition',
          name: el.tag,
          declaration: { name: className(el.tag), module: `elements/${el.tag}.js` },
        },
      ],
    })),
  };
}

/**
 * An attribute's type in JSX: an enum's values, a number or its text for an integer (a framework sets the property once
 * the element is defined, else the attribute), else text. Not a boolean for on/off: React 19 and Preact set an
 * attribute on an element not yet defined, and drop it for false, so only 'off' holds both before and after.
 */
const attributeType = (spec) =>
  spec.type === 'enum'
    ? spec.values.map((v) => `'${v}'`).join(' | ')
    : spec.type === 'integer'
      ? 'number | string'
      : 'string';

export function typings(elements, common, camelCase) {
  // Each property reads the value in use and takes what its attribute takes (src/core/define.tsx).
  const properties = (el) =>
    Object.entries({ ...common, ...el.attributes })
      .filter(([name]) => !NATIVE.has(name))
      .map(([name, spec]) => {
        const { read, write } = propertyTypes(spec);
        const key = camelCase(name);
        return `    /** ${spec.description} */\n    get ${key}(): ${read};\n    set ${key}(value: ${write});`;
      })
      .join('\n');
  const attrs = (el) =>
    Object.entries({ ...common, ...el.attributes })
      .map(([name, spec]) => `    /** ${spec.description} */\n    '${name}'?: ${attributeType(spec)};`)
      .concat(
        Object.entries(el.events).map(
          ([name, event]) =>
            `    /** ${event.description} */\n    'on${name}'?: (event: CustomEvent<${event.detail}>) => void;`,
        ),
      )
      .join('\n');
  return `// Generated from src/elements/registry.ts by scripts/build/docs.mjs.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

${elements.map((el) => `export interface ${className(el.tag)}Attributes {\n${attrs(el)}\n}`).join('\n\n')}

${elements.map((el) => `export interface ${className(el.tag)} extends HTMLElement {\n${properties(el)}\n}`).join('\n\n')}

declare global {
  interface HTMLElementTagNameMap {
${elements.map((el) => `    '${el.tag}': ${className(el.tag)};`).join('\n')}
  }
}

type Props<A> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & A;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
${elements.map((el) => `      '${el.tag}': Props<${className(el.tag)}Attributes>;`).join('\n')}
    }
  }
}
`;
}

export const escape = (text) =>
  String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
/** A table whose first `names` columns are names (in code); it scrolls within itself on a narrow screen. */
const table = (title, head, rows, names = 1) =>
  rows.length
    ? `<h3>${title}</h3><div class="table"><table><thead><tr>${head.map((h) => `<th>${h}</th>`).join('')}</tr></thead><tbody>${rows
        .map(
          (row) =>
            `<tr>${row.map((cell, i) => `<td>${i < names ? `<code>${escape(cell)}</code>` : escape(cell)}</td>`).join('')}</tr>`,
        )
        .join('')}</tbody></table></div>`
    : '';

/** The three ways to embed (README: Embed on your page), each live: the tag, an embed page's iframe, a link. */
function threeWays(siteUrl) {
  const books = 'embed/book-list/?section=books';
  const way = (title, text, snippet, live) =>
    `<h3>${title}</h3><p>${text}</p><pre><code>${escape(snippet)}</code></pre><div class="live">${live}</div>`;
  return `<section id="three-ways">
  <h2>Three ways</h2>
  ${way(
    '1. A script and a tag',
    'Where your host takes a script. The link inside the tag shows while the script is blocked; the element hides it.',
    `<script type="module" src="${siteUrl}portfolio.js"></script>\n<book-list section="books"><a href="${siteUrl}books/">Books</a></book-list>`,
    `<book-list section="books"><a href="./books/">Books</a></book-list>`,
  )}
  ${way(
    '2. An iframe',
    'Where your host takes an iframe but no script in a post: <code>embed/resize.js</code>, once per page, fits each frame to its content.',
    `<iframe src="${siteUrl}${books}" width="${FRAME.width}" height="${FRAME.height}" style="border: 0; width: 100%" title="Books"></iframe>\n<script src="${siteUrl}embed/resize.js"></script>`,
    `<iframe src="./${books}" width="${FRAME.width}" height="${FRAME.height}" style="border: 0; width: 100%" title="Books"></iframe>`,
  )}
  ${way(
    '3. A link',
    'Where your host takes neither: WordPress turns the address of a book, the books page, a portfolio section or the events page, alone on its line, into the embed page, through the page\'s oEmbed answer (<a href="./books/oembed.json">books/oembed.json</a>).',
    `${siteUrl}books/`,
    `<a href="./books/">${siteUrl}books/</a>`,
  )}
  <script src="./embed/resize.js"></script>
</section>`;
}

export function embedPage(elements, common, camelCase, siteUrl = 'https://illustrator.example.com/') {
  const sections = elements
    .filter((el) => el.tag !== 'portfolio-app')
    .map((el) => {
      const snippet = `<script type="module" src="${siteUrl}portfolio.js"></script>\n<${el.tag}></${el.tag}>`;
      return `<section id="${el.tag}">
  <h2><code>&lt;${el.tag}&gt;</code></h2>
  <p>${escape(el.summary)}</p>
  <pre><code>${escape(snippet)}</code></pre>
  <div class="live"><${el.tag}></${el.tag}></div>
  ${table(
    'Attributes and properties',
    ['attribute', 'property', 'values', 'default', 'description'],
    Object.entries({ ...common, ...el.attributes }).map(([name, spec]) => [
      name,
      camelCase(name),
      typeText(spec),
      spec.default ?? '—',
      spec.description,
    ]),
    2,
  )}
  ${table(
    'Events',
    ['name', 'detail', 'description'],
    Object.entries(el.events).map(([name, event]) => [
      name,
      event.detail,
      `${event.description}${event.cancelable ? ' (cancelable)' : ''}`,
    ]),
  )}
  ${table('CSS parts', ['name', 'description'], Object.entries(el.parts))}
  ${table('CSS custom properties', ['name', 'description'], Object.entries(el.cssProperties))}
</section>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Embed the illustrator's portfolio on your page</title>
<link rel="icon" href="./favicon.svg" type="image/svg+xml">
<script type="module" src="./portfolio.js"></script>
<style>
  body { margin: 0 auto; max-width: 70rem; padding: 1rem 1.25rem 4rem; font: 16px/1.55 Georgia, serif; color: #1f2933; background: #f4f1ec; }
  h1 { font-size: 2rem; } h2 { margin-top: 3rem; border-top: 2px solid #d9d1cb; padding-top: 1.5rem; }
  pre { overflow-x: auto; padding: 0.9rem 1rem; background: #1f2933; color: #f4f1ec; border-radius: 8px; font-size: 0.85rem; }
  .live { margin: 1.25rem 0; padding: 1.25rem; background: #fff; border: 1px dashed #b8aca2; border-radius: 8px; }
  .table { overflow-x: auto; } .table table { min-width: 40rem; }
  table { width: 100%; border-collapse: collapse; font-size: 0.9rem; background: #fff; }
  th, td { padding: 0.45rem 0.6rem; border: 1px solid #d9d1cb; text-align: left; vertical-align: top; }
  nav a { margin-right: 0.9rem; color: #3b2f2a; }
</style>
</head>
<body>
<h1>Embed the portfolio on your page</h1>
<p>Paste one script and any of the tags below. Each element lives in its own shadow root: it brings its own styles,
touches nothing of your page, and loads only the code it needs. Attributes (each with its property), events, parts and custom properties are
listed under each element, generated from the project's registry. The same data is in
<a href="./custom-elements.json">custom-elements.json</a>, with TypeScript types in <a href="./elements.d.ts">elements.d.ts</a>.</p>
<nav><a href="#three-ways">Three ways</a> ${elements
    .filter((el) => el.tag !== 'portfolio-app')
    .map((el) => `<a href="#${el.tag}">&lt;${el.tag}&gt;</a>`)
    .join(' ')}</nav>
${threeWays(siteUrl)}
${sections}
</body>
</html>
`;
}

export async function writeDocs(outDir = 'dist') {
  const { elements, commonAttributes, camelCase } = await loadRegistry();
  fs.writeFileSync(
    `${outDir}/custom-elements.json`,
    `${JSON.stringify(manifest(elements, commonAttributes, camelCase), null, 2)}\n`,
  );
  fs.writeFileSync(`${outDir}/elements.d.ts`, typings(elements, commonAttributes, camelCase));
  fs.mkdirSync(`${outDir}/types`, { recursive: true });
  for (const [framework, text] of Object.entries(frameworkTypings(elements))) {
    fs.writeFileSync(`${outDir}/types/${framework}.d.ts`, text);
  }
  fs.writeFileSync(`${outDir}/embed.html`, embedPage(elements, commonAttributes, camelCase));
  return { elements, commonAttributes };
}
