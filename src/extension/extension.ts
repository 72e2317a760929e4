import * as vscode from 'vscode';
import { FORMAT_IDS } from '../core/formats/format';
import { WALKTHROUGH_CONTEXT, WalkthroughKey } from './walkthroughProgress';
import { nodeSolveThreads } from '../answers/nodeSolveThread';
import { activateEditor, type EditorApi } from './editor';
import { CompileDiagnostics } from './testing/compileDiagnostics';
import { ChooseSolutionCommand } from './testing/chooseSolutionCommand';
import { OwnDebugAdapters } from './testing/debugAdapterFactory';
import { DebugCaseCommand, DebugRunner } from './testing/debugRunner';
import { JUDGE_CONTROLLER_ID } from './testing/ids';
import { JudgeRunner } from './testing/judgeRunner';
import type { JudgeServices } from './testing/judgeProfile';
import { solutionCacheDir } from './testing/judgeSettings';
import { SolutionChoice } from './testing/solutionChoice';
import { StressCommand, type StressServices } from './testing/stressCommand';
import { JudgeTestTree } from './testing/testTree';
import { msg } from '../core/l10n/message';
import { words } from './displayLanguage';

/** The public API returned by activate() on the desktop (Node extension host), for tests and other extensions. */
export interface HoledoxApi extends EditorApi {
  /** Judging the user's own solution: the Test Explorer's tree, its runs, the chosen solution. */
  readonly judge: {
    readonly tree: JudgeTestTree;
    readonly runner: JudgeRunner;
    readonly solutions: SolutionChoice;
    readonly compileDiagnostics: CompileDiagnostics;
    /** The Debug profile and "Debug This Case". */
    readonly debug: DebugRunner;
  };
}

// activate() only wires: construct, register, push disposables. The browser's entry is
// webExtension.ts: the same editor, without what runs the user's programs.
export function activate(context: vscode.ExtensionContext): HoledoxApi {
  const editor = activateEditor(context, nodeSolveThreads(vscode.Uri.joinPath(context.extensionUri, 'dist', 'solveWorker.js').fsPath));
  const { analyses, verdicts, panel, commands, submitted, output, afterAnswersOnScreen, answers, languageFeatures, statusBar } = editor;
  const judgeController = vscode.tests.createTestController(JUDGE_CONTROLLER_ID, words(msg('host.holedox-judge')));
  const judgeTree = new JudgeTestTree(judgeController, analyses, afterAnswersOnScreen);
  const solutions = new SolutionChoice(context.workspaceState);
  const cacheDir = solutionCacheDir(context);
  // The judge's answers come from the one pool, at the command's priority: a run is the user's request.
  const judgeWorkerPath = vscode.Uri.joinPath(context.extensionUri, 'dist', 'judgeWorker.js').fsPath;
  const compileDiagnostics = new CompileDiagnostics();
  const services: JudgeServices = { tree: judgeTree, solutions, cacheDir, compileDiagnostics };
  const judgeRunner = new JudgeRunner(
    services,
    submitted,
    (input, token) => verdicts.solveText(input.uri, input.text, input.format, input.cases, { priority: 'command', token }),
    judgeWorkerPath,
  );
  // The stress command keeps a worker of its own (dist/stressWorker.js), on purpose: a run is
  // one batch job (make a random case, run the program, solve, compare, thousands of times,
  // for as long as the user lets it) that would hold one of the pool's two workers throughout,
  // and its random cases are never asked for again, so the answer cache would gain nothing.
  const stressWorkerPath = vscode.Uri.joinPath(context.extensionUri, 'dist', 'stressWorker.js').fsPath;
  const stressServices: StressServices = { solutions, submitted, panel, cacheDir, output, workerPath: stressWorkerPath };
  const stress = commands.register(new StressCommand('stress', stressServices));
  const hunt = commands.register(new StressCommand('hunt', stressServices));
  commands.register(new ChooseSolutionCommand(solutions));
  const ownAdapters = new OwnDebugAdapters();
  // After a program ran to its end under the debugger, the judge gives its verdict on the case.
  const judgeAgain = (request: vscode.TestRunRequest) =>
    judgeRunner.run(
      new vscode.TestRunRequest(request.include, request.exclude, judgeRunner.profile),
      new vscode.CancellationTokenSource().token,
    );
  const debugRunner = new DebugRunner(services, output, ownAdapters, judgeAgain);
  commands.register(new DebugCaseCommand(debugRunner, judgeTree));

  const anySolution = () => FORMAT_IDS.some((format) => solutions.current(format) !== undefined);
  const judged = new WalkthroughKey(WALKTHROUGH_CONTEXT.judged, anySolution(), [(l) => solutions.onDidChange(l)], anySolution);
  context.subscriptions.push(
    judgeController,
    judgeTree,
    solutions,
    compileDiagnostics,
    judgeRunner,
    ownAdapters,
    debugRunner,
    stress,
    hunt,
    judged,
  );
  return {
    panel,
    answers,
    languageFeatures,
    statusBar,
    verdicts,
    judge: { tree: judgeTree, runner: judgeRunner, solutions, debug: debugRunner, compileDiagnostics },
    analyses,
  };
}

export function deactivate(): void {
  // Everything is disposed through context.subscriptions.
}
