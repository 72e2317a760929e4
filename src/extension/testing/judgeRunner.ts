import * as vscode from 'vscode';
import {
  endAllRuns,
  prepareSolution,
  verdictTitle,
  type CompileFailure,
  type JudgeReport,
  type OurCaseAnswer,
  type PreparedSolution,
} from '../../judge';
import type { PuzzleCase } from '../../core/formats/registry';
import { JOINERS, msg } from '../../core/l10n/message';
import type { FormatId } from '../../core/puzzleFile';
import type { WorkerAnswer } from '../../answers/workerProtocol';
import { displayLanguage, words } from '../displayLanguage';
import { answerOfLine, packCases } from './answers';
import { judgeInWorker } from './judgeWorkerClient';
import { DEBUGGABLE_MESSAGE, JudgeCommandId } from './ids';
import { puzzleName, type SolutionTarget } from './solutionChoice';
import { languageTemplates, memoryLimitKbFor, restrictedMessage, timeLimitFor } from './judgeSettings';
import { JudgeProfile, type JudgeServices } from './judgeProfile';
import type { SubmittedAnswers } from './submittedAnswers';
import type { CaseEntry, PuzzleSnapshot } from './testTree';

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
 * Our answers for a run, off the extension host thread: the extension's answer service (its
 * one pool of solve workers, at the Solve command's priority); cancelling the token stops
 * the search.
 */
export type SolveOurs = (input: RunInput, token: vscode.CancellationToken) => Promise<readonly WorkerAnswer[]>;

/** A file and the case items asked of it; `all` when the whole file was asked for. */
interface FileJob {
  readonly file: vscode.TestItem;
  readonly all: boolean;
  readonly cases: Set<vscode.TestItem>;
}

/** What every file of one run shares: the run and its recorder, the prepared solution, how to cancel, the summaries so far. */
interface FileRun {
  readonly run: vscode.TestRun;
  readonly record: RunRecorder;
  readonly solution: PreparedSolution;
  readonly signal: AbortSignal;
  readonly token: vscode.CancellationToken;
  readonly summaries: string[];
}

/** The files of a run one solution judges: one format's, in one workspace folder (`scope`, a file of it, for its settings). */
interface FormatGroup {
  readonly format: FormatId;
  readonly scope: vscode.Uri;
  readonly jobs: FileJob[];
}

/** A case item asked for, with its entry in the tree. */
interface OrderedCase {
  readonly item: vscode.TestItem;
  readonly entry: CaseEntry;
}

/** A file the judge reported on: the job, its format, the cases asked for by number, and the report. */
interface JudgedFile {
  readonly job: FileJob;
  readonly format: FormatId;
  readonly ordered: readonly OrderedCase[];
  readonly report: JudgeReport;
}

/** What the run leaves known of a case's answer (SubmittedAnswers.update): a wrong one, or none. */
type SubmittedResult = Parameters<SubmittedAnswers['update']>[1][number];

/** The case item for the judge's case number: the file's own number, or its place in the packed selection. */
function itemFor(judged: JudgedFile, caseNumber: number): vscode.TestItem | undefined {
  const { job, ordered } = judged;
  return job.all ? ordered.find((c) => c.entry.number === caseNumber)?.item : ordered[caseNumber - 1]?.item;
}

