import * as vscode from 'vscode';
import {
  endAllRuns,
  prepareSolution,
  VERDICT_TITLES,
  type CompileFailure,
  type JudgeReport,
  type OurCaseVerdict,
  type PreparedSolution,
} from '../../judge';
import type { PuzzleCase } from '../../core/formats/registry';
import type { FormatId } from '../../core/puzzleFile';
import type { WorkerVerdict } from '../../verdicts/workerProtocol';
import { displayLanguage } from '../displayLanguage';
import { answerOfLine, packCases } from './answers';
import { judgeInWorker } from './judgeWorkerClient';
import { DEBUGGABLE_MESSAGE, RUN_PROFILE_LABEL } from './ids';
import { languageTemplates, memoryLimitKbFor, RESTRICTED_MESSAGE, timeLimitFor } from './judgeSettings';
import { JudgeProfile, type JudgeServices } from './judgeProfile';
import type { SubmittedAnswers } from './submittedAnswers';
import type { PuzzleSnapshot } from './testTree';

/** What one item of a run ended as: the same facts VS Code was given, kept for tests and the API. */
export interface ItemOutcome {
  readonly id: string;
  readonly state: 'passed' | 'failed' | 'errored' | 'skipped';
  readonly message?: string;
  readonly expected?: string;
  readonly actual?: string;
  readonly durationMs?: number;
  /** 0-based line of the message's location (the case header). */
  readonly line?: number;
}

export interface JudgeRunReport {
  readonly outcomes: readonly ItemOutcome[];
  /** The judge's summary line per file run, e.g. `Wrong Answer: Case 2: expected -1, got 9; 31 ms (CPU 20 ms)`. */
  readonly summaries: readonly string[];
  /** The run was cancelled (its program killed); the cases it did not finish are skipped. */
  readonly cancelled: boolean;
}

/** What a run gives the program, as our answers are asked for: the text, its format and its cases as parsed. */
export interface RunInput {
  /** The file the input was taken from. */
  readonly uri: vscode.Uri;
  readonly text: string;
  readonly format: FormatId;
  readonly cases: readonly PuzzleCase[];
}

/**
 * Our answers for a run, off the extension host thread: the extension's verdict service (its
 * one pool of solve workers, at the Solve command's priority); cancelling the token stops
 * the search.
 */
export type SolveOurs = (input: RunInput, token: vscode.CancellationToken) => Promise<readonly WorkerVerdict[]>;

/** A file and the case items asked of it; `all` when the whole file was asked for. */
interface FileJob {
  readonly file: vscode.TestItem;
  readonly all: boolean;
  readonly cases: Set<vscode.TestItem>;
}

/**
 * The "Run my solution" profile: compiles the chosen solution once per run, gives it each
 * requested file (or just the requested cases, packed into one input) on stdin, and reports
 * per case: a diff at the header for a wrong answer, an error with the reason for Time Limit,
 * Memory Limit, Idleness, Runtime Error and Compilation Error. A continuous run re-runs only the cases whose text changed.
 */
export class JudgeRunner extends JudgeProfile<JudgeRunReport> {
  readonly onDidFinishRun = this.outcomes.event;

  constructor(
    services: JudgeServices,
    private readonly submitted: SubmittedAnswers,
    private readonly solveOurs: SolveOurs,
    /** dist/judgeWorker.js: each file is judged there, off the extension host's thread. */
    private readonly judgeWorkerPath: string,
  ) {
    super(services, { label: RUN_PROFILE_LABEL, kind: vscode.TestRunProfileKind.Run, isDefault: true, supportsContinuousRun: true });
    // On deactivate (a window reload, closing the window) every program still running ends,
    // the stress worker's too: the runner is disposed with the extension's subscriptions.
    this._register({ dispose: () => void endAllRuns() });
  }

  protected async handle(request: vscode.TestRunRequest, token: vscode.CancellationToken): Promise<void> {
    if (!request.continuous) {
      await this.run(request, token);
      return;
    }
    await this.run(request, token);
    await this.watch(request, token);
  }

