import assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { EXTENSION_ID, TEST_TIMEOUT_MS, activateExtension, closeAllEditors, showActive, showRange, waitForDiagnostics } from './helpers';

/** A diagnostic as compared here: code, severity, range and message. */
function brief(d: vscode.Diagnostic): string {
  return `${String(d.code)} ${vscode.DiagnosticSeverity[d.severity]} ${showRange(d.range)}: ${d.message}`;
}

/** Every bundled example opens clean, except those whose point is a diagnostic: these, exactly. */
const EXPECTED_DIAGNOSTICS: Record<string, readonly string[]> = {
  'long-walks.tempter': [],
  'statement-sample.holedox': [],
  'statement-sample.tempter': [],
  'with-a-typo.holedox': ['holedox.outside-lair Error 13:0-13:3: B3 (1, 5) is outside the 4×4 lair (rows 1–4, columns 1–4)'],
};

describe('What a user meets on opening a puzzle file', function () {
  this.timeout(TEST_TIMEOUT_MS);

  before(async () => {
    await activateExtension();
  });

  afterEach(closeAllEditors);

  it('turns off the highlighting of every equal number and the bracket pairs, and gives sticky scroll the folds, for both languages only', () => {
    for (const languageId of ['holedox', 'tempter']) {
      const editor = vscode.workspace.getConfiguration('editor', { languageId });
      assert.equal(editor.get('occurrencesHighlight'), 'off', languageId);
      assert.equal(editor.get('selectionHighlight'), false, languageId);
      assert.equal(editor.get('wordBasedSuggestions'), 'off', languageId);
      assert.equal(editor.inspect('occurrencesHighlight')?.defaultLanguageValue, 'off', languageId);
      // A grid has no brackets, but the colouring still reads every token of the file for them.
      assert.equal(editor.get('bracketPairColorization.enabled'), false, languageId);
      assert.equal(editor.inspect('bracketPairColorization.enabled')?.defaultLanguageValue, false, languageId);
      assert.equal(editor.get('matchBrackets'), 'never', languageId);
      // Sticky scroll reads the cases' folds, not the outline: a big file's outline is 10 000 symbols a request.
      assert.equal(editor.get('stickyScroll.defaultModel'), 'foldingProviderModel', languageId);
    }
    const plain = vscode.workspace.getConfiguration('editor', { languageId: 'plaintext' });
    assert.equal(plain.get('occurrencesHighlight'), 'singleFile');
    assert.equal(plain.get('selectionHighlight'), true);
    assert.equal(plain.get('bracketPairColorization.enabled'), true);
    assert.equal(plain.get('matchBrackets'), 'always');
    assert.equal(plain.get('stickyScroll.defaultModel'), 'outlineModel');
  });

  it('opens each bundled example with exactly the diagnostics it is there to show', async () => {
    const extension = vscode.extensions.getExtension(EXTENSION_ID);
    assert.ok(extension);
    const folder = vscode.Uri.joinPath(extension.extensionUri, 'examples');
    const names = (await vscode.workspace.fs.readDirectory(folder))
      .map(([name]) => name)
      .filter((name) => /\.(holedox|tempter)$/.test(name))
      .sort();
    assert.deepEqual(names, Object.keys(EXPECTED_DIAGNOSTICS).sort(), 'a new example needs its expected diagnostics here');
    for (const name of names) {
      const uri = vscode.Uri.joinPath(folder, name);
      await showActive(uri);
      const expected = EXPECTED_DIAGNOSTICS[name] ?? [];
      const diagnostics = await waitForDiagnostics(
        uri,
        (d) => JSON.stringify(d.map(brief)) === JSON.stringify(expected),
        `${name}'s diagnostics to be ${expected.length === 0 ? 'none' : expected.join('; ')}`,
      );
      assert.deepEqual(diagnostics.map(brief), expected, name);
    }
  });
});
