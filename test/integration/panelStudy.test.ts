import assert from 'node:assert/strict';
import * as os from 'node:os';
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { Cell } from '../../src/core/geometry';
import type { HoledoxApi } from '../../src/extension/extension';
import type { HostToWebview, AnswerView } from '../../src/protocol';
import { isDeepStrictEqual } from 'node:util';
import {
  TEST_TIMEOUT_MS,
  activateExtension,
  closeAllEditors,
  fixtureUri,
  showActive,
  showRange,
  waitFor,
  waitForSelection,
} from './helpers';

type CaseMessage = Extract<HostToWebview, { type: 'case' }>;
type Answered = Extract<AnswerView, { state: 'answered' }>;

const pairs = (cells: readonly Cell[] | undefined) => (cells ?? []).map((c) => [c.row, c.col]);

/** Waits for the panel's own answer, explained, for case `number` of `uri` (a Solve run's comes first, unexplained). */
function answeredCase(api: HoledoxApi, uri: vscode.Uri, number: number): Promise<{ message: CaseMessage; verdict: Answered }> {
  return waitFor(
    api.panel.onDidPost,
    (m: HostToWebview | undefined) =>
      m?.type === 'case' &&
      m.uri === uri.toString() &&
      m.caseView?.number === number &&
      m.verdict.state === 'answered' &&
      m.verdict.explanation
        ? { message: m, verdict: m.verdict }
        : undefined,
    `the panel to answer case ${number} of ${path.posix.basename(uri.path)}`,
  );
}

/** Opens `name` with the panel beside it and returns the panel's answer for its first case. */
async function openWithPanel(
  api: HoledoxApi,
  name: string,
): Promise<{ editor: vscode.TextEditor; verdict: Answered; message: CaseMessage }> {
  const uri = fixtureUri(name);
  const answered = answeredCase(api, uri, 1);
  // Editors restore their last cursor: put it in case 1, whatever earlier tests left.
  const editor = await showActive(uri, new vscode.Range(0, 0, 0, 0));
  await vscode.commands.executeCommand('holedox.showPanel', uri);
  return { editor, ...(await answered) };
}

