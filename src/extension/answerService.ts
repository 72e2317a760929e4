import * as vscode from 'vscode';
import type { PuzzleCase } from '../core/formats/registry';
import type { FormatId } from '../core/puzzleFile';
import { puzzleFormatOf } from './puzzleDocuments';
import { SolveCancelled, SolverClient } from '../answers/solverClient';
import type { SolveThreads } from '../answers/solveThread';
import { displayLanguage } from './displayLanguage';
import { skippedAnswer, AnswerCache, type AnswerWanted } from '../answers/answerCache';
import { JobSizer } from '../answers/jobSizer';
import { jobText, type JobText } from '../answers/jobText';
import { isBackground, JobQueue, type FocusRank, type Priority } from '../answers/jobQueue';
import type { WorkerAnswer } from '../answers/workerProtocol';

export type { Priority } from '../answers/jobQueue';

export interface SolveOptions extends AnswerWanted {
  readonly priority: Priority;
  readonly token?: vscode.CancellationToken;
  /** Cases done (answered from memory or solved) of those asked for. */
  readonly onProgress?: (done: number, total: number) => void;
}

/** Fires when verdicts for some cases of a document were stored. */
export interface SolvedCases {
  readonly document: vscode.TextDocument;
  /** The document version the cases' text was taken from. */
  readonly version: number;
  readonly numbers: readonly number[];
}

/** Workers in the pool: the user's requests get one even while background work has the other. */
const POOL_SIZE = 2;
/** Workers background work (inline answers, answer checks) may hold at once. */
const MAX_BACKGROUND = 1;

/**
 * A request's cases waiting for a worker. A request queues one chunk of all its cases to
 * solve; when a worker takes it, cut() sizes a job of the first ones by time (JobSizer) and
 * the rest go back in the queue, in the same place.
 */
interface Chunk {
  readonly priority: Priority;
  readonly documentKey: string;
  readonly seq: number;
  readonly batch: number;
  readonly request: Request;
  readonly format: FormatId;
  /** The chunk's cases, with where each starts in the document and in the chunk's text. */
  readonly cases: readonly { readonly c: PuzzleCase; readonly start: number }[];
  /** The text the cases' ranges point into: the document's when the request was made. */
  readonly source: string;
  /** The job's own text (its cases as a file) and their numbers, once the chunk is cut to run. */
  readonly job?: JobText;
}

/** A chunk cut to run: its cases' own text. */
type Job = Chunk & { readonly job: JobText };

/** Where a request's cases come from: an open document, or a text of a file (the judge's input). */
interface Source {
  readonly uri: vscode.Uri;
  /** The document, when the text is an open document's: its solved cases are announced (onDidSolve). */
  readonly document?: vscode.TextDocument;
  /** The document version the text was taken from. */
  readonly version: number;
}

/** One solveCases() or solveText() call: its chunks report here. */
interface Request {
  readonly source: Source;
  readonly options: SolveOptions;
  readonly verdicts: (WorkerAnswer | undefined)[];
  /** Where each case number sits in `verdicts`. */
  readonly indexOf: Map<number, number>;
  done: number;
  pending: number;
  settled: boolean;
  resolve(verdicts: readonly WorkerAnswer[]): void;
  reject(error: Error): void;
}

interface Slot {
  readonly client: SolverClient;
  chunk: Chunk | undefined;
  /** Set when the chunk was stopped to make room, so it goes back in the queue. */
  preempted: boolean;
}

/** A queue event: who asked, for which document, and a count named `K`. */
type CountEvent<K extends string> = { readonly priority: Priority; readonly uri: vscode.Uri } & { readonly [P in K]: number };

/**
 * The one place the extension gets verdicts from: one pool of solve workers, one cache
 * keyed by case content (AnswerCache), and one queue served by priority (the Solve command,
 * then the panel, then inline answers, then answer checks) and, among equals, by where the
 * user is: the active editor's document, then the visible ones, then the rest. Switching
 * editors stops background work for a document no longer visible when the new one's waits.
 * Cancelling a request removes its waiting jobs and terminates a worker running one.
 */
