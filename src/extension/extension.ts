import * as vscode from 'vscode';
import { checkAnswers } from './checkAnswersCommand';
import { CaseVerdicts } from './caseVerdicts';
import { DiagnosticsController } from './diagnostics';
import { ExpectedAnswers, type AnswerCheckReport } from './expectedAnswers';
import { NewCaseCommand, type NewCaseReport } from './newCaseCommand';
import { registerLanguageFeatures, type LanguageFeatures } from './languageFeatures';
import { ExportSvgCommand } from './exportSvg';
import { GoToCaseCommand } from './goToCaseCommand';
import { JudgeOutputCommands } from './judgeOutputCommands';
import { PANEL_VIEW_TYPE, PuzzlePanel } from './panel';
import { PuzzleAnalyses, puzzleFormatOf } from './puzzleDocuments';
import { OpenSampleCommand } from './openSampleCommand';
import { SolveCommand, type SolveReport } from './solveCommand';
import { SolveResults } from './solveResults';
import { SolveStatusBar } from './statusBar';
import { VerdictService } from './verdictService';
import { COMMANDS } from './commands';
import { ChooseSolutionCommand } from './judge/chooseSolutionCommand';
import { JUDGE_CONTROLLER_ID, JUDGE_CONTROLLER_LABEL } from './judge/ids';
import { JudgeRunner } from './judge/judgeRunner';
import { solutionCacheDir } from './judge/judgeSettings';
import { ProgramQueue } from './judge/programQueue';
import { SolutionChoice } from './judge/solutionChoice';
import { StressCommand } from './judge/stressCommand';
import { SubmittedAnswers } from './judge/submittedAnswers';
import { JudgeTestTree } from './judge/testTree';

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
  readonly judge: { readonly tree: JudgeTestTree; readonly runner: JudgeRunner; readonly solutions: SolutionChoice };
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
  const solve = new SolveCommand(analyses, verdicts, panel, output, solveResults);
  const judgeOutput = new JudgeOutputCommands(solveResults, (uri) => solve.run(uri));
  const newCase = new NewCaseCommand(analyses, output);
  const exportSvg = new ExportSvgCommand(analyses, verdicts, panel);
  const judgeController = vscode.tests.createTestController(JUDGE_CONTROLLER_ID, JUDGE_CONTROLLER_LABEL);
  const judgeTree = new JudgeTestTree(judgeController, analyses, afterAnswersOnScreen);
  const solutions = new SolutionChoice(context.workspaceState);
  const programs = new ProgramQueue();
  const cacheDir = solutionCacheDir(context);
  // The judge's answers come from the one pool, at the command's priority: a run is the user's request.
  const judgeRunner = new JudgeRunner(judgeController, judgeTree, solutions, submitted, programs, cacheDir, (input, token) =>
    verdicts.solveText(input.uri, input.text, input.format, input.cases, { priority: 'command', token }),
  );
  // The stress command keeps a worker of its own (dist/stressWorker.js), on purpose: a run is
  // one batch job (make a random case, run the program, solve, compare, thousands of times,
  // for as long as the user lets it) that would hold one of the pool's two workers throughout,
  // and its random cases are never asked for again, so the verdict cache would gain nothing.
  const stressWorkerPath = vscode.Uri.joinPath(context.extensionUri, 'dist', 'stressWorker.js').fsPath;
  const stress = new StressCommand(solutions, submitted, panel, programs, cacheDir, output, stressWorkerPath);
  const chooseSolution = new ChooseSolutionCommand(solutions);
  const goToCase = new GoToCaseCommand(analyses);

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
    vscode.commands.registerCommand(COMMANDS.solve, (uri?: unknown): Promise<SolveReport | undefined> =>
      solve.run(uri instanceof vscode.Uri ? uri : undefined),
    ),
    vscode.commands.registerCommand(COMMANDS.showPanel, (uri?: unknown, caseNumber?: unknown) => showPanel(panel, uri, caseNumber)),
    vscode.commands.registerCommand(COMMANDS.showPanelToSide, (uri?: unknown) => showPanel(panel, uri, undefined, { toSide: true })),
    vscode.commands.registerCommand(COMMANDS.togglePanelLock, () => panel.toggleLock()),
    vscode.commands.registerCommand(COMMANDS.showOutput, () => output.show(true)),
    vscode.commands.registerCommand(COMMANDS.checkAnswers, (uri?: unknown): Promise<AnswerCheckReport | undefined> =>
      checkAnswers(answers, uri),
    ),
    vscode.commands.registerCommand(COMMANDS.newRandomCase, (options?: unknown): Promise<NewCaseReport | undefined> =>
      newCase.run(options),
    ),
    vscode.commands.registerCommand(COMMANDS.exportSvg, (target?: unknown, source?: unknown, caseNumber?: unknown) =>
      exportSvg.run(
        target instanceof vscode.Uri ? target : undefined,
        source instanceof vscode.Uri ? source : undefined,
        typeof caseNumber === 'number' ? caseNumber : undefined,
      ),
    ),
    vscode.commands.registerCommand(COMMANDS.copyJudgeOutput, (uri?: unknown) => judgeOutput.copy(uri)),
    vscode.commands.registerCommand(COMMANDS.saveExpectedOutput, (uri?: unknown, options?: unknown) => judgeOutput.save(uri, options)),
    vscode.commands.registerCommand(COMMANDS.togglePlayback, () => panel.control('togglePlay')),
    vscode.commands.registerCommand(COMMANDS.toggleHeatmap, () => panel.control('toggleHeatmap')),
    submitted,
    judgeController,
    judgeTree,
    solutions,
    judgeRunner,
    stress,
    vscode.commands.registerCommand(stress.id, (args?: unknown) => stress.execute(args)),
    vscode.commands.registerCommand(chooseSolution.id, (uri?: unknown) => chooseSolution.execute(uri)),
    vscode.commands.registerCommand(goToCase.id, (caseNumber?: unknown) => goToCase.execute(caseNumber)),
    new OpenSampleCommand(context.extensionUri),
  );
  return { panel, answers, languageFeatures, statusBar, verdicts, judge: { tree: judgeTree, runner: judgeRunner, solutions }, analyses };
}

/** `caseNumber` (optional) picks the case to show, as the "Show in panel" lens does; else the cursor's. */
async function showPanel(panel: PuzzlePanel, uri: unknown, caseNumber?: unknown, options: { readonly toSide?: boolean } = {}): Promise<void> {
  const document =
    uri instanceof vscode.Uri ? await vscode.workspace.openTextDocument(uri) : vscode.window.activeTextEditor?.document;
  if (!document || !puzzleFormatOf(document)) {
    void vscode.window.showWarningMessage('Holedox: open a Holedox (.holedox) or Tempter (.tempter) document to show it in the panel.');
    return;
  }
  const editor = vscode.window.activeTextEditor;
  if (typeof caseNumber === 'number') panel.show(document, caseNumber, options);
  else panel.show(document, editor?.document === document ? panel.caseAtCursor(editor) : undefined, options);
}

export function deactivate(): void {
  // Everything is disposed through context.subscriptions.
}
