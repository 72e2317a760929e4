// ESLint for the TypeScript sources, tests and scripts; formatting is Prettier's job
// (`prettier --check` in `npm run lint`), so no stylistic rules here.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// A format is reached through its folder's index.ts, never past it (docs/architecture.md).
const pastAFacade = { group: ['**/formats/*/*'], message: 'Import a puzzle format through its index.ts, not its files.' };

// The concrete formats: every folder of src/core/formats, so a new one is held the day it lands.
const FORMAT_FOLDERS = readdirSync(new URL('./src/core/formats/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Outside its own folder and the registry, code asks the registry for a format, never names one.
const concreteFormat = (ids, prefixes) => ({
  group: ids.flatMap((id) => prefixes.flatMap((prefix) => [`${prefix}${id}`, `${prefix}${id}/**`])),
  message: "Only a format's own folder and formats/registry.ts name a concrete format; ask the registry (formatOf, formatById) instead.",
});
const anyFormat = concreteFormat(FORMAT_FOLDERS, ['**/formats/']);
const noVscode = { name: 'vscode', message: 'src/core never imports vscode.' };
const restrict = (patterns, paths = []) => ['error', { paths, patterns }];

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
      'no-restricted-imports': restrict([pastAFacade]),
    },
  },
  {
    files: ['src/**/*.ts'],
    rules: { 'no-restricted-imports': restrict([pastAFacade, anyFormat]) },
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
    rules: { 'no-restricted-imports': restrict([pastAFacade, anyFormat], [noVscode]) },
  },
  {
    // The generic files of src/core/formats reach a format folder by its relative name, too.
    files: ['src/core/formats/*.ts'],
    rules: { 'no-restricted-imports': restrict([pastAFacade, anyFormat, concreteFormat(FORMAT_FOLDERS, ['./'])], [noVscode]) },
  },
  {
    // The one list of formats, and the panel's list of drawings (which reaches each format's
    // drawing.ts alone, so the panel's page bundles no solver).
    files: ['src/core/formats/registry.ts', 'src/core/formats/drawings.ts'],
    rules: { 'no-restricted-imports': restrict([], [noVscode]) },
  },
  // A format's folder is its own; another format's folder is not.
  ...FORMAT_FOLDERS.map((id) => ({
    files: [`src/core/formats/${id}/**/*.ts`],
    rules: {
      'no-restricted-imports': restrict(
        [
          concreteFormat(
            FORMAT_FOLDERS.filter((other) => other !== id),
            ['**/formats/', '../', '../../'],
          ),
        ],
        [noVscode],
      ),
    },
  })),
);
