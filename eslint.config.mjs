// ESLint for the TypeScript sources, tests and scripts; formatting is Prettier's job
// (`prettier --check` in `npm run lint`), so no stylistic rules here.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

// A format is reached through its folder's index.ts, never past it (docs/architecture.md).
const pastAFacade = { group: ['**/formats/*/*'], message: 'Import a puzzle format through its index.ts, not its files.' };

export default tseslint.config(
  { ignores: ['dist/', 'out/', 'node_modules/', '.vscode-test-web/', '.vscode-test/', '.bench/', 'test-results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // tsc's noUnusedLocals/noUnusedParameters already report these, with the same exceptions.
      '@typescript-eslint/no-unused-vars': 'off',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-restricted-imports': ['error', { patterns: [pastAFacade] }],
    },
  },
  {
    // The panel's code, and the editor checks' page.evaluate() callbacks, run in a browser.
    files: ['src/webview/**/*.ts', 'test/browser/**/*.mjs', 'test/integration/**/*.mjs', 'scripts/bench/**/*.mjs'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['**/*.cjs', 'bin/**/*.js', 'test/fixtures/**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // A format's own unit tests (test/unit/core/formats/<id>/) may test its files one by one.
    files: ['test/unit/core/formats/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The core is pure TypeScript: no editor API (tsconfig.core.json checks it too).
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'vscode', message: 'src/core never imports vscode.' }], patterns: [pastAFacade] },
      ],
    },
  },
);
