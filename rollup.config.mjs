// Builds dist/: the standalone site (index.html), one ES module per element (elements/<tag>.js, importing it
// registers the tag), shared hashed chunks (React once for every element on a page), and public/ assets.
import commonjs from '@rollup/plugin-commonjs';
import json from '@rollup/plugin-json';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { transform as esbuildTransform } from 'esbuild';
import MagicString from 'magic-string';
import fs from 'node:fs';
import path from 'node:path';
import { buildContent, unusedPictures } from './scripts/build/content.mjs';
import { loadRegistry, writeDocs } from './scripts/build/docs.mjs';
import { buildImages, ENCODED_IMAGES, imageBudget } from './scripts/build/images.mjs';
import { prerender } from './scripts/build/prerender.mjs';
import { COMPRESSED_CACHE, precompress } from './scripts/build/precompress.mjs';
import { keepTalking, progress, stage, stopTalking } from './scripts/build/progress.mjs';
import { copyEditor } from './scripts/servers/editor-files.mjs';
import { trimCssTemplates } from './scripts/build/css-templates.mjs';
import { writeCalendars } from './scripts/build/calendar.mjs';
import { writeFeeds } from './scripts/build/feed.mjs';
import { writeOffline } from './scripts/build/offline.mjs';
import { writeEmbedPages } from './scripts/build/embed-pages.mjs';
import { writeDeployConfigs } from './scripts/build/deploy-configs.mjs';
import { picturesHeaders } from './scripts/build/picture-types.mjs';
import { stagingFor, swapIn } from './scripts/build/swap-in.mjs';
import { contentShare } from './scripts/build/content-share.mjs';
import { cachedChunks } from './scripts/build/chunk-cache.mjs';
import { linkTree } from './scripts/build/linked-copy.mjs';
import { cachedTypeScript } from './scripts/build/typescript-cache.mjs';

// Where the site goes: dist/, or another folder for `npm run edit`, which serves it once the build succeeded.
const OUT = process.env.BUILD_DIR || 'dist';
// Where this build writes: a folder beside it, put in its place once every step has succeeded (swap-in.mjs).
const STAGING = stagingFor(OUT);
// `npm run edit` rebuilds after every save and must show it within seconds: it skips what only a deploy needs, the
// type check (`npm run typecheck` does it), the minifier and the compressed copies, which take most of a build's time.
const QUICK = process.env.BUILD_QUICK === '1';

// One folder per element under src/elements, each with an index.ts that registers its tag.
const elements = fs
  .readdirSync('src/elements', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && fs.existsSync(`src/elements/${entry.name}/index.ts`))
  .map((entry) => entry.name);

/**
 * Encodes the images (src/content/media.json follows), then checks content/ and writes what the code imports from it
 * (src/content/generated/), or fails the build naming the file, the entry and the field. In the `options` hook, which
 * runs before every plugin starts: TypeScript's then finds the generated files on a fresh clone.
 */
function imagesAndContent() {
  return {
    name: 'images-and-content',
    async options() {
      keepTalking();
      let unused;
      try {
        unused = unusedPictures();
        const { manifest, encoded } = await buildImages({ unused, budget: imageBudget(), log: console.log });
        if (encoded) console.log(`images: encoded ${encoded} of ${Object.keys(manifest).length}`);
      } catch (error) {
        this.error(error.message);
      }
      stage('content: checking content/, writing src/content/generated/');
      const problems = await buildContent();
      if (problems.length) this.error(`Broken content:\n  ${problems.join('\n  ')}`);
      if (unused.length)
        console.warn(
          `images: ${unused.length} pictures no content uses (not published; the README's "Pictures no content uses" says how to remove them):\n  ${unused.join('\n  ')}`,
        );
    },
    renderStart() {
      fs.rmSync(STAGING, { recursive: true, force: true }); // no stale chunks from an earlier run (rollup --watch)
    },
  };
}

/**
 * The autoloader (src/portfolio.ts) knows the registry's tags without importing the registry, which would bring the
 * content along: they are written into it here (after the content is generated: the registry reads it).
 */
function registryTags() {
  let tags;
  return {
    name: 'registry-tags',
    async buildStart() {
      tags = (await loadRegistry()).elements.map((element) => element.tag);
    },
    transform(code, id) {
      if (/src[\\/]portfolio\.ts$/.test(id))
        return { code: code.replaceAll('process.env.ELEMENT_TAGS', JSON.stringify(tags)), map: null };
    },
  };
}