describe('Studying a puzzle in the panel', function () {
  this.timeout(TEST_TIMEOUT_MS);
  let api: HoledoxApi;

  before(async () => {
    api = await activateExtension();
  });

  afterEach(closeAllEditors);

  it('sends the solution with per-square search counts for the heatmap (sample 1: 9 moves, 9 states)', async () => {
    const { verdict, message } = await openWithPanel(api, 'sample.holedox');
    assert.equal(verdict.answer, '9');
    assert.deepEqual(verdict.moves, [2, 1, 1, 0, 3, 3, 0, 0, 0]);
    assert.equal(verdict.expanded, 9);
    assert.ok(message.caseView?.kind === 'holedox');
    assert.equal(verdict.cellVisits?.length, 30);
    assert.equal(
      verdict.cellVisits?.reduce((a, b) => a + b, 0),
      9,
    );
    assert.equal(
      verdict.explanation?.text,
      'Answer 9: the fewest moves that bring the head to the exit (1, 1). At each move every block slides into the square of the block before it; play it back to watch.',
    );
  });

  it('explains a Holedox -1 where the snake boxes itself in, shading where the head can go', async () => {
    const { verdict } = await openWithPanel(api, 'study/boxed-in.holedox');
    assert.equal(verdict.answer, '-1');
    assert.equal(verdict.reason, 'boxed-in');
    assert.deepEqual(verdict.cellVisits, [0, 0, 0, 0, 0, 0, 1, 0, 1, 1, 1, 0, 1, 0, 1, 1]);
    assert.match(
      verdict.explanation?.text ?? '',
      /^Answer -1: the snake is boxed in\. .* The head only ever stands on the 7 shaded squares\.$/,
    );
    assert.equal(verdict.explanation?.region?.kind, 'reachable');
    assert.deepEqual(pairs(verdict.explanation?.region?.cells), [
      [2, 3],
      [3, 1],
      [3, 2],
      [3, 3],
      [4, 1],
      [4, 3],
      [4, 4],
    ]);
  });

  it('explains a Holedox -1 where stones cut the exit off, shading what the head could reach', async () => {
    const { verdict } = await openWithPanel(api, 'study/exit-cut-off.holedox');
    assert.equal(verdict.reason, 'exit-cut-off');
    assert.equal(verdict.expanded, 0);
    assert.match(verdict.explanation?.text ?? '', /^Answer -1: stones cut the exit \(1, 1\) off\. .* 6 shaded squares/);
    assert.deepEqual(pairs(verdict.explanation?.region?.cells), [
      [1, 3],
      [2, 2],
      [2, 3],
      [3, 1],
      [3, 2],
      [3, 3],
    ]);
  });

  it('explains every kind of Tempter verdict as the cursor moves from case to case', async () => {
    const uri = fixtureUri('study/every-verdict.tempter');
    const { editor, verdict: first } = await openWithPanel(api, 'study/every-verdict.tempter');
    const seen: [string, string | undefined, string | undefined, number | undefined][] = [
      [first.answer, first.reason, first.explanation?.region?.kind, first.explanation?.region?.cells.length],
    ];
    // Header lines of cases 2..7 (0-based).
    for (const [number, line] of [
      [2, 2],
      [3, 5],
      [4, 8],
      [5, 11],
      [6, 16],
      [7, 20],
    ] as const) {
      const answered = answeredCase(api, uri, number);
      editor.selection = new vscode.Selection(line, 0, line, 0);
      const { verdict } = await answered;
      seen.push([verdict.answer, verdict.reason, verdict.explanation?.region?.kind, verdict.explanation?.region?.cells.length]);
      if (number === 6) {
        assert.equal(verdict.expanded, 3);
        assert.equal(verdict.pruned, 2);
        assert.deepEqual(verdict.cellVisits, [1, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0]);
      }
      if (number === 7) {
        assert.equal(verdict.moves.length, 5);
        assert.match(verdict.explanation?.text ?? '', /^YES: the numbered path reaches the door D at exactly t = 5/);
        assert.deepEqual(verdict.explanation?.search, { searched: false, text: 'a shortest way to the door takes exactly T moves' });
      }
    }
    assert.deepEqual(seen, [
      ['NO', 'parity', 'colour', 2],
      ['NO', 'too-few-squares', 'open', 4],
      ['NO', 'colour-count', 'colour', 2],
      ['NO', 'door-unreachable', 'reachable', 2],
      ['NO', 'too-far', 'route', 8],
      ['NO', 'searched', undefined, undefined],
      // T is exactly the distance from S to D: answered without a search, and said so.
      ['YES', 'shortest-path', undefined, undefined],
    ]);
  });

  it('reveals the token that defines a clicked square: a body pair, a stone pair', async () => {
    const { editor } = await openWithPanel(api, 'sample.holedox');
    api.panel.handleWebviewMessage({ type: 'revealCell', caseNumber: 1, cell: { row: 4, col: 2 } });
    await waitForSelection(editor.document, '2:0-2:3', 'the selection on B2 (4, 2), the pair on line 3');
    api.panel.handleWebviewMessage({ type: 'revealCell', caseNumber: 1, cell: { row: 3, col: 4 } });
    await waitForSelection(editor.document, '8:0-8:3', 'the selection on the stone (3, 4), the pair on line 9');
  });

  it('highlights the square of the token under the cursor, and clears it off a token', async () => {
    const { editor } = await openWithPanel(api, 'sample.tempter');
    const uri = editor.document.uri.toString();
    // Earlier highlights (the cursor as the editor opened) may still be on their way: wait for the expected one.
    const highlight = (cell: Cell | null) => {
      const expected: HostToWebview = { type: 'highlight', uri, caseNumber: 1, cell };
      return waitFor(
        api.panel.onDidPost,
        (m: HostToWebview | undefined) => (isDeepStrictEqual(m, expected) ? m : undefined),
        `the highlight ${JSON.stringify(cell)}`,
      );
    };
    let next = highlight({ row: 2, col: 3 });
    editor.selection = new vscode.Selection(2, 2, 2, 2);
    assert.deepEqual(await next, { type: 'highlight', uri, caseNumber: 1, cell: { row: 2, col: 3 } });
    next = highlight(null);
    editor.selection = new vscode.Selection(0, 1, 0, 1);
    assert.deepEqual(await next, { type: 'highlight', uri, caseNumber: 1, cell: null });
  });

  it('drops malformed messages from the webview', async () => {
    const { editor } = await openWithPanel(api, 'sample.holedox');
    // Every selection the editor takes from here on; openWithPanel left it at 0:0-0:0.
    const seen = new Set<string>();
    const recording = vscode.window.onDidChangeTextEditorSelection((e) => {
      if (e.textEditor.document === editor.document) seen.add(showRange(e.selections[0]!));
    });
    for (const raw of [
      { type: 'revealCell', caseNumber: 1, cell: { row: -1, col: 2 } },
      { type: 'revealCell', caseNumber: '1', cell: { row: 4, col: 2 } },
      { type: 'revealCell', caseNumber: 1 },
      { type: 'nonsense' },
      null,
    ])
      api.panel.handleWebviewMessage(raw);
    // A valid message afterwards is the event to wait on: the invalid ones did nothing before it.
    api.panel.handleWebviewMessage({ type: 'revealCell', caseNumber: 1, cell: { row: 4, col: 1 } });
    try {
      await waitForSelection(editor.document, '1:0-1:3', 'the valid reveal to select B1 on line 2');
    } finally {
      recording.dispose();
    }
    seen.delete('0:0-0:0');
    assert.deepEqual([...seen], ['1:0-1:3']);
  });

  it('exports the current case with its path as a standalone SVG, to a target given as argument', async () => {
    await openWithPanel(api, 'sample.holedox');
    const target = vscode.Uri.file(path.join(os.tmpdir(), `holedox-export-${process.pid}-${Date.now()}.svg`));
    const written = (await vscode.commands.executeCommand('holedox.exportSvg', target)) as vscode.Uri | undefined;
    assert.equal(written?.toString(), target.toString());
    const svg = new TextDecoder().decode(await vscode.workspace.fs.readFile(target));
    await vscode.workspace.fs.delete(target);
    assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="232" height="224"/);
    assert.ok(svg.includes('<title>sample · case 1 · 5×6 · answer 9</title>'));
    assert.equal((svg.match(/class="path-step"/g) ?? []).length, 9);
    assert.equal((svg.match(/class="stone"/g) ?? []).length, 3);
    assert.ok(!svg.includes('var(--'), 'no theme variables in a standalone file');
  });

  it('exports a case chosen by argument from a document the panel does not show', async () => {
    const target = vscode.Uri.file(path.join(os.tmpdir(), `holedox-export-${process.pid}-${Date.now()}-t.svg`));
    const written = (await vscode.commands.executeCommand('holedox.exportSvg', target, fixtureUri('sample.tempter'), 2)) as
      vscode.Uri | undefined;
    assert.equal(written?.toString(), target.toString());
    const svg = new TextDecoder().decode(await vscode.workspace.fs.readFile(target));
    await vscode.workspace.fs.delete(target);
    assert.ok(svg.includes('<title>sample · case 2 · 3×4 · answer YES</title>'));
    assert.equal((svg.match(/class="path-step"/g) ?? []).length, 5);
  });

  it('offers every study feature in the palette, and passes playback commands to the panel', async () => {
    const commands = await vscode.commands.getCommands(true);
    for (const id of ['holedox.exportSvg', 'holedox.togglePlayback', 'holedox.toggleHeatmap']) assert.ok(commands.includes(id), id);
    await openWithPanel(api, 'sample.holedox');
    const control = waitFor(
      api.panel.onDidPost,
      (m: HostToWebview | undefined) => (m?.type === 'control' ? m : undefined),
      'a control message',
    );
    await vscode.commands.executeCommand('holedox.toggleHeatmap');
    assert.deepEqual(await control, { type: 'control', action: 'toggleHeatmap' });
  });
  it('traces the case on show in a worker when the Search view asks, with a what-if', async () => {
    await openWithPanel(api, 'trace/cuts.tempter');
    const traced = waitFor(
      api.panel.onDidPost,
      (m: HostToWebview | undefined) => (m?.type === 'searchTrace' && m.whatIf ? m : undefined),
      'the panel to post the search of cuts.tempter with its what-if',
    );
    api.panel.handleWebviewMessage({ type: 'searchTrace', caseNumber: 1, events: 1000, whatIf: 'colours' });
    const message = await traced;
    const trace = message.trace;
    assert.equal(trace?.kind, 'dfs');
    assert.deepEqual(trace?.kind === 'dfs' ? [trace.length, trace.nodes, trace.truncated, trace.answer] : trace, [205, 153, false, 'NO']);
    assert.deepEqual(message.whatIf && [message.whatIf.withNodes, message.whatIf.withoutNodes], [153, 1333]);
  });
});
