// The half of the extension that runs in every extension host, the browser's web worker one
// included: what reads, checks, solves and draws puzzle files. Each entry wires it with its
// host's solve workers (extension.ts on the desktop, webExtension.ts in the browser).
import { mendedKey, puzzleOpenedKey } from './walkthroughProgress';
import * as vscode from 'vscode';
import { SearchTracer } from '../verdicts/searchTracer';
import type { SolveThreads } from '../verdicts/solveThread';
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
import { SubmittedAnswers } from './testing/submittedAnswers';
import { VerdictService } from './verdictService';

/** What activate() returns in every host, for tests and other extensions. */
export interface EditorApi {
  readonly panel: PuzzlePanel;
  /** Comparisons with expected-output files: onDidChange, expectedFor(uri, caseNumber). */
  readonly answers: ExpectedAnswers;
  readonly languageFeatures: LanguageFeatures;
  /** The solve status bar item: what it shows for the active document. */
  readonly statusBar: SolveStatusBar;
  /** Every verdict: one worker pool, one cache keyed by case content, served by priority. */
  readonly verdicts: VerdictService;
  /** The shared parse of open puzzle documents. */
  readonly analyses: PuzzleAnalyses;
}

/** The editor's services, for the entry that adds its host's own commands to them. */
export interface Editor extends EditorApi {
  readonly output: vscode.OutputChannel;
  readonly commands: CommandManager;
  /** What the user's program answered (judge and stress runs), drawn by the panel. */
  readonly submitted: SubmittedAnswers;
  /** Waits until the answers on screen of a document just opened are there. */
  readonly afterAnswersOnScreen: (document: vscode.TextDocument) => Promise<void>;
}

/** Constructs and registers the editor's half; everything made is pushed to context.subscriptions. */
export function activateEditor(context: vscode.ExtensionContext, threads: SolveThreads): Editor {
  const output = vscode.window.createOutputChannel('Holedox');
  const analyses = new PuzzleAnalyses();
  const diagnostics = new DiagnosticsController(analyses);
  const verdicts = new VerdictService(threads, (document) => analyses.textOf(document));
  // Before the answer check and the Test Explorer's tree: on a big document just opened, both wait for the answers on screen.
  const languageFeatures = registerLanguageFeatures(context, analyses, verdicts);
  const afterAnswersOnScreen = (document: vscode.TextDocument) => languageFeatures.afterAnswersOnScreen(document);
  const answers = new ExpectedAnswers(analyses, verdicts, output, afterAnswersOnScreen);
  const panelVerdicts = new CaseVerdicts(verdicts);
  const submitted = new SubmittedAnswers();
  // The Search view's traces run on a solve worker of their own, so they never wait behind the document's solves.
  const tracer = new SearchTracer(threads);
  const panel = new PuzzlePanel(context.extensionUri, analyses, panelVerdicts, diagnostics.onDidUpdate, answers, submitted, tracer);
  const solveResults = new SolveResults();
  const statusBar = new SolveStatusBar(solveResults);
  const commands = new CommandManager();
  registerCommands(commands, { analyses, verdicts, panel, answers, solveResults, output, extensionUri: context.extensionUri });

  context.subscriptions.push(
    output,
    analyses,
    diagnostics,
    verdicts,
    panelVerdicts,
    panel,
    tracer,
    solveResults,
    statusBar,
    answers,
    vscode.window.registerWebviewPanelSerializer(PANEL_VIEW_TYPE, panel),
    commands,
    submitted,
    puzzleOpenedKey(),
    mendedKey(),
  );
  return { panel, answers, languageFeatures, statusBar, verdicts, analyses, output, commands, submitted, afterAnswersOnScreen };
}
