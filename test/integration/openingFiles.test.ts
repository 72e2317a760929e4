import assert from 'node:assert/strict';
import * as vscode from 'vscode';
import {
  EXTENSION_ID,
  TEST_TIMEOUT_MS,
  activateExtension,
  closeAllEditors,
  fixtureUri,
  showActive,
  showRange,
  waitFor,
  waitForDiagnostics,
} from './helpers';

/** A diagnostic as compared here: code, severity, range and message. */
function brief(d: vscode.Diagnostic): string {
  return `${String(d.code)} ${vscode.DiagnosticSeverity[d.severity]} ${showRange(d.range)}: ${d.message}`;
}

/** Every bundled example opens clean, except those whose point is a diagnostic: these, exactly. */
const EXPECTED_DIAGNOSTICS: Record<string, readonly string[]> = {
  'long-walks.tempter': [],
  'statement-sample.holedox': [],
  'statement-sample.tempter': [],
  'with-a-miscount.holedox': ['holedox.count-mismatch Error 5:0-5:1: case 1 announces K = 2 stones but lists 3'],
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

  it('applies those defaults to a .holedox and a .tempter document, whose cases still fold and unfold in the editor', async () => {
    // Each case's fold, from its header line to its last line (zero-based, as the API gives them).
    const cases: Record<string, { folds: string[]; header: number }> = {
      'sample.holedox': { folds: ['0-8', '10-20'], header: 10 },
      'sample.tempter': { folds: ['0-4', '5-8'], header: 5 },
    };
    for (const [name, { folds, header }] of Object.entries(cases)) {
      const document = await vscode.workspace.openTextDocument(fixtureUri(name));
      // Scoped to the document (its uri and language), as the editor of that document reads them.
      const editorSettings = vscode.workspace.getConfiguration('editor', document);
      assert.equal(editorSettings.get('bracketPairColorization.enabled'), false, name);
      assert.equal(editorSettings.get('matchBrackets'), 'never', name);
      assert.equal(editorSettings.get('stickyScroll.defaultModel'), 'foldingProviderModel', name);
      assert.equal(editorSettings.get('occurrencesHighlight'), 'off', name);
      assert.equal(editorSettings.get('folding'), true, name);
      const editor = await showActive(document, new vscode.Range(header, 0, header, 0));
      const given = await waitFor(
        async () => {
          const ranges =
            (await vscode.commands.executeCommand<vscode.FoldingRange[]>('vscode.executeFoldingRangeProvider', document.uri)) ?? [];
          const shown = ranges.map((f) => `${f.start}-${f.end}`);
          return JSON.stringify(shown) === JSON.stringify(folds) ? shown : undefined;
        },
        `${name}'s folds to be one per case, ${folds.join(', ')}`,
      );
      assert.deepEqual(given, folds);
      const last = Number(folds.at(-1)?.split('-')[1]);
      // The last case folded: its header and the line after the case in view, none of its other lines
      // (the fold covers the case exactly); unfolded, the line after its header is back.
      const inView = (line: number) => editor.visibleRanges.some((r) => r.start.line <= line && line <= r.end.line);
      const hidden = () =>
        inView(header) && inView(last + 1) && !editor.visibleRanges.some((r) => r.end.line > header && r.start.line <= last);
      const shown = () => inView(header + 1);
      const seen = {
        recheckOn: [vscode.window.onDidChangeTextEditorVisibleRanges],
        lastSeen: () => `visible ${editor.visibleRanges.map(showRange).join(', ')}`,
      };
      // The fold command acts on the folds the editor has received so far: asked again until they are in.
      await waitFor(
        async () => (hidden() || (await vscode.commands.executeCommand('editor.fold'), hidden()) ? true : undefined),
        `${name}'s case at line ${header + 1} folded (lines ${header + 2}–${last + 1} out of view)`,
        seen,
      );
      await waitFor(
        async () => (shown() || (await vscode.commands.executeCommand('editor.unfold'), shown()) ? true : undefined),
        `${name}'s case at line ${header + 1} unfolded`,
        seen,
      );
    }
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