  /** Until cancelled, re-runs the asked-for cases whose text changes, a moment after typing stops. */
  private watch(request: vscode.TestRunRequest, token: vscode.CancellationToken): Promise<void> {
    return new Promise((resolve) => {
      const pending = new Set<vscode.TestItem>();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const covered = (item: vscode.TestItem) => !request.include || request.include.some((i) => i === item || i === item.parent);
      const subscription = this.services.tree.onDidChangeCases((items) => {
        for (const item of items) if (covered(item)) pending.add(item);
        if (pending.size === 0) return;
        clearTimeout(timer);
        timer = setTimeout(() => {
          const items = [...pending];
          pending.clear();
          void this.run(new vscode.TestRunRequest(items, undefined, this.profile, true), token);
        }, 600);
      });
      token.onCancellationRequested(() => {
        clearTimeout(timer);
        subscription.dispose();
        resolve();
      });
    });
  }

  async run(request: vscode.TestRunRequest, token: vscode.CancellationToken): Promise<JudgeRunReport> {
    const run = this.services.tree.controller.createTestRun(request, undefined, true);
    const outcomes: ItemOutcome[] = [];
    const summaries: string[] = [];
    const record = new RunRecorder(run, outcomes);
    try {
      await this.runItems(request, token, run, record, summaries);
    } finally {
      run.end();
      this.outcomes.fire({ outcomes, summaries, cancelled: token.isCancellationRequested });
    }
    return { outcomes, summaries, cancelled: token.isCancellationRequested };
  }

  private async runItems(
    request: vscode.TestRunRequest,
    token: vscode.CancellationToken,
    run: vscode.TestRun,
    record: RunRecorder,
    summaries: string[],
  ): Promise<void> {
    const jobs = await this.jobsFor(request);
    for (const job of jobs) for (const item of job.cases) run.enqueued(item);
    const all = jobs.flatMap((job) => [...job.cases]);
    if (all.length === 0) return;
    if (!vscode.workspace.isTrusted) {
      for (const item of all) record.errored(item, RESTRICTED_MESSAGE);
      return;
    }
    const target = await this.services.solutions.resolve();
    if (!target) {
      const why = 'No solution chosen: set holedox.solution.path, or run "Holedox: Choose My Solution…" and pick your source file.';
      for (const item of all) record.errored(item, why);
      return;
    }
    if (target.uri.scheme !== 'file') {
      for (const item of all) record.errored(item, `Your solution must be a file on disk to run; ${target.uri.toString()} is not.`);
      return;
    }
    const abort = new AbortController();
    const cancel = token.onCancellationRequested(() => abort.abort(new vscode.CancellationError()));
    try {
      const prepared = await this.services.queue.run(() =>
        prepareSolution(
          { sourceFile: target.uri.fsPath },
          { cacheDir: this.services.cacheDir, languages: languageTemplates(target.uri), signal: abort.signal },
        ),
      );
      if (prepared.kind === 'failure') {
        this.reportCompileFailure(run, record, prepared, all, summaries);
        return;
      }
      for (const job of jobs) {
        if (token.isCancellationRequested) break;
        await this.runFile(run, record, job, prepared, abort.signal, token, summaries);
      }
    } finally {
      cancel.dispose();
    }
    if (token.isCancellationRequested) for (const item of all) if (!record.has(item)) record.skipped(item);
  }

  private async jobsFor(request: vscode.TestRunRequest): Promise<FileJob[]> {
    const excluded = new Set(request.exclude ?? []);
    const jobs = new Map<string, { file: vscode.TestItem; all: boolean; asked: Set<vscode.TestItem> }>();
    const ask = (file: vscode.TestItem, item: vscode.TestItem | undefined) => {
      const job = jobs.get(file.id) ?? { file, all: false, asked: new Set<vscode.TestItem>() };
      if (item) job.asked.add(item);
      else job.all = true;
      jobs.set(file.id, job);
    };
    if (!request.include) {
      await this.services.tree.discoverWorkspace();
      this.services.tree.controller.items.forEach((file) => ask(file, undefined));
    } else {
      for (const item of request.include) {
        if (item.parent) ask(item.parent, item);
        else ask(item, undefined);
      }
    }

    const result: FileJob[] = [];
    for (const job of jobs.values()) {
      if (excluded.has(job.file)) continue;
      // Read the file now: the run judges the text as it is, not as last parsed.
      await this.services.tree.refreshFromSource(job.file.uri);
      const children: vscode.TestItem[] = [];
      job.file.children.forEach((child) => children.push(child));
      const asked = job.all ? children : children.filter((c) => [...job.asked].some((a) => a.id === c.id));
      const cases = new Set(asked.filter((c) => !excluded.has(c)));
      // VS Code may ask for every case of a file one by one: that is the whole file too.
      result.push({ file: job.file, all: children.length > 0 && cases.size === children.length, cases });
    }
    return result;
  }

