import { judgingFor, writeCases } from '../core/judge/formatJudging';
import { shrinkCounterexample } from '../core/judge/shrink';
import type { StressSizes } from '../core/judge/stressCases';
import type { HoledoxPuzzle } from '../core/formats/holedox';
import { parsePuzzle, type FormatId } from '../core/puzzleFile';
import type { TempterPuzzle } from '../core/formats/tempter';
import { judgeOutput, solveDocument } from '../core/verdicts';
import type { PreparedSolution } from './prepare';
import { startProgram, type RunResult, type StartedProgram } from './run';
import { answerFile, batchMaker, type BatchPlan } from './stressBatches';
import { DEFAULT_TIME_LIMIT_MS, judgeRun, wallLimitFor, type Verdict } from './verdict';

export interface StressProgress {
  readonly checked: number;
  readonly perSecond: number;
  readonly elapsedMs: number;
}

export interface StressOptions {
  readonly format: FormatId;
  /** 0..4294967295; the same seed gives the same cases, so the same counterexample. */
  readonly seed: number;
  /** Stop after this many cases (default 10 000 unless `seconds` is given). */
  readonly cases?: number;
  /** Stop after this much time. */
  readonly seconds?: number;
  readonly sizes?: StressSizes;
  readonly solution: PreparedSolution;
  readonly timeLimitMs?: number;
  readonly signal?: AbortSignal;
  readonly onProgress?: (progress: StressProgress) => void;
  /** Cases per run of the program; default 200. */
  readonly batchCases?: number;
}

export interface Counterexample {
  /** A whole input file (usually one case), with the terminator. */
  readonly inputText: string;
  /** The judge's output for it (ours). */
  readonly ourAnswer: string;
  /** What the program printed on it. */
  readonly theirAnswer: string;
  readonly shrinkSteps: number;
  /** What a judge would say about the program on inputText, and why. */
  readonly verdict: Exclude<Verdict, 'accepted' | 'compilation-error'>;
  readonly reason: string;
  /** The program's stderr on inputText. */
  readonly stderr: string;
}

export type StressReport =
  | { readonly found: false; readonly checked: number; readonly elapsedMs: number }
  | { readonly found: true; readonly checked: number; readonly elapsedMs: number; readonly seed: number; readonly counterexample: Counterexample };

const DEFAULT_CASES = 10_000;
const DEFAULT_BATCH = 200;

type Puzzle = HoledoxPuzzle | TempterPuzzle;

/** The cases of a file we wrote, as puzzles to shrink (only for a batch that failed). */
function puzzlesOf(format: FormatId, text: string): Puzzle[] {
  const document = parsePuzzle(text, format);
  const verdicts = solveDocument(document);
  return document.cases.filter((_, k) => verdicts[k]?.outcome === 'answered');
}

/** Running the program on cases we write, and shrinking what it gets wrong: shared by stressTest and shrinkInput. */
function programJudge(format: FormatId, solution: PreparedSolution, timeLimitMs: number, signal: AbortSignal | undefined) {
  const judging = judgingFor<Puzzle>(format);
  const limits = {
    cpuLimitMs: timeLimitMs,
    wallLimitMs: wallLimitFor(timeLimitMs),
    sampling: 'light' as const,
    ...(signal ? { signal } : {}),
  };
  // The next run's process starts while this one computes: on Linux, spawning blocks this
  // thread for a fork and exec, which for a short run costs as much as the run itself.
  let spare: StartedProgram | undefined;
  const run = async (text: string): Promise<RunResult> => {
    const program = spare ?? startProgram(solution.command, limits);
    const running = program.feed(text);
    spare = signal?.aborted ? undefined : startProgram(solution.command, limits);
    const result = await running;
    if (result.stop === 'cancelled') throw signal?.reason ?? new Error('cancelled');
    return result;
  };
  /** Ends the spare process; call before returning, so no program of ours outlives the run. */
  const close = async (): Promise<void> => {
    const left = spare;
    spare = undefined;
    await left?.discard();
  };
  const fails = async (cases: readonly Puzzle[]): Promise<boolean> => {
    const batch = answerFile(format, writeCases(judging, cases));
    if (batch.expected.length < cases.length) return false;
    return judgeRun(format, batch.expected, await run(batch.text), timeLimitMs).verdict !== 'accepted';
  };

  /**
   * Single-case candidates go to the program packed in one file (one process for the lot).
   * The first one it answers wrongly is taken as it is when `trustPacked` (a program that
   * answers each case on its own fails it alone too: the final check confirms it), else
   * confirmed alone; a crash or timeout hides which case it was, so that is always
   * confirmed. Several-case candidates run one by one.
   */
  const firstFailing = async (candidates: readonly (readonly Puzzle[])[], trustPacked: boolean): Promise<number> => {
    let from = 0;
    if (candidates.every((c) => c.length === 1)) {
      const packed = answerFile(format, writeCases(judging, candidates.map((c) => c[0] as Puzzle)));
      if (packed.expected.length === candidates.length) {
        const judged = judgeRun(format, packed.expected, await run(packed.text), timeLimitMs);
        if (judged.verdict === 'accepted') return -1;
        const j = judged.comparison.firstFailing;
        if (j >= 0) {
          const candidate = candidates[j];
          const answered = judged.comparison.cases[j]?.actual !== undefined;
          if (trustPacked && answered && (judged.verdict === 'wrong-answer' || judged.verdict === 'presentation-error')) return j;
          if (candidate !== undefined && (await fails(candidate))) return j;
          from = j + 1;
        }
      }
    }
    for (let k = from; k < candidates.length; k++) {
      const candidate = candidates[k];
      if (candidate !== undefined && (await fails(candidate))) return k;
    }
    return -1;
  };

  const isolateAndShrink = async (puzzles: readonly Puzzle[], failing: number): Promise<Counterexample> => {
    const alone = puzzles[failing];
    let subject: readonly Puzzle[] = puzzles;
    if (alone !== undefined && (await fails([alone]))) subject = [alone];
    else {
      // Output lost in a crash, or state kept between cases, hides which case it is: find the
      // shortest failing prefix (its last case is the culprit), then try that case alone.
      let lo = 0;
      let hi = puzzles.length - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (await fails(puzzles.slice(0, mid + 1))) hi = mid;
        else lo = mid + 1;
      }
      const culprit = puzzles[lo];
      subject = culprit !== undefined && (await fails([culprit])) ? [culprit] : puzzles.slice(0, lo + 1);
    }
    let shrunk = await shrinkCounterexample(subject, judging.shrinkSteps, (c) => firstFailing(c, true), signal);
    let text = writeCases(judging, shrunk.cases);
    let ours = answerFile(format, text);
    let result = await run(text);
    let judged = judgeRun(format, ours.expected, result, timeLimitMs);
    if (judged.verdict === 'accepted') {
      // It failed only beside other cases: shrink again, confirming every step alone.
      shrunk = await shrinkCounterexample(subject, judging.shrinkSteps, (c) => firstFailing(c, false), signal);
      text = writeCases(judging, shrunk.cases);
      ours = answerFile(format, text);
      result = await run(text);
      judged = judgeRun(format, ours.expected, result, timeLimitMs);
    }
    // Accepted now: the program does not answer this input the same way twice.
    const verdict = judged.verdict === 'accepted' ? 'wrong-answer' : judged.verdict;
    const reason =
      judged.verdict === 'accepted'
        ? 'it answered this input correctly when run again: the failure does not reproduce (uninitialised memory? timing?)'
        : judged.reason;
    return {
      inputText: text,
      ourAnswer: judgeOutput(solveDocument(parsePuzzle(text, format))),
      theirAnswer: result.stdout.toString('utf8'),
      shrinkSteps: shrunk.steps,
      verdict,
      reason,
      stderr: result.stderr.toString('utf8'),
    };
  };
  return { judging, run, close, isolateAndShrink };
}

