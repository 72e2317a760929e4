// The first check of the integration launchers: the suite runs inside the VS Code it asked
// for, with this repository's extension loaded and the fixtures folder open.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';

// Built to out/test/integration/smoke.test.js: the repository is three levels up.
const repoRoot = path.resolve(__dirname, '../../..');
const manifest = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
  publisher: string;
  name: string;
  main?: string;
  engines: { vscode: string };
};
const extensionId = `${manifest.publisher}.${manifest.name}`;

function versionParts(version: string): number[] {
  return version.split(/[.-]/).slice(0, 3).map(Number);
}

describe('smoke: the integration host', () => {
  it('runs the VS Code version the launcher started', function () {
    // runWeb.mjs sets 1.100.3 (code-server 4.100.3); runElectron sets the version it downloaded.
    const expected = process.env['VSCODE_TEST_EXPECTED_VERSION'];
    if (expected === undefined) this.skip();
    assert.ok(vscode.version.startsWith(expected), `vscode.version is ${vscode.version}, expected ${expected}`);
  });

  it('runs a VS Code that package.json engines.vscode accepts', () => {
    const minimum = /(\d+\.\d+\.\d+)/.exec(manifest.engines.vscode)?.[1];
    assert.ok(minimum, `engines.vscode '${manifest.engines.vscode}' names no version`);
    const [have, need] = [versionParts(vscode.version), versionParts(minimum)];
    const cmp = have.map((part, i) => part - (need[i] ?? 0)).find((d) => d !== 0) ?? 0;
    assert.ok(cmp >= 0, `vscode.version ${vscode.version} is older than ${minimum}`);
  });

  it('opens the test/fixtures folder as the workspace', () => {
    const folders = vscode.workspace.workspaceFolders ?? [];
    assert.deepEqual(
      folders.map((f) => f.uri.fsPath),
      [path.join(repoRoot, 'test/fixtures')],
    );
  });

  it('loads this repository as the extension under development', () => {
    const extension = vscode.extensions.getExtension(extensionId);
    assert.ok(extension, `${extensionId} is not loaded`);
    assert.equal(extension.extensionUri.fsPath, repoRoot);
  });

  it('activates the extension without an error', async () => {
    assert.ok(manifest.main && fs.existsSync(path.join(repoRoot, manifest.main)), `the bundle ${manifest.main ?? '(no main)'} is built`);
    const extension = vscode.extensions.getExtension(extensionId);
    assert.ok(extension);
    await extension.activate();
    assert.equal(extension.isActive, true);
  });
});
