// Replaced at build time (rollup) and test time (esbuild): see rollup.config.mjs and web-test-runner.config.mjs.
// ELEMENT_TAGS: the registry's tags (src/elements/registry.ts), for the autoloader (src/portfolio.ts).
declare const process: {
  env: { NODE_ENV: string; ASSET_BASE?: string; MAIL_TEST_ORIGIN?: string; ELEMENT_TAGS: readonly string[] };
};

// CSS files are imported as text and adopted as constructable stylesheets (rollup and esbuild both do this).
declare module '*.css' {
  const text: string;
  export default text;
}

// plyr 3.8 names a type file it does not ship: the little of its API this project uses.
declare module 'plyr' {
  export default class Plyr {
    constructor(target: HTMLElement, options?: Record<string, unknown>);
    on(event: string, callback: () => void): void;
    pause(): void;
    destroy(): void;
  }
}
