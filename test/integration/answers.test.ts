import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { FORMATS } from '../../src/core/formats/registry';
import type { HoledoxApi } from '../../src/extension/extension';
import type { SolveReport } from '../../src/extension/commands/solveCommand';
import type { Priority } from '../../src/extension/answerService';
import { TEST_TIMEOUT_MS, WAIT_DEADLINE_MS, activateExtension, closeAllEditors, openUntitled, waitFor } from './helpers';

// Three cases found nowhere else in the suite, so the cache starts without them.
const THREE_CASES =
  '5 6 4\n4 1\n4 2\n3 2\n3 1\n2\n2 3\n3 4\n\n5 6 4\n4 1\n4 2\n3 2\n3 1\n1\n1 3\n\n4 5 3\n3 3\n3 4\n3 5\n1\n2 2\n\n0 0 0\n';
/** The samples' two cases: 9 moves, and -1. */
const NINE = '5 6 4\n4 1\n4 2\n3 2\n3 1\n3\n2 3\n3 3\n3 4\n';
const NONE = '4 4 4\n2 3\n1 3\n1 4\n2 4\n4\n2 1\n2 2\n3 4\n4 2\n';

/** Lens titles per header line, `line: title | title | …`, as executeCodeLensProvider gives them. */
async function lensLines(uri: vscode.Uri): Promise<Map<number, string>> {
  const lenses = (await vscode.commands.executeCommand<vscode.CodeLens[]>('vscode.executeCodeLensProvider', uri)) ?? [];
  const byLine = new Map<number, string[]>();
  for (const lens of lenses)
    byLine.set(lens.range.start.line, [...(byLine.get(lens.range.start.line) ?? []), lens.command?.title ?? '(unresolved)']);
  return new Map([...byLine].sort(([a], [b]) => a - b).map(([line, titles]) => [line, titles.join(' | ')]));
}

/** Waits, asking again whenever inline answers arrive, until the lenses satisfy `accept`. */
function lensesWhen(
  api: HoledoxApi,
  uri: vscode.Uri,
  accept: (lines: Map<number, string>) => boolean,
  what: string,
): Promise<Map<number, string>> {
  let last = new Map<number, string>();
  return waitFor(
    async () => {
      last = await lensLines(uri);
      return accept(last) ? last : undefined;
    },
    what,
    {
      recheckOn: [api.languageFeatures.onDidUpdateInlineAnswers, vscode.window.onDidChangeTextEditorVisibleRanges],
      pollMs: 2_000,
      lastSeen: () => JSON.stringify([...last]),
    },
  );
}

/** Every lens has its answer: none says "solving…", none is left for VS Code to resolve. */
const answered = (lines: Map<number, string>) =>
  lines.size > 0 && [...lines.values()].every((t) => !t.includes('solving…') && !t.includes('(unresolved)'));