  private async runFile(
    run: vscode.TestRun,
    record: RunRecorder,
    job: FileJob,
    solution: PreparedSolution,
    signal: AbortSignal,
    token: vscode.CancellationToken,
    summaries: string[],
  ): Promise<void> {
    const uri = job.file.uri;
    const snapshot: PuzzleSnapshot | undefined = uri && (await this.services.tree.snapshot(uri));
    if (!uri || !snapshot) {
      for (const item of job.cases) record.errored(item, 'The file could not be read.');
      return;
    }
    const ordered = [...job.cases]
      .map((item) => ({ item, entry: this.services.tree.caseOf(item) }))
      .filter((c): c is { item: vscode.TestItem; entry: NonNullable<typeof c.entry> } => c.entry !== undefined)
      .sort((a, b) => a.entry.number - b.entry.number);
    // The whole file goes to the program as the judge would give it; a selection goes as its
    // own file, so the program sees its cases numbered from 1.
    const inputText = job.all
      ? snapshot.text
      : packCases(
          snapshot.format,
          ordered.map((c) => c.entry.text),
        );
    const itemFor = (caseNumber: number) =>
      job.all ? ordered.find((c) => c.entry.number === caseNumber)?.item : ordered[caseNumber - 1]?.item;
    for (const { item } of ordered) run.started(item);
    let report: JudgeReport;
    try {
      // In a judge worker: the program's output (up to 64 MiB) is read and compared there.
      const solve = async (text: string, format: FormatId, cases: readonly PuzzleCase[]) =>
        (await this.solveOurs({ uri, text, format, cases }, token)).map(ourVerdict);
      const request = {
        type: 'judge',
        inputText,
        format: snapshot.format,
        fileName: job.file.label,
        solution,
        timeLimitMs: timeLimitFor(snapshot.format, uri),
        memoryLimitKb: memoryLimitKbFor(snapshot.format, uri),
        language: displayLanguage(),
      } as const;
      report = await this.services.queue.run(() => judgeInWorker(this.judgeWorkerPath, request, solve, token));
    } catch (error) {
      if (signal.aborted) return;
      const message = error instanceof Error ? error.message : String(error);
      for (const { item } of ordered) record.errored(item, `The judge failed: ${message}`);
      return;
    }
    summaries.push(report.summary);
    run.appendOutput(`${job.file.label}: ${report.summary}\r\n`, undefined, job.file);
    if (report.stderr.trim() !== '') run.appendOutput(`${crlf(report.stderr.slice(0, 4000))}\r\n`, undefined, job.file);
    const alone = ordered.length === 1 ? report.timeMs : undefined;
    const runLevel = (['time-limit', 'idleness-limit', 'memory-limit', 'runtime-error', 'output-limit'] as const).some(
      (v) => v === report.verdict,
    );
    const wrong: { caseNumber: number; caseText: string; wrong?: { answer: string | undefined; expected: string } }[] = [];
    for (const c of report.cases) {
      const item = itemFor(c.caseNumber);
      const entry = item && this.services.tree.caseOf(item);
      if (!item || !entry) continue;
      const expected = answerOfLine(snapshot.format, c.expected) ?? c.expected;
      if (c.ok) {
        record.passed(item, alone);
        wrong.push({ caseNumber: entry.number, caseText: entry.text });
      } else if (c.actual === undefined && runLevel) {
        // A crash or a limit on this case: the failure peek offers to debug it too.
        const message = new vscode.TestMessage(report.summary);
        message.contextValue = DEBUGGABLE_MESSAGE;
        record.errored(item, message, alone);
      } else {
        const renumbered = job.all ? '' : ` (given to your program as case ${c.caseNumber} of ${ordered.length})`;
        const message = vscode.TestMessage.diff(`Case ${entry.number}${renumbered}: ${c.message}`, c.expected, c.actual ?? '');
        message.contextValue = DEBUGGABLE_MESSAGE;
        record.failed(item, message, alone);
        wrong.push({
          caseNumber: entry.number,
          caseText: entry.text,
          wrong: { answer: answerOfLine(snapshot.format, c.actual), expected },
        });
      }
    }
    for (const s of report.skipped) {
      const item = itemFor(s.caseNumber);
      if (!item) continue;
      record.skipped(item);
      run.appendOutput(
        `Case ${s.caseNumber} skipped: ${s.message}\r\n`,
        item.uri && item.range ? new vscode.Location(item.uri, item.range) : undefined,
        item,
      );
    }
    for (const { item } of ordered) if (!record.has(item)) record.errored(item, report.summary);
    const fileMessage = new vscode.TestMessage(report.summary);
    if (report.verdict === 'accepted') record.passed(job.file, report.timeMs);
    else if (runLevel) record.errored(job.file, fileMessage, report.timeMs);
    else record.failed(job.file, fileMessage, report.timeMs);
    this.submitted.update(uri, wrong);
  }