/** Quick builds: TypeScript to JavaScript file by file with esbuild, without checking types. */
function typesStripped() {
  return {
    name: 'types-stripped',
    async transform(code, id) {
      if (!/\.tsx?$/.test(id)) return null;
      const result = await esbuildTransform(code, {
        loader: id.endsWith('x') ? 'tsx' : 'ts',
        jsx: 'automatic',
        target: 'es2022',
        sourcefile: id,
        sourcemap: true,
      });
      return { code: result.code, map: result.map };
    },
  };
}

/** goober's css`` templates without comments and spare spaces (scripts/build/css-templates.mjs). */
function cssTemplatesTrimmed() {
  return {
    name: 'css-templates-trimmed',
    transform: (code, id) => (/src[\\/].*\.tsx?$/.test(id) ? { code: trimCssTemplates(code), map: null } : null),
  };
}

/** `import text from './x.css'`: the CSS as a string, adopted as a constructable stylesheet in a shadow root. */
function cssAsText() {
  return {
    name: 'css-as-text',
    transform(code, id) {
      if (id.endsWith('.css')) return { code: `export default ${JSON.stringify(code)};`, map: null };
    },
  };
}

/** wouter takes useSyncExternalStore from the shim for React 17; React 19 has it built in, so skip the shim's code. */
function useReactsOwnStoreHook() {
  const id = '\0use-sync-external-store';
  return {
    name: 'use-reacts-own-store-hook',
    resolveId: (source) => (source.startsWith('use-sync-external-store/shim') ? id : null),
    load: (source) => (source === id ? "export { useSyncExternalStore } from 'react';" : null),
  };
}

/**
 * The registry's documentation (summaries, descriptions, parts, CSS properties, events) feeds the docs page, the
 * manifest and the types, which the build writes in Node: the browser's copy of each row goes without it.
 */
function registryWithoutDocs() {
  const DOCS = new Set(['summary', 'description', 'parts', 'cssProperties', 'events']);
  const files = /src[\\/](elements[\\/][\w-]+[\\/]spec|core[\\/]attributes)\.ts$/; // the rows, and the common attributes
  return {
    name: 'registry-without-docs',
    transform(code, id) {
      if (!files.test(id)) return null;
      const out = new MagicString(code);
      const visit = (node) => {
        if (!node || typeof node.type !== 'string') return;
        if (node.type === 'ObjectExpression') {
          node.properties.forEach((property, i) => {
            if (property.type === 'Property' && DOCS.has(property.key.name ?? property.key.value)) {
              const next = node.properties[i + 1];
              out.remove(
                property.start,
                next ? next.start : property.end + (code.slice(property.end).match(/^\s*,/)?.[0].length ?? 0),
              );
            }
          });
        }
        for (const value of Object.values(node)) (Array.isArray(value) ? value : [value]).forEach(visit);
      };
      visit(this.parse(code));
      return { code: out.toString(), map: out.generateMap({ hires: true }) };
    },
  };
}

/**
 * What the bundling does, which takes minutes on a slow machine: the sources compiled, the modules joined into
 * chunks, the chunks minified (scripts/build/progress.mjs). Last among the plugins, so that it counts what the others
 * have done; its lines as a phase starts come first.
 */
function bundleProgress() {
  let modules;
  let compiled;
  let minified;
  return {
    name: 'bundle-progress',
    buildStart: {
      order: 'pre', // before TypeScript's, which compiles the whole program at once
      handler() {
        modules = 0;
        compiled = progress(`bundle: compiling the sources${QUICK ? '' : ' with TypeScript'}`, null, 'modules');
      },
    },
    transform() {
      modules++;
      compiled();
      return null;
    },
    buildEnd: {
      order: 'pre',
      handler(error) {
        if (!error) stage(`bundle: ${modules} modules compiled, joining them into chunks`);
      },
    },
    renderStart() {
      minified = undefined;
    },
    renderChunk(_code, _chunk, _options, { chunks }) {
      minified ??= progress(`bundle: ${QUICK ? 'writing' : 'minifying'}`, Object.keys(chunks).length, 'chunks');
      minified();
      return null;
    },
  };
}

/** TypeScript, run again only when the code changed (scripts/build/typescript-cache.mjs). */
function compiler() {
  const options = { tsconfig: './tsconfig.json', noEmitOnError: false, exclude: ['**/*.test.ts', '**/*.test.tsx'] };
  return cachedTypeScript(typescript(options), { recipe: JSON.stringify(options) });
}

