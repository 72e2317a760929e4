// Bundles what ships (extension host, CLI, solve worker, webview) and transpiles the
// tests one file per file so mocha can run them in plain Node. Type-checking is `tsc --noEmit`.
import * as esbuild from 'esbuild';
import { readdirSync, statSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { noNodeBuiltins } from './build/noNodeBuiltins.mjs';

const production = process.argv.includes('--production');
const common = { bundle: true, sourcemap: !production, minify: production, logLevel: 'warning' };

function filesUnder(dir, suffix) {
  const found = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) found.push(...filesUnder(path, suffix));
    else if (path.endsWith(suffix)) found.push(path);
  }
  return found;
}

rmSync('dist', { recursive: true, force: true });
rmSync('out', { recursive: true, force: true });

const bundles = [
  // The judge CLI's `judge` and `stress` subcommands are a bundle of their own that cli.js
  // loads only for them: a plain run then compiles a third of the code (docs/performance.md).
  { name: 'cli', entry: 'src/cli.ts', platform: 'node', external: ['./cli/judgeCommands'], requireImports: true },
  { name: 'cli/judgeCommands', entry: 'src/cli/judgeCommands.ts', platform: 'node' },
  { name: 'extension', entry: 'src/extension/extension.ts', platform: 'node', external: ['vscode'] },
  { name: 'solveWorker', entry: 'src/answers/solveWorker.ts', platform: 'node' },
  { name: 'stressWorker', entry: 'src/extension/testing/stressWorker.ts', platform: 'node' },
  { name: 'judgeWorker', entry: 'src/extension/testing/judgeWorker.ts', platform: 'node' },
  { name: 'webview/webview', entry: 'src/webview/main.ts', platform: 'browser' },
  // The browser's extension host (vscode.dev, github.dev): a CommonJS module it loads with
  // require('vscode') provided, and the solve worker as a Web Worker's classic script.
  { name: 'web/extension', entry: 'src/extension/webExtension.ts', platform: 'browser', format: 'cjs', external: ['vscode'] },
  { name: 'web/solveWorker', entry: 'src/answers/webSolveWorker.ts', platform: 'browser' },
];
const builds = bundles.map((b) =>
  esbuild.build({
    ...common,
    entryPoints: { [b.name]: b.entry },
    outdir: 'dist',
    platform: b.platform,
    format: b.format ?? (b.platform === 'browser' ? 'iife' : 'cjs'),
    target: b.platform === 'browser' ? 'es2022' : 'node20',
    external: b.external ?? [],
    plugins: b.platform === 'browser' ? [noNodeBuiltins] : [],
    // import() of an external as require(), which finds dist/cli/judgeCommands.js from cli.js.
    ...(b.requireImports ? { supported: { 'dynamic-import': false } } : {}),
  }),
);

// The web worker host's tests: one browser bundle, mocha's browser build included, since that
// host loads only the file it is given (test/web/index.ts).
builds.push(
  esbuild.build({
    entryPoints: { webTests: 'test/web/index.ts' },
    outdir: 'out/test/web',
    bundle: true,
    platform: 'browser',
    format: 'cjs',
    target: 'es2022',
    external: ['vscode'],
    plugins: [noNodeBuiltins],
    sourcemap: true,
    logLevel: 'warning',
  }),
);

// Tests: one output file per source file, keeping the tree so relative imports still work.
const testSources = [...filesUnder('test', '.ts'), ...filesUnder('src', '.ts')];
builds.push(
  esbuild.build({
    entryPoints: testSources,
    outdir: 'out',
    outbase: '.',
    bundle: false,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
  }),
);

await Promise.all(builds);