  private reportCompileFailure(
    run: vscode.TestRun,
    record: RunRecorder,
    failure: CompileFailure,
    items: readonly vscode.TestItem[],
    summaries: string[],
  ): void {
    const summary = failure.code === 'compilation-error' ? `${VERDICT_TITLES['compilation-error']}: ${failure.message}` : failure.message;
    summaries.push(summary);
    // The compiler's own lines keep their file:line:col, which the test output makes clickable.
    run.appendOutput(`${summary}\r\n${crlf(failure.output)}\r\n`);
    const text = failure.output.trim() === '' ? summary : `${summary}\n\n${failure.output.trimEnd()}`;
    for (const item of items) record.errored(item, text);
  }
}

/** What judging needs of a verdict, and no more, to post to the judge worker. */
function ourVerdict(v: WorkerVerdict): OurCaseVerdict {
  return v.outcome === 'answered'
    ? { outcome: 'answered', number: v.number, answer: v.answer }
    : { outcome: v.outcome, number: v.number, message: v.message };
}

function crlf(text: string): string {
  return text.replace(/\r?\n/g, '\r\n');
}

/** Passes each state to VS Code's TestRun, with the message at the case's header, and keeps a copy. */
class RunRecorder {
  private readonly done = new Set<vscode.TestItem>();

  constructor(
    private readonly run: vscode.TestRun,
    private readonly outcomes: ItemOutcome[],
  ) {}

  has(item: vscode.TestItem): boolean {
    return this.done.has(item);
  }

  passed(item: vscode.TestItem, durationMs?: number): void {
    this.run.passed(item, durationMs);
    this.note(item, 'passed', undefined, durationMs);
  }

  failed(item: vscode.TestItem, message: vscode.TestMessage, durationMs?: number): void {
    this.run.failed(item, this.placed(item, message), durationMs);
    this.note(item, 'failed', message, durationMs);
  }

  errored(item: vscode.TestItem, message: string | vscode.TestMessage, durationMs?: number): void {
    const m = typeof message === 'string' ? new vscode.TestMessage(message) : message;
    this.run.errored(item, this.placed(item, m), durationMs);
    this.note(item, 'errored', m, durationMs);
  }

  skipped(item: vscode.TestItem): void {
    this.run.skipped(item);
    this.note(item, 'skipped');
  }

  private placed(item: vscode.TestItem, message: vscode.TestMessage): vscode.TestMessage {
    if (!message.location && item.uri && item.range) message.location = new vscode.Location(item.uri, item.range);
    return message;
  }

  private note(item: vscode.TestItem, state: ItemOutcome['state'], message?: vscode.TestMessage, durationMs?: number): void {
    this.done.add(item);
    const text = message === undefined ? undefined : typeof message.message === 'string' ? message.message : message.message.value;
    this.outcomes.push({
      id: item.id,
      state,
      ...(text !== undefined ? { message: text } : {}),
      ...(message?.expectedOutput !== undefined ? { expected: message.expectedOutput } : {}),
      ...(message?.actualOutput !== undefined ? { actual: message.actualOutput } : {}),
      ...(durationMs !== undefined ? { durationMs } : {}),
      ...(message?.location ? { line: message.location.range.start.line } : {}),
    });
  }
}
