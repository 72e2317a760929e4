// Runs the integration suite in desktop VS Code through @vscode/test-electron, on the oldest
// version package.json's engines.vscode allows and on the current stable, as rust-analyzer's
// tests/runTests.ts does. It downloads VS Code, so it needs the internet (and a display:
// `xvfb-run -a` on a headless Linux); offline, use runWeb.mjs.
//
//   node scripts/build.mjs && node out/test/integration/runElectron.js [--version V]...
import * as fs from 'node:fs';
import * as path from 'node:path';
import { parseArgs } from 'node:util';
import { runTests } from '@vscode/test-electron';

// Built to out/test/integration/runElectron.js: the repository is three levels up.
const repoRoot = path.resolve(__dirname, '../../..');

function minimumVersion(): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
    engines?: { vscode?: string };
  };
  const range = manifest.engines?.vscode;
  const match = range ? /(\d+\.\d+\.\d+)/.exec(range) : null;
  if (!match?.[1]) throw new Error(`package.json engines.vscode '${range ?? ''}' names no version`);
  return match[1];
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { version: { type: 'string', multiple: true } } });
  const versions = values.version ?? [minimumVersion(), 'stable'];
  const failed: string[] = [];
  for (const version of versions) {
    console.log(`\n=== VS Code ${version} ===`);
    try {
      await runTests({
        version,
        extensionDevelopmentPath: repoRoot,
        extensionTestsPath: path.join(__dirname, 'index.js'),
        // runTests itself adds --disable-workspace-trust, a fresh profile under .vscode-test/,
        // --skip-welcome and --disable-updates.
        launchArgs: [path.join(repoRoot, 'test/fixtures'), '--disable-extensions'],
        extensionTestsEnv: /^\d/.test(version) ? { VSCODE_TEST_EXPECTED_VERSION: version } : {},
      });
    } catch (error) {
      console.error(`VS Code ${version}: ${error instanceof Error ? error.message : String(error)}`);
      failed.push(version);
    }
  }
  if (failed.length > 0) console.error(`\nfailed on VS Code ${failed.join(', ')}`);
  return failed.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('could not run the integration tests:', error);
    process.exit(1);
  },
);
