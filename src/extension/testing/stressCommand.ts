import * as vscode from 'vscode';
import { FORMAT_IDS } from '../../core/formats/format';
import { formatById } from '../../core/formats/registry';
import { isFormatId, parsePuzzle, type FormatId } from '../../core/puzzleFile';
import { prepareSolution, VERDICT_TITLES, type StressReport } from '../../judge';
import { Disposable } from '../dispose';
import type { PuzzlePanel } from '../panel';
import { puzzleFormatOf } from '../puzzleDocuments';
import { answerOfLine, firstLine, outputLines } from './answers';
import { JudgeCommandId } from './ids';
import { languageTemplates, memoryLimitKbFor, RESTRICTED_MESSAGE, timeLimitFor } from './judgeSettings';
import type { ProgramQueue } from './programQueue';
import type { SolutionChoice } from './solutionChoice';
import { stressInWorker } from './stressWorkerClient';
import type { SubmittedAnswers } from './submittedAnswers';

const DEFAULT_SECONDS = 30;

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
      void vscode.window.showWarningMessage(`Holedox: ${RESTRICTED_MESSAGE}`);
      return { outcome: 'restricted' };
    }
    const args = parseArguments(raw);
    const format = args.format ?? (await this.pickFormat());
    if (!format) return { outcome: 'cancelled' };
    const target = await this.solutions.resolve();
    if (!target) return { outcome: 'no-solution' };
    if (target.uri.scheme !== 'file') {
      void vscode.window.showErrorMessage(`Holedox: your solution must be a file on disk to run; ${target.uri.toString()} is not.`);
      return { outcome: 'no-solution' };
    }
    const seed = args.seed ?? Math.floor(Math.random() * 2 ** 32);
    const limits = args.cases !== undefined ? { cases: args.cases } : { seconds: args.seconds ?? DEFAULT_SECONDS };
    const name = vscode.workspace.asRelativePath(target.uri);
    const title = `Stress-testing ${name} on random ${formatById(format).displayName} cases (seed ${seed})`;

    let report: StressReport | { compileFailed: string };
    try {
      report = await vscode.window.withProgress(
        { location: vscode.ProgressLocation.Notification, title, cancellable: true },
        async (progress, token) => {
          const abort = new AbortController();
          const cancel = token.onCancellationRequested(() => abort.abort(new vscode.CancellationError()));
          try {
            progress.report({ message: 'compiling…' });
            const prepared = await this.queue.run(() =>
              prepareSolution(
                { sourceFile: target.uri.fsPath },
                { cacheDir: this.cacheDir, languages: languageTemplates(target.uri), signal: abort.signal },
              ),
            );
            if (prepared.kind === 'failure')
              return { compileFailed: `${prepared.message}${prepared.output ? `\n${prepared.output}` : ''}` };
            if (token.isCancellationRequested) throw new vscode.CancellationError();
            return await this.queue.run(() =>
              stressInWorker(
                this.workerPath,
                {
                  type: 'start',
                  format,
                  seed,
                  ...limits,
                  solution: prepared,
                  timeLimitMs: timeLimitFor(format, target.uri),
                  memoryLimitKb: memoryLimitKbFor(format, target.uri),
                },
                token,
                (checked, perSecond) => progress.report({ message: `${checked} cases checked · ${Math.round(perSecond)} cases/s` }),
              ),
            );
          } finally {
            cancel.dispose();
          }
        },
      );
    } catch (error) {
      if (error instanceof vscode.CancellationError) return { outcome: 'cancelled' };
      const message = error instanceof Error ? error.message : String(error);
      this.output.appendLine(`Stress test failed: ${message}`);
      void vscode.window.showErrorMessage(`Holedox: the stress test failed: ${message}`);
      return { outcome: 'cancelled' };
    }
    if ('compileFailed' in report) {
      this.output.appendLine(`── Stress test: ${VERDICT_TITLES['compilation-error']} ──\n${report.compileFailed}`);
      this.output.show(true);
      void vscode.window.showErrorMessage(`Holedox: ${VERDICT_TITLES['compilation-error']}: see the Holedox output.`);
      return { outcome: 'compile-failed', message: report.compileFailed };
    }
    if (!report.found) {
      this.output.appendLine(`Stress test of ${name}: no disagreement in ${report.checked} cases (seed ${seed}).`);
      void vscode.window.showInformationMessage(
        `Holedox: your solution agreed with ours on ${report.checked} random cases (seed ${seed}).`,
      );
      return { outcome: 'passed', seed, checked: report.checked };
    }
    return this.showCounterexample(format, seed, report, target.uri);
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
    const said = theirAnswer === undefined ? 'printed nothing' : `answered ${theirAnswer}`;
    // A flaky program failed only some runs on this input: the seed gives the cases, not the failure.
    const flaky = found.failedRuns < found.runs;
    const summary =
      `${VERDICT_TITLES[found.verdict]}${flaky ? `, flaky (failed ${found.failedRuns} of ${found.runs} runs)` : ''} after ${report.checked} cases: your program ${said}, ` +
      `${formatById(format).answerIs} ${ourAnswer} ` +
      (flaky
        ? `(not shrunk; seed ${seed} gives these cases again, but whether it fails is your program's own randomness).`
        : `(shrunk in ${found.shrinkSteps} steps; seed ${seed} reproduces it).`);
    this.output.appendLine(
      `── Stress test counterexample (seed ${seed}) ──\n${found.inputText}${summary}${found.reason ? `\n${found.reason}` : ''}`,
    );
    void vscode.window.showWarningMessage(`Holedox: ${summary}`);
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
    const items: (vscode.QuickPickItem & { format: FormatId })[] = FORMAT_IDS.map((id) => ({
      label: formatById(id).displayName,
      description: `${formatById(id).source}: ${formatById(id).goal}`,
      format: id,
    }));
    // The active editor's format first.
    items.sort((a, b) => Number(b.format === active) - Number(a.format === active));
    const picked = await vscode.window.showQuickPick(items, { title: 'Holedox: stress-test your solution on which puzzle?' });
    return picked?.format;
  }
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