export class AnswerService implements vscode.Disposable {
  private readonly cache = new AnswerCache();
  private readonly queue = new JobQueue<Chunk>();
  private readonly sizer = new JobSizer();
  private readonly slots: Slot[];
  private seq = 0;
  private batch = 0;
  private ranks = new Map<string, number>();
  private readonly emitter = new vscode.EventEmitter<SolvedCases>();
  private readonly subscriptions: vscode.Disposable[];
  /** Fires when verdicts for cases of a document were stored. */
  readonly onDidSolve = this.emitter.event;
  private readonly startEmitter = new vscode.EventEmitter<CountEvent<'cases'>>();
  /** Fires when a worker starts a job: who asked, for which document, how many cases. */
  readonly onDidStartJob = this.startEmitter.event;
  private readonly askEmitter = new vscode.EventEmitter<CountEvent<'unsolved'>>();
  /** Fires when a request is queued: who asked, for which document, how many cases need a worker. */
  readonly onDidAsk = this.askEmitter.event;
  /**
   * Per priority, cases solved by a worker and cases answered from memory; and jobs stopped to
   * make room for others. Tests observe the cache and the scheduling through these.
   */
  readonly counts = { solved: zeroes(), reused: zeroes(), preempted: 0 };

  /**
   * `textOf` gives a document's text at its version: the shared parse's, which has it already
   * (getText joins a 1 MB document's lines anew, on the way to the first answers).
   */
  constructor(
    threads: SolveThreads,
    private readonly textOf: (document: vscode.TextDocument) => string = (document) => document.getText(),
  ) {
    this.slots = Array.from({ length: POOL_SIZE }, () => ({
      client: new SolverClient(threads, displayLanguage()),
      chunk: undefined,
      preempted: false,
    }));
    this.subscriptions = [
      vscode.window.onDidChangeActiveTextEditor(() => this.refocus()),
      vscode.window.onDidChangeVisibleTextEditors(() => this.refocus()),
    ];
    this.updateRanks();
    // The first answers (the lenses on screen of the file just opened) need no thread start.
    this.slots[0]?.client.warm();
  }

  /**
   * Verdicts for `cases` of `document`, in their order: a case with a problem is skipped, a
   * case whose puzzle was solved before is answered from memory, the rest are solved in the
   * pool. Rejects with SolveCancelled when the token is cancelled.
   */
  solveCases(document: vscode.TextDocument, cases: readonly PuzzleCase[], options: SolveOptions): Promise<readonly WorkerAnswer[]> {
    const format = puzzleFormatOf(document);
    if (!format) return Promise.resolve([]);
    return this.ask({ uri: document.uri, document, version: document.version }, () => this.textOf(document), format, cases, options);
  }

  /**
   * Verdicts for `cases` of `text`, a file no open document holds as it is: the judge's input
   * (a file read from disk, or the cases a run asked for, packed as a file of their own). The
   * same pool, queue and cache as solveCases; `uri` is the file the text stands for, for the
   * user's focus. Nothing is announced: no document holds these offsets.
   */
  solveText(
    uri: vscode.Uri,
    text: string,
    format: FormatId,
    cases: readonly PuzzleCase[],
    options: SolveOptions,
  ): Promise<readonly WorkerAnswer[]> {
    return this.ask({ uri, version: -1 }, () => text, format, cases, options);
  }

