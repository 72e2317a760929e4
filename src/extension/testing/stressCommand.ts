import * as vscode from 'vscode';
import { formatById } from '../../core/formats/registry';
import { JOINERS, msg } from '../../core/l10n/message';
import { isFormatId, parsePuzzle, type FormatId } from '../../core/puzzleFile';
import { prepareSolution, verdictTitle, type HuntReport, type StressReport, type TimeLimitFinding } from '../../judge';
import { displayLanguage, words } from '../displayLanguage';
import { formatPickItems } from '../formatPick';
import { Disposable } from '../dispose';
import type { PuzzlePanel } from '../panel/puzzlePanel';
import { puzzleFormatOf } from '../puzzleDocuments';
import { answerOfLine, firstLine, outputLines } from './answers';
import { JudgeCommandId } from './ids';
import { languageTemplates, memoryLimitKbFor, restrictedWarning, timeLimitFor } from './judgeSettings';
import type { SolutionChoice } from './solutionChoice';
import { stressInWorker } from './stressWorkerClient';
import type { SubmittedAnswers } from './submittedAnswers';

const DEFAULT_SECONDS = 30;

/** The stress test (with its hunt for slow cases at the end), or the hunt alone. */
export type StressMode = 'stress' | 'hunt';

/** What the progress notification's run ends with: the stress report, or the compiler's complaint. */
type StressRun = StressReport | { readonly compileFailed: string };

