// Component tests in Chromium, Firefox and WebKit, all from Debian. React is CommonJS, which wtr's own resolver
// cannot serve as ESM, so each test file is bundled with esbuild when the browser asks for it.
import { defaultReporter, summaryReporter } from '@web/test-runner';
import { build } from 'esbuild';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildContent } from './scripts/build/content.mjs';
import { loadRegistry } from './scripts/build/docs.mjs';
import { buildImages, ENCODED_IMAGES } from './scripts/build/images.mjs';
import { startServer } from './scripts/servers/serve.mjs';
import { componentTestBrowsers } from './scripts/testing/engines.mjs';

await buildImages(); // the responsive variants the components ask for (cached: quick unless a source changed)
const problems = await buildContent(); // what the components import from content/
if (problems.length) throw new Error(`Broken content:\n  ${problems.join('\n  ')}`);
// The autoloader's tags are the registry's, written in as the build does (rollup.config.mjs, registryTags).
const elementTags = (await loadRegistry()).elements.map((element) => element.tag);

// A local endpoint speaking the EmailJS REST protocol, with test controls (modes, recorded requests), for the
// contact form's tests. Its origin reaches the tests as process.env.MAIL_TEST_ORIGIN.
const mail = await startServer({
  root: 'public',
  port: 0,
  host: '127.0.0.1',
  quiet: true,
  testControls: true,
  outbox: path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-')), 'messages.jsonl'),
});
mail.server.unref();

const bundleTests = {
  name: 'bundle-tests',
  async serve(context) {
    if (!/\.test\.tsx?$/.test(context.path)) return undefined;
    try {
      const result = await build({
        entryPoints: [`.${context.path}`],
        bundle: true,
        format: 'esm',
        write: false,
        jsx: 'automatic',
        sourcemap: 'inline',
        logLevel: 'silent',
        loader: { '.css': 'text' },
        inject: ['src/core/reportFailures.ts'], // a failure whose values JSON cannot carry is still reported
        external: ['/__web-dev-server__web-socket.js'], // served by the runner itself, for @web/test-runner-commands
        define: {
          'process.env.NODE_ENV': '"development"',
          'process.env.ASSET_BASE': '"/public/"',
          'process.env.MAIL_TEST_ORIGIN': JSON.stringify(new URL(mail.url).origin),
          'process.env.ELEMENT_TAGS': JSON.stringify(elementTags),
        },
      });
      return { body: result.outputFiles[0].text, type: 'js' };
    } catch (error) {
      // Show the bundling error in the test report instead of a bare "could not import".
      return { body: `throw new Error(${JSON.stringify(error.message)});`, type: 'js' };
    }
  },
};

// In tests, assets come from public/, the images from the pipeline's output and the fonts from the @fontsource package.
const assetsForTests = (context, next) => {
  if (context.url.startsWith('/public/fonts/'))
    context.url = context.url.replace('/public/fonts/', '/node_modules/@fontsource/yomogi/files/');
  if (context.url.startsWith('/public/images/')) context.url = context.url.replace('/public/', `/${ENCODED_IMAGES}/`);
  return next();
};

/** Writes the pass/fail counts for scripts/testing/test-all.mjs, which prints one summary line for the whole run. */
const countsFile = process.env.WTR_COUNTS_FILE;
function countReporter() {
  return {
    onTestRunFinished({ sessions }) {
      if (!countsFile) return;
      let passed = 0;
      const failures = [];
      for (const session of sessions) {
        const walk = (suite, path) => {
          for (const test of suite.tests ?? []) {
            if (test.skipped) continue;
            if (test.passed) passed++;
            else failures.push(`${session.testFile}: ${[...path, test.name].join(' › ')}`);
          }
          for (const child of suite.suites ?? []) walk(child, [...path, child.name]);
        };
        if (session.testResults) walk(session.testResults, []);
        // A file that did not load or start counts as one failure, named with its error.
        if (!session.passed && !session.testResults?.tests?.length && !session.testResults?.suites?.length) {
          failures.push(`${session.testFile}: ${session.errors?.[0]?.message ?? 'did not run'}`);
        }
      }
      fs.writeFileSync(countsFile, JSON.stringify({ passed, failed: failures.length, failures }));
    },
  };
}

export default {
  rootDir: '.',
  files: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
  nodeResolve: false,
  // One page at a time: Chromium does not run requestAnimationFrame in background tabs, which fixtures wait on.
  concurrency: 1,
  browsers: await componentTestBrowsers(),
  middleware: [assetsForTests],
  plugins: [bundleTests],
  reporters: [defaultReporter(), summaryReporter(), countReporter()],
  // 30 s a test: axe over a whole element twice took over 10 s in WebKit on a busy machine; a hang still fails.
  testFramework: { config: { timeout: 30000 } },
  // Each file is bundled when its page asks for it; on a slow CI machine that start took longer than wtr's 20 s.
  testsStartTimeout: 120000,
  testsFinishTimeout: 300000,
};