/** terser, each chunk minified once and kept until its code changes (scripts/build/chunk-cache.mjs). */
function minifier({ bundles }) {
  const options = { ecma: 2020, module: true, compress: { passes: 3 }, format: { comments: false } };
  const version = (name) => JSON.parse(fs.readFileSync(`node_modules/${name}/package.json`, 'utf8')).version;
  const recipe = JSON.stringify({ terser: version('terser'), plugin: version('@rollup/plugin-terser'), options });
  return cachedChunks(terser(options), { recipe, bundles });
}

/**
 * Copies public/ (audio, icons), the encoded images, the self-hosted fonts and the demo site into dist/; writes the docs,
 * the events' calendar files (calendar/), the Atom feeds (feed-<lang>.atom), the PDF portfolios (pdf/), the embed pages
 * (embed/<tag>/), the service worker and what the site keeps offline (sw.js, offline/) and the brotli/gzip copies of
 * the text files; adds the content editor under admin/ (no page links to it).
 * All into the build's own folder, which then replaces dist/: the last step, so nothing that fails replaces it.
 */
function copyStatic() {
  return {
    name: 'copy-static',
    async writeBundle(_options, bundle) {
      stage(`write: docs, public/, pictures, fonts and pages into ${STAGING}/`);
      const registry = await writeDocs(STAGING); // custom-elements.json, elements.d.ts, types/*.d.ts, embed.html from the registry
      fs.cpSync('public', STAGING, { recursive: true });
      linkTree(`${ENCODED_IMAGES}/images`, `${STAGING}/images`);
      fs.mkdirSync(`${STAGING}/fonts`, { recursive: true });
      for (const file of ['yomogi-latin-400-normal.woff2', 'yomogi-latin-ext-400-normal.woff2']) {
        fs.copyFileSync(`node_modules/@fontsource/yomogi/files/${file}`, `${STAGING}/fonts/${file}`);
      }
      fs.copyFileSync('node_modules/@fontsource/yomogi/LICENSE', `${STAGING}/fonts/yomogi-LICENSE.txt`);
      fs.mkdirSync(`${STAGING}/plyr`, { recursive: true });
      fs.copyFileSync('node_modules/plyr/dist/plyr.svg', `${STAGING}/plyr/plyr.svg`); // the player's icons, served by us
      for (const page of fs.readdirSync('demo').filter((name) => name.endsWith('.html')))
        fs.copyFileSync(`demo/${page}`, `${STAGING}/${page}`); // the page the prerenderer fills
      const siteFile = Object.values(bundle).find((file) => file.isEntry && file.name === SITE).fileName;
      await prerender(STAGING, siteFile); // the home page into index.html, painted before any script runs
      writeEmbedPages(STAGING, registry.elements, registry.commonAttributes); // after the site's policy, which theirs derives from
      fs.appendFileSync(`${STAGING}/_headers`, picturesHeaders()); // likewise after the site's policy, which it replaces
      await writeCalendars(STAGING); // the events as .ics: one file per event and language, and a feed per language
      await writeFeeds(STAGING); // the books and events as Atom, a feed per language (feed-<lang>.atom), after the pictures
      // The portfolio as PDF, one per language (pdf/portfolio-<lang>.pdf), each remade only when what it shows changed.
      // Imported here: it reads the site's code, which needs the content generated (a fresh clone has none before).
      const { keepOnlyUsed, writePortfolioPdfs, writeSelectionPdfs } = await import('./scripts/build/pdf/index.mjs');
      // Every PDF of this build made by then: the cache keeps theirs.
      keepOnlyUsed([...(await writePortfolioPdfs(STAGING)), ...(await writeSelectionPdfs(STAGING))]);
      await writeOffline(STAGING, bundle, siteFile); // the service worker, offline pages and what "Save for offline" stores, from the pages
      if (!QUICK) await precompress(STAGING, { log: console.log, cacheDir: COMPRESSED_CACHE }); // the .br/.gz copies must match the files as written above
      // After precompress: brotli on the editor's 6 MB of script would add most of a minute to every build, for one person.
      stage(`write: the content editor into ${STAGING}/admin/`);
      await copyEditor(STAGING);
      writeDeployConfigs(STAGING); // from every rule of _headers, which it checks every host reads alike
      swapIn(STAGING, OUT); // last: only a build that got here replaces the site
      stage(`write: done, the new site is in ${OUT}/`);
      stopTalking();
    },
  };
}

