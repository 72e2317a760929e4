import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import * as vscode from 'vscode';
import type { HoledoxApi } from '../../src/extension/extension';
import { SESSION_MARKER } from '../../src/extension/testing/debugLaunch';
import type { DebugOutcome } from '../../src/extension/testing/debugRunner';
import type { JudgeRunReport } from '../../src/extension/testing/judgeRunner';
import type { StressCommandReport } from '../../src/extension/testing/stressCommand';
import { DEBUG_SESSION_VARIABLE } from '../../src/judge';
import { DEBUGGABLE_MESSAGE, JudgeCommandId } from '../../src/extension/testing/ids';
import { restrictedWarning } from '../../src/extension/testing/judgeSettings';
import { liveProcesses } from '../unit/helpers/liveProcesses';
import { WAIT_DEADLINE_MS, activateExtension, closeAllEditors, fixtureUri, showActive, waitFor } from './helpers';

const SOLUTION = 'editor-solutions/tempter-answers-no.js';

/** Live processes whose command line names `script` (zombies left out). */
function processesRunning(script: string): number[] {
  return liveProcesses('cmdline', (cmdline) => cmdline.split('\u0000').some((arg) => arg.endsWith(script)));
}

interface Stop {
  readonly session: vscode.DebugSession;
  readonly threadId: number;
}

/** Live processes started for the debug session `marker` (the adapter, the program): they carry it in their environment. */
function sessionProcesses(marker: string): number[] {
  return liveProcesses('environ', (environ) => environ.split('\u0000').includes(`${DEBUG_SESSION_VARIABLE}=${marker}`));
}

