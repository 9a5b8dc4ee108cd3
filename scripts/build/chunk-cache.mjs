// The minifier takes tens of seconds over the chunks, most of which are the same from one build to the next: each
// chunk's minified code is kept in .cache/minified/ under a hash of the code rollup hands over (other chunks' names
// still placeholders there), the minifier's version and options, so an unchanged chunk is not minified again.
//
//   plugins: [cachedChunks(terser(options), { recipe: JSON.stringify({ terser: version, options }) })]
import path from 'node:path';
import { keepOnly, readChecked, sha256, writeChecked } from './cache-files.mjs';

export const MINIFIED_CACHE = '.cache/minified';

/**
 * `plugin` (a minifier's renderChunk) with its results cached by chunk. `recipe` names everything besides the code
 * that shapes the result: the minifier's version and options. A build of `bundles` bundles in turn shares one
 * instance: what none of them used goes once the last is written.
 */
export function cachedChunks(plugin, { recipe, dir = MINIFIED_CACHE, bundles = 1 }) {
  const used = new Set();
  let written = 0;
  return {
    ...plugin,
    name: `${plugin.name}-cached`,
    async renderChunk(code, chunk, options, meta) {
      // With source maps the map would have to be kept too: not cached (the site's build makes none).
      if (options.sourcemap) return plugin.renderChunk.call(this, code, chunk, options, meta);
      const key = sha256(recipe, '\0', options.format, '\0', code);
      const name = path.join(key.slice(0, 2), `${key}.js`);
      used.add(name);
      const file = path.join(dir, name);
      const cached = readChecked(file);
      if (cached !== undefined) return { code: cached, map: null };
      const result = await plugin.renderChunk.call(this, code, chunk, options, meta);
      const minified = typeof result === 'string' ? result : (result?.code ?? code);
      writeChecked(file, minified);
      return { code: minified, map: null };
    },
    writeBundle() {
      if (++written % bundles) return;
      keepOnly(dir, used);
      used.clear();
    },
  };
}