/** A verdict of the whole run (a limit or a crash), not of a case's answer. */
function isRunLevel(report: JudgeReport): boolean {
  return (['time-limit', 'idleness-limit', 'memory-limit', 'runtime-error', 'output-limit'] as const).some((v) => v === report.verdict);
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
    super(services, {
      label: words(msg('host.run-my-solution')),
      kind: vscode.TestRunProfileKind.Run,
      isDefault: true,
      supportsContinuousRun: true,
    });
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
      for (const item of all) record.errored(item, restrictedMessage());
      return;
    }
    const groups = await this.byFormat(jobs, record);
    const targets = await this.targetsFor(groups, run, record);
    const abort = new AbortController();
    const cancel = token.onCancellationRequested(() => abort.abort(new vscode.CancellationError()));
    // One compile per program, though two puzzles may name the same one.
    const builds = new Map<string, Promise<PreparedSolution | CompileFailure>>();
    try {
      for (const group of groups) {
        const target = targets.get(group);
        if (!target || token.isCancellationRequested) continue;
        const items = group.jobs.flatMap((job) => [...job.cases]);
        const key = target.uri.toString();
        const build =
          builds.get(key) ??
          prepareSolution(
            { sourceFile: target.uri.fsPath },
            {
              cacheDir: this.services.cacheDir,
              languages: languageTemplates(target.uri),
              signal: abort.signal,
              language: displayLanguage(),
            },
          );
        builds.set(key, build);
        // A cancel while compiling rejects (the compiler is gone): the cases are then skipped, below.
        const prepared = await build.catch((error: unknown) => {
          if (abort.signal.aborted) return undefined;
          throw error;
        });
        if (prepared === undefined) return;
        await this.services.compileDiagnostics.report(target.uri, prepared);
        if (prepared.kind === 'failure') {
          this.reportCompileFailure(run, record, prepared, items, summaries);
          continue;
        }
        const context: FileRun = { run, record, solution: prepared, signal: abort.signal, token, summaries };
        for (const job of group.jobs) {
          if (token.isCancellationRequested) break;
          await this.runFile(context, job);
        }
      }
    } finally {
      cancel.dispose();
      if (token.isCancellationRequested) for (const item of all) if (!record.has(item)) record.skipped(item);
    }
  }

  /**
   * The jobs by the format of their file and its workspace folder (whose settings may bind
   * its own solution); a file that cannot be read says so on its cases.
   */
  private async byFormat(jobs: readonly FileJob[], record: RunRecorder): Promise<FormatGroup[]> {
    const groups = new Map<string, FormatGroup>();
    for (const job of jobs) {
      const uri = job.file.uri;
      const format = uri && (await this.services.tree.snapshot(uri))?.format;
      if (!uri || !format) {
        for (const item of job.cases) record.errored(item, words(msg('host.file-could-not-read')));
        continue;
      }
      const folder = vscode.workspace.getWorkspaceFolder(uri);
      const key = `${format} ${folder?.uri.toString() ?? ''}`;
      const group = groups.get(key) ?? { format, scope: uri, jobs: [] };
      group.jobs.push(job);
      groups.set(key, group);
    }
    return [...groups.values()];
  }

  /**
   * The solution of each format in the run, asked for where none is bound. A program set for
   * every puzzle (holedox.solution.path) that would judge files of two puzzles judges neither:
   * their files say why, instead of a red badge per case from a program written for another puzzle.
   */
  private async targetsFor(
    groups: readonly FormatGroup[],
    run: vscode.TestRun,
    record: RunRecorder,
  ): Promise<Map<FormatGroup, SolutionTarget>> {
    const targets = new Map<FormatGroup, SolutionTarget>();
    for (const group of groups) {
      const { format } = group;
      const items = group.jobs.flatMap((job) => [...job.cases]);
      const target = await this.services.solutions.resolve(format, group.scope);
      if (!target) {
        const why = words(msg('host.no-solution-chosen-set', { puzzle: puzzleName(format) }));
        for (const item of items) record.errored(item, why);
      } else if (target.uri.scheme !== 'file') {
        for (const item of items) record.errored(item, words(msg('host.your-solution-must-file', { uri: target.uri.toString() })));
      } else targets.set(group, target);
    }
    const refused: FormatGroup[] = [];
    for (const [group, target] of targets) {
      const { format } = group;
      const name = vscode.workspace.asRelativePath(target.uri);
      if (target.format !== undefined) continue;
      const others = [
        ...new Set(
          [...targets]
            .filter(([other, t]) => other.format !== format && t.uri.toString() === target.uri.toString())
            .map(([other]) => other.format),
        ),
      ];
      if (others.length === 0) {
        run.appendOutput(`${words(msg('host.judged-set-every-puzzle', { puzzle: puzzleName(format), name }))}\r\n`);
        continue;
      }
      refused.push(group);
      const why = words(msg('host.not-judged-set-every', { name, puzzle: puzzleName(format), map: others.map(puzzleName).join(', ') }));
      for (const job of group.jobs) {
        for (const item of job.cases) record.skipped(item);
        record.errored(job.file, why);
      }
      run.appendOutput(`${puzzleName(format)}: ${why}\r\n`);
    }
    for (const group of refused) targets.delete(group);
    if (refused.length > 0) this.offerToBind([...new Set(refused.map((g) => g.format))]);
    return targets;
  }

  /** One notification for the puzzles a shared solution did not judge, with a button to bind one. */
  private offerToBind(refused: readonly FormatId[]): void {
    const choose = words(msg('host.choose-my-solution'));
    void vscode.window
      .showWarningMessage(words(msg('host.not-judged-one-solution', { map: refused.map(puzzleName).join(', ') })), choose)
      .then((picked) => {
        if (picked === choose) void vscode.commands.executeCommand(JudgeCommandId.chooseSolution);
      });
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

  private async runFile(context: FileRun, job: FileJob): Promise<void> {
    const uri = job.file.uri;
    const snapshot: PuzzleSnapshot | undefined = uri && (await this.services.tree.snapshot(uri));
    if (!uri || !snapshot) {
      for (const item of job.cases) context.record.errored(item, words(msg('host.file-could-not-read')));
      return;
    }
    const ordered = [...job.cases]
      .map((item) => ({ item, entry: this.services.tree.caseOf(item) }))
      .filter((c): c is OrderedCase => c.entry !== undefined)
      .sort((a, b) => a.entry.number - b.entry.number);
    for (const { item } of ordered) context.run.started(item);
    const report = await this.judgeFile(context, job, uri, snapshot, ordered);
    if (report === undefined) return;
    const judged: JudgedFile = { job, format: snapshot.format, ordered, report };
    context.summaries.push(report.summary);
    context.run.appendOutput(`${job.file.label}${JOINERS[displayLanguage()].colon}${report.summary}\r\n`, undefined, job.file);
    if (report.isolation !== undefined) context.run.appendOutput(`${report.isolation}\r\n`, undefined, job.file);
    if (report.stderr.trim() !== '') context.run.appendOutput(`${crlf(report.stderr.slice(0, 4000))}\r\n`, undefined, job.file);
    // An interpreted solution's syntax error is its compile error: a squiggle in its source too.
    const source = context.solution.build?.source;
    if (source !== undefined && context.solution.build?.language === 'py')
      await this.services.compileDiagnostics.reportRun(vscode.Uri.file(source), report.stderr);
    const wrong = this.recordCases(context, judged);
    this.recordSkipped(context, judged);
    const { record } = context;
    for (const { item } of ordered) if (!record.has(item)) record.errored(item, report.summary);
    const fileMessage = new vscode.TestMessage(report.summary);
    if (report.verdict === 'accepted') record.passed(job.file, report.timeMs);
    // Nothing judged is no pass: the file says why, its cases are skipped (recordSkipped).
    else if (report.verdict === 'nothing-judged') record.errored(job.file, fileMessage);
    else if (isRunLevel(report)) record.errored(job.file, fileMessage, report.timeMs);
    else record.failed(job.file, fileMessage, report.timeMs);
    this.submitted.update(uri, wrong);
  }

  /** The judge's report on the file's cases, from a judge worker; undefined when it failed (its cases then say why) or was cancelled. */
  private async judgeFile(
    context: FileRun,
    job: FileJob,
    uri: vscode.Uri,
    snapshot: PuzzleSnapshot,
    ordered: readonly OrderedCase[],
  ): Promise<JudgeReport | undefined> {
    // The whole file goes to the program as the judge would give it; a selection goes as its
    // own file, so the program sees its cases numbered from 1.
    const inputText = job.all
      ? snapshot.text
      : packCases(
          snapshot.format,
          ordered.map((c) => c.entry.text),
        );
    const { token } = context;
    try {
      // In a judge worker: the program's output (up to 64 MiB) is read and compared there.
      const solve = async (text: string, format: FormatId, cases: readonly PuzzleCase[]) =>
        (await this.solveOurs({ uri, text, format, cases }, token)).map(ourAnswer);
      const request = {
        type: 'judge',
        inputText,
        format: snapshot.format,
        fileName: job.file.label,
        solution: context.solution,
        timeLimitMs: timeLimitFor(snapshot.format, uri),
        memoryLimitKb: memoryLimitKbFor(snapshot.format, uri),
        language: displayLanguage(),
      } as const;
      return await judgeInWorker(this.judgeWorkerPath, request, solve, token);
    } catch (error) {
      if (context.signal.aborted) return undefined;
      const message = error instanceof Error ? error.message : String(error);
      for (const { item } of ordered) context.record.errored(item, words(msg('host.judge-failed', { message })));
      return undefined;
    }
  }

  /** Each judged case as passed, failed (with the diff) or errored (a crash or limit on it); returns what to keep of the program's answers. */
  private recordCases(context: FileRun, judged: JudgedFile): SubmittedResult[] {
    const { record } = context;
    const { job, format, ordered, report } = judged;
    const alone = ordered.length === 1 ? report.timeMs : undefined;
    const runLevel = isRunLevel(report);
    const wrong: SubmittedResult[] = [];
    for (const c of report.cases) {
      const item = itemFor(judged, c.caseNumber);
      const entry = item && this.services.tree.caseOf(item);
      if (!item || !entry) continue;
      const expected = answerOfLine(format, c.expected) ?? c.expected;
      if (c.ok) {
        record.passed(item, alone);
        wrong.push({ caseNumber: entry.number, caseText: entry.text });
      } else if (c.actual === undefined && runLevel) {
        // A crash or a limit on this case: the failure's context menu offers to debug it too.
        const message = new vscode.TestMessage(report.summary);
        message.contextValue = DEBUGGABLE_MESSAGE;
        record.errored(item, message, alone);
      } else {
        const heading = job.all
          ? words(msg('host.case-message', { number: entry.number, message: c.message }))
          : words(
              msg('host.case-given-your-program', {
                number: entry.number,
                caseNumber: c.caseNumber,
                length: ordered.length,
                message: c.message,
              }),
            );
        const message = vscode.TestMessage.diff(heading, c.expected, c.actual ?? '');
        message.contextValue = DEBUGGABLE_MESSAGE;
        record.failed(item, message, alone);
        wrong.push({
          caseNumber: entry.number,
          caseText: entry.text,
          wrong: { answer: answerOfLine(format, c.actual), expected },
        });
      }
    }
    return wrong;
  }

  /** The cases the judge skipped (malformed), each with its reason in the run's output. */
  private recordSkipped(context: FileRun, judged: JudgedFile): void {
    for (const s of judged.report.skipped) {
      const item = itemFor(judged, s.caseNumber);
      if (!item) continue;
      context.record.skipped(item);
      context.run.appendOutput(
        `${words(msg('host.case-skipped', { caseNumber: s.caseNumber, message: s.message }))}\r\n`,
        item.uri && item.range ? new vscode.Location(item.uri, item.range) : undefined,
        item,
      );
    }
  }

  private reportCompileFailure(
    run: vscode.TestRun,
    record: RunRecorder,
    failure: CompileFailure,
    items: readonly vscode.TestItem[],
    summaries: string[],
  ): void {
    const summary =
      failure.code === 'compilation-error'
        ? `${verdictTitle('compilation-error', displayLanguage())}${JOINERS[displayLanguage()].colon}${failure.message}`
        : failure.message;
    summaries.push(summary);
    // The compiler's own lines keep their file:line:col, which the test output makes clickable.
    run.appendOutput(`${summary}\r\n${crlf(failure.output)}\r\n`);
    const text = failure.output.trim() === '' ? summary : `${summary}\n\n${failure.output.trimEnd()}`;
    for (const item of items) record.errored(item, text);
  }
}

/** What judging needs of a verdict, and no more, to post to the judge worker. */
function ourAnswer(v: WorkerAnswer): OurCaseAnswer {
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