/** A python3 on the PATH that imports debugpy (a version manager's Python may not have it), as a user would name it in holedox.solution.languages. */
function pythonWithDebugpy(): string | undefined {
  for (const dir of (process.env['PATH'] ?? '').split(delimiter)) {
    if (dir === '') continue;
    try {
      return execFileSync(join(dir, 'python3'), ['-c', 'import debugpy, sys; print(sys.executable)'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim();
    } catch {
      // Not there, or without debugpy.
    }
  }
  return undefined;
}

/** The 1-based line marked BREAKPOINT in a solution. */
function breakpointLine(solution: vscode.Uri): number {
  return (
    readFileSync(solution.fsPath, 'utf8')
      .split('\n')
      .findIndex((l) => /(\/\/|#) BREAKPOINT$/.test(l)) + 1
  );
}

describe('Debugging a case in a real VS Code', function () {
  this.timeout(180_000);
  let api: HoledoxApi;
  const stops: Stop[] = [];
  /** What the debuggees wrote to stdout, as the Debug Console shows it. */
  const stdout: string[] = [];
  let tracking: vscode.Disposable | undefined;

  before(async () => {
    api = await activateExtension();
    // Every debug adapter's 'stopped' events, as the workbench receives them.
    tracking = vscode.debug.registerDebugAdapterTrackerFactory('*', {
      createDebugAdapterTracker: (session) => ({
        onDidSendMessage: (m: { type?: string; event?: string; body?: { threadId?: number; category?: string; output?: string } }) => {
          if (m.type === 'event' && m.event === 'stopped' && typeof m.body?.threadId === 'number')
            stops.push({ session, threadId: m.body.threadId });
          if (m.type === 'event' && m.event === 'output' && m.body?.category === 'stdout') stdout.push(m.body.output ?? '');
        },
      }),
    });
  });
  // Every debug session the workbench starts (js-debug starts a child for the program), until it ends.
  const live = new Set<vscode.DebugSession>();
  const ended = new Set<string>();
  const sessions = [
    vscode.debug.onDidStartDebugSession((session) => live.add(session)),
    vscode.debug.onDidTerminateDebugSession((session) => {
      live.delete(session);
      ended.add(session.id);
    }),
  ];
  /**
   * No session is left: every one started has ended, and none other is the active one. On a busy
   * machine VS Code's activeDebugSession may still name a session a while after its terminate
   * event (seen for two minutes under a busy core); a session that has ended is not left.
   */
  const noSessionLeft = () => {
    const active = vscode.debug.activeDebugSession;
    return live.size === 0 && (active === undefined || ended.has(active.id)) ? true : undefined;
  };
  after(() => {
    tracking?.dispose();
    for (const subscription of sessions) subscription.dispose();
    // Nothing of any debug session is left: no session, no adapter we started, no program it started.
    assert.deepEqual(
      [...live].map((s) => s.name),
      [],
    );
    assert.deepEqual(
      liveProcesses('environ', (environ) => environ.split('\u0000').some((entry) => entry.startsWith(`${DEBUG_SESSION_VARIABLE}=`))),
      [],
    );
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
      await waitFor(noSessionLeft, 'no debug session to be left', {
        recheckOn: [vscode.debug.onDidTerminateDebugSession, vscode.debug.onDidChangeActiveDebugSession],
        deadlineMs: 2 * WAIT_DEADLINE_MS,
        lastSeen: () =>
          `running: ${[...live].map((s) => `${s.name} (${s.type}${s.parentSession ? `, child of ${s.parentSession.name}` : ''})`).join(', ') || 'none'}; active: ${vscode.debug.activeDebugSession?.name ?? 'none'}`,
      });
    } finally {
      vscode.debug.removeBreakpoints([breakpoint]);
    }
  });
  /**
   * Debugs case 2 of sample.tempter from the failure peek's action, with a breakpoint on the
   * solution's BREAKPOINT line: stops there, gives the top frame's locals to `atBreakpoint`, then
   * continues to the end and waits for the judge's verdict on the case; nothing is left running.
   */
  async function debugToTheEnd(
    solution: vscode.Uri,
    expected: { readonly type: string; readonly adapter: string },
    atBreakpoint: (variables: ReadonlyMap<string, string>) => void,
  ): Promise<void> {
    await vscode.commands.executeCommand(JudgeCommandId.chooseSolution, solution, 'tempter');
    const item = await caseTwo();
    const line = breakpointLine(solution);
    const breakpoint = new vscode.SourceBreakpoint(new vscode.Location(solution, new vscode.Position(line - 1, 0)));
    vscode.debug.addBreakpoints([breakpoint]);
    let marker = '';
    try {
      stops.length = 0;
      stdout.length = 0;
      const launched = waitFor(
        api.judge.debug.onDidDebug,
        (o: DebugOutcome | undefined) => o,
        'the Debug action to start a session (or say why not)',
      );
      const message = new vscode.TestMessage('Case 2: expected YES, got NO');
      message.contextValue = DEBUGGABLE_MESSAGE;
      const done = vscode.commands.executeCommand(JudgeCommandId.debugCase, { test: item, message });
      const outcome = await launched;
      assert.equal(outcome.kind, 'started', outcome.kind === 'refused' ? outcome.message : '');
      if (outcome.kind !== 'started') return;
      marker = String(outcome.configuration[SESSION_MARKER]);
      assert.equal(outcome.configuration.name, 'Holedox: case 2 of sample.tempter');
      assert.deepEqual([outcome.configuration.type, outcome.configuration['adapter']], [expected.type, expected.adapter]);

      const stop = await waitFor(() => stops[0], 'the debugger to stop at the breakpoint', { deadlineMs: 3 * WAIT_DEADLINE_MS });
      const trace = (await stop.session.customRequest('stackTrace', { threadId: stop.threadId, levels: 1 })) as {
        stackFrames: { id: number; line: number; source?: { path?: string } }[];
      };
      const frame = trace.stackFrames[0];
      assert.ok(frame, 'a top frame');
      const path = frame.source?.path ?? '';
      assert.equal(path.includes('://') ? vscode.Uri.parse(path).path : path, solution.path);
      assert.equal(frame.line, line);
      // The locals, as the Variables view lists them: the first scope's.
      const { scopes } = (await stop.session.customRequest('scopes', { frameId: frame.id })) as {
        scopes: { variablesReference: number }[];
      };
      const { variables } = (await stop.session.customRequest('variables', { variablesReference: scopes[0]?.variablesReference ?? 0 })) as {
        variables: { name: string; value: string }[];
      };
      atBreakpoint(new Map(variables.map((v) => [v.name, v.value])));
      // The adapter and the program, each carrying the session's marker.
      assert.ok(sessionProcesses(marker).length >= 2, `the adapter and the program run: ${sessionProcesses(marker).join(', ')}`);

      // Continuing runs the program to its end; the session ends, and the judge gives its verdict.
      const judged = waitFor(api.judge.runner.onDidFinishRun, (r: JudgeRunReport | undefined) => r, "the judge's run after the session");
      await stop.session.customRequest('continue', { threadId: stop.threadId });
      await outcome.ended;
      await done;
      const report = await judged;
      assert.deepEqual(
        report.outcomes.slice(0, 1).map((o) => `${o.state} ${o.message ?? ''}`),
        ['failed Case 2 (given to your program as case 1 of 1): expected YES, got NO'],
      );
      // The program's answer reached the Debug Console (through a terminal, as \r\n).
      assert.equal(stdout.join('').replace(/\r\n/g, '\n'), 'NO\n');
    } finally {
      vscode.debug.removeBreakpoints([breakpoint]);
    }
    await waitFor(() => (sessionProcesses(marker).length === 0 ? true : undefined), 'no adapter or program of the session to be left', {
      lastSeen: () => sessionProcesses(marker).join(', '),
    });
    await waitFor(noSessionLeft, 'no debug session to be left', {
      recheckOn: [vscode.debug.onDidTerminateDebugSession, vscode.debug.onDidChangeActiveDebugSession],
    });
  }

  it('stops at a breakpoint in a C++ solution under lldb-dap, with case 2 read from stdin, and the judge rules when it ends', async () => {
    await debugToTheEnd(fixtureUri('editor-solutions/tempter-answers-no.cpp'), { type: 'holedox', adapter: 'lldb-dap' }, (locals) => {
      // Case 2's header, 3 4 5 (case 1's is 4 4 5).
      assert.deepEqual(
        ['rows', 'cols', 'limit'].map((n) => `${n} = ${locals.get(n)}`),
        ['rows = 3', 'cols = 4', 'limit = 5'],
      );
    });
  });

  it("stops at a breakpoint in a Python solution under debugpy's adapter, with case 2 read from stdin, and the judge rules when it ends", async () => {
    const python = pythonWithDebugpy();
    assert.ok(python, 'a python3 on the PATH that imports debugpy (Debian: python3-debugpy)');
    const settings = vscode.workspace.getConfiguration('holedox.solution');
    await settings.update('languages', { py: { run: [python, '{source}'] } }, vscode.ConfigurationTarget.Global);
    try {
      await debugToTheEnd(
        fixtureUri('editor-solutions/tempter-answers-no.py'),
        { type: 'holedox', adapter: 'debugpy-adapter' },
        (locals) => {
          assert.equal(locals.get('header'), "['3', '4', '5']");
        },
      );
    } finally {
      await settings.update('languages', undefined, vscode.ConfigurationTarget.Global);
    }
  });
  it("debugs a stress counterexample the same way: Debug This Case at the cursor in the counterexample's document", async () => {
    const solution = fixtureUri('editor-solutions/tempter-answers-no.cpp');
    await vscode.commands.executeCommand(JudgeCommandId.chooseSolution, solution, 'tempter');
    const report = (await vscode.commands.executeCommand(JudgeCommandId.stressTest, {
      format: 'tempter',
      seed: 7,
      cases: 500,
    })) as StressCommandReport;
    assert.equal(report.outcome, 'counterexample');
    if (report.outcome !== 'counterexample') return;
    // The program answers NO to everything: the counterexample is a YES case.
    assert.deepEqual([report.ourAnswer, report.theirAnswer], ['YES', 'NO']);
    const header = (report.inputText.split('\n')[0] ?? '').trim().split(/\s+/);
    const counterexample = vscode.workspace.textDocuments.find((d) => d.uri.toString() === report.uri);
    assert.ok(counterexample, 'the counterexample is open');
    await showActive(counterexample, new vscode.Range(0, 0, 0, 0));

    const breakpoint = new vscode.SourceBreakpoint(new vscode.Location(solution, new vscode.Position(breakpointLine(solution) - 1, 0)));
    vscode.debug.addBreakpoints([breakpoint]);
    let marker = '';
    try {
      stops.length = 0;
      const launched = waitFor(
        api.judge.debug.onDidDebug,
        (o: DebugOutcome | undefined) => o,
        'Debug This Case to start a session (or say why not)',
      );
      const done = vscode.commands.executeCommand(JudgeCommandId.debugCase);
      const outcome = await launched;
      assert.equal(outcome.kind, 'started', outcome.kind === 'refused' ? outcome.message : '');
      if (outcome.kind !== 'started') return;
      marker = String(outcome.configuration[SESSION_MARKER]);
      // Written beside the solution, as the CLI writes it.
      assert.equal(outcome.configuration.name, 'Holedox: case 1 of counterexample.tempter');
      const stop = await waitFor(() => stops[0], 'the debugger to stop at the breakpoint', { deadlineMs: 3 * WAIT_DEADLINE_MS });
      const trace = (await stop.session.customRequest('stackTrace', { threadId: stop.threadId, levels: 1 })) as {
        stackFrames: { id: number }[];
      };
      const evaluate = async (expression: string) =>
        (
          (await stop.session.customRequest('evaluate', { expression, frameId: trace.stackFrames[0]?.id, context: 'watch' })) as {
            result: string;
          }
        ).result;
      // The program read the counterexample's header from stdin.
      assert.deepEqual([await evaluate('rows'), await evaluate('cols'), await evaluate('limit')], header);
      await vscode.debug.stopDebugging(outcome.session);
      await outcome.ended;
      await done;
    } finally {
      vscode.debug.removeBreakpoints([breakpoint]);
      // A failed assertion above must not leave the session running for the next test.
      for (const session of [...live]) await vscode.debug.stopDebugging(session);
      for (const name of ['counterexample.tempter', 'counterexample.tempter.out'])
        await Promise.resolve(vscode.workspace.fs.delete(fixtureUri(`editor-solutions/${name}`))).catch(() => undefined);
    }
    await waitFor(() => (sessionProcesses(marker).length === 0 ? true : undefined), 'no adapter or program of the session to be left', {
      lastSeen: () => sessionProcesses(marker).join(', '),
    });
  });
});
