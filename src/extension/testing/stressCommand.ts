import * as vscode from 'vscode';
import { formatById } from '../../core/formats/registry';
import { JOINERS } from '../../core/l10n/message';
import { isFormatId, parsePuzzle, type FormatId } from '../../core/puzzleFile';
import { prepareSolution, verdictTitle, type StressReport } from '../../judge';
import { displayLanguage, words } from '../displayLanguage';
import { formatPickItems } from '../formatPick';
import { Disposable } from '../dispose';
import type { PuzzlePanel } from '../panel';
import { puzzleFormatOf } from '../puzzleDocuments';
import { answerOfLine, firstLine, outputLines } from './answers';
import { JudgeCommandId } from './ids';
import { languageTemplates, memoryLimitKbFor, restrictedWarning, timeLimitFor } from './judgeSettings';
import type { ProgramQueue } from './programQueue';
import type { SolutionChoice } from './solutionChoice';
import { stressInWorker } from './stressWorkerClient';
import type { SubmittedAnswers } from './submittedAnswers';

const DEFAULT_SECONDS = 30;

/** What the progress notification's run ends with: the stress report, or the compiler's complaint. */
type StressRun = StressReport | { readonly compileFailed: string };

/** What the command returns, for tests and other extensions. */
export type StressCommandReport =
  | { readonly outcome: 'restricted' | 'no-solution' | 'cancelled' }
  | { readonly outcome: 'compile-failed'; readonly message: string }
  | { readonly outcome: 'passed'; readonly seed: number; readonly checked: number }
  | {
      readonly outcome: 'counterexample';
      readonly seed: number;
      readonly checked: number;
      /** The untitled puzzle document opened with the counterexample. */
      readonly uri: string;
      readonly inputText: string;
      readonly ourAnswer: string;
      readonly theirAnswer: string | undefined;
      readonly verdict: string;
      /** Runs of the program on the counterexample at the end, and how many failed (fewer: flaky). */
      readonly runs: number;
      readonly failedRuns: number;
    };

/** Optional arguments, for tests and keybindings: anything left out is asked or defaulted. */
interface StressArguments {
  readonly format?: FormatId;
  readonly seed?: number;
  readonly cases?: number;
  readonly seconds?: number;
}

/**
 * "Holedox: Stress Test My Solution…": random cases from the seeded generator, run through
 * the user's program and compared with ours, under a cancellable progress notification; the
 * first disagreement, shrunk, opens as a new puzzle document beside the solution, with the
 * panel drawing our path and the program's answer.
 */
export class StressCommand extends Disposable {
  readonly id = JudgeCommandId.stressTest;

  constructor(
    private readonly solutions: SolutionChoice,
    private readonly submitted: SubmittedAnswers,
    private readonly panel: PuzzlePanel,
    private readonly queue: ProgramQueue,
    private readonly cacheDir: string,
    private readonly output: vscode.OutputChannel,
    /** dist/stressWorker.js: the run happens there, off the extension host's thread. */
    private readonly workerPath: string,
  ) {
    super();
  }

