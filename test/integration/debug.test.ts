import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as vscode from 'vscode';
import type { HoledoxApi } from '../../src/extension/extension';
import type { DebugOutcome } from '../../src/extension/testing/debugRunner';
import { DEBUGGABLE_MESSAGE, JudgeCommandId } from '../../src/extension/testing/ids';
import { restrictedWarning } from '../../src/extension/testing/judgeSettings';
import { liveProcesses } from '../unit/helpers/liveProcesses';
import { WAIT_DEADLINE_MS, activateExtension, closeAllEditors, fixtureUri, waitFor } from './helpers';

const SOLUTION = 'editor-solutions/tempter-answers-no.js';

/** Live processes whose command line names `script` (zombies left out). */
function processesRunning(script: string): number[] {
  return liveProcesses('cmdline', (cmdline) => cmdline.split('\u0000').some((arg) => arg.endsWith(script)));
}

interface Stop {
  readonly session: vscode.DebugSession;
  readonly threadId: number;
}

describe('Debugging a case in a real VS Code', function () {
  this.timeout(180_000);
  let api: HoledoxApi;
  const stops: Stop[] = [];
  let tracking: vscode.Disposable | undefined;

  before(async () => {
    api = await activateExtension();
    // Every debug adapter's 'stopped' events, as the workbench receives them.
    tracking = vscode.debug.registerDebugAdapterTrackerFactory('*', {
      createDebugAdapterTracker: (session) => ({
        onDidSendMessage: (m: { type?: string; event?: string; body?: { threadId?: number } }) => {
          if (m.type === 'event' && m.event === 'stopped' && typeof m.body?.threadId === 'number')
            stops.push({ session, threadId: m.body.threadId });
        },
      }),
    });
  });
  // Every debug session the workbench starts (js-debug starts a child for the program), until it ends.
  const live = new Set<vscode.DebugSession>();
  const sessions = [
    vscode.debug.onDidStartDebugSession((session) => live.add(session)),
    vscode.debug.onDidTerminateDebugSession((session) => live.delete(session)),
  ];
  after(() => {
    tracking?.dispose();
    for (const subscription of sessions) subscription.dispose();
  });
  afterEach(closeAllEditors);

  /** Case 2 of sample.tempter (a YES case), as the Test Explorer lists it. */
  async function caseTwo(): Promise<vscode.TestItem> {
    const uri = fixtureUri('sample.tempter');
    await api.judge.tree.refreshFromSource(uri);
    const item = api.judge.tree.controller.items.get(uri.toString())?.children.get(`${uri.toString()}#2`);
    assert.ok(item, 'case 2 of sample.tempter is listed');
    return item;
  }

  if (!vscode.workspace.isTrusted) {
    it('in Restricted Mode, the Debug profile starts nothing and says why', async () => {
      const outcome = await api.judge.debug.debug(new vscode.TestRunRequest([await caseTwo()], undefined, api.judge.debug.profile));
      assert.deepEqual(outcome, { kind: 'refused', message: restrictedWarning() });
      assert.equal(vscode.debug.activeDebugSession, undefined);
    });
    return;
  }

  it('stops at a breakpoint in a JavaScript solution with the failed case as its input, and ends the program with the session', async () => {
    const solution = fixtureUri(SOLUTION);
    await vscode.commands.executeCommand(JudgeCommandId.chooseSolution, solution, 'tempter');
    const item = await caseTwo();

    // The judge fails case 2 (the program answers NO), and its message carries the Debug action's context.
    const report = await api.judge.runner.run(
      new vscode.TestRunRequest([item], undefined, api.judge.runner.profile),
      new vscode.CancellationTokenSource().token,
    );
    assert.deepEqual(
      report.outcomes.slice(0, 1).map((o) => `${o.state} ${o.message ?? ''}`),
      ['failed Case 2 (given to your program as case 1 of 1): expected YES, got NO'],
    );

    const line = readFileSync(solution.fsPath, 'utf8')
      .split('\n')
      .findIndex((l) => l.includes('// BREAKPOINT'));
    const breakpoint = new vscode.SourceBreakpoint(new vscode.Location(solution, new vscode.Position(line, 0)));
    vscode.debug.addBreakpoints([breakpoint]);
    try {
      stops.length = 0;
      const launched = waitFor(
        api.judge.debug.onDidDebug,
        (o: DebugOutcome | undefined) => o,
        'the Debug action to start a session (or say why not)',
      );
      // As the failure peek's "Debug This Case" calls it: the test item and its message.
      const message = new vscode.TestMessage('Case 2: expected YES, got NO');
      message.contextValue = DEBUGGABLE_MESSAGE;
      const done = vscode.commands.executeCommand(JudgeCommandId.debugCase, { test: item, message });
      const outcome = await launched;
      assert.equal(outcome.kind, 'started', outcome.kind === 'refused' ? outcome.message : '');
      if (outcome.kind !== 'started') return;
      assert.equal(outcome.configuration.name, 'Holedox: case 2 of sample.tempter');
      assert.equal(outcome.configuration.type, 'node');

      const stop = await waitFor(() => stops[0], 'the debugger to stop at the breakpoint');
      const trace = (await stop.session.customRequest('stackTrace', { threadId: stop.threadId, levels: 1 })) as {
        stackFrames: { id: number; line: number; source?: { path?: string } }[];
      };
      const frame = trace.stackFrames[0];
      assert.ok(frame, 'a top frame');
      // A path on the desktop; in VS Code for the web, the workbench's remote URI of it.
      const path = frame.source?.path ?? '';
      assert.equal(path.includes('://') ? vscode.Uri.parse(path).path : path, solution.path);
      assert.equal(frame.line, line + 1);
      const evaluate = async (expression: string) =>
        ((await stop.session.customRequest('evaluate', { expression, frameId: frame.id, context: 'watch' })) as { result: string }).result;
      // The program read exactly case 2, as its own one-case file.
      assert.equal(await evaluate('header'), "'3 4 5'");
      assert.equal(await evaluate('JSON.stringify(lines)'), '\'["3 4 5","S.X.","..X.","...D","0 0 0",""]\'');
      assert.equal(processesRunning(SOLUTION.slice(SOLUTION.lastIndexOf('/') + 1)).length, 1, 'the program runs, paused');

      // Stopping the session ends the program (paused at the breakpoint) and the test run.
      await vscode.debug.stopDebugging(outcome.session);
      await outcome.ended;
      await done;
      await waitFor(
        () => (processesRunning('tempter-answers-no.js').length === 0 ? true : undefined),
        'the debugged program to end with its session',
      );
      // js-debug ends the program's child session after its parent, in its own time on a busy machine.
      await waitFor(
        () => (live.size === 0 && vscode.debug.activeDebugSession === undefined ? true : undefined),
        'no debug session to be left',
        {
          recheckOn: [vscode.debug.onDidTerminateDebugSession, vscode.debug.onDidChangeActiveDebugSession],
          deadlineMs: 2 * WAIT_DEADLINE_MS,
          lastSeen: () =>
            `running: ${[...live].map((s) => `${s.name} (${s.type}${s.parentSession ? `, child of ${s.parentSession.name}` : ''})`).join(', ') || 'none'}; active: ${vscode.debug.activeDebugSession?.name ?? 'none'}`,
        },
      );
    } finally {
      vscode.debug.removeBreakpoints([breakpoint]);
    }
  });
});
