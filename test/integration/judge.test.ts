import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { formatOf } from '../../src/core/formats/registry';
import { parsePuzzle } from '../../src/core/puzzleFile';
import { judgeOutput, solveDocument } from '../../src/core/answers';
import type { HoledoxApi } from '../../src/extension/extension';
import { JudgeCommandId } from '../../src/extension/testing/ids';
import type { ItemOutcome, JudgeRunReport } from '../../src/extension/testing/judgeRunner';
import { restrictedMessage } from '../../src/extension/testing/judgeSettings';
import type { StressCommandReport } from '../../src/extension/testing/stressCommand';
import type { HostToWebview } from '../../src/protocol';
import { activateExtension, closeAllEditors, EXTENSION_ID, fixtureUri, openUntitled, showRange, waitFor } from './helpers';

const solution = (name: string) => fixtureUri(`editor-solutions/${name}`);

/** Runs `start` and returns the next judge run's report. */
async function judgeRun(api: HoledoxApi, start: () => Thenable<unknown>, what: string): Promise<JudgeRunReport> {
  const finished = waitFor(
    api.judge.runner.onDidFinishRun,
    (r: JudgeRunReport | undefined) => r,
    `the judge run of ${what} to finish`,
    90_000,
  );
  await start();
  return finished;
}

/** Outcomes as `id-suffix state [line] message | expected | actual`, with durations left out. */
function shown(outcomes: readonly ItemOutcome[]): string[] {
  return outcomes.map((o) =>
    [
      o.id.slice(o.id.lastIndexOf('/') + 1),
      o.state,
      o.line === undefined ? '' : `@${o.line}`,
      o.message ?? '',
      o.expected === undefined ? '' : `| ${o.expected} | ${o.actual ?? ''}`,
    ]
      .filter((part) => part !== '')
      .join(' '),
  );
}

/** The pids of this extension host's child processes running `script` (Linux /proc; zombies left out). */
function childrenRunning(script: string): number[] {
  const found: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'latin1');
      const [state, parent] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(parent) !== process.pid || state === 'Z') continue;
      if (
        readFileSync(`/proc/${name}/cmdline`, 'latin1')
          .split('\u0000')
          .some((arg) => arg.endsWith(script))
      )
        found.push(Number(name));
    } catch {
      // The process ended while we looked.
    }
  }
  return found;
}

/** Live processes started by a judge run of this extension host: their environment holds its run token (HOLEDOX_RUN=p<our pid>-…). */
function runProcesses(): number[] {
  const needle = `\u0000HOLEDOX_RUN=${process.env['HOLEDOX_RUN_TAG'] ?? ''}p${process.pid}-`;
  const found: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (!`\u0000${readFileSync(`/proc/${name}/environ`, 'latin1')}`.includes(needle)) continue;
      if (alive(Number(name))) found.push(Number(name));
    } catch {
      // Ended while we looked.
    }
  }
  return found;
}

function alive(pid: number): boolean {
  try {
    return !/\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'latin1'));
  } catch {
    return false;
  }
}

/** Every file of the workspace with its size and modification time. */
function workspaceListing(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      const stat = statSync(path);
      return `${path.slice(folder.length)} ${stat.size} ${stat.mtimeMs}`;
    })
    .sort();
}

/** Opens a fixture with the cursor at (line, character). */
async function openAt(name: string, line = 0, character = 0): Promise<vscode.TextEditor> {
  const editor = await vscode.window.showTextDocument(fixtureUri(name));
  editor.selection = new vscode.Selection(line, character, line, character);
  return editor;
}

