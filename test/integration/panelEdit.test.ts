import assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { GridEdit } from '../../src/core/gridEdit';
import type { HoledoxApi } from '../../src/extension/extension';
import type { HostToWebview } from '../../src/protocol';
import { TEST_TIMEOUT_MS, activateExtension, closeAllEditors, openUntitled, showActive, waitFor, waitForDiagnostics } from './helpers';

type EditResult = Extract<HostToWebview, { type: 'editResult' }>;

// The statement's first Holedox sample (answer 9) and first Tempter sample (answer NO).
const HOLEDOX = '5 6 4\n4 1\n4 2\n3 2\n3 1\n3\n2 3\n3 3\n3 4\n\n0 0 0\n';
const TEMPTER = '4 4 5\nS.X.\n..X.\n..XD\n....\n0 0 0\n';

/** Waits for the panel's own answer to case 1 of `document` to be `answer`. */
function panelAnswers(api: HoledoxApi, document: vscode.TextDocument, answer: string): Promise<true> {
  return waitFor(
    api.panel.onDidPost,
    (m: HostToWebview | undefined) =>
      m?.type === 'case' &&
      m.uri === document.uri.toString() &&
      m.caseView?.number === 1 &&
      m.verdict.state === 'answered' &&
      m.verdict.answer === answer &&
      m.verdict.explanation
        ? true
        : undefined,
    `the panel to answer ${answer} for case 1`,
  );
}

/** Speaks as the panel's webview: sends an Edit mode change and waits for what the host made of it. */
async function editGrid(
  api: HoledoxApi,
  document: vscode.TextDocument,
  edit: GridEdit,
  sent: { readonly version?: number; readonly pastJudgeLimits?: true } = {},
): Promise<EditResult> {
  const result = waitFor(
    api.panel.onDidPost,
    (m: HostToWebview | undefined) => (m?.type === 'editResult' && m.uri === document.uri.toString() ? m : undefined),
    `the host's answer to the edit ${JSON.stringify(edit)}`,
  );
  api.panel.handleWebviewMessage({
    type: 'editGrid',
    uri: document.uri.toString(),
    version: document.version,
    caseNumber: 1,
    edit,
    ...sent,
  });
  return result;
}

/** Undoes in the document's editor, and waits for its text to be `expected` again. */
async function undoTo(document: vscode.TextDocument, expected: string): Promise<void> {
  await showActive(document);
  await vscode.commands.executeCommand('undo');
  await waitFor(() => (document.getText() === expected ? true : undefined), 'the undo to restore the text', {
    recheckOn: [vscode.workspace.onDidChangeTextDocument],
    lastSeen: () => JSON.stringify(document.getText()),
  });
}

async function openWithPanel(api: HoledoxApi, language: 'holedox' | 'tempter', text: string, answer: string) {
  const document = await openUntitled(language, text);
  await showActive(document, new vscode.Range(0, 0, 0, 0));
  const answered = panelAnswers(api, document, answer);
  await vscode.commands.executeCommand('holedox.showPanel', document.uri);
  await answered;
  return document;
}