  private ask(
    source: Source,
    textOf: () => string,
    format: FormatId,
    cases: readonly PuzzleCase[],
    options: SolveOptions,
  ): Promise<readonly WorkerAnswer[]> {
    if (options.token?.isCancellationRequested) return Promise.reject(new SolveCancelled());
    return new Promise<readonly WorkerAnswer[]>((resolve, reject) => {
      const request: Request = {
        source,
        options,
        verdicts: new Array<WorkerAnswer | undefined>(cases.length),
        indexOf: new Map(cases.map((c, k) => [c.number, k])),
        done: 0,
        pending: 0,
        settled: false,
        resolve,
        reject,
      };
      const unsolved: PuzzleCase[] = [];
      for (const [k, c] of cases.entries()) {
        const skipped = skippedAnswer(c, displayLanguage());
        const known = skipped ?? this.cache.get(c, c.range.start, options);
        if (known && !skipped) this.counts.reused[options.priority]++;
        if (known) {
          request.verdicts[k] = known;
          request.done++;
        } else unsolved.push(c);
      }
      options.onProgress?.(request.done, cases.length);
      if (unsolved.length === 0) {
        this.settle(request);
        return;
      }
      this.askEmitter.fire({ priority: options.priority, uri: source.uri, unsolved: unsolved.length });
      this.queue.push({
        priority: options.priority,
        documentKey: source.uri.toString(),
        seq: this.seq++,
        batch: this.batch++,
        request,
        format,
        cases: unsolved.map((c) => ({ c, start: c.range.start })),
        source: textOf(),
      });
      request.pending++;
      options.token?.onCancellationRequested(() => this.cancel(request));
      this.pump();
    });
  }

  /** The verdict already known for a case, without solving anything. */
  known(c: PuzzleCase, wanted: AnswerWanted = {}): WorkerAnswer | undefined {
    return skippedAnswer(c, displayLanguage()) ?? this.cache.peek(c, c.range.start, wanted);
  }

  /** Takes jobs from the queue while a worker is free; makes room for the user's requests. */
  private pump(): void {
    const rank: FocusRank = (key) => this.ranks.get(key) ?? 2;
    for (;;) {
      const free = this.slots.find((s) => s.chunk === undefined);
      const background = this.slots.filter((s) => s.chunk && isBackground(s.chunk.priority)).length;
      const next = this.queue.peek(rank, (job) => !isBackground(job.priority) || background < MAX_BACKGROUND);
      if (!next) {
        this.preemptOutOfFocus(rank);
        return;
      }
      if (!free) {
        // A user's request waits while a worker does background work: stop that work and put it back.
        const victim = !isBackground(next.priority) ? this.slots.find((s) => s.chunk && isBackground(s.chunk.priority)) : undefined;
        if (victim) this.preempt(victim);
        return;
      }
      this.queue.take(rank, (job) => job === next);
      this.run(free, this.cut(next));
    }
  }

  /**
   * The job a worker runs of a chunk taken from the queue: its first cases, as many as the
   * sizer says last about the target time; the rest go back in the queue with the chunk's
   * place (priority, document, arrival), for the next free worker. A job stopped to make room
   * comes back already cut and runs as it was.
   */
  private cut(chunk: Chunk): Job {
    if (chunk.job !== undefined) return { ...chunk, job: chunk.job };
    const size = this.sizer.size(chunk.format);
    if (chunk.cases.length > size) {
      this.queue.push({ ...chunk, cases: chunk.cases.slice(size) });
      chunk.request.pending++;
    }
    const cases = chunk.cases.slice(0, size);
    const { source } = chunk;
    return {
      ...chunk,
      cases,
      job: jobText(
        source,
        cases.map(({ c }) => c),
      ),
    };
  }

  /** Background work for a document out of sight gives way to background work for one in sight. */
  private preemptOutOfFocus(rank: FocusRank): void {
    for (const slot of this.slots) {
      const chunk = slot.chunk;
      if (!chunk || !isBackground(chunk.priority) || rank(chunk.documentKey) < 2) continue;
      const better = this.queue.peek(rank, (job) => isBackground(job.priority) && rank(job.documentKey) < rank(chunk.documentKey));
      if (better) this.preempt(slot);
    }
  }

  private preempt(slot: Slot): void {
    slot.preempted = true;
    this.counts.preempted++;
    slot.client.cancel();
  }