/** What the command returns, for tests and other extensions. */
export type StressCommandReport =
  | { readonly outcome: 'restricted' | 'no-solution' | 'cancelled' }
  | { readonly outcome: 'compile-failed'; readonly message: string }
  | {
      readonly outcome: 'passed';
      readonly seed: number;
      readonly checked: number;
      /** The hunt for slow cases: cases timed, and the slowest one's CPU time and ours (ms). */
      readonly hunt?: {
        readonly tried: number;
        readonly slowestCpuMs?: number;
        readonly ourMs?: number;
        readonly explanation?: readonly string[];
      };
    }
  | {
      readonly outcome: 'time-limit';
      readonly seed: number;
      readonly checked: number;
      /** The file written beside the solution (with its .out), shown in the panel. */
      readonly uri: string;
      readonly inputText: string;
      readonly cases: number;
      readonly cpuMs: number;
      readonly ourMs: number;
      readonly explanation: readonly string[];
      /** The case the explanation is about, shown in the panel, and the Search view's what-if opened on it. */
      readonly explainedCase: number;
      readonly whatIf?: string;
    }
  | {
      readonly outcome: 'counterexample';
      readonly seed: number;
      readonly checked: number;
      /** The file written beside the solution (with its .out), shown in the panel. */
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

/** What both stress commands work with: `activate()` makes it once. */
export interface StressServices {
  readonly solutions: SolutionChoice;
  readonly submitted: SubmittedAnswers;
  readonly panel: PuzzlePanel;
  /** Where compiled solutions are cached. */
  readonly cacheDir: string;
  readonly output: vscode.OutputChannel;
  /** dist/stressWorker.js: the run happens there, off the extension host's thread. */
  readonly workerPath: string;
}

/**
 * "Holedox: Stress Test My Solution…": random cases from the seeded generator, run through
 * the user's program and compared with ours, then the hunt for slow legal cases, under a
 * cancellable progress notification; the first disagreement, shrunk (or a Time Limit
 * Exceeded), is written beside the solution with its .out and drawn in the panel with our
 * path and the program's answer. "Hunt for Slow Cases…" (mode 'hunt') runs the hunt alone.
 */
export class StressCommand extends Disposable {
  readonly id: string;

  constructor(
    private readonly mode: StressMode,
    private readonly services: StressServices,
  ) {
    super();
    this.id = mode === 'hunt' ? JudgeCommandId.huntSlowCases : JudgeCommandId.stressTest;
  }

  async execute(raw?: unknown): Promise<StressCommandReport> {
    if (!vscode.workspace.isTrusted) {
      void vscode.window.showWarningMessage(restrictedWarning());
      return { outcome: 'restricted' };
    }
    const args = parseArguments(raw);
    const format = args.format ?? (await this.pickFormat());
    if (!format) return { outcome: 'cancelled' };
    const target = await this.services.solutions.resolve(format);
    if (!target) return { outcome: 'no-solution' };
    if (target.uri.scheme !== 'file') {
      void vscode.window.showErrorMessage(words(msg('host.notify-solution-must-be-file', { uri: target.uri.toString() })));
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
      this.services.output.appendLine(words(msg('host.stress-test-failed', { message })));
      void vscode.window.showErrorMessage(words(msg('host.notify-stress-test-failed', { message })));
      return { outcome: 'cancelled' };
    }
    if ('compileFailed' in report) {
      const title = verdictTitle('compilation-error', displayLanguage());
      this.services.output.appendLine(`${words(msg('host.stress-test', { title }))}\n${report.compileFailed}`);
      this.services.output.show(true);
      void vscode.window.showErrorMessage(words(msg('host.see-holedox-output', { title })));
      return { outcome: 'compile-failed', message: report.compileFailed };
    }
    if (!report.found) {
      if (report.hunt?.timeLimit) return this.showTimeLimit(format, seed, report.checked, report.hunt.timeLimit, target.uri);
      return this.showPassed(format, seed, report, name);
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
    const title =
      this.mode === 'hunt'
        ? words(msg('host.hunting-slow-cases-seed', { name, displayName: formatById(format).displayName, seed }))
        : words(msg('host.stress-testing-random-cases', { name, displayName: formatById(format).displayName, seed }));
    // No title of its own: VS Code would join it to each message with a half-width colon, even
    // in a Chinese sentence; each message carries it, joined in the reader's language.
    const titled = (message: string) => ({ message: `${title}${JOINERS[displayLanguage()].colon}${message}` });
    return vscode.window.withProgress(
      { location: vscode.ProgressLocation.Notification, cancellable: true } satisfies vscode.ProgressOptions,
      async (progress, token) => {
        const abort = new AbortController();
        const cancel = token.onCancellationRequested(() => abort.abort(new vscode.CancellationError()));
        try {
          progress.report(titled(words(msg('host.compiling'))));
          const prepared = await prepareSolution(
            { sourceFile: solution.fsPath },
            { cacheDir: this.services.cacheDir, languages: languageTemplates(solution), signal: abort.signal, language: displayLanguage() },
          );
          if (prepared.kind === 'failure') return { compileFailed: `${prepared.message}${prepared.output ? `\n${prepared.output}` : ''}` };
          if (token.isCancellationRequested) throw new vscode.CancellationError();
          const start = {
            type: 'start',
            ...run,
            huntOnly: this.mode === 'hunt',
            solution: prepared,
            timeLimitMs: timeLimitFor(format, solution),
            memoryLimitKb: memoryLimitKbFor(format, solution),
            language: displayLanguage(),
          } as const;
          return await stressInWorker(this.services.workerPath, start, token, (checked, perSecond, hunt) =>
            progress.report(
              titled(
                hunt
                  ? words(msg('host.hunting-slow-cases-timed', { tried: hunt.tried, cpuText: cpuText(hunt.slowestCpuMs) }))
                  : words(msg('host.cases-checked-cases-s', { checked, round: Math.round(perSecond) })),
              ),
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
    const document = await writeBeside(solution, `counterexample${formatById(format).fileExtension}`, found.inputText, found.ourAnswer);
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
    this.services.submitted.update(document.uri, wrong);
    // Drawn in the panel beside the solution; the file opens in an editor only when asked for.
    this.services.panel.show(document, wrong[wrong.length - 1]?.caseNumber ?? 1);
    const summary = counterexampleSummary(format, seed, report, ourAnswer, theirAnswer);
    const slow = found.slow
      ? `\n${words(msg('host.ours-ms-cpu', { cpuText: cpuText(found.slow.ourMs) }))}\n${found.slow.explanation.join('\n')}`
      : '';
    this.services.output.appendLine(
      `${words(msg('host.stress-test-counterexample-seed', { seed }))}\n${found.inputText}${summary}${found.reason ? `\n${found.reason}` : ''}${slow}`,
    );
    if (report.isolation !== undefined) this.services.output.appendLine(report.isolation);
    offerToOpen(
      vscode.window.showWarningMessage(words(msg('host.titled', { displayName: formatById(format).displayName, summary })), openFile()),
      document,
    );
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

  /** Every case agreed: the slowest case the hunt timed, with ours and what the prunings are worth on it, in the output. */
  private showPassed(format: FormatId, seed: number, report: Extract<StressReport, { found: false }>, name: string): StressCommandReport {
    const puzzle = formatById(format).displayName;
    const slowest = report.hunt?.slowest;
    if (this.mode === 'stress')
      this.services.output.appendLine(words(msg('host.stress-test-no-disagreement', { name, checked: report.checked, seed })));
    if (slowest) {
      this.services.output.appendLine(
        `${words(msg('host.slowest-legal-case-timed', { tried: report.hunt?.tried ?? 0, cpu: cpuText(slowest.cpuMs), ours: cpuText(slowest.ourMs) }))}\n${slowest.inputText}${slowest.explanation.join('\n')}`,
      );
    }
    const agreed =
      this.mode === 'stress'
        ? words(msg('host.your-solution-agreed-ours', { checked: report.checked, seed }))
        : words(msg('host.no-legal-case-took', { seed }));
    const timed = slowest
      ? ` ${words(msg('host.slowest-legal-case-took', { cpu: cpuText(slowest.cpuMs), ours: cpuText(slowest.ourMs) }))}`
      : '';
    if (report.isolation !== undefined) this.services.output.appendLine(report.isolation);
    void vscode.window.showInformationMessage(`${words(msg('host.titled', { displayName: puzzle, summary: agreed }))}${timed}`);
    return { outcome: 'passed', seed, checked: report.checked, ...(report.hunt ? { hunt: huntSummary(report.hunt) } : {}) };
  }

  /** Time Limit Exceeded on a statement-sized file: written beside the solution with its .out, drawn in the panel. */
  private async showTimeLimit(
    format: FormatId,
    seed: number,
    checked: number,
    found: TimeLimitFinding,
    solution: vscode.Uri,
  ): Promise<StressCommandReport> {
    const { displayName, fileExtension } = formatById(format);
    const document = await writeBeside(solution, `time-limit${fileExtension}`, found.inputText, found.ourAnswer);
    // The case the explanation is about, its Search view comparing the search with and without the pruning it names.
    this.services.panel.show(document, found.explainedCase, found.whatIf === undefined ? {} : { whatIf: found.whatIf });
    const title = verdictTitle('time-limit', displayLanguage());
    const summary = words(
      msg('host.file-legal-cases-judge', {
        title,
        cases: found.cases,
        cpu: cpuText(found.cpuMs),
        timeLimitMs: found.timeLimitMs,
        ours: cpuText(found.ourMs),
        seed,
      }),
    );
    this.services.output.appendLine(
      `${words(msg('host.stress-test-seed', { title, seed }))}\n${found.inputText}${summary}\n${found.explanation.join('\n')}`,
    );
    this.services.output.show(true);
    offerToOpen(vscode.window.showWarningMessage(words(msg('host.titled', { displayName, summary })), openFile()), document);
    return {
      outcome: 'time-limit',
      seed,
      checked,
      uri: document.uri.toString(),
      inputText: found.inputText,
      cases: found.cases,
      cpuMs: found.cpuMs,
      ourMs: found.ourMs,
      explanation: found.explanation,
      explainedCase: found.explainedCase,
      ...(found.whatIf === undefined ? {} : { whatIf: found.whatIf }),
    };
  }

  private async pickFormat(): Promise<FormatId | undefined> {
    const active = vscode.window.activeTextEditor && puzzleFormatOf(vscode.window.activeTextEditor.document);
    const items = formatPickItems();
    // The active editor's format first.
    items.sort((a, b) => Number(b.format === active) - Number(a.format === active));
    const picked = await vscode.window.showQuickPick(items, {
      title: words(msg('host.stress-test-your-solution')),
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
    theirAnswer === undefined ? words(msg('host.your-program-printed-nothing')) : words(msg('host.your-program-answered', { theirAnswer }));
  const ours = `${words(formatById(format).answerIs)} ${ourAnswer}`;
  // A flaky program failed only some runs on this input: the seed gives the cases, not the failure.
  return found.failedRuns < found.runs
    ? words(
        msg('host.flaky-failed-runs-after', {
          verdict,
          failedRuns: found.failedRuns,
          runs: found.runs,
          checked: report.checked,
          said,
          ours,
          seed,
        }),
      )
    : found.shrinkSteps === 0
      ? words(msg('host.after-cases-already-minimal', { verdict, checked: report.checked, said, ours, seed }))
      : found.shrinkSteps === 1
        ? words(msg('host.after-cases-shrunk-1', { verdict, checked: report.checked, said, ours, seed }))
        : words(
            msg('host.after-cases-shrunk-steps', { verdict, checked: report.checked, said, ours, shrinkSteps: found.shrinkSteps, seed }),
          );
}

/** A CPU time as the messages print it: whole milliseconds, or three decimals below one. */
function cpuText(ms: number): string {
  return ms >= 10 ? String(Math.round(ms)) : ms >= 1 ? ms.toFixed(1) : ms.toFixed(3);
}

function huntSummary(hunt: HuntReport): NonNullable<Extract<StressCommandReport, { outcome: 'passed' }>['hunt']> {
  const slowest = hunt.slowest;
  return {
    tried: hunt.tried,
    ...(slowest ? { slowestCpuMs: slowest.cpuMs, ourMs: slowest.ourMs, explanation: slowest.explanation } : {}),
  };
}

/**
 * Writes `name` (the input) and `name.out` (our answers) beside the solution, as the CLI writes
 * them in its folder, and opens the input as a document (not in an editor).
 */
async function writeBeside(solution: vscode.Uri, name: string, inputText: string, ourAnswer: string): Promise<vscode.TextDocument> {
  const uri = vscode.Uri.joinPath(solution, '..', name);
  const encoder = new TextEncoder();
  await vscode.workspace.fs.writeFile(uri, encoder.encode(inputText));
  await vscode.workspace.fs.writeFile(vscode.Uri.joinPath(solution, '..', `${name}.out`), encoder.encode(ourAnswer));
  return vscode.workspace.openTextDocument(uri);
}

function openFile(): string {
  return words(msg('host.open-file'));
}

/** Opens `document` in an editor when the notification's button is pressed. */
function offerToOpen(choice: Thenable<string | undefined>, document: vscode.TextDocument): void {
  void choice.then((picked) => (picked === openFile() ? vscode.window.showTextDocument(document, { preview: false }) : undefined));
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