describe('Editing the grid from the panel', function () {
  this.timeout(TEST_TIMEOUT_MS);
  let api: HoledoxApi;

  before(async () => {
    api = await activateExtension();
  });

  afterEach(closeAllEditors);

  it('writes a stone into the case as a document edit: the answer follows, and undo restores both', async () => {
    const document = await openWithPanel(api, 'holedox', HOLEDOX, '9');
    const answered = panelAnswers(api, document, '13');
    assert.deepEqual(await editGrid(api, document, { kind: 'toggle', cell: { row: 4, col: 3 } }), {
      type: 'editResult',
      uri: document.uri.toString(),
      caseNumber: 1,
      version: document.version,
      written: true,
      message: 'Stone added at (4, 3).',
    });
    assert.equal(document.getText(), '5 6 4\n4 1\n4 2\n3 2\n3 1\n4\n2 3\n3 3\n3 4\n4 3\n\n0 0 0\n');
    await answered;
    const back = panelAnswers(api, document, '9');
    await undoTo(document, HOLEDOX);
    await back;
  });

  it('refuses a stone on the snake with its reason and code, writing nothing', async () => {
    const document = await openWithPanel(api, 'holedox', HOLEDOX, '9');
    const version = document.version;
    assert.deepEqual(await editGrid(api, document, { kind: 'toggle', cell: { row: 4, col: 2 } }), {
      type: 'editResult',
      uri: document.uri.toString(),
      caseNumber: 1,
      version,
      written: false,
      message: "(4, 2) holds the snake's B2: a stone cannot go there.",
      code: 'edit.square-taken',
    });
    assert.equal(document.getText(), HOLEDOX);
    assert.equal(document.version, version);
  });

  it('says L = 1 is past the judge limit before writing it, writes it when asked again, and the squiggle comes and goes with undo', async () => {
    const document = await openWithPanel(api, 'holedox', HOLEDOX, '9');
    const told = await editGrid(api, document, { kind: 'third', value: 1 });
    assert.deepEqual(
      [told.written, told.code, told.message],
      [
        false,
        'edit.past-judge-limits',
        'L = 1 is outside the judge limit 2 ≤ L ≤ 8; the solver still tries it. The judge never gives such a case: do the same again to write it anyway.',
      ],
    );
    assert.equal(document.getText(), HOLEDOX);
    const result = await editGrid(api, document, { kind: 'third', value: 1 }, { pastJudgeLimits: true });
    assert.equal(result.written, true, result.message);
    assert.equal(document.getText(), '5 6 1\n4 1\n3\n2 3\n3 3\n3 4\n\n0 0 0\n');
    await waitForDiagnostics(
      document.uri,
      (d) => d.length === 1 && d[0]?.code === 'holedox.beyond-judge-limits' && d[0].range.start.line === 0,
      'the warning that L = 1 is past the judge limit',
    );
    await undoTo(document, HOLEDOX);
    await waitForDiagnostics(document.uri, (d) => d.length === 0, 'no diagnostics after the undo');
  });

  it('says a 7th Tempter column is past the judge limit before writing it', async () => {
    const wide = '4 6 5\nS.X...\n..X...\n..XD..\n......\n0 0 0\n';
    const document = await openWithPanel(api, 'tempter', wide, 'NO');
    const told = await editGrid(api, document, { kind: 'line', edge: 'right', change: 'add' });
    assert.deepEqual(
      [told.written, told.code, told.message],
      [
        false,
        'edit.past-judge-limits',
        'M = 7 is beyond the judge limit 1 < M < 7; the solver still tries it. The judge never gives such a case: do the same again to write it anyway.',
      ],
    );
    assert.equal(document.getText(), wide);
    const result = await editGrid(api, document, { kind: 'line', edge: 'right', change: 'add' }, { pastJudgeLimits: true });
    assert.equal(result.written, true, result.message);
    assert.equal(document.getText(), '4 7 5\nS.X....\n..X....\n..XD...\n.......\n0 0 0\n');
  });

  it('refuses an edit drawn from an older version of the document, and draws the case again', async () => {
    const document = await openWithPanel(api, 'holedox', HOLEDOX, '9');
    const drawn = document.version;
    assert.equal((await editGrid(api, document, { kind: 'toggle', cell: { row: 4, col: 3 } })).written, true);
    const redrawn = waitFor(
      api.panel.onDidPost,
      (m: HostToWebview | undefined) =>
        m?.type === 'case' && m.uri === document.uri.toString() && m.version === document.version ? m : undefined,
      'the case drawn again at the current version',
    );
    const stale = await editGrid(api, document, { kind: 'toggle', cell: { row: 1, col: 1 } }, { version: drawn });
    assert.deepEqual(stale, {
      type: 'editResult',
      uri: document.uri.toString(),
      caseNumber: 1,
      version: document.version,
      written: false,
      message: 'The file changed since the panel drew case 1: nothing written. Here it is as it is now.',
      code: 'edit.case-changed',
    });
    assert.equal(document.getText(), '5 6 4\n4 1\n4 2\n3 2\n3 1\n4\n2 3\n3 3\n3 4\n4 3\n\n0 0 0\n');
    await redrawn;
  });

  it('moves Tempter’s start by a drag to the square it ends on', async () => {
    const document = await openWithPanel(api, 'tempter', TEMPTER, 'NO');
    const result = await editGrid(api, document, {
      kind: 'drag',
      path: [
        { row: 1, col: 1 },
        { row: 2, col: 1 },
        { row: 3, col: 1 },
      ],
    });
    assert.equal(result.message, 'Start S moved to (3, 1).');
    assert.equal(document.getText(), '4 4 5\n..X.\n..X.\nS.XD\n....\n0 0 0\n');
    await undoTo(document, TEMPTER);
  });
});
