import assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { AnswerCheckReport } from '../../src/extension/expectedOutput/expectedAnswers';
import type { NewCaseReport } from '../../src/extension/commands/newCaseCommand';
import type { HostToWebview } from '../../src/protocol';
import { say } from '../../src/core/l10n/message';
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
  waitForSelection,
} from './helpers';

const answerCodes = (diagnostics: readonly vscode.Diagnostic[]) =>
  diagnostics.filter((d) => typeof d.code === 'string' && /answer-|expected-/.test(d.code));

describe('Expected answers and random cases in a real VS Code', function () {
  this.timeout(TEST_TIMEOUT_MS);

  before(async () => {
    await activateExtension();
  });

  afterEach(closeAllEditors);

  it('finds the bundled samples matching their .out files', async () => {
    for (const name of ['sample.holedox', 'sample.tempter']) {
      const report = (await vscode.commands.executeCommand('holedox.checkAnswers', fixtureUri(name))) as AnswerCheckReport;
      assert.equal(report.expectedUri, fixtureUri(`${name}.out`).toString(), name);
      assert.deepEqual(
        report.cases.map((c) => [c.caseNumber, c.status, c.expected?.answer, c.actual]),
        name === 'sample.holedox'
          ? [
              [1, 'match', '9', '9'],
              [2, 'match', '-1', '-1'],
            ]
          : [
              [1, 'match', 'NO', 'NO'],
              [2, 'match', 'YES', 'YES'],
            ],
      );
      assert.deepEqual([...report.inputIssues, ...report.expectedIssues], []);
    }
  });

  it('marks a wrong expected answer on the case header, and drops the mark once the open expected file is fixed', async () => {
    const api = await activateExtension();
    const input = fixtureUri('answers/wrong-expected-answer.holedox');
    const expectedUri = fixtureUri('answers/wrong-expected-answer.holedox.out');
    await vscode.window.showTextDocument(input);
    const diagnostics = await waitForDiagnostics(input, (d) => answerCodes(d).length > 0, 'the answer-mismatch diagnostic');
    assert.equal(diagnostics.length, 1);
    const [d] = diagnostics;
    assert.ok(d);
    assert.equal(d.code, 'holedox.answer-mismatch');
    assert.equal(d.source, 'holedox');
    assert.equal(d.severity, vscode.DiagnosticSeverity.Error);
    assert.equal(showRange(d.range), '0:0-0:5');
    assert.equal(d.message, 'expected 7, shortest is 9');
    assert.equal(d.relatedInformation?.length, 1);
    assert.equal(d.relatedInformation?.[0]?.location.uri.toString(), expectedUri.toString());
    assert.equal(showRange(d.relatedInformation?.[0]?.location.range ?? new vscode.Range(0, 0, 0, 0)), '0:0-0:9');
    assert.deepEqual(api.answers.expectedFor(input, 1)?.status, 'mismatch');
    assert.deepEqual(api.answers.expectedFor(input, 2)?.status, 'match');

    // Fix the expected file in an editor, without saving: the open document's text counts.
    const expected = await vscode.workspace.openTextDocument(expectedUri);
    const changed = waitFor(api.answers.onDidChange, (uri) => (uri?.toString() === input.toString() ? uri : undefined), 'a new comparison');
    const fix = new vscode.WorkspaceEdit();
    fix.replace(expectedUri, new vscode.Range(0, 8, 0, 9), '9');
    assert.equal(await vscode.workspace.applyEdit(fix), true);
    assert.equal(expected.getText(), 'Case 1: 9\nCase 2: -1\n');
    await changed;
    await waitForDiagnostics(input, (all) => all.length === 0, 'the mismatch to clear after the fix');
    assert.equal(api.answers.expectedFor(input, 1)?.status, 'match');

    // Leave the fixture as it is on disk.
    await showActive(expected);
    await vscode.commands.executeCommand('workbench.action.files.revert');
    await waitFor(() => (expected.isDirty ? undefined : true), 'the reverted expected file to be clean', {
      recheckOn: [vscode.workspace.onDidChangeTextDocument],
    });
    const back = await waitForDiagnostics(input, (all) => answerCodes(all).length === 1, 'the mismatch to return after the revert');
    assert.equal(back[0]?.message, 'expected 7, shortest is 9');
  });

  it('shows the expected answer beside ours in the panel', async () => {
    const api = await activateExtension();
    const input = fixtureUri('answers/wrong-expected-answer.holedox');
    const shown = waitFor(
      api.panel.onDidPost,
      (m: HostToWebview | undefined) =>
        m?.type === 'case' && m.uri === input.toString() && m.caseView?.number === 1 && m.expected && m.verdict.state === 'answered'
          ? m
          : undefined,
      'case 1 with its expected answer and ours',
    );
    await vscode.window.showTextDocument(input);
    await vscode.commands.executeCommand('holedox.showPanel', input, 1);
    const message = await shown;
    assert.ok(message.type === 'case' && message.verdict.state === 'answered');
    assert.deepEqual(message.expected, { answer: '7', status: 'mismatch', fileName: 'wrong-expected-answer.holedox.out' });
    assert.equal(message.verdict.answer, '9');
  });

  it('reads a CRLF .ans file with trailing spaces and reports the Tempter mismatch', async () => {
    const input = fixtureUri('answers/wrong-expected-answer.tempter');
    const report = (await vscode.commands.executeCommand('holedox.checkAnswers', input)) as AnswerCheckReport;
    assert.equal(report.expectedUri, fixtureUri('answers/wrong-expected-answer.tempter.ans').toString());
    assert.deepEqual(
      report.inputIssues.map((i) => [i.code, say(i.message)]),
      [['tempter.answer-mismatch', 'expected YES, but the dog cannot reach the door at exactly T = 5: NO']],
    );
    const diagnostics = await waitForDiagnostics(input, (d) => answerCodes(d).length === 1, 'the Tempter mismatch diagnostic');
    assert.equal(showRange(diagnostics[0]?.range ?? new vscode.Range(0, 0, 0, 0)), '0:0-0:5');
  });

  it('notices an expected file created and deleted on disk, preferring .tempter.out to .tempter.ans', async () => {
    const input = fixtureUri('answers/wrong-expected-answer.tempter');
    const created = fixtureUri('answers/wrong-expected-answer.tempter.out');
    await vscode.window.showTextDocument(input);
    await waitForDiagnostics(input, (d) => answerCodes(d).length === 1, 'the mismatch against the .ans file');
    try {
      await vscode.workspace.fs.writeFile(created, new TextEncoder().encode('NO\nYES\n'));
      await waitForDiagnostics(input, (d) => d.length === 0, 'the file watcher to bring in the matching .out file');
    } finally {
      await vscode.workspace.fs.delete(created);
    }
    const back = await waitForDiagnostics(input, (d) => answerCodes(d).length === 1, 'the .ans file to count again after the delete');
    assert.equal(back[0]?.code, 'tempter.answer-mismatch');
  });

  it('marks malformed and extra lines in the expected file itself, and the missing answer on the input', async () => {
    const input = fixtureUri('answers/malformed-expected-lines.holedox');
    const expectedUri = fixtureUri('answers/malformed-expected-lines.holedox.out');
    await vscode.commands.executeCommand('holedox.checkAnswers', input);
    const inExpected = await waitForDiagnostics(expectedUri, (d) => d.length === 2, 'diagnostics in the expected file');
    assert.deepEqual(
      inExpected.map((d) => [d.code, showRange(d.range), d.message]),
      [
        ['holedox.expected-malformed', '1:0-1:9', "'case 2 -1' is not a judge answer line: expected 'Case i: steps' (steps a count or -1)"],
        ['holedox.expected-extra', '2:0-2:9', 'this answers case 3, but the input has 2 cases'],
      ],
    );
    const onInput = await waitForDiagnostics(
      input,
      (d) => d.some((k) => k.code === 'holedox.answer-missing'),
      'the missing answer on the input',
    );
    assert.deepEqual(
      onInput.map((d) => [d.code, showRange(d.range), d.severity]),
      [['holedox.answer-missing', '10:0-10:5', vscode.DiagnosticSeverity.Warning]],
    );
  });

  it('inserts a seeded random Holedox case that completes an empty document with zero diagnostics', async () => {
    const document = await openUntitled('holedox', '');
    await showActive(document);
    await waitForDiagnostics(document.uri, (d) => d.length === 1 && d[0]?.code === 'holedox.missing-terminator', 'the missing terminator');
    const report = (await vscode.commands.executeCommand('holedox.newRandomCase', {
      rows: 5,
      cols: 6,
      length: 4,
      density: 0.2,
      seed: 42,
    })) as NewCaseReport;
    const expected = '5 6 4\n4 3\n4 2\n4 1\n3 1\n6\n2 4\n3 2\n3 5\n4 4\n5 1\n5 2\n\n0 0 0\n';
    assert.equal(document.getText(), expected);
    assert.deepEqual(report.options, { format: 'holedox', rows: 5, cols: 6, length: 4, density: 0.2, seed: 42 });
    assert.equal(report.offset, 0);
    await waitForDiagnostics(document.uri, (d) => d.length === 0, 'zero diagnostics after the insertion');
  });

  it('inserts a seeded Tempter case before the terminator when the cursor is past it', async () => {
    const document = await openUntitled('tempter', '1 3 2\nS.D\n0 0 0\n');
    // The command acts on the active editor at its cursor: open it with the cursor past the terminator.
    const editor = await showActive(document, new vscode.Range(3, 0, 3, 0));
    await vscode.commands.executeCommand('holedox.newRandomCase', { rows: 4, cols: 5, time: 7, density: 0.3, seed: 42 });
    assert.equal(document.getText(), '1 3 2\nS.D\n4 5 7\n..X.X\n...D.\n..S..\n.X..X\n0 0 0\n');
    await waitForSelection(editor.document, '2:0-2:0', "the cursor on the new case's header");
  });

  it('refuses options outside the judge limits, naming each', async () => {
    const document = await openUntitled('holedox', '0 0 0\n');
    await showActive(document);
    await assert.rejects(
      Promise.resolve(vscode.commands.executeCommand('holedox.newRandomCase', { rows: 1, cols: 3, length: 4, seed: 1 })),
      /L = 4 does not fit in a 1×3 lair of 3 squares/,
    );
    assert.equal(document.getText(), '0 0 0\n');
  });
});
