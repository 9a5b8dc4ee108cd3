// ESLint on the whole tree, run by `npm test` (npm run lint): the recommended rules, TypeScript's through
// typescript-eslint, and React's hooks rules. Formatting is Prettier's (npm run format).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'src/content/generated/', '.cache/', '.outbox/', '.scratch/', 'bench/'] },
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