  private run(slot: Slot, chunk: Job): void {
    slot.chunk = chunk;
    slot.preempted = false;
    const { request } = chunk;
    this.startEmitter.fire({ priority: chunk.priority, uri: request.source.uri, cases: chunk.cases.length });
    const { text, numbers, firstNumber } = chunk.job;
    const total = request.verdicts.length;
    // A job's time tells the sizer what a case costs, unless it included starting the thread
    // or studying the search (the panel's single case).
    const timed = slot.client.running && !request.options.study;
    const started = performance.now();
    slot.client
      .solve(
        {
          text,
          format: chunk.format,
          ...(numbers === undefined ? {} : { numbers }),
          ...(firstNumber === undefined ? {} : { firstNumber }),
          ...(request.options.maxStates === undefined ? {} : { maxStates: request.options.maxStates }),
          ...(request.options.study ? { study: true } : {}),
        },
        undefined,
        (done) => request.options.onProgress?.(request.done + done, total),
      )
      .then(
        (verdicts) => {
          if (timed) this.sizer.record(chunk.format, chunk.cases.length, performance.now() - started);
          this.finish(chunk, verdicts);
        },
        (error: unknown) => {
          if (slot.preempted) {
            // Stopped to make room: it goes back, ahead of later jobs of its kind.
            if (!request.settled) this.queue.push(chunk);
          } else if (!(error instanceof SolveCancelled)) this.fail(request, error);
        },
      )
      .finally(() => {
        if (slot.chunk === chunk) slot.chunk = undefined;
        slot.preempted = false;
        this.pump();
      });
  }

  private finish(chunk: Job, verdicts: readonly WorkerAnswer[]): void {
    const { request } = chunk;
    // The job's text is a file of its own: offsets in it move to the document's.
    const startInJob = new Map<number, { readonly job: number; readonly document: number; readonly c: PuzzleCase }>();
    for (const [k, { c, start }] of chunk.cases.entries()) startInJob.set(c.number, { job: chunk.job.startInJob(k), document: start, c });
    const numbers: number[] = [];
    for (const raw of verdicts) {
      const place = startInJob.get(raw.number);
      if (!place) continue;
      const v: WorkerAnswer = raw.outcome === 'answered' ? raw : { ...raw, problemStart: raw.problemStart - place.job + place.document };
      this.cache.set(place.c, place.document, v, request.options);
      this.counts.solved[chunk.priority]++;
      numbers.push(raw.number);
      const index = request.indexOf.get(raw.number);
      if (index !== undefined && request.verdicts[index] === undefined) {
        request.verdicts[index] = v;
        request.done++;
      }
    }
    request.pending--;
    const { document, version } = request.source;
    if (document && !document.isClosed && numbers.length > 0) this.emitter.fire({ document, version, numbers });
    if (request.settled) return;
    request.options.onProgress?.(request.done, request.verdicts.length);
    if (request.pending === 0) this.settle(request);
  }

  private settle(request: Request): void {
    if (request.settled) return;
    request.settled = true;
    const missing = request.verdicts.findIndex((v) => v === undefined);
    if (missing >= 0) request.reject(new Error(`the solver returned no verdict for the case at position ${missing + 1}`));
    else request.resolve(request.verdicts as readonly WorkerAnswer[]);
  }

  private fail(request: Request, error: unknown): void {
    if (request.settled) return;
    this.drop(request);
    request.reject(error instanceof Error ? error : new Error(String(error)));
  }

  private cancel(request: Request): void {
    if (request.settled) return;
    this.drop(request);
    request.reject(new SolveCancelled());
  }

  /** Ends a request: its waiting jobs leave the queue and a worker running one is stopped. */
  private drop(request: Request): void {
    request.settled = true;
    this.queue.removeWhere((job) => job.request === request);
    for (const slot of this.slots) if (slot.chunk?.request === request) slot.client.cancel();
  }

  private refocus(): void {
    this.updateRanks();
    this.pump();
  }

  private updateRanks(): void {
    const ranks = new Map<string, number>();
    for (const editor of vscode.window.visibleTextEditors) ranks.set(editor.document.uri.toString(), 1);
    const active = vscode.window.activeTextEditor;
    if (active) ranks.set(active.document.uri.toString(), 0);
    this.ranks = ranks;
  }

  dispose(): void {
    for (const slot of this.slots) slot.client.dispose();
    vscode.Disposable.from(...this.subscriptions).dispose();
    this.emitter.dispose();
    this.startEmitter.dispose();
    this.askEmitter.dispose();
    this.cache.clear();
  }
}

function zeroes(): Record<Priority, number> {
  return { command: 0, panel: 0, answers: 0, check: 0 };
}