describe('the answer service in a real VS Code', function () {
  this.timeout(TEST_TIMEOUT_MS);
  let api: HoledoxApi;

  before(async () => {
    api = await activateExtension();
  });

  afterEach(closeAllEditors);

  it('solves an unchanged document twice from memory, and after an edit solves only the case it changed', async () => {
    // Not shown in an editor, so no inline answers ask for these cases meanwhile.
    const document = await openUntitled('holedox', THREE_CASES);
    const counts = () => ({ solved: api.verdicts.counts.solved.command, reused: api.verdicts.counts.reused.command });
    const start = counts();
    const first = await vscode.commands.executeCommand<SolveReport>('holedox.solve', document.uri);
    assert.equal(first.judgeOutput, 'Case 1: 9\nCase 2: 9\nCase 3: 4\n');
    assert.deepEqual(counts(), { solved: start.solved + 3, reused: start.reused });

    const second = await vscode.commands.executeCommand<SolveReport>('holedox.solve', document.uri);
    assert.equal(second.judgeOutput, first.judgeOutput);
    assert.deepEqual(second.cases, first.cases);
    assert.deepEqual(counts(), { solved: start.solved + 3, reused: start.reused + 3 });

    // Case 3's stone moves from (2, 2) to (1, 2): only that case is new.
    const edit = new vscode.WorkspaceEdit();
    edit.replace(document.uri, new vscode.Range(22, 0, 22, 3), '1 2');
    assert.ok(await vscode.workspace.applyEdit(edit));
    const third = await vscode.commands.executeCommand<SolveReport>('holedox.solve', document.uri);
    assert.equal(third.judgeOutput, 'Case 1: 9\nCase 2: 9\nCase 3: 4\n');
    assert.deepEqual(counts(), { solved: start.solved + 4, reused: start.reused + 5 });
    // In an editor, so that closing every editor closes it.
    await vscode.window.showTextDocument(document);
  });

  it('puts lenses on the cases in view of a big file, with their answers, and moves them with the view', async () => {
    // 300 cases, 9 moves and -1 in turn: past the size where every case gets a lens.
    let text = '';
    const expected = new Map<number, string>();
    let line = 0;
    for (let k = 0; k < 300; k++) {
      const c = k % 2 === 0 ? NINE : NONE;
      expected.set(line, `${k % 2 === 0 ? '→ 9 moves' : '→ -1'} | Solve | Show in panel`);
      text += `${c}\n`;
      line += c.split('\n').length;
    }
    const document = await openUntitled('holedox', `${text}0 0 0\n`);
    const editor = await vscode.window.showTextDocument(document);
    const right = (lines: Map<number, string>) => [...lines].every(([l, title]) => expected.get(l) === title);
    const top = await lensesWhen(api, document.uri, (l) => answered(l) && l.has(0), 'answers on the cases at the top');
    assert.ok(right(top), `every lens on a case header with its case's answer: ${JSON.stringify([...top])}`);
    const headers = [...expected.keys()];
    // The cases in view and a few around: the first ones, in a row, not the file's 300.
    assert.deepEqual([...top.keys()], headers.slice(0, top.size));
    assert.ok(top.size < 40, `${top.size} cases with lenses`);

    const target = headers[200] ?? 0;
    editor.revealRange(new vscode.Range(target, 0, target, 0), vscode.TextEditorRevealType.AtTop);
    const moved = await lensesWhen(
      api,
      document.uri,
      (l) => answered(l) && l.has(target) && !l.has(0),
      'answers on case 201, none at the top',
    );
    assert.ok(right(moved), `every lens with its case's answer after scrolling: ${JSON.stringify([...moved])}`);
    assert.ok(moved.size < 40, `${moved.size} cases with lenses`);
  });

  it('asks for the answers of the cases that come into view as the view moves, before VS Code asks for their lenses', async () => {
    // 300 generated cases found nowhere else in the suite, so none of them is answered yet.
    const format = FORMATS.holedox;
    const headers: number[] = [];
    let text = '';
    let line = 0;
    for (let seed = 7001; seed <= 7300; seed++) {
      const c = `${format.generate({ ...format.defaultCaseOptions(seed), rows: 6, cols: 6, length: 3, density: 0.1 }).trimEnd()}\n`;
      headers.push(line);
      text += `${c}\n`;
      line += c.split('\n').length;
    }
    const document = await openUntitled('holedox', `${text}0 0 0\n`);
    const editor = await vscode.window.showTextDocument(document);
    await lensesWhen(api, document.uri, (l) => answered(l) && l.has(0), 'answers on the cases at the top');
    const target = headers[200] ?? 0;
    const inView = () => editor.visibleRanges.some((r) => r.start.line <= target && target <= r.end.line);
    // Set when the view has moved and the extension asked for answers of this document.
    let askedForView = false;
    const asking = api.verdicts.onDidAsk((request) => {
      if (inView() && request.priority === 'answers' && request.unsolved > 0 && request.uri.toString() === document.uri.toString())
        askedForView = true;
    });
    // A second lens provider sees each request for lenses, VS Code's and executeCodeLensProvider's alike.
    const requests: boolean[] = [];
    const spy = vscode.languages.registerCodeLensProvider(
      { language: 'holedox' },
      {
        provideCodeLenses: (d) => {
          if (d === document && inView()) requests.push(askedForView);
          return [];
        },
      },
    );
    try {
      editor.revealRange(new vscode.Range(target, 0, target, 0), vscode.TextEditorRevealType.AtTop);
      const moved = await lensesWhen(
        api,
        document.uri,
        (l) => answered(l) && l.has(target) && !l.has(0),
        'answers on case 201, none at the top',
      );
      assert.ok(moved.size < 40, `${moved.size} cases with lenses`);
      assert.ok(requests.length > 0, 'no request for lenses with case 201 in view');
      assert.deepEqual(
        requests,
        requests.map(() => true),
        `requests for lenses with case 201 in view, each true if the answers were asked for before it: ${JSON.stringify(requests)}`,
      );
    } finally {
      asking.dispose();
      spy.dispose();
    }
  });

  it("serves the document the user switches to first; the left one's background work waits or stops", async () => {
    // A file with an expected output beside it: its answer check solves its 1 000 cases in the background.
    // The solvers are fast, so how much of that work is left at the switch varies; what must hold does not.
    const folder = mkdtempSync(join(tmpdir(), 'holedox-follow-'));
    try {
      const format = FORMATS.holedox;
      let big = '';
      for (let seed = 1; seed <= 1000; seed++)
        big += `${format.generate({ ...format.defaultCaseOptions(seed), rows: 20, cols: 20, length: 8, density: 0.02 }).trimEnd()}\n\n`;
      writeFileSync(join(folder, 'left.holedox'), `${big}0 0 0\n`);
      writeFileSync(join(folder, 'left.holedox.out'), '');
      const left = vscode.Uri.file(join(folder, 'left.holedox'));
      const started: { priority: Priority; uri: string }[] = [];
      const listening = api.verdicts.onDidStartJob((job) => started.push({ priority: job.priority, uri: job.uri.toString() }));
      try {
        const checking = waitFor(
          api.verdicts.onDidStartJob,
          (job) => (job?.priority === 'check' && job.uri.toString() === left.toString() ? true : undefined),
          'the answer check of the left file to start',
        );
        await vscode.window.showTextDocument(left);
        await checking;

        // The user moves to another document in the same editor: the left one leaves the screen.
        const right = await openUntitled('holedox', THREE_CASES.replace('1 3\n', '1 4\n'));
        // Until the right document's lenses ask for its answers, the left one's check may go on
        // (a free worker with nothing better to do): the order is checked from that request on.
        let asked: number | undefined;
        const asking = api.verdicts.onDidAsk((request) => {
          if (
            asked === undefined &&
            request.priority === 'answers' &&
            request.unsolved > 0 &&
            request.uri.toString() === right.uri.toString()
          )
            asked = started.length;
        });
        let lines: Map<number, string>;
        try {
          await vscode.window.showTextDocument(right);
          lines = await lensesWhen(api, right.uri, answered, 'the answers of the document switched to');
        } finally {
          asking.dispose();
        }
        assert.deepEqual(
          [...lines.values()].map((t) => t.split(' | ')[0]),
          ['→ 9 moves', '→ 9 moves', '→ 4 moves'],
        );
        assert.ok(asked !== undefined, 'the right document asked for its answers');
        // Once the right document asked, no job for the left one started before the right one's first.
        const firstRight = started.findIndex((job) => job.uri === right.uri.toString() && job.priority === 'answers');
        assert.ok(firstRight >= 0, "a job solved the right document's new case");
        assert.deepEqual(
          started.slice(asked, Math.max(asked, firstRight)).filter((job) => job.uri === left.toString()),
          [],
        );
        // Out of sight, the left document asked for no more inline answers.
        assert.deepEqual(
          started.slice(asked).filter((job) => job.uri === left.toString() && job.priority === 'answers'),
          [],
        );
        // The left file's check waited, and was not lost: it ends with all its cases.
        // (On a busy machine that is many seconds of one background worker: a longer deadline.)
        const report = await waitFor(() => api.answers.reportFor(left), 'the answer check of the left file', {
          recheckOn: [api.answers.onDidChange],
          deadlineMs: 3 * WAIT_DEADLINE_MS,
        });
        assert.equal(report.cases.length, 1000);
      } finally {
        listening.dispose();
      }
    } finally {
      await closeAllEditors();
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('answers the cases on screen of a big file just opened before its background work solves the rest', async () => {
    // 1 000 cases and an expected output beside them, so the answer check solves all of them.
    const folder = mkdtempSync(join(tmpdir(), 'holedox-open-'));
    const format = FORMATS.holedox;
    let big = '';
    // Seeds found nowhere else in the suite, so no answer comes from memory.
    for (let seed = 5001; seed <= 6000; seed++)
      big += `${format.generate({ ...format.defaultCaseOptions(seed), rows: 12, cols: 12, length: 6, density: 0.05 }).trimEnd()}\n\n`;
    writeFileSync(join(folder, 'opened.holedox'), `${big}0 0 0\n`);
    writeFileSync(join(folder, 'opened.holedox.out'), '');
    const uri = vscode.Uri.file(join(folder, 'opened.holedox'));
    // In order: jobs started (who asked) and cases solved, for this document only.
    const events: string[] = [];
    const listening = vscode.Disposable.from(
      api.verdicts.onDidStartJob((job) => {
        if (job.uri.toString() === uri.toString()) events.push(`start ${job.priority}`);
      }),
      api.verdicts.onDidSolve((solved) => {
        if (solved.document.uri.toString() === uri.toString()) events.push(`solved ${solved.numbers.join(',')}`);
      }),
    );
    try {
      await vscode.window.showTextDocument(uri);
      const top = await lensesWhen(api, uri, (l) => answered(l) && l.has(0), 'answers on the cases at the top of the opened file');
      // The whole file's check: it ends with every case.
      const report = await waitFor(() => api.answers.reportFor(uri), 'the answer check of the opened file', {
        recheckOn: [api.answers.onDidChange],
        deadlineMs: 3 * WAIT_DEADLINE_MS,
      });
      assert.equal(report.cases.length, 1000);
      assert.ok(top.size < 40, `${top.size} cases with lenses`);
      // Case 1 is on screen: it was solved by the inline answers' job, the first job for this
      // document, and before the answer check started any job.
      const firstCheck = events.indexOf('start check');
      const case1 = events.findIndex((e) => e.startsWith('solved ') && e.slice(7).split(',').includes('1'));
      assert.equal(events[0], 'start answers', events.slice(0, 5).join('; '));
      assert.ok(firstCheck > 0, `the answer check started a job: ${events.slice(0, 5).join('; ')}`);
      assert.ok(
        case1 >= 0 && case1 < firstCheck,
        `case 1 solved before the check's first job: ${events.slice(0, Math.max(firstCheck, case1) + 1).join('; ')}`,
      );
    } finally {
      listening.dispose();
      await closeAllEditors();
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('reads a big file just opened a slice at a time, behind the answers on its first screen, and still squiggles its last case', async () => {
    // Over 256 KB, so its first parse is read in steps; a header past the judge's limits near the end gives one known error.
    const folder = mkdtempSync(join(tmpdir(), 'holedox-first-'));
    const format = FORMATS.holedox;
    let big = '';
    // Seeds found nowhere else in the suite, so no answer comes from memory.
    for (let seed = 20001; seed <= 30000; seed++)
      big += `${format.generate({ ...format.defaultCaseOptions(seed), rows: 12, cols: 12, length: 6, density: 0.05 }).trimEnd()}\n\n`;
    const text = `${big}5 6 x\n\n0 0 0\n`;
    assert.ok(text.length > 600_000, `${text.length} characters`);
    writeFileSync(join(folder, 'first.holedox'), text);
    const uri = vscode.Uri.file(join(folder, 'first.holedox'));
    // The extension's listeners were registered first: when this one runs, the document's
    // parse has begun. A timer set here runs at the event loop's next turn, which a parse of
    // the whole file at open would have held up until the squiggles were set.
    let squigglesAtNextTurn: number | undefined;
    const listening = vscode.workspace.onDidOpenTextDocument((d) => {
      if (d.uri.toString() === uri.toString()) setTimeout(() => (squigglesAtNextTurn = vscode.languages.getDiagnostics(uri).length), 0);
    });
    try {
      await vscode.window.showTextDocument(uri);
      const top = await lensesWhen(api, uri, (l) => answered(l) && l.has(0), 'answers on the cases at the top of the opened file');
      assert.ok(top.size < 40, `${top.size} cases with lenses`);
      const squiggles = await waitFor(
        () => {
          const found = vscode.languages.getDiagnostics(uri);
          return found.length > 0 ? found : undefined;
        },
        'the squiggles of the opened file',
        { recheckOn: [vscode.languages.onDidChangeDiagnostics] },
      );
      // The one error, on the header line near the end: the whole file was read.
      assert.deepEqual(
        squiggles.map((d) => [d.code, d.range.start.line]),
        [['holedox.line-shape', text.split('\n').length - 4]],
      );
      assert.equal(squigglesAtNextTurn, 0, "no squiggles yet at the event loop's first turn after the document opened");
    } finally {
      listening.dispose();
      await closeAllEditors();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