export async function stressTest(options: StressOptions): Promise<StressReport> {
  const { format } = options;
  const timeLimitMs = options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS[format];
  const { run, close, isolateAndShrink } = programJudge(format, options.solution, timeLimitMs, options.signal);
  const total = options.cases ?? (options.seconds === undefined ? DEFAULT_CASES : Infinity);
  const deadline = options.seconds === undefined ? Infinity : performance.now() + options.seconds * 1000;
  const plan: BatchPlan = {
    format,
    seed: options.seed,
    total,
    batchCases: options.batchCases ?? DEFAULT_BATCH,
    ...(options.sizes ? { sizes: options.sizes } : {}),
  };
  const nextBatch = batchMaker(plan);
  const started = performance.now();
  let checked = 0;
  try {
    let batch = nextBatch();
    while (batch !== undefined) {
      if (options.signal?.aborted) throw options.signal.reason;
      const running = run(batch.text);
      // Our next cases are made and solved while the program runs on this batch (and the process
      // for the next batch starts: see programJudge's run). A worker thread for this was tried and
      // lost on a busy machine: its cold compiler costs more CPU than it hides (docs/performance.md).
      const following = performance.now() < deadline ? nextBatch() : undefined;
      const result = await running;
      const judged = judgeRun(format, batch.expected, result, timeLimitMs);
      if (judged.verdict !== 'accepted') {
        const failing = Math.max(0, judged.comparison.firstFailing);
        checked += failing + 1;
        const counterexample = await isolateAndShrink(puzzlesOf(format, batch.text), failing);
        return { found: true, checked, elapsedMs: performance.now() - started, seed: options.seed, counterexample };
      }
      checked += batch.expected.length;
      const elapsedMs = performance.now() - started;
      options.onProgress?.({ checked, perSecond: (checked * 1000) / Math.max(1, elapsedMs), elapsedMs });
      if (performance.now() >= deadline) break;
      batch = following;
    }
    return { found: false, checked, elapsedMs: performance.now() - started };
  } finally {
    await close();
  }
}

export interface ShrinkInputOptions {
  readonly format: FormatId;
  /** A whole input file; its well-formed cases are what gets shrunk. */
  readonly inputText: string;
  readonly solution: PreparedSolution;
  readonly timeLimitMs?: number;
  readonly signal?: AbortSignal;
}

/**
 * Shrinks an input the program gets wrong (a judge file, a case from the editor) the way
 * stressTest shrinks what it finds; undefined when the program gets every case right.
 */
export async function shrinkInput(options: ShrinkInputOptions): Promise<Counterexample | undefined> {
  const { format } = options;
  const timeLimitMs = options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS[format];
  const { judging, run, close, isolateAndShrink } = programJudge(format, options.solution, timeLimitMs, options.signal);
  try {
    const puzzles = puzzlesOf(format, options.inputText);
    const text = writeCases(judging, puzzles);
    const batch = answerFile(format, text);
    const judged = judgeRun(format, batch.expected, await run(text), timeLimitMs);
    if (judged.verdict === 'accepted') return undefined;
    return await isolateAndShrink(puzzles, Math.max(0, judged.comparison.firstFailing));
  } finally {
    await close();
  }
}
