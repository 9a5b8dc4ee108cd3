// TypeScript sources that Node scripts and tests read (the registry, the content's schema and compiler): bundled by
// esbuild in memory and imported from a data: URL, so they need no build step and no loader.
import { build } from 'esbuild';

/** The module `entryPoint` exports, bundled with its imports; `options` add to esbuild's. */
export async function importBundled(entryPoint, options = {}) {
  const result = await build({
    entryPoints: [entryPoint],
    bundle: true,
    platform: 'node',
    format: 'esm',
    write: false,
    logLevel: 'silent',
    ...options,
  });
  return import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString('base64')}`);
}
