// TypeScript compiles and checks the whole program at once: the longest step of a warm build, whatever changed. A
// change to her content or texts changes only JSON files, and with isolatedModules (tsconfig.json) a file's JavaScript
// depends on that file alone, never on the JSON it imports: so while no code changes (every file under src/ but the
// JSON, the TypeScript settings and versions, the packages), the build takes each file's JavaScript as the last run
// made it, and repeats that run's warnings. The types against the new JSON are checked by `npm run typecheck`.
//
//   plugins: [cachedTypeScript(typescript(options), { recipe: JSON.stringify(options) })]
import fs from 'node:fs';
import path from 'node:path';
import { keepOnly, readChecked, sha256, writeChecked } from './cache-files.mjs';
import { stage } from './progress.mjs';

export const TYPESCRIPT_CACHE = '.cache/typescript';

const version = (name) => JSON.parse(fs.readFileSync(`node_modules/${name}/package.json`, 'utf8')).version;

/** A hash of everything but the JSON that shapes what TypeScript makes of the sources. */
function codeKey(recipe) {
  const files = fs
    .readdirSync('src', { recursive: true })
    .map(String)
    .filter((name) => !name.endsWith('.json') && fs.statSync(path.join('src', name)).isFile())
    .sort();
  const parts = [recipe, process.cwd(), version('typescript'), version('@rollup/plugin-typescript')];
  for (const file of ['tsconfig.json', 'package-lock.json', ...files.map((name) => path.join('src', name))])
    parts.push('\0', file, '\0', fs.readFileSync(file));
  return sha256(...parts);
}

/** `plugin` (@rollup/plugin-typescript's) run only when the code changed; otherwise its last outputs and warnings. */
export function cachedTypeScript(plugin, { recipe, dir = TYPESCRIPT_CACHE }) {
  let key;
  let cached; // { warnings, outputs: { [file]: { code, map } or null } } from the last run, when the code is the same
  let fresh; // this run's, to keep
  let started = false; // the plugin's own program, once it runs
  let rollupOptions;
  const file = () => path.join(dir, `${key}.json`);

  /** The plugin started with a context whose warnings are kept as well as shown. */
  async function start(context) {
    started = true;
    fresh = { warnings: [], outputs: { ...cached?.outputs } }; // those taken already are the same code's
    const keeping = new Proxy(context, {
      get(target, name) {
        if (name === 'warn')
          return (warning) => {
            fresh.warnings.push(typeof warning === 'string' ? warning : { ...warning });
            target.warn(warning);
          };
        const value = target[name];
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    await plugin.buildStart.call(keeping, rollupOptions);
  }

  return {
    ...plugin,
    name: `${plugin.name}-cached`,
    async buildStart(options) {
      rollupOptions = options;
      started = false;
      fresh = undefined;
      key = codeKey(recipe);
      try {
        cached = JSON.parse(readChecked(file()) ?? 'null');
      } catch {
        cached = null; // not JSON: compiled anew
      }
      if (!cached) return start(this);
      stage('bundle: no code changed since the last build: its compiled files taken again, not type-checked');
      for (const warning of cached.warnings) this.warn(warning);
    },
    async load(id) {
      const name = path.relative(process.cwd(), id);
      if (!started && cached && Object.hasOwn(cached.outputs, name)) return cached.outputs[name];
      // A file the last run did not compile (it cannot be, with the same code): this run compiles it all.
      if (!started && plugin.load && !id.startsWith('\0') && /\.[cm]?tsx?$/.test(id)) await start(this);
      if (!started) return null;
      const output = await plugin.load.call(this, id);
      fresh.outputs[name] = output ? { code: output.code, map: output.map ?? null } : null;
      return output;
    },
    buildEnd(error) {
      if (started) return plugin.buildEnd?.call(this, error);
    },
    generateBundle(...args) {
      if (started) return plugin.generateBundle?.apply(this, args);
    },
    writeBundle() {
      // Only after a whole build: a run stopped by an error keeps nothing.
      if (started) writeChecked(file(), JSON.stringify(fresh));
      keepOnly(dir, new Set([path.basename(file())]));
    },
  };
}
