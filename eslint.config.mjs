// ESLint on the whole tree, run by `npm test` (npm run lint): the recommended rules, TypeScript's through
// typescript-eslint, and React's hooks rules. Formatting is Prettier's (npm run format).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const DOWN = 'Imports point down the layers: content, then the kit (core), then the elements.';

export default tseslint.config(
  // The host apps' builds (test/hosts/<host>/dist, .next, .output, ...) are their tools' output.
  {
    ignores: [
      'dist/',
      'src/content/generated/',
      '.cache/',
      '.outbox/',
      '.scratch/',
      'bench/',
      'test/hosts/*/{dist,.output,.nuxt,.angular,.next}/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // `const { dropped, ...kept } = x` is how a field is left out.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
      // JSX's IntrinsicElements are extended by declaration merging, which needs an interface.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      // The few `any` left sit where a library gives no type (r2wc's element class, JSON before its schema check).
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
    languageOptions: { globals: { ...globals.browser, ...globals.mocha } },
  },
  // The layers import downwards only: src/content, then the kit (src/core), then src/elements (docs/architecture.md).
  // Tests may reach up (a kit test mounts a real element). no-restricted-imports sees no import(): the selector does.
  ...[
    ['src/content/**', ['**/core', '**/core/**', '**/elements/**'], '/(core|elements)\\//'],
    ['src/core/**', ['**/elements/**'], '/elements\\//'],
    // The registry gathers the rows (each element's spec.ts), never an element's code (its loader is in load.ts).
    ['src/elements/registry.ts', ['./*/**', '!./*/spec'], '/^\\.\\/[^/]+\\//'],
  ].map(([files, group, source]) => ({
    files: [files],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group, message: DOWN }] }],
      'no-restricted-syntax': ['error', { selector: `ImportExpression[source.value=${source}]`, message: DOWN }],
    },
  })),
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // chai's assertions are properties: `expect(x).to.be.true` is an expression on purpose.
    files: ['**/*.test.{ts,tsx}', 'test/**'],
    rules: { '@typescript-eslint/no-unused-expressions': 'off' },
  },
);
