import assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { HostToWebview } from '../../src/protocol';
import type { SolveReport } from '../../src/extension/commands/solveCommand';
import {
  TEST_TIMEOUT_MS,
  activateExtension,
  closeAllEditors,
  fixtureUri,
  openUntitled,
  showActive,
  showRange,
  waitFor,
  waitForDiagnostics,
} from './helpers';

describe('Holedox extension in a real VS Code', function () {
  this.timeout(TEST_TIMEOUT_MS);

  before(async () => {
    await activateExtension();
  });

  afterEach(closeAllEditors);

  it('runs in the VS Code it was launched in, trusted or in Restricted Mode', () => {
    assert.match(vscode.version, /^1\.\d+\.\d+/);
    assert.equal(typeof vscode.workspace.isTrusted, 'boolean');
    console.log(`      (VS Code ${vscode.version}, workspace ${vscode.workspace.isTrusted ? 'trusted' : 'in Restricted Mode'})`);
  });

  it('gives .holedox and .tempter files their languages', async () => {
    const holedox = await vscode.workspace.openTextDocument(fixtureUri('sample.holedox'));
    const tempter = await vscode.workspace.openTextDocument(fixtureUri('sample.tempter'));
    assert.equal(holedox.languageId, 'holedox');
    assert.equal(tempter.languageId, 'tempter');
  });

  it('puts the core checks on a malformed file: code, source, exact range, related information', async () => {
    const uri = fixtureUri('malformed/body-not-adjacent.holedox');
    await vscode.window.showTextDocument(uri);
    const diagnostics = await waitForDiagnostics(uri, (d) => d.length > 0, 'diagnostics on body-not-adjacent.holedox');
    assert.equal(diagnostics.length, 1);
    const [d] = diagnostics;
    assert.ok(d);
    assert.equal(d.code, 'holedox.body-not-adjacent');
    assert.equal(d.source, 'holedox');
    assert.equal(d.severity, vscode.DiagnosticSeverity.Error);
    assert.equal(showRange(d.range), '3:0-3:3');
    assert.equal(d.message, 'B3 (3, 3) is not next to B2 (4, 2): consecutive blocks must share a side');
    assert.equal(d.relatedInformation?.length, 1);
    assert.equal(showRange(d.relatedInformation?.[0]?.location.range ?? new vscode.Range(0, 0, 0, 0)), '2:0-2:3');
  });

  it('updates squiggles as the user types, and clears them when fixed', async () => {
    const document = await openUntitled('holedox', '3 3 2\n1 2\n2 2\n0\n0 0 0\n');
    const editor = await vscode.window.showTextDocument(document);
    await waitForDiagnostics(document.uri, (d) => d.length === 0, 'a clean untitled document');
    // Type a stone on the body: K becomes 1 and the stone (2, 2) lands on B2.
    await editor.edit((edit) => edit.replace(new vscode.Range(3, 0, 3, 1), '1\n2 2'));
    const broken = await waitForDiagnostics(document.uri, (d) => d.length > 0, 'the stone-on-body diagnostic');
    assert.deepEqual(
      broken.map((d) => [d.code, showRange(d.range)]),
      [['holedox.stone-on-body', '4:0-4:3']],
    );
    await editor.edit((edit) => edit.replace(new vscode.Range(4, 0, 4, 3), '3 3'));
    await waitForDiagnostics(document.uri, (d) => d.length === 0, 'the diagnostic to clear after the fix');
  });

  it('places squiggles on the lines VS Code shows in a CRLF document, after an edit that adds a line', async () => {
    // The squiggles are placed from the text parsed (not document.positionAt): the lines
    // must still be the editor's when \r\n ends them and an edit has moved them.
    const document = await openUntitled('holedox', '3 3 2\n1 2\n2 2\n0\n0 0 0\n');
    const editor = await vscode.window.showTextDocument(document);
    // An untitled document takes the default line ends: the user switches it to CRLF.
    await editor.edit((edit) => edit.setEndOfLine(vscode.EndOfLine.CRLF));
    assert.equal(document.getText(), '3 3 2\r\n1 2\r\n2 2\r\n0\r\n0 0 0\r\n');
    await waitForDiagnostics(document.uri, (d) => d.length === 0, 'a clean CRLF untitled document');
    await editor.edit((edit) => edit.replace(new vscode.Range(3, 0, 3, 1), '1\r\n2 2'));
    const broken = await waitForDiagnostics(document.uri, (d) => d.length > 0, 'the stone-on-body diagnostic in the CRLF document');
    assert.equal(document.eol, vscode.EndOfLine.CRLF);
    assert.deepEqual(
      broken.map((d) => [d.code, showRange(d.range), document.getText(d.range)]),
      [['holedox.stone-on-body', '4:0-4:3', '2 2']],
    );
  });

  it('solves the statement samples and returns the judge output', async () => {
    const report = (await vscode.commands.executeCommand('holedox.solve', fixtureUri('sample.holedox'))) as SolveReport;
    assert.equal(report.format, 'holedox');
    assert.equal(report.judgeOutput, 'Case 1: 9\nCase 2: -1\n');
    assert.deepEqual(
      report.cases.map((c) => [c.number, c.outcome, c.answer]),
      [
        [1, 'answered', '9'],
        [2, 'answered', '-1'],
      ],
    );
    const tempter = (await vscode.commands.executeCommand('holedox.solve', fixtureUri('sample.tempter'))) as SolveReport;
    assert.equal(tempter.judgeOutput, 'NO\nYES\n');
  });

  it('solves the well-formed cases of a malformed file and says which were skipped and why', async () => {
    const report = (await vscode.commands.executeCommand(
      'holedox.solve',
      fixtureUri('malformed/missing-stones-before-next-case.holedox'),
    )) as SolveReport;
    assert.equal(report.judgeOutput, 'Case 2: 1\n');
    assert.deepEqual(report.cases[0], {
      number: 1,
      outcome: 'skipped',
      message: 'case 1 announces K = 3 stones but the next case header on line 8 begins after 2: 1 missing',
      line: 1,
      expanded: 0,
    });
  });

  it('solves an untitled document from the active editor', async () => {
    const document = await openUntitled('tempter', '1 3 2\nS.D\n0 0 0\n');
    await showActive(document);
    const report = (await vscode.commands.executeCommand('holedox.solve')) as SolveReport;
    assert.equal(report.uri, document.uri.toString());
    assert.equal(report.judgeOutput, 'YES\n');
  });

  it('opens the panel beside the editor and sends it the case with its solution', async () => {
    const api = await activateExtension();
    const uri = fixtureUri('sample.holedox');
    const posted = waitFor(
      api.panel.onDidPost,
      (m: HostToWebview | undefined) => (m?.type === 'case' && m.uri === uri.toString() && m.verdict.state === 'answered' ? m : undefined),
      'the panel to receive case 1 with its answer',
    );
    await vscode.window.showTextDocument(uri);
    await vscode.commands.executeCommand('holedox.showPanel', uri);
    const message = await posted;
    assert.equal(api.panel.isOpen, true);
    assert.ok(message.type === 'case' && message.caseView?.kind === 'holedox');
    assert.equal(message.caseView.number, 1);
    assert.deepEqual(message.caseView.body[0], { row: 4, col: 1 });
    assert.ok(message.verdict.state === 'answered');
    assert.equal(message.verdict.answer, '9');
    assert.equal(message.verdict.moves.length, 9);
    // The tab strip updates on its own schedule: wait for it rather than assume it.
    await waitFor(
      vscode.window.tabGroups.onDidChangeTabs,
      () =>
        vscode.window.tabGroups.all
          .flatMap((g) => g.tabs)
          .some((t) => t.input instanceof vscode.TabInputWebview && t.input.viewType.endsWith('holedox.panel'))
          ? true
          : undefined,
      'a panel tab in the tab strip',
    );
  });

  it('restores the panel after a window reload from the state its webview saved', async () => {
    const api = await activateExtension();
    const uri = fixtureUri('sample.holedox');
    const restored = waitFor(
      api.panel.onDidPost,
      (m: HostToWebview | undefined) => (m?.type === 'case' && m.uri === uri.toString() && m.caseView?.number === 2 ? m : undefined),
      'the restored panel to show case 2',
    );
    // What VS Code does on reload: a panel of our view type handed to the registered serializer.
    const webviewPanel = vscode.window.createWebviewPanel('holedox.panel', 'Puzzle', vscode.ViewColumn.Beside, {});
    await api.panel.deserializeWebviewPanel(webviewPanel, { uri: uri.toString(), caseNumber: 2 });
    const message = await restored;
    assert.ok(message.type === 'case' && message.caseView?.kind === 'holedox');
    assert.deepEqual(message.caseView.body[0], { row: 2, col: 3 });
    assert.equal(api.panel.isOpen, true);
    assert.equal(webviewPanel.webview.options.enableScripts, true);
  });

  it('follows the case under the cursor', async () => {
    const api = await activateExtension();
    const uri = fixtureUri('sample.holedox');
    const editor = await vscode.window.showTextDocument(uri);
    await vscode.commands.executeCommand('holedox.showPanel', uri);
    const second = waitFor(
      api.panel.onDidPost,
      (m: HostToWebview | undefined) => (m?.type === 'case' && m.caseView?.number === 2 ? m : undefined),
      'the panel to switch to case 2',
    );
    editor.selection = new vscode.Selection(11, 0, 11, 0);
    const message = await second;
    assert.ok(message.type === 'case' && message.caseView?.kind === 'holedox');
    assert.equal(message.caseView.rows, 4);
  });
});
