import * as vscode from 'vscode';
import { registerCommands } from './commands';
import { CommandManager } from './commands/commandManager';
import { ExpectedAnswers } from './expectedOutput/expectedAnswers';
import { registerLanguageFeatures, type LanguageFeatures } from './languageFeatures';
import { DiagnosticsController } from './languageFeatures/diagnostics';
import { PANEL_VIEW_TYPE, PuzzlePanel } from './panel';
import { CaseVerdicts } from './panel/caseVerdicts';
import { PuzzleAnalyses } from './puzzleDocuments';
import { SolveResults } from './solveResults';
import { SolveStatusBar } from './statusBar';
import { VerdictService } from './verdictService';
import { ChooseSolutionCommand } from './testing/chooseSolutionCommand';
import { DebugCaseCommand, DebugRunner } from './testing/debugRunner';
import { JUDGE_CONTROLLER_ID, JUDGE_CONTROLLER_LABEL } from './testing/ids';
import { JudgeRunner } from './testing/judgeRunner';
import { solutionCacheDir } from './testing/judgeSettings';
import { ProgramQueue } from './testing/programQueue';
import { SolutionChoice } from './testing/solutionChoice';
import { StressCommand } from './testing/stressCommand';
import { SubmittedAnswers } from './testing/submittedAnswers';
import { JudgeTestTree } from './testing/testTree';

/** The public API returned by activate(), for tests and other extensions. */
export interface HoledoxApi {
  readonly panel: PuzzlePanel;
  /** Comparisons with expected-output files: onDidChange, expectedFor(uri, caseNumber). */
  readonly answers: ExpectedAnswers;
  readonly languageFeatures: LanguageFeatures;
  /** The solve status bar item: what it shows for the active document. */
  readonly statusBar: SolveStatusBar;
  /** Every verdict: one worker pool, one cache keyed by case content, served by priority. */
  readonly verdicts: VerdictService;
  /** Judging the user's own solution: the Test Explorer's tree, its runs, the chosen solution. */
  readonly judge: {
    readonly tree: JudgeTestTree;
    readonly runner: JudgeRunner;
    readonly solutions: SolutionChoice;
    /** The Debug profile and "Debug This Case". */
    readonly debug: DebugRunner;
  };
  /** The shared parse of open puzzle documents. */
  readonly analyses: PuzzleAnalyses;
}

// activate() only wires: construct, register, push disposables.
export function activate(context: vscode.ExtensionContext): HoledoxApi {
  const output = vscode.window.createOutputChannel('Holedox');
  const workerPath = vscode.Uri.joinPath(context.extensionUri, 'dist', 'solveWorker.js').fsPath;
  const analyses = new PuzzleAnalyses();
  const diagnostics = new DiagnosticsController(analyses);
  const verdicts = new VerdictService(workerPath, (document) => analyses.textOf(document));
  // Before the answer check and the Test Explorer's tree: on a big document just opened, both wait for the answers on screen.
  const languageFeatures = registerLanguageFeatures(context, analyses, verdicts);
  const afterAnswersOnScreen = (document: vscode.TextDocument) => languageFeatures.afterAnswersOnScreen(document);
  const answers = new ExpectedAnswers(analyses, verdicts, output, afterAnswersOnScreen);
  const panelVerdicts = new CaseVerdicts(verdicts);
  const submitted = new SubmittedAnswers();
  const panel = new PuzzlePanel(context.extensionUri, analyses, panelVerdicts, diagnostics.onDidUpdate, answers, submitted);
  const solveResults = new SolveResults();
  const statusBar = new SolveStatusBar(solveResults);
  const commands = new CommandManager();
  registerCommands(commands, { analyses, verdicts, panel, answers, solveResults, output, extensionUri: context.extensionUri });
  const judgeController = vscode.tests.createTestController(JUDGE_CONTROLLER_ID, JUDGE_CONTROLLER_LABEL);
  const judgeTree = new JudgeTestTree(judgeController, analyses, afterAnswersOnScreen);
  const solutions = new SolutionChoice(context.workspaceState);
  const programs = new ProgramQueue();
  const cacheDir = solutionCacheDir(context);
  // The judge's answers come from the one pool, at the command's priority: a run is the user's request.
  const judgeWorkerPath = vscode.Uri.joinPath(context.extensionUri, 'dist', 'judgeWorker.js').fsPath;
  const judgeRunner = new JudgeRunner(
    judgeController,
    judgeTree,
    solutions,
    submitted,
    programs,
    cacheDir,
    (input, token) => verdicts.solveText(input.uri, input.text, input.format, input.cases, { priority: 'command', token }),
    judgeWorkerPath,
  );
  // The stress command keeps a worker of its own (dist/stressWorker.js), on purpose: a run is
  // one batch job (make a random case, run the program, solve, compare, thousands of times,
  // for as long as the user lets it) that would hold one of the pool's two workers throughout,
  // and its random cases are never asked for again, so the verdict cache would gain nothing.
  const stressWorkerPath = vscode.Uri.joinPath(context.extensionUri, 'dist', 'stressWorker.js').fsPath;
  const stress = commands.register(new StressCommand(solutions, submitted, panel, programs, cacheDir, output, stressWorkerPath));
  commands.register(new ChooseSolutionCommand(solutions));
  const debugRunner = new DebugRunner(judgeController, judgeTree, solutions, programs, cacheDir, output);
  commands.register(new DebugCaseCommand(debugRunner, judgeTree));

  context.subscriptions.push(
    output,
    analyses,
    diagnostics,
    verdicts,
    panelVerdicts,
    panel,
    solveResults,
    statusBar,
    answers,
    vscode.window.registerWebviewPanelSerializer(PANEL_VIEW_TYPE, panel),
    commands,
    submitted,
    judgeController,
    judgeTree,
    solutions,
    judgeRunner,
    debugRunner,
    stress,
  );
  return {
    panel,
    answers,
    languageFeatures,
    statusBar,
    verdicts,
    judge: { tree: judgeTree, runner: judgeRunner, solutions, debug: debugRunner },
    analyses,
  };
}

export function deactivate(): void {
  // Everything is disposed through context.subscriptions.
}
