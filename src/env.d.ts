// Replaced at build time (rollup) and test time (esbuild): see rollup.config.mjs and web-test-runner.config.mjs.
declare const process: { env: { NODE_ENV: string; ASSET_BASE?: string } };
