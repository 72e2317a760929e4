// The tests module VS Code loads into the extension host (extensionTestsPath): it runs every
// *.test.js beside it with mocha. Both launchers use it: runWeb.mjs (code-server, offline)
// and runElectron.ts (@vscode/test-electron, desktop VS Code downloaded from the internet).
import * as fs from 'node:fs';
import * as path from 'node:path';
import { format } from 'node:util';
import Mocha from 'mocha';

/**
 * In code-server the extension host's console goes to the browser and to code-server's log,
 * mixed with VS Code's own lines; so when this variable names a file, the reporter's lines
 * are also appended there, and runWeb.mjs copies that file to its stdout as it grows.
 */
export const reportFileVariable = 'VSCODE_TEST_REPORT_FILE';

/** When set (runWeb.mjs --grep), only the tests whose full titles match run. */
export const grepVariable = 'VSCODE_TEST_GREP';

export function run(): Promise<void> {
  return runMochaSuite(__dirname);
}

/** Runs every `*.test.js` under `testsRoot`; rejects when a test fails or none is found. */
export async function runMochaSuite(testsRoot: string): Promise<void> {
  const grep = process.env[grepVariable];
  const mocha = new Mocha({ ui: 'bdd', timeout: 60_000, color: false, reporter: 'spec', ...(grep ? { grep } : {}) });
  const files = findTestFiles(testsRoot);
  if (files.length === 0) throw new Error(`no *.test.js files under ${testsRoot}`);
  for (const file of files) mocha.addFile(file);

  const restoreReporter = teeReporterTo(process.env[reportFileVariable]);
  try {
    const stats = await new Promise<Mocha.Stats>((resolve, reject) => {
      try {
        const runner = mocha.run(() => resolve(runner.stats ?? emptyStats()));
      } catch (error) {
        reject(error);
      }
    });
    // The plain closing line CI logs are read for: 'N passed, N failed[, N skipped]'.
    const skipped = stats.pending > 0 ? `, ${stats.pending} skipped` : '';
    Mocha.reporters.Base.consoleLog(`integration: ${stats.passes} passed, ${stats.failures} failed${skipped}`);
    if (stats.failures > 0) throw new Error(`${stats.failures} integration test(s) failed`);
  } finally {
    restoreReporter();
  }
}

function findTestFiles(root: string): string[] {
  return fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.test.js'))
    .sort()
    .map((name) => path.join(root, name));
}

/**
 * Mocha's reporters print through Base.consoleLog: copy each line to the report file too.
 * (console.log itself cannot be wrapped: VS Code's extension host pins it with a no-op
 * setter, so what tests print reaches code-server's log, not the report.)
 */
function teeReporterTo(reportFile: string | undefined): () => void {
  if (!reportFile) return () => {};
  const Base = Mocha.reporters.Base;
  const original = Base.consoleLog;
  Base.consoleLog = (...data: unknown[]) => {
    original(...data);
    fs.appendFileSync(reportFile, `${format(...data)}\n`);
  };
  return () => {
    Base.consoleLog = original;
  };
}

function emptyStats(): Mocha.Stats {
  return { suites: 0, tests: 0, passes: 0, pending: 0, failures: 0 };
}