describe('Judging your own solution in a real VS Code', function () {
  this.timeout(180_000);
  let api: HoledoxApi;
  const trusted = vscode.workspace.isTrusted;

  before(async () => {
    api = await activateExtension();
  });

  afterEach(closeAllEditors);
  // Nothing a test's run started may outlive it.
  afterEach(() =>
    waitFor(() => (runProcesses().length === 0 ? true : undefined), 'no process of a judge run to be left after the test', { pollMs: 50 }),
  );

  it('lists each puzzle file of the workspace in the Test Explorer, with a test per case at its header', async () => {
    const controller = api.judge.tree.controller;
    assert.ok(controller.resolveHandler, 'the controller resolves items on demand');
    await controller.resolveHandler(undefined);
    const listed = () => {
      const ids: string[] = [];
      controller.items.forEach((item) => {
        if (item.uri?.scheme === 'file') ids.push(item.id);
      });
      return ids;
    };
    // Every puzzle file on disk is listed, and nothing else but puzzle documents still open (an
    // earlier test's counterexample may stay open, unseen, after its file was removed).
    let difference = '';
    await waitFor(
      async () => {
        const onDisk = new Set((await vscode.workspace.findFiles('**/*.{holedox,tempter}')).map((u) => u.toString()));
        const open = new Set(vscode.workspace.textDocuments.map((d) => d.uri.toString()));
        const shown = listed();
        const missing = [...onDisk].filter((id) => !shown.includes(id));
        const extra = shown.filter((id) => !onDisk.has(id) && !open.has(id));
        difference = `missing ${missing.join(', ') || 'none'}; not on disk nor open ${extra.join(', ') || 'none'}`;
        return missing.length === 0 && extra.length === 0 ? true : undefined;
      },
      'the Test Explorer to list exactly the puzzle files',
      { lastSeen: () => difference },
    );
    const file = controller.items.get(fixtureUri('sample.holedox').toString());
    assert.ok(file, 'sample.holedox is listed');
    assert.equal(file.label, 'sample.holedox');
    await controller.resolveHandler(file);
    const cases: string[] = [];
    file.children.forEach((c) => cases.push(`${c.label} @ ${c.range ? showRange(c.range) : 'no range'}`));
    assert.deepEqual(cases, ['Case 1 · 5×6 · L=4 @ 0:0-0:5', 'Case 2 · 4×4 · L=4 @ 10:0-10:5']);
  });

  it('re-reads an open puzzle document as it is edited: a new case becomes a new test', async () => {
    const document = await openUntitled('tempter', '2 2 3\nS.\nD.\n0 0 0\n');
    const editor = await vscode.window.showTextDocument(document);
    const item = () => api.judge.tree.controller.items.get(document.uri.toString());
    await waitFor(
      api.judge.tree.onDidChangeCases,
      () => (item()?.children.size === 1 ? true : undefined),
      "the untitled document's case test",
    );
    const grown = waitFor(api.judge.tree.onDidChangeCases, () => (item()?.children.size === 2 ? true : undefined), 'a second case test');
    await editor.edit((e) => e.insert(new vscode.Position(3, 0), '1 3 2\nS.D\n'));
    await grown;
    const labels: string[] = [];
    item()?.children.forEach((c) => labels.push(`${c.label} @ ${c.range ? showRange(c.range) : ''}`));
    assert.deepEqual(labels, ['Case 1 · 2×2 · T=3 @ 0:0-0:5', 'Case 2 · 1×3 · T=2 @ 3:0-3:5']);
  });

  it('gives a big open document its case tests when they are asked for, and keeps them current from then on', async function () {
    this.timeout(240_000);
    const text = `${'2 2 2\n2 2\n2 1\n0\n'.repeat(1_001)}0 0 0\n`;
    const document = await openUntitled('holedox', text);
    const editor = await vscode.window.showTextDocument(document);
    const controller = api.judge.tree.controller;
    const item = () => controller.items.get(document.uri.toString());
    const file = await waitFor(
      () => {
        const found = item();
        return found?.canResolveChildren && found.children.size === 0 ? found : undefined;
      },
      "the big document's file test, its 1 001 case tests left until asked for",
      { deadlineMs: 90_000 },
    );
    await controller.resolveHandler?.(file);
    assert.equal(file.children.size, 1_001);
    assert.equal(file.canResolveChildren, false);
    assert.equal(file.children.get(`${file.id}#1001`)?.label, 'Case 1001 · 2×2 · L=2');
    const grown = waitFor(
      api.judge.tree.onDidChangeCases,
      () => (item()?.children.size === 1_002 ? true : undefined),
      'the 1 002nd case test after an edit',
    );
    await editor.edit((e) => e.insert(new vscode.Position(4 * 1_001, 0), '3 3 2\n3 3\n3 2\n0\n'));
    await grown;
    assert.equal(item()?.children.get(`${file.id}#1002`)?.label, 'Case 1002 · 3×3 · L=2');

    // Case 500's last body pair edited: that case alone is reported changed, the others stay.
    const child = (n: number) => item()?.children.get(`${file.id}#${n}`);
    const where = (n: number) => (child(n)?.range ? showRange(child(n)!.range!) : 'no range');
    const pairLine = 4 * 499 + 2;
    const changed = waitFor(
      api.judge.tree.onDidChangeCases,
      (items) => items?.map((i) => i.label),
      'the case tests changed by the edit of case 500',
    );
    await editor.edit((e) => e.replace(new vscode.Range(pairLine, 0, pairLine, 3), '1 2'));
    assert.deepEqual(await changed, ['Case 500 · 2×2 · L=2']);
    assert.equal(api.judge.tree.caseOf(child(500)!)?.text, '2 2 2\n2 2\n1 2\n0');
    assert.deepEqual([where(499), where(500), where(1002)], ['1992:0-1992:5', '1996:0-1996:5', `${4 * 1_001}:0-${4 * 1_001}:5`]);

    // A line added before case 500: the case tests from there move one line down, none is changed.
    const reported: string[] = [];
    const listening = api.judge.tree.onDidChangeCases((items) => reported.push(...items.map((i) => i.label)));
    await editor.edit((e) => e.insert(new vscode.Position(4 * 499, 0), '\n'));
    await waitFor(
      () => (where(1002) === `${4 * 1_001 + 1}:0-${4 * 1_001 + 1}:5` ? true : undefined),
      "case 1002's test one line further down",
      {
        lastSeen: () => where(1002),
      },
    );
    assert.deepEqual([where(499), where(500), where(1001)], ['1992:0-1992:5', '1997:0-1997:5', `${4 * 1_000 + 1}:0-${4 * 1_000 + 1}:5`]);
    listening.dispose();
    assert.deepEqual(reported, []);
    assert.equal(file.children.size, 1_002);
  });

  it('declares limited support in Restricted Mode, with the settings that name programs restricted', () => {
    const manifest = vscode.extensions.getExtension(EXTENSION_ID)?.packageJSON as {
      capabilities: { untrustedWorkspaces: { supported: unknown; restrictedConfigurations: unknown } };
    };
    assert.equal(manifest.capabilities.untrustedWorkspaces.supported, 'limited');
    assert.deepEqual(manifest.capabilities.untrustedWorkspaces.restrictedConfigurations, [
      'holedox.solution.paths',
      'holedox.solution.path',
      'holedox.solution.languages',
      'holedox.judge.timeLimitMs',
      'holedox.judge.memoryLimitMb',
      'holedox.expectedOutput.paths',
    ]);
  });

  if (!trusted) {
    it('in Restricted Mode, Run my solution starts no program (there is no run to cancel) and says why on every case', async () => {
      // VS Code's own Run commands ask for trust before calling any run profile (a dialog the
      // test workbench refuses); the profile also refuses by itself, which is what this checks.
      const controller = api.judge.tree.controller;
      await controller.resolveHandler?.(undefined);
      const file = controller.items.get(fixtureUri('sample.holedox').toString());
      assert.ok(file, 'sample.holedox is listed');
      const source = new vscode.CancellationTokenSource();
      const report = await api.judge.runner.run(new vscode.TestRunRequest([file], undefined, api.judge.runner.profile), source.token);
      source.dispose();
      assert.deepEqual(shown(report.outcomes), [
        `sample.holedox#1 errored @0 ${restrictedMessage()}`,
        `sample.holedox#2 errored @10 ${restrictedMessage()}`,
      ]);
      assert.equal(report.cancelled, false);
      assert.deepEqual(childrenRunning('.py'), [], 'no program of the user runs');
    });

    it('in Restricted Mode, the stress and choose-solution commands explain and run nothing', async () => {
      const report = (await vscode.commands.executeCommand(JudgeCommandId.stressTest, {
        format: 'tempter',
        seed: 7,
        cases: 10,
      })) as StressCommandReport;
      assert.deepEqual(report, { outcome: 'restricted' });
      assert.equal(
        await vscode.commands.executeCommand(JudgeCommandId.chooseSolution, fixtureUri('solutions/tempter-correct.py')),
        undefined,
      );
      assert.equal(api.judge.solutions.current('tempter'), undefined);
    });
    return;
  }

  it('a wrong solution fails the case it gets wrong, with the diff at the case header and its answer in the panel', async () => {
    await vscode.commands.executeCommand(JudgeCommandId.chooseSolution, solution('holedox-always-nine.py'), 'holedox');
    const editor = await openAt('sample.holedox');
    const report = await judgeRun(api, () => vscode.commands.executeCommand('testing.runCurrentFile'), 'sample.holedox');
    assert.deepEqual(shown(report.outcomes), [
      'sample.holedox#1 passed',
      'sample.holedox#2 failed @10 Case 2: expected -1, got 9 | Case 2: -1 | Case 2: 9',
      `sample.holedox failed ${report.summaries[0] ?? ''}`,
    ]);
    assert.match(report.summaries[0] ?? '', /^Wrong Answer: case 2: expected -1, got 9; \d+ ms \(CPU \d+ ms\)/);
    const fileOutcome = report.outcomes.find((o) => o.id === fixtureUri('sample.holedox').toString());
    assert.equal(typeof fileOutcome?.durationMs, 'number', 'the run has a duration');

    const submitted = waitFor(
      api.panel.onDidPost,
      (m: HostToWebview | undefined) => (m?.type === 'case' && m.caseView?.number === 2 && m.submitted ? m.submitted : undefined),
      'the panel to show what the program answered on case 2',
    );
    await vscode.commands.executeCommand('holedox.showPanel', editor.document.uri, 2);
    assert.deepEqual(await submitted, { answer: '9', expected: '-1' });
  });

  it('runs just the case at the cursor, as its own input numbered from 1', async () => {
    await vscode.commands.executeCommand(JudgeCommandId.chooseSolution, solution('holedox-always-nine.py'), 'holedox');
    await openAt('sample.holedox', 11, 1);
    const report = await judgeRun(api, () => vscode.commands.executeCommand('testing.runAtCursor'), 'case 2 of sample.holedox');
    assert.deepEqual(shown(report.outcomes).slice(0, 1), [
      'sample.holedox#2 failed @10 Case 2 (given to your program as case 1 of 1): expected -1, got 9 | Case 1: -1 | Case 1: 9',
    ]);
    assert.equal(typeof report.outcomes[0]?.durationMs, 'number', 'a case run alone has its duration');
  });

  it('a correct solution passes every case', async () => {
    await vscode.commands.executeCommand(JudgeCommandId.chooseSolution, fixtureUri('solutions/tempter-correct.py'), 'tempter');
    await openAt('sample.tempter');
    const report = await judgeRun(api, () => vscode.commands.executeCommand('testing.runCurrentFile'), 'sample.tempter');
    assert.deepEqual(shown(report.outcomes), ['sample.tempter#1 passed', 'sample.tempter#2 passed', 'sample.tempter passed']);
    assert.match(report.summaries[0] ?? '', /^Accepted: 2 cases; \d+ ms \(CPU \d+ ms\)/);
  });

  it('a file where no case can be judged is not passed: it says nothing was judged, and its case is skipped', async () => {
    await vscode.commands.executeCommand(JudgeCommandId.chooseSolution, fixtureUri('solutions/tempter-correct.py'), 'tempter');
    // A maze with no door: the only case has errors.
    const document = await openUntitled('tempter', '2 2 3\nS.\n..\n0 0 0\n');
    await vscode.window.showTextDocument(document);
    const id = document.uri.toString();
    const file = await waitFor(
      api.judge.tree.onDidChangeCases,
      () => {
        const item = api.judge.tree.controller.items.get(id);
        return item?.children.size === 1 ? item : undefined;
      },
      "the untitled document's case test",
    );
    const source = new vscode.CancellationTokenSource();
    const report = await api.judge.runner.run(new vscode.TestRunRequest([file], undefined, api.judge.runner.profile), source.token);
    source.dispose();
    assert.deepEqual(
      report.outcomes.map((o) => [o.id === id ? 'the file' : o.id.slice(id.length), o.state, o.message ?? '']),
      [
        ['#1', 'skipped', ''],
        ['the file', 'errored', 'Nothing judged: the only case has errors and was skipped; your program was not run'],
      ],
    );
  });

  it("gets our answers from the extension's one verdict pool, as the Solve command does, and a second run from its cache", async () => {
    await vscode.commands.executeCommand(JudgeCommandId.chooseSolution, fixtureUri('solutions/tempter-correct.py'), 'tempter');
    // Cases no other test solves, with inline answers off: the untitled document shows in an
    // editor, and its inline answers would be asked for as soon as it does, before the run.
    const inlineAnswers = vscode.workspace.getConfiguration('holedox.inlineAnswers');
    await inlineAnswers.update('enabled', false, vscode.ConfigurationTarget.Global);
    try {
      const document = await openUntitled('tempter', '3 4 5\nS.X.\n...D\n.X..\n2 5 6\nS...D\n.X...\n0 0 0\n');
      const item = () => api.judge.tree.controller.items.get(document.uri.toString());
      await waitFor(api.judge.tree.onDidChangeCases, () => (item()?.children.size === 2 ? true : undefined), 'the two case tests');
      const file = item();
      assert.ok(file);
      const asks: string[] = [];
      const listening = api.verdicts.onDidAsk((a) => {
        if (a.uri.toString() === document.uri.toString()) asks.push(`${a.priority} ${a.unsolved}`);
      });
      const source = new vscode.CancellationTokenSource();
      try {
        const profile = api.judge.runner.profile;
        const run = (what: string) =>
          judgeRun(api, async () => void profile.runHandler(new vscode.TestRunRequest([file], undefined, profile), source.token), what);
        const states = (r: JudgeRunReport) => r.outcomes.map((o) => `${o.id.slice(document.uri.toString().length)} ${o.state}`);
        assert.deepEqual(states(await run('the first run')), ['#1 passed', '#2 passed', ' passed']);
        assert.deepEqual(asks, ['command 2'], "the first run asks the pool for both cases, at the command's priority");
        const reused = api.verdicts.counts.reused.command;
        assert.deepEqual(states(await run('the second run')), ['#1 passed', '#2 passed', ' passed']);
        assert.deepEqual(asks, ['command 2'], 'the second run needs no worker');
        assert.equal(api.verdicts.counts.reused.command - reused, 2, 'both answers come from the cache');
      } finally {
        listening.dispose();
        source.dispose();
      }
    } finally {
      await inlineAnswers.update('enabled', undefined, vscode.ConfigurationTarget.Global);
    }
  });

  it('a continuous run re-runs only the case whose text changed', async () => {
    await vscode.commands.executeCommand(JudgeCommandId.chooseSolution, fixtureUri('solutions/tempter-correct.py'), 'tempter');
    const document = await openUntitled('tempter', '2 2 3\nS.\nD.\n1 3 2\nS.D\n0 0 0\n');
    const editor = await vscode.window.showTextDocument(document);
    const item = () => api.judge.tree.controller.items.get(document.uri.toString());
    await waitFor(api.judge.tree.onDidChangeCases, () => (item()?.children.size === 2 ? true : undefined), 'the two case tests');
    const file = item();
    assert.ok(file);
    const profile = api.judge.runner.profile;
    const source = new vscode.CancellationTokenSource();
    try {
      const first = await judgeRun(
        api,
        async () => void profile.runHandler(new vscode.TestRunRequest([file], undefined, profile, true), source.token),
        "the continuous run's first pass",
      );
      const states = (r: JudgeRunReport) => r.outcomes.map((o) => `${o.id.slice(document.uri.toString().length)} ${o.state}`);
      assert.deepEqual(states(first), ['#1 passed', '#2 passed', ' passed']);
      const second = await judgeRun(
        api,
        () => editor.edit((e) => e.replace(new vscode.Range(3, 4, 3, 5), '3')),
        'the re-run of the edited case',
      );
      assert.deepEqual(states(second), ['#2 passed', ' passed']);
      assert.match(second.summaries[0] ?? '', /^Accepted: 1 case; /);
    } finally {
      source.cancel();
      source.dispose();
    }
  });

  it('cancelling a run from the Test Explorer kills the program and ends the run as cancelled', async () => {
    const script = 'holedox-never-answers.py';
    await vscode.commands.executeCommand(JudgeCommandId.chooseSolution, solution(script), 'holedox');
    await openAt('sample.holedox');
    assert.deepEqual(childrenRunning(script), [], 'no copy of the program runs before the test');
    const finished = judgeRun(api, () => vscode.commands.executeCommand('testing.runCurrentFile'), 'sample.holedox, cancelled');
    const [pid] = await waitFor(
      () => {
        const pids = childrenRunning(script);
        return pids.length > 0 ? pids : undefined;
      },
      `${script} to be started by the run`,
      { deadlineMs: 60_000, pollMs: 50 },
    );
    assert.ok(pid !== undefined);
    await vscode.commands.executeCommand('testing.cancelRun');
    const report = await finished;
    await waitFor(() => (alive(pid) ? undefined : true), `the program (pid ${pid}) to be gone after the cancel`, { pollMs: 50 });
    assert.equal(report.cancelled, true);
    assert.deepEqual(shown(report.outcomes), ['sample.holedox#1 skipped', 'sample.holedox#2 skipped']);
    assert.deepEqual(report.summaries, []);
    assert.deepEqual(childrenRunning(script), [], 'no copy of the program is left running');
    assert.deepEqual(runProcesses(), [], 'no process of the run is left');
  });

  it('a solution that leaves a grandchild holding stdout passes when it exits, and nothing of its run is left', async () => {
    await vscode.commands.executeCommand(JudgeCommandId.chooseSolution, solution('tempter-leaks.py'), 'tempter');
    await openAt('sample.tempter');
    const report = await judgeRun(
      api,
      () => vscode.commands.executeCommand('testing.runCurrentFile'),
      'sample.tempter with a leaking solution',
    );
    assert.match(report.summaries[0] ?? '', /^Accepted: 2 cases; /);
    assert.deepEqual(
      report.outcomes.map((o) => o.state),
      ['passed', 'passed', 'passed'],
    );
    await waitFor(() => (runProcesses().length === 0 ? true : undefined), 'no process of a judge run to be left', { pollMs: 50 });
  });

  it('a solution that writes into the workspace leaves it unchanged (the sandbox)', async () => {
    const folder = fixtureUri('').fsPath;
    await vscode.commands.executeCommand(JudgeCommandId.chooseSolution, solution('tempter-writes-workspace.py'), 'tempter');
    await openAt('sample.tempter');
    const before = workspaceListing(folder);
    const report = await judgeRun(
      api,
      () => vscode.commands.executeCommand('testing.runCurrentFile'),
      'sample.tempter with a solution that writes',
    );
    assert.match(report.summaries[0] ?? '', /^Accepted: 2 cases; /);
    assert.deepEqual(workspaceListing(folder), before, 'the workspace is as it was');
    assert.deepEqual(
      ['planted-by-solution.txt', 'solution-debug.out'].map((name) => existsSync(join(folder, name))),
      [false, false],
    );
  });

  it('a solution over the memory limit is Memory Limit Exceeded on every case, with the figures', async () => {
    await vscode.commands.executeCommand(JudgeCommandId.chooseSolution, solution('tempter-allocates.py'), 'tempter');
    await openAt('sample.tempter');
    const report = await judgeRun(
      api,
      () => vscode.commands.executeCommand('testing.runCurrentFile'),
      'sample.tempter with a 200 MB solution',
    );
    const summary = report.summaries[0] ?? '';
    assert.match(summary, /^Memory Limit Exceeded: \d+ MB, the limit is 32 MB \(beyond the runtime's own \d+ MB\); /);
    assert.deepEqual(shown(report.outcomes), [
      `sample.tempter#1 errored @0 ${summary}`,
      `sample.tempter#2 errored @5 ${summary}`,
      `sample.tempter errored ${summary}`,
    ]);
    await waitFor(() => (runProcesses().length === 0 ? true : undefined), 'no process of a judge run to be left', { pollMs: 50 });
  });

  it('a crash is a Runtime Error on every case, with the exit code', async () => {
    await vscode.commands.executeCommand(JudgeCommandId.chooseSolution, solution('tempter-crashes.py'), 'tempter');
    await openAt('sample.tempter');
    const report = await judgeRun(api, () => vscode.commands.executeCommand('testing.runCurrentFile'), 'sample.tempter');
    const summary = report.summaries[0] ?? '';
    assert.match(summary, /^Runtime Error: exit code 1; /);
    assert.deepEqual(shown(report.outcomes), [
      `sample.tempter#1 errored @0 ${summary}`,
      `sample.tempter#2 errored @5 ${summary}`,
      `sample.tempter errored ${summary}`,
    ]);
  });

  it("a compilation error is an error on every case, with the compiler's own file:line:col", async function () {
    try {
      execFileSync('g++', ['--version'], { stdio: 'ignore' });
    } catch {
      console.log('      (no g++ on this machine: the compilation error test cannot run)');
      this.skip();
    }
    await vscode.commands.executeCommand(JudgeCommandId.chooseSolution, fixtureUri('solutions/compile-error.cpp'), 'tempter');
    await openAt('sample.tempter');
    const report = await judgeRun(api, () => vscode.commands.executeCommand('testing.runCurrentFile'), 'sample.tempter');
    assert.deepEqual(
      report.outcomes.map((o) => o.state),
      ['errored', 'errored'],
    );
    const message = report.outcomes[0]?.message ?? '';
    assert.match(message, /^Compilation Error: g\+\+ failed on .*compile-error\.cpp \(exit code 1\)\n\n/);
    assert.match(message, /compile-error\.cpp:4:20: error: ‘answer’ was not declared in this scope/);
  });

  it('Hunt for Slow Cases: a DFS without the open-squares check is Time Limit Exceeded, written beside it, drawn with the what-if of the pruning named', async function () {
    this.timeout(600_000);
    const config = vscode.workspace.getConfiguration('holedox');
    // A limit the planted program passes many times over on its hard cases (ours takes well under a millisecond).
    await config.update('judge.timeLimitMs', { tempter: 250 }, vscode.ConfigurationTarget.Global);
    const written = fixtureUri('planted/time-limit.tempter');
    try {
      await vscode.commands.executeCommand(JudgeCommandId.chooseSolution, fixtureUri('planted/tempter-no-open-squares.cpp'), 'tempter');
      // The slow case drawn with its Search view open on the what-if, and the page asking for that what-if.
      const drawn = waitFor(
        api.panel.onDidPost,
        (m: HostToWebview | undefined) => (m?.type === 'case' && m.uri === written.toString() && m.openSearch ? m : undefined),
        'the panel to draw the file over the time limit with its Search view open',
        600_000,
      );
      const compared = waitFor(
        api.panel.onDidPost,
        (m: HostToWebview | undefined) => (m?.type === 'searchTrace' && m.uri === written.toString() && m.whatIf ? m : undefined),
        "the Search view's what-if on the slow case",
        600_000,
      );
      const report = (await vscode.commands.executeCommand(JudgeCommandId.huntSlowCases, {
        format: 'tempter',
        seed: 1,
        cases: 200,
      })) as StressCommandReport;
      assert.equal(report.outcome, 'time-limit', JSON.stringify(report));
      if (report.outcome !== 'time-limit') return;
      assert.equal(report.uri, written.toString());
      assert.ok(report.cases >= 1 && report.cases <= 10, `${report.cases} cases`);
      assert.ok(report.cpuMs >= 250, `${report.cpuMs} ms`);
      assert.match(
        report.explanation.at(-1) ?? '',
        /^The pruning that matters here: the open-squares check \(T \+ 1 squares must be open\)/,
      );
      assert.equal(new TextDecoder().decode(await vscode.workspace.fs.readFile(written)), report.inputText);
      // Our colour count is the open-squares check's stronger form: its switch leaves out both.
      assert.equal(report.whatIf, 'colours');
      const slow = parsePuzzle(report.inputText, 'tempter').cases[report.explainedCase - 1];
      assert.ok(slow, `case ${report.explainedCase} of ${report.cases}`);
      const shown = await drawn;
      assert.deepEqual([shown.caseView?.number, shown.openSearch], [report.explainedCase, { whatIf: 'colours' }]);
      const trace = await compared;
      assert.equal(trace.caseNumber, report.explainedCase);
      assert.deepEqual(trace.whatIf, formatOf(slow).whatIf?.(slow, 'colours', 'en'));
      assert.equal(trace.whatIf?.withNodes, 0, 'the open-squares count answers at the root');
      assert.ok((trace.whatIf?.withoutNodes ?? 0) >= 10_000, `without it: ${trace.whatIf?.withoutNodes} nodes`);
    } finally {
      await config.update('judge.timeLimitMs', undefined, vscode.ConfigurationTarget.Global);
      for (const file of [written, fixtureUri('planted/time-limit.tempter.out')])
        await Promise.resolve(vscode.workspace.fs.delete(file)).catch(() => undefined);
    }
  });

  it("shows the compiler's errors as squiggles in the solution's source, and clears them once it compiles", async function () {
    try {
      execFileSync('g++', ['--version'], { stdio: 'ignore' });
    } catch {
      console.log('      (no g++ on this machine: the compile diagnostics test cannot run)');
      this.skip();
    }
    const folder = mkdtempSync(join(tmpdir(), 'holedox-compile-diagnostics-'));
    try {
      const source = vscode.Uri.file(join(folder, 'solution.cpp'));
      writeFileSync(source.fsPath, readFileSync(fixtureUri('solutions/compile-error.cpp').fsPath));
      await vscode.commands.executeCommand(JudgeCommandId.chooseSolution, source, 'tempter');
      await openAt('sample.tempter');
      const failed = await judgeRun(
        api,
        () => vscode.commands.executeCommand('testing.runCurrentFile'),
        'sample.tempter with a compile error',
      );
      assert.deepEqual(
        failed.outcomes.map((o) => o.state),
        ['errored', 'errored'],
      );
      const shownDiagnostics = () =>
        vscode.languages
          .getDiagnostics(source)
          .map((d) => `${showRange(d.range)} ${vscode.DiagnosticSeverity[d.severity]} ${d.source ?? ''}: ${d.message}`);
      assert.deepEqual(shownDiagnostics(), ['3:19-3:25 Error gcc: ‘answer’ was not declared in this scope']);
      writeFileSync(source.fsPath, readFileSync(fixtureUri('solutions/tempter-correct.cpp').fsPath));
      const passed = await judgeRun(api, () => vscode.commands.executeCommand('testing.runCurrentFile'), 'sample.tempter, compiled');
      assert.deepEqual(shown(passed.outcomes), ['sample.tempter#1 passed', 'sample.tempter#2 passed', 'sample.tempter passed']);
      assert.deepEqual(shownDiagnostics(), []);
    } finally {
      await api.judge.solutions.forget('tempter');
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('judges the files of each puzzle with the solution bound to that puzzle, in one run', async () => {
    await vscode.commands.executeCommand(JudgeCommandId.chooseSolution, fixtureUri('solutions/tempter-correct.py'), 'tempter');
    await vscode.commands.executeCommand(JudgeCommandId.chooseSolution, solution('holedox-always-nine.py'), 'holedox');
    const controller = api.judge.tree.controller;
    await controller.resolveHandler?.(undefined);
    const files = ['sample.holedox', 'sample.tempter'].map((name) => controller.items.get(fixtureUri(name).toString()));
    assert.ok(files.every((f) => f !== undefined));
    const profile = api.judge.runner.profile;
    const source = new vscode.CancellationTokenSource();
    const report = await api.judge.runner.run(new vscode.TestRunRequest(files as vscode.TestItem[], undefined, profile), source.token);
    source.dispose();
    assert.deepEqual(
      shown(report.outcomes).map((line) => line.replace(/; \d+ ms .*$/, '')),
      [
        'sample.holedox#1 passed',
        'sample.holedox#2 failed @10 Case 2: expected -1, got 9 | Case 2: -1 | Case 2: 9',
        'sample.holedox failed Wrong Answer: case 2: expected -1, got 9',
        'sample.tempter#1 passed',
        'sample.tempter#2 passed',
        'sample.tempter passed',
      ],
    );
  });

  it('judges neither puzzle with holedox.solution.path, one program for every puzzle, in a run over both, and says why', async () => {
    await api.judge.solutions.forget('holedox');
    await api.judge.solutions.forget('tempter');
    const settings = vscode.workspace.getConfiguration('holedox');
    await settings.update('solution.path', 'solutions/tempter-correct.py', vscode.ConfigurationTarget.Global);
    try {
      const controller = api.judge.tree.controller;
      await controller.resolveHandler?.(undefined);
      const files = ['sample.holedox', 'sample.tempter'].map((name) => controller.items.get(fixtureUri(name).toString()));
      assert.ok(files.every((f) => f !== undefined));
      const profile = api.judge.runner.profile;
      const source = new vscode.CancellationTokenSource();
      const report = await api.judge.runner.run(new vscode.TestRunRequest(files as vscode.TestItem[], undefined, profile), source.token);
      source.dispose();
      const why = (puzzle: string, other: string) =>
        `Not judged: solutions/tempter-correct.py is set for every puzzle (holedox.solution.path), and this run has files of ${puzzle} and ${other}. Bind it to the puzzle it solves (holedox.solution.paths, or "Holedox: Choose My Solution…").`;
      assert.deepEqual(shown(report.outcomes), [
        'sample.holedox#1 skipped',
        'sample.holedox#2 skipped',
        `sample.holedox errored ${why('Holedox (POJ 1324)', 'Tempter (HDU 1010)')}`,
        'sample.tempter#1 skipped',
        'sample.tempter#2 skipped',
        `sample.tempter errored ${why('Tempter (HDU 1010)', 'Holedox (POJ 1324)')}`,
      ]);
      // Bound to its puzzle in holedox.solution.paths, the same program judges that puzzle's files.
      await settings.update('solution.paths', { tempter: 'solutions/tempter-correct.py' }, vscode.ConfigurationTarget.Global);
      const tempterOnly = await api.judge.runner.run(
        new vscode.TestRunRequest([files[1] as vscode.TestItem], undefined, profile),
        new vscode.CancellationTokenSource().token,
      );
      assert.deepEqual(shown(tempterOnly.outcomes), ['sample.tempter#1 passed', 'sample.tempter#2 passed', 'sample.tempter passed']);
    } finally {
      await settings.update('solution.path', undefined, vscode.ConfigurationTarget.Global);
      await settings.update('solution.paths', undefined, vscode.ConfigurationTarget.Global);
    }
  });

  it("the stress command finds a counterexample, shrinks it, and opens it with our path and the program's answer", async () => {
    await vscode.commands.executeCommand(JudgeCommandId.chooseSolution, fixtureUri('solutions/tempter-no-unmark.py'), 'tempter');
    // Written beside the solution, as the CLI writes it in its folder (issue 35, item 7).
    const written = fixtureUri('solutions/counterexample.tempter');
    const answered = waitFor(
      api.panel.onDidPost,
      (m: HostToWebview | undefined) =>
        m?.type === 'case' && m.uri === written.toString() && m.verdict.state === 'answered' && m.submitted ? m : undefined,
      "the panel to draw the counterexample with our answer and the program's",
      120_000,
    );
    const report = (await vscode.commands.executeCommand(JudgeCommandId.stressTest, {
      format: 'tempter',
      seed: 7,
      cases: 2000,
    })) as StressCommandReport;
    assert.equal(report.outcome, 'counterexample');
    if (report.outcome !== 'counterexample') return;
    // The generator may change; what must hold is checked against the program itself and our solver.
    const program = fixtureUri('solutions/tempter-no-unmark.py').fsPath;
    const theirs = execFileSync('python3', [program], { input: report.inputText, encoding: 'utf8' }).trim();
    const ours = judgeOutput(solveDocument(parsePuzzle(report.inputText, 'tempter'))).trim();
    assert.equal(parsePuzzle(report.inputText, 'tempter').cases.length, 1, 'shrunk to one case');
    assert.notEqual(theirs, ours);
    assert.deepEqual(
      { ourAnswer: report.ourAnswer, theirAnswer: report.theirAnswer, verdict: report.verdict, seed: report.seed },
      { ourAnswer: ours, theirAnswer: theirs, verdict: 'wrong-answer', seed: 7 },
    );
    assert.equal(report.uri, written.toString());
    const document = vscode.workspace.textDocuments.find((d) => d.uri.toString() === report.uri);
    assert.equal(document?.languageId, 'tempter');
    assert.equal(document?.getText(), report.inputText);
    const decoder = new TextDecoder();
    assert.equal(decoder.decode(await vscode.workspace.fs.readFile(written)), report.inputText);
    assert.equal(
      decoder.decode(await vscode.workspace.fs.readFile(fixtureUri('solutions/counterexample.tempter.out'))),
      judgeOutput(solveDocument(parsePuzzle(report.inputText, 'tempter'))),
    );
    assert.deepEqual(
      vscode.workspace.textDocuments.filter((d) => d.isUntitled && d.languageId === 'tempter').map((d) => d.uri.toString()),
      [],
      'no untitled document asks to be saved',
    );
    assert.equal(
      vscode.window.visibleTextEditors.some((e) => e.document === document),
      false,
      'the counterexample is drawn in the panel, not opened in another editor group',
    );
    const message = await answered;
    assert.equal(message.uri, report.uri);
    assert.deepEqual(message.submitted, { answer: theirs, expected: ours });
    assert.equal(message.verdict.state === 'answered' ? message.verdict.answer : '', ours);
    if (ours === 'YES') {
      const time = parsePuzzle(report.inputText, 'tempter').cases[0];
      assert.equal(
        message.verdict.state === 'answered' ? message.verdict.moves.length : 0,
        time?.format === 'tempter' ? time.time : -1,
        'our path takes exactly T moves',
      );
    }
    await vscode.workspace.fs.delete(written);
    await vscode.workspace.fs.delete(fixtureUri('solutions/counterexample.tempter.out'));
  });
});
