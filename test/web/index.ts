// The tests module for the web worker extension host (runWeb.mjs --web-host): bundled for the
// browser (out/test/web/webTests.js), with mocha's browser build, since that host can load
// no file but the one it is given and has neither Node's modules nor process.env.
import 'mocha/mocha.js';
import * as vscode from 'vscode';
import { TEST_TIMEOUT_MS } from '../integration/helpers';
import { defineWebHostTests } from './webHost.test';

/**
 * Where the report goes, for runWeb.mjs to copy to its stdout: a file in the workspace (a copy
 * of test/fixtures the launcher made), written through workspace.fs, the one way out of here.
 */
export const WEB_REPORT_FILE = '.holedox-web-report.txt';

export async function run(): Promise<void> {
  const folder = vscode.workspace.workspaceFolders?.[0];
  if (!folder) throw new Error('the web host tests need a workspace folder (runWeb.mjs --web-host opens a copy of test/fixtures)');
  const report = reportTo(vscode.Uri.joinPath(folder.uri, WEB_REPORT_FILE));
  const Base = Mocha.reporters.Base;
  const original = Base.consoleLog;
  Base.consoleLog = (...data: unknown[]) => {
    original(...data);
    report.line(formatted(data));
  };
  try {
    mocha.setup({ ui: 'bdd', reporter: 'spec', timeout: TEST_TIMEOUT_MS, color: false });
    defineWebHostTests();
    const { passes, failures } = await new Promise<{ passes: number; failures: number }>((resolve) => {
      const runner = mocha.run((failed) => resolve({ passes: runner.stats?.passes ?? 0, failures: failed }));
    });
    // The plain closing line, as the Node host's suite ends with.
    Base.consoleLog(`web host: ${passes} passed, ${failures} failed`);
    await report.flushed();
    if (failures > 0) throw new Error(`${failures} web host test(s) failed`);
  } finally {
    Base.consoleLog = original;
  }
}

/** The report's lines, the whole text written again after each (workspace.fs cannot append). */
function reportTo(uri: vscode.Uri): { line(text: string): void; flushed(): Promise<void> } {
  let text = '';
  let writing: Promise<void> = Promise.resolve();
  return {
    line(line: string) {
      text += `${line}\n`;
      const snapshot = text;
      writing = writing.then(() => vscode.workspace.fs.writeFile(uri, new TextEncoder().encode(snapshot)));
    },
    flushed: () => writing,
  };
}

/** A console line as the console shows it: mocha's reporters pass printf-style formats ('%s) %s'). */
function formatted([first, ...rest]: unknown[]): string {
  if (first === undefined) return '';
  if (typeof first !== 'string') return [first, ...rest].map(String).join(' ');
  const line = first.replace(/%[sdifoOj%]/g, (spec) => (spec === '%%' ? '%' : rest.length > 0 ? String(rest.shift()) : spec));
  return [line, ...rest.map(String)].join(' ');
}
