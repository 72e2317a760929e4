// tsconfig.core.json refuses the editor's API in src/core: an import of `vscode` fails the
// type-check even when nothing it imports is used (ESLint's rule is the second guard).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as ts from 'typescript';

// Built to out/test/unit/repo/coreTypecheck.test.js: the repository is four levels up.
const ROOT = join(__dirname, '..', '..', '..', '..');

/** The error codes tsc reports for `source`, type-checked as a file of src/core. */
function coreErrors(source: string): number[] {
  const dir = mkdtempSync(join(tmpdir(), 'holedox-core-probe-'));
  try {
    const file = join(dir, 'probe.ts');
    writeFileSync(file, source);
    const read = ts.readConfigFile(join(ROOT, 'tsconfig.core.json'), (path) => ts.sys.readFile(path));
    const config = ts.parseJsonConfigFileContent(read.config, ts.sys, ROOT);
    // Unused imports are a lint matter here: only what the import itself costs is asked.
    const program = ts.createProgram([file], { ...config.options, noEmit: true, noUnusedLocals: false });
    return ts.getPreEmitDiagnostics(program).map((d) => d.code);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('tsconfig.core.json', function () {
  // The compiler loads its lib files on each program; nothing here is timed.
  this.timeout(60_000);

  for (const line of [
    "import * as vscode from 'vscode';",
    "import type { Range } from 'vscode';",
    "import { window } from 'vscode';",
    "export * from 'vscode';",
  ]) {
    it(`refuses ${line}`, () => {
      assert.deepEqual(coreErrors(`${line}\nexport const probe = 1;\n`), [2306]);
    });
  }

  it('accepts a core file that needs neither', () => {
    assert.deepEqual(coreErrors('export const probe: readonly number[] = [1, 2].map((n) => n * 2);\n'), []);
  });
});
