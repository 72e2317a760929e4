import assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { HoledoxApi } from '../../src/extension/extension';
import { TEST_TIMEOUT_MS, activateExtension, baseName, closeAllEditors, openUntitled, showActive, waitFor } from './helpers';

/** Waits until the solve status bar item shows `expected` (its text), or is hidden when undefined. */
function waitForStatus(api: HoledoxApi, expected: string | undefined, what: string): Promise<true> {
  return waitFor(() => (api.statusBar.shown?.text === expected ? true : undefined), `the status bar to show ${what}`, {
    recheckOn: [vscode.window.onDidChangeActiveTextEditor, vscode.workspace.onDidChangeTextDocument],
    lastSeen: () => api.statusBar.shown?.text ?? 'nothing (hidden)',
  });
}

// Untitled documents, so no earlier test's solve of a fixture is still held for them.
const ONE_HOLEDOX_CASE = '3 3 2\n1 2\n2 2\n0\n0 0 0\n';
const TEMPTER_WITH_A_BAD_CASE = '1 3 2\nS.D\n1 3 2\nS.Q\n0 0 0\n';

describe('The solve status bar follows the active document', function () {
  this.timeout(TEST_TIMEOUT_MS);
  let api: HoledoxApi;

  before(async () => {
    api = await activateExtension();
  });

  afterEach(closeAllEditors);

  it("shows each document's own result: solved A, then B, then A again, and nothing for other editors", async () => {
    const a = await openUntitled('holedox', ONE_HOLEDOX_CASE);
    const b = await openUntitled('tempter', TEMPTER_WITH_A_BAD_CASE);
    const text = await openUntitled('holedox', '');
    const plain = await vscode.languages.setTextDocumentLanguage(text, 'plaintext');

    await showActive(a);
    await waitForStatus(api, undefined, 'nothing for a document not solved yet');
    await vscode.commands.executeCommand('holedox.solve', a.uri);
    await waitForStatus(api, '$(check) 1 solved', "A's result");
    assert.equal(api.statusBar.shown?.tooltip, `${baseName(a.uri)}: every case solved: see the Holedox output`);

    await showActive(b);
    await waitForStatus(api, undefined, "nothing for B, not solved yet (not A's result)");
    await vscode.commands.executeCommand('holedox.solve', b.uri);
    await waitForStatus(api, '$(warning) 1 solved · 1 skipped', "B's result");

    await showActive(a);
    await waitForStatus(api, '$(check) 1 solved', "A's result again after switching back");
    await showActive(plain);
    await waitForStatus(api, undefined, 'nothing for a plain-text editor');
    await showActive(b);
    await waitForStatus(api, '$(warning) 1 solved · 1 skipped', "B's result again");
  });

  it("drops a result once its document changes, and keeps the other documents'", async () => {
    const a = await openUntitled('holedox', ONE_HOLEDOX_CASE);
    const b = await openUntitled('tempter', TEMPTER_WITH_A_BAD_CASE);
    await vscode.commands.executeCommand('holedox.solve', a.uri);
    await vscode.commands.executeCommand('holedox.solve', b.uri);
    const editor = await showActive(a);
    await waitForStatus(api, '$(check) 1 solved', "A's result");
    assert.ok(await editor.edit((edit) => edit.insert(new vscode.Position(0, 0), ' ')));
    await waitForStatus(api, undefined, 'nothing once A changed');
    await showActive(b);
    await waitForStatus(api, '$(warning) 1 solved · 1 skipped', "B's result, untouched by A's edit");
    await showActive(a);
    await waitForStatus(api, undefined, 'still nothing for the edited A');
    await vscode.commands.executeCommand('holedox.solve');
    await waitForStatus(api, '$(check) 1 solved', "A's result after solving the edited text");
  });
});