  async execute(raw?: unknown): Promise<StressCommandReport> {
    if (!vscode.workspace.isTrusted) {
      void vscode.window.showWarningMessage(restrictedWarning());
      return { outcome: 'restricted' };
    }
    const args = parseArguments(raw);
    const format = args.format ?? (await this.pickFormat());
    if (!format) return { outcome: 'cancelled' };
    const target = await this.solutions.resolve();
    if (!target) return { outcome: 'no-solution' };
    if (target.uri.scheme !== 'file') {
      void vscode.window.showErrorMessage(
        vscode.l10n.t('Holedox: your solution must be a file on disk to run; {0} is not.', target.uri.toString()),
      );
      return { outcome: 'no-solution' };
    }
    const seed = args.seed ?? Math.floor(Math.random() * 2 ** 32);
    const limits = args.cases !== undefined ? { cases: args.cases } : { seconds: args.seconds ?? DEFAULT_SECONDS };
    const name = vscode.workspace.asRelativePath(target.uri);
    let report: StressRun;
    try {
      report = await this.runWithProgress({ format, seed, ...limits }, target.uri, name);
    } catch (error) {
      if (error instanceof vscode.CancellationError) return { outcome: 'cancelled' };
      const message = error instanceof Error ? error.message : String(error);
      this.output.appendLine(vscode.l10n.t('Stress test failed: {0}', message));
      void vscode.window.showErrorMessage(vscode.l10n.t('Holedox: the stress test failed: {0}', message));
      return { outcome: 'cancelled' };
    }
    if ('compileFailed' in report) {
      const title = verdictTitle('compilation-error', displayLanguage());
      this.output.appendLine(`${vscode.l10n.t('── Stress test: {0} ──', title)}\n${report.compileFailed}`);
      this.output.show(true);
      void vscode.window.showErrorMessage(vscode.l10n.t('Holedox: {0}: see the Holedox output.', title));
      return { outcome: 'compile-failed', message: report.compileFailed };
    }
    if (!report.found) {
      this.output.appendLine(vscode.l10n.t('Stress test of {0}: no disagreement in {1} cases (seed {2}).', name, report.checked, seed));
      void vscode.window.showInformationMessage(
        vscode.l10n.t('Holedox: your solution agreed with ours on {0} random cases (seed {1}).', report.checked, seed),
      );
      return { outcome: 'passed', seed, checked: report.checked };
    }
    return this.showCounterexample(format, seed, report, target.uri);
  }

  /** Compiles the solution, then runs the stress loop in its worker, under a cancellable progress notification. */
  private runWithProgress(
    run: { readonly format: FormatId; readonly seed: number; readonly cases?: number; readonly seconds?: number },
    solution: vscode.Uri,
    name: string,
  ): Thenable<StressRun> {
    const { format, seed } = run;
    const title = vscode.l10n.t('Stress-testing {0} on random {1} cases (seed {2})', name, formatById(format).displayName, seed);
    // No title of its own: VS Code would join it to each message with a half-width colon, even
    // in a Chinese sentence; each message carries it, joined in the reader's language.
    const titled = (message: string) => ({ message: `${title}${JOINERS[displayLanguage()].colon}${message}` });
    return vscode.window.withProgress(
      { location: vscode.ProgressLocation.Notification, cancellable: true } satisfies vscode.ProgressOptions,
      async (progress, token) => {
        const abort = new AbortController();
        const cancel = token.onCancellationRequested(() => abort.abort(new vscode.CancellationError()));
        try {
          progress.report(titled(vscode.l10n.t('compiling…')));
          const prepared = await this.queue.run(() =>
            prepareSolution(
              { sourceFile: solution.fsPath },
              { cacheDir: this.cacheDir, languages: languageTemplates(solution), signal: abort.signal, language: displayLanguage() },
            ),
          );
          if (prepared.kind === 'failure') return { compileFailed: `${prepared.message}${prepared.output ? `\n${prepared.output}` : ''}` };
          if (token.isCancellationRequested) throw new vscode.CancellationError();
          const start = {
            type: 'start',
            ...run,
            solution: prepared,
            timeLimitMs: timeLimitFor(format, solution),
            memoryLimitKb: memoryLimitKbFor(format, solution),
            language: displayLanguage(),
          } as const;
          return await this.queue.run(() =>
            stressInWorker(this.workerPath, start, token, (checked, perSecond) =>
              progress.report(titled(vscode.l10n.t('{0} cases checked · {1} cases/s', checked, Math.round(perSecond)))),
            ),
          );
        } finally {
          cancel.dispose();
        }
      },
    );
  }