// Her own pages' code: an entry named by its hash like a chunk (chunks/site-<hash>.js), which the build writes into
// their first script: a page's HTML names the code it was made with, kept for good wherever it is cached.
const SITE = 'site';

const EMBED = '\0embed:';
/**
 * Each element's file, for other sites: the visitor's language detected first (src/core/detectLanguage.ts), then the
 * element. Her own pages' code is bundled apart, without it (their address names their language).
 */
function embedEntries() {
  return {
    name: 'embed-entries',
    resolveId: (source) => (source.startsWith(EMBED) ? source : null),
    load: (id) =>
      id.startsWith(EMBED)
        ? [path.resolve('src/core/detectLanguage.ts'), path.resolve(`src/elements/${id.slice(EMBED.length)}/index.ts`)]
            .map((file) => `import ${JSON.stringify(file)};`)
            .join('\n')
        : null,
  };
}

/** The element whose code a chunk holds (her pages' code, chunks/<tag>-<hash>.js). */
const elementIn = (moduleIds) =>
  moduleIds.map((id) => id.match(/src[\\/]elements[\\/]([\w-]+)[\\/]index\.ts$/)?.[1]).find(Boolean);

// One instance of each for both bundles: the minified chunks and the content shares they keep are both bundles'.
const minified = QUICK ? null : minifier({ bundles: 2 });
const shares = QUICK ? null : contentShare();

/**
 * One bundle's settings. The build makes two, into the same folder: the elements for other sites (each carrying the
 * language detector in the chunk they share), then her own pages' code, which never needs it. No page loads both, so
 * neither carries what only the other needs; React's chunk is the same file in both when its code is the same.
 */
const bundleSettings = ({ input, entryFileNames, first = [], last = [] }) => ({
  input,
  output: {
    dir: STAGING,
    format: 'es',
    entryFileNames,
    chunkFileNames: ({ moduleIds }) => `chunks/${elementIn(moduleIds) ?? '[name]'}-[hash].js`,
    // React and its DOM renderer are one chunk shared by every element, whatever else changes.
    manualChunks: (id) => (/node_modules[\\/](react|react-dom|scheduler|@r2wc)[\\/]/.test(id) ? 'react' : undefined),
  },
  preserveEntrySignatures: 'exports-only',
  treeshake: !QUICK, // a quick build keeps unused code: the tree-shaking takes a third of its time
  // yet-another-react-lightbox marks its modules "use client" for React Server Components; nothing to do in a browser bundle.
  onwarn(warning, warn) {
    if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
  },
  plugins: [
    ...first,
    replace({
      preventAssignment: true,
      values: { 'process.env.NODE_ENV': JSON.stringify('production'), 'process.env.ASSET_BASE': '""' },
    }),
    registryTags(),
    useReactsOwnStoreHook(),
    nodeResolve({ browser: true, ...(QUICK && { extensions: ['.mjs', '.js', '.json', '.ts', '.tsx'] }) }),
    cssAsText(),
    commonjs(),
    json({ preferConst: true }),
    QUICK ? typesStripped() : compiler(), // the second bundle takes the first's compiled files (typescript-cache.mjs)
    registryWithoutDocs(), // after TypeScript: it reads plain JavaScript
    cssTemplatesTrimmed(), // likewise: TypeScript's plugin compiles the file as it is on disk
    minified,
    shares, // what the byte budgets leave out: her content, not code
    ...last,
    bundleProgress(),
  ],
});

export default [
  bundleSettings({
    input: {
      portfolio: 'src/portfolio.ts', // the autoloader
      'embed/page': 'src/embed.ts', // the embed pages' script (scripts/build/embed-pages.mjs)
      ...Object.fromEntries(elements.map((tag) => [`elements/${tag}`, `${EMBED}${tag}`])),
    },
    entryFileNames: '[name].js',
    first: [imagesAndContent(), embedEntries()],
  }),
  bundleSettings({
    input: { [SITE]: 'src/elements/portfolio-app/index.ts' }, // her own pages (demo/inline/before-paint.js)
    entryFileNames: 'chunks/[name]-[hash].js',
    last: [copyStatic()], // last: it writes the pages, the worker and the rest from both bundles' files
  }),
];