  private async showCounterexample(
    format: FormatId,
    seed: number,
    report: Extract<StressReport, { found: true }>,
    solution: vscode.Uri,
  ): Promise<StressCommandReport> {
    const found = report.counterexample;
    const ourAnswer = answerOfLine(format, firstLine(found.ourAnswer)) ?? '';
    const theirAnswer = answerOfLine(format, firstLine(found.theirAnswer));
    const document = await vscode.workspace.openTextDocument({ language: format, content: found.inputText });
    // The solution on the left, the counterexample beside it, the panel beside that.
    const shown = vscode.window.visibleTextEditors.find((e) => e.document.uri.toString() === solution.toString());
    const solutionEditor = shown ?? (await vscode.window.showTextDocument(solution, { viewColumn: vscode.ViewColumn.One, preview: false }));
    await vscode.window.showTextDocument(document, {
      viewColumn: (solutionEditor.viewColumn ?? vscode.ViewColumn.One) + 1,
      preview: false,
    });
    // Every case the program got wrong carries its answer to the panel; the last one is shown.
    const theirs = outputLines(found.theirAnswer);
    const ours = outputLines(found.ourAnswer);
    const wrong = parsePuzzle(found.inputText, format).cases.flatMap((c, k) => {
      const expected = answerOfLine(format, ours[k]) ?? '';
      const answer = answerOfLine(format, theirs[k]);
      return answer === expected
        ? []
        : [{ caseNumber: c.number, caseText: found.inputText.slice(c.range.start, c.range.end), wrong: { answer, expected } }];
    });
    this.submitted.update(document.uri, wrong);
    this.panel.show(document, wrong[wrong.length - 1]?.caseNumber ?? 1);
    const summary = counterexampleSummary(format, seed, report, ourAnswer, theirAnswer);
    this.output.appendLine(
      `${vscode.l10n.t('── Stress test counterexample (seed {0}) ──', seed)}\n${found.inputText}${summary}${found.reason ? `\n${found.reason}` : ''}`,
    );
    void vscode.window.showWarningMessage(vscode.l10n.t('Holedox: {0}', summary));
    return {
      outcome: 'counterexample',
      seed,
      checked: report.checked,
      uri: document.uri.toString(),
      inputText: found.inputText,
      ourAnswer,
      theirAnswer,
      verdict: found.verdict,
      runs: found.runs,
      failedRuns: found.failedRuns,
    };
  }

  private async pickFormat(): Promise<FormatId | undefined> {
    const active = vscode.window.activeTextEditor && puzzleFormatOf(vscode.window.activeTextEditor.document);
    const items = formatPickItems();
    // The active editor's format first.
    items.sort((a, b) => Number(b.format === active) - Number(a.format === active));
    const picked = await vscode.window.showQuickPick(items, {
      title: vscode.l10n.t('Holedox: stress-test your solution on which puzzle?'),
    });
    return picked?.format;
  }
}

/** The counterexample in one sentence, in the display language: the verdict, what the program said, ours, and how to get it again. */
function counterexampleSummary(
  format: FormatId,
  seed: number,
  report: Extract<StressReport, { found: true }>,
  ourAnswer: string,
  theirAnswer: string | undefined,
): string {
  const found = report.counterexample;
  const verdict = verdictTitle(found.verdict, displayLanguage());
  const said =
    theirAnswer === undefined ? vscode.l10n.t('your program printed nothing') : vscode.l10n.t('your program answered {0}', theirAnswer);
  const ours = `${words(formatById(format).answerIs)} ${ourAnswer}`;
  // A flaky program failed only some runs on this input: the seed gives the cases, not the failure.
  return found.failedRuns < found.runs
    ? vscode.l10n.t(
        "{0}, flaky (failed {1} of {2} runs) after {3} cases: {4}, {5} (not shrunk; seed {6} gives these cases again, but whether it fails is your program's own randomness).",
        verdict,
        found.failedRuns,
        found.runs,
        report.checked,
        said,
        ours,
        seed,
      )
    : vscode.l10n.t(
        '{0} after {1} cases: {2}, {3} (shrunk in {4} steps; seed {5} reproduces it).',
        verdict,
        report.checked,
        said,
        ours,
        found.shrinkSteps,
        seed,
      );
}

function parseArguments(raw: unknown): StressArguments {
  if (typeof raw !== 'object' || raw === null) return {};
  const r = raw as Record<string, unknown>;
  const count = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : undefined);
  const format = typeof r['format'] === 'string' && isFormatId(r['format']) ? r['format'] : undefined;
  const seed = count(r['seed']);
  const cases = count(r['cases']);
  const seconds = typeof r['seconds'] === 'number' && r['seconds'] > 0 ? r['seconds'] : undefined;
  return {
    ...(format ? { format } : {}),
    ...(seed !== undefined ? { seed } : {}),
    ...(cases ? { cases } : {}),
    ...(seconds ? { seconds } : {}),
  };
}
