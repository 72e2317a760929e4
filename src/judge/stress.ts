import { judgingFor, writeCases, type FormatJudging } from '../core/grading/formatJudging';
import { shrinkCounterexample } from '../core/grading/shrink';
import type { StressSizes } from '../core/grading/stressCases';
import { parsePuzzle, type FormatId } from '../core/puzzleFile';
import { judgeOutput, solveDocument } from '../core/answers';
import type { PreparedSolution } from './prepare';
import type { RunResult } from './run';
import { limitsOf, programRunner, runLimits, type ProgramLimits } from './programRunner';
import { answerFile, batchMaker, type BatchPlan } from './stressBatches';
import { setMaxListeners } from 'node:events';
import { availableParallelism } from 'node:os';
import { msg, type Language } from '../core/l10n/message';
import { judgeWords } from './judgeWords';
import { describeIsolation, judgeRun, type RunVerdict, type Verdict } from './verdict';
import { huntSlowInput, type HuntProgress, type HuntReport } from './hunt';
import { formatById } from '../core/formats/registry';
import type { Batch } from './stressBatches';

export interface StressProgress {
  readonly checked: number;
  readonly perSecond: number;
  readonly elapsedMs: number;
  /** Once the cases agree: the hunt for slow cases under way. */
  readonly hunt?: HuntProgress;
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
  /** Memory of a whole run, beyond its runtime's own (default: the statement's). */
  readonly memoryLimitKb?: number;
  readonly signal?: AbortSignal;
  readonly onProgress?: (progress: StressProgress) => void;
  /** Cases per run of the program; default 200. */
  readonly batchCases?: number;
  /**
   * Runs of the program at once; default os.availableParallelism(). The cases and the
   * counterexample do not depend on it: the lowest failing case is reported, not the first run to end.
   */
  readonly jobs?: number;
  /** The language of the counterexample's reason (default English). */
  readonly language?: Language;
  /**
   * The hunt for slow legal cases once every case agreed (hunt.ts): default on, with
   * HUNT_CANDIDATES cases, or HUNT_SHARE of `seconds`; false for none.
   */
  readonly hunt?: false | { readonly candidates?: number };
  /** Cases of every LONG_EVERY-th file, so that a counter that wraps at 256 shows; default LONG_BATCH_CASES unless batchCases is given. */
  readonly longBatchCases?: number;
}

export interface Counterexample {
  /** A whole input file (usually one case), with the terminator. */
  readonly inputText: string;
  /** The judge's output for it (ours). */
  readonly ourAnswer: string;
  /** What the program printed on it. */
  readonly theirAnswer: string;
  readonly shrinkSteps: number;
  /** For a Time Limit Exceeded: our solver's CPU time on inputText and what the prunings are worth on its last case. */
  readonly slow?: { readonly ourMs: number; readonly explanation: readonly string[] };
  /** What a judge would say about the program on inputText, and why. */
  readonly verdict: Exclude<Verdict, 'accepted' | 'compilation-error'>;
  readonly reason: string;
  /** The program's stderr on inputText. */
  readonly stderr: string;
  /** How often the program was run on inputText at the end, and how many of those runs failed. */
  readonly runs: number;
  /** Fewer than `runs`: the program is flaky here (its own randomness, timing or uninitialised memory decides). */
  readonly failedRuns: number;
}

/** How many cases a stress run checked, and in how long. */
interface StressTally {
  readonly checked: number;
  readonly elapsedMs: number;
  /** How the runs were contained, and what that leaves open (describeIsolation); absent before any run. */
  readonly isolation?: string;
}

export type StressReport =
  | (StressTally & { readonly found: false; readonly hunt?: HuntReport })
  | (StressTally & { readonly found: true; readonly seed: number; readonly counterexample: Counterexample });

const DEFAULT_CASES = 10_000;
const DEFAULT_BATCH = 200;
/** Of a stress test bounded by time, the share the hunt for slow cases gets. */
export const HUNT_SHARE = 0.25;
/** Cases of the long files; a counter kept in a byte wraps at 256. */
export const LONG_BATCH_CASES = 320;
/** Before a counterexample is reported the program is run on it this many times more: a flaky one is told apart. */
export const CONFIRM_RERUNS = 5;

/** A case as its format's shrinker takes it: the format's own puzzle, opaque here. */
type Puzzle = unknown;

/** The cases of a file we wrote, as puzzles to shrink (only for a batch that failed). */
function puzzlesOf(format: FormatId, text: string): Puzzle[] {
  const document = parsePuzzle(text, format);
  const verdicts = solveDocument(document);
  return document.cases.filter((_, k) => verdicts[k]?.outcome === 'answered');
}

/** A run that failed, as found: its input, our answers, what the program did and the verdict. */
interface Failure {
  readonly batch: Batch;
  readonly result: RunResult;
  readonly judged: RunVerdict;
}

/** Runs of one input at the end: how many, how many failed, and the first failure. */
interface Confirmed {
  readonly runs: number;
  readonly failed: number;
  readonly failure: Failure | undefined;
}

/** Running the program on cases we write, and shrinking what it gets wrong: shared by stressTest and shrinkInput. */
interface ProgramJudge {
  readonly format: FormatId;
  readonly judging: FormatJudging<Puzzle>;
  readonly timeLimitMs: number;
  readonly language: Language;
  readonly signal: AbortSignal | undefined;
  readonly run: (text: string) => Promise<RunResult>;
  /** Ends the spare process; call before returning, so no program of ours outlives the run. */
  readonly close: () => Promise<void>;
}

function programJudge(format: FormatId, solution: PreparedSolution, limits: ProgramLimits, signal: AbortSignal | undefined): ProgramJudge {
  const { run, close } = programRunner(solution, runLimits(solution, limits, signal));
  return { format, judging: judgingFor<Puzzle>(format), timeLimitMs: limits.timeLimitMs, language: limits.language, signal, run, close };
}

async function judgeOn(judge: ProgramJudge, batch: Batch): Promise<Failure> {
  const result = await judge.run(batch.text);
  return { batch, result, judged: judgeRun(judge.format, batch.expected, result, judge.timeLimitMs, judge.language) };
}

async function failsOnce(judge: ProgramJudge, cases: readonly Puzzle[]): Promise<boolean> {
  const batch = answerFile(judge.format, writeCases(judge.judging, cases));
  if (batch.expected.length < cases.length) return false;
  return (await judgeOn(judge, batch)).judged.verdict !== 'accepted';
}

// A step is kept only when it fails twice: one failure of a flaky program is luck, not the step's doing.
async function fails(judge: ProgramJudge, cases: readonly Puzzle[]): Promise<boolean> {
  return (await failsOnce(judge, cases)) && (await failsOnce(judge, cases));
}

/** Runs the program on `batch` until it has `1 + CONFIRM_RERUNS` runs (`first` is one of them, when given). */
async function confirm(judge: ProgramJudge, batch: Batch, first: Failure | undefined): Promise<Confirmed> {
  let failed = first ? 1 : 0;
  let failure = first;
  const runs = 1 + CONFIRM_RERUNS;
  for (let k = first ? 1 : 0; k < runs; k++) {
    const again = await judgeOn(judge, batch);
    if (again.judged.verdict === 'accepted') continue;
    failed++;
    failure ??= again;
  }
  return { runs, failed, failure };
}

/**
 * Single-case candidates go to the program packed in one file (one process for the lot).
 * The first one it answers wrongly is confirmed alone (twice, see `fails`) unless
 * `trustPacked` and it was a plain wrong answer; a crash or timeout hides which case it
 * was, so that is always confirmed. Several-case candidates run one by one.
 */
async function firstFailing(judge: ProgramJudge, candidates: readonly (readonly Puzzle[])[], trustPacked: boolean): Promise<number> {
  let from = 0;
  if (candidates.every((c) => c.length === 1)) {
    const packed = await firstFailingPacked(judge, candidates, trustPacked);
    if (packed.found) return packed.index;
    from = packed.index;
  }
  for (let k = from; k < candidates.length; k++) {
    const candidate = candidates[k];
    if (candidate !== undefined && (await fails(judge, candidate))) return k;
  }
  return -1;
}

/**
 * The packed run of firstFailing: `found` with the candidate's index (-1 when the program
 * answers them all), or else the index to go on from one by one.
 */
async function firstFailingPacked(
  judge: ProgramJudge,
  candidates: readonly (readonly Puzzle[])[],
  trustPacked: boolean,
): Promise<{ readonly found: boolean; readonly index: number }> {
  const packed = answerFile(
    judge.format,
    writeCases(
      judge.judging,
      candidates.map((c) => c[0] as Puzzle),
    ),
  );
  if (packed.expected.length !== candidates.length) return { found: false, index: 0 };
  const judged = (await judgeOn(judge, packed)).judged;
  if (judged.verdict === 'accepted') return { found: true, index: -1 };
  const j = judged.comparison.firstFailing;
  if (j < 0) return { found: false, index: 0 };
  const candidate = candidates[j];
  const answered = judged.comparison.cases[j]?.actual !== undefined;
  const plain = answered && (judged.verdict === 'wrong-answer' || judged.verdict === 'presentation-error');
  if (candidate !== undefined && (trustPacked && plain ? await failsOnce(judge, candidate) : await fails(judge, candidate))) {
    return { found: true, index: j };
  }
  return { found: false, index: j + 1 };
}

/** Our CPU time on a file the program ran out of time on, and what the prunings are worth on its last case. */
function slowNote(format: FormatId, language: Language, text: string): Counterexample['slow'] {
  const slow = formatById(format).hunt;
  const last = puzzlesOf(format, text).at(-1);
  if (!slow || last === undefined) return undefined;
  const begin = process.cpuUsage();
  answerFile(format, text);
  const used = process.cpuUsage(begin);
  return { ourMs: (used.user + used.system) / 1000, explanation: slow.explainSlow(last, language).lines };
}

/** The counterexample for `failure`, with how often the program failed on its input. */
function counterexampleOf(
  format: FormatId,
  language: Language,
  failure: Failure,
  confirmed: Confirmed,
  shrinkSteps: number,
): Counterexample {
  const { judged, result, batch } = failure;
  const verdict = judged.verdict === 'accepted' ? 'wrong-answer' : judged.verdict;
  const flaky = confirmed.failed < confirmed.runs;
  const slow = verdict === 'time-limit' && !flaky ? slowNote(format, language, batch.text) : undefined;
  return {
    ...(slow ? { slow } : {}),
    inputText: batch.text,
    ourAnswer: judgeOutput(solveDocument(parsePuzzle(batch.text, format))),
    theirAnswer: result.stdout.toString('utf8'),
    shrinkSteps,
    verdict,
    reason: flaky
      ? judgeWords(language)(msg('judge.flaky', { failed: confirmed.failed, runs: confirmed.runs, reason: judged.reason }))
      : judged.reason,
    stderr: result.stderr.toString('utf8'),
    runs: confirmed.runs,
    failedRuns: confirmed.failed,
  };
}

/**
 * From a failing run of `found` (whose cases are `puzzles`), the counterexample: confirmed
 * by running it again; a flaky failure is reported on the input it happened on, unshrunk
 * (no step of a shrink can be told from luck); a steady one is shrunk, and the shrunk input
 * confirmed in turn (if it never fails, the input found is reported).
 */
async function report(judge: ProgramJudge, puzzles: readonly Puzzle[], found: Failure): Promise<Counterexample> {
  const initial = await confirm(judge, found.batch, found);
  if (initial.failed < initial.runs) return counterexampleOf(judge.format, judge.language, found, initial, 0);
  const failing = Math.max(0, found.judged.comparison.firstFailing);
  const shrunk = await isolateAndShrink(judge, puzzles, failing);
  if (shrunk === undefined) return counterexampleOf(judge.format, judge.language, found, initial, 0);
  const confirmed = await confirm(judge, shrunk.batch, undefined);
  if (confirmed.failure === undefined) return counterexampleOf(judge.format, judge.language, found, initial, 0);
  return counterexampleOf(judge.format, judge.language, confirmed.failure, confirmed, shrunk.steps);
}

/** The cases to shrink: the failing case alone when it fails alone, else the shortest failing prefix of `puzzles`. */
async function isolate(judge: ProgramJudge, puzzles: readonly Puzzle[], failing: number): Promise<readonly Puzzle[]> {
  const alone = puzzles[failing];
  if (alone !== undefined && (await fails(judge, [alone]))) return [alone];
  // Output lost in a crash, or state kept between cases, hides which case it is: find the
  // shortest failing prefix (its last case is the culprit), then try that case alone.
  let lo = 0;
  let hi = puzzles.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (await fails(judge, puzzles.slice(0, mid + 1))) hi = mid;
    else lo = mid + 1;
  }
  const culprit = puzzles[lo];
  return culprit !== undefined && (await fails(judge, [culprit])) ? [culprit] : puzzles.slice(0, lo + 1);
}

async function isolateAndShrink(
  judge: ProgramJudge,
  puzzles: readonly Puzzle[],
  failing: number,
): Promise<{ batch: Batch; steps: number } | undefined> {
  const { format, judging, signal } = judge;
  const subject = await isolate(judge, puzzles, failing);
  const sizeOf = (p: Puzzle) => judging.writeCase(p).length;
  let shrunk = await shrinkCounterexample(subject, judging.shrinkSteps, (c) => firstFailing(judge, c, true), signal, sizeOf);
  let batch = answerFile(format, writeCases(judging, shrunk.cases));
  if (!(await failsOnce(judge, shrunk.cases))) {
    // It failed only beside other cases: shrink again, confirming every step alone.
    shrunk = await shrinkCounterexample(subject, judging.shrinkSteps, (c) => firstFailing(judge, c, false), signal, sizeOf);
    batch = answerFile(format, writeCases(judging, shrunk.cases));
  }
  return batch.expected.length > 0 ? { batch, steps: shrunk.steps } : undefined;
}

type Runner = ReturnType<typeof programRunner>;

/** A batch's outcome: how many cases it had when the program got them all right, else the failure. */
type Outcome = { readonly cases: number } | Failure;

/**
 * The lanes of a stress test and what they share: the batches to take, their outcomes by
 * batch index, and the signal that ends their runs (on the caller's cancel, and once a
 * counterexample is found: the runs past it are not needed).
 */
interface Lanes {
  readonly format: FormatId;
  readonly timeLimitMs: number;
  readonly language: Language;
  readonly nextBatch: () => Batch | undefined;
  readonly deadline: number;
  readonly stop: AbortController;
  /** The caller's signal: a lane's error counts when the caller cancelled, or when nothing did. */
  readonly callerSignal: AbortSignal | undefined;
  readonly runners: readonly Runner[];
  readonly outcomes: Map<number, Outcome>;
  running: Promise<void>[];
  ready: Batch | undefined;
  made: boolean;
  taken: number;
  stopTaking: boolean;
  left: number;
  error: { error: unknown } | undefined;
  /** Wakes the loop waiting for the next outcome. */
  pulse: () => void;
}

function openLanes(options: StressOptions, limits: ProgramLimits, jobs: number): Lanes {
  const { format } = options;
  const longCases = options.longBatchCases ?? (options.batchCases === undefined ? LONG_BATCH_CASES : undefined);
  const total = options.cases ?? (options.seconds === undefined ? DEFAULT_CASES : Infinity);
  const plan: BatchPlan = {
    format,
    seed: options.seed,
    total,
    batchCases: options.batchCases ?? DEFAULT_BATCH,
    ...(options.sizes ? { sizes: options.sizes } : {}),
    ...(longCases !== undefined ? { longCases } : {}),
  };
  const stop = new AbortController();
  // Each lane's run and its spare process listen to it.
  setMaxListeners(2 * jobs + 4, stop.signal);
  return {
    format,
    timeLimitMs: limits.timeLimitMs,
    language: limits.language,
    nextBatch: batchMaker(plan),
    deadline: options.seconds === undefined ? Infinity : performance.now() + options.seconds * 1000,
    stop,
    callerSignal: options.signal,
    runners: Array.from({ length: jobs }, () => programRunner(options.solution, runLimits(options.solution, limits, stop.signal))),
    outcomes: new Map(),
    running: [],
    ready: undefined,
    made: false,
    taken: 0,
    stopTaking: false,
    left: jobs,
    error: undefined,
    pulse: () => undefined,
  };
}

function makeBatch(lanes: Lanes): Batch | undefined {
  if (performance.now() >= lanes.deadline && lanes.made) return undefined;
  lanes.made = true;
  return lanes.nextBatch();
}

// Each lane takes the next batch, runs it and judges it; the batch after is made while the
// program runs (and the process for it started: see programRunner). A worker thread for
// making them was tried and lost on a busy machine: its cold compiler costs more CPU than it
// hides (docs/performance.md). Outcomes are taken in batch order by stressTest, whichever ends first.
async function runLane(lanes: Lanes, runner: Runner): Promise<void> {
  try {
    for (;;) {
      if (lanes.stopTaking) return;
      const batch = lanes.ready ?? makeBatch(lanes);
      lanes.ready = undefined;
      if (batch === undefined) return;
      const index = lanes.taken++;
      const running = runner.run(batch.text);
      if (!lanes.stopTaking) lanes.ready ??= makeBatch(lanes);
      const result = await running;
      const judged = judgeRun(lanes.format, batch.expected, result, lanes.timeLimitMs, lanes.language);
      // Only batches before a failing one still matter.
      if (judged.verdict !== 'accepted') lanes.stopTaking = true;
      lanes.outcomes.set(index, judged.verdict === 'accepted' ? { cases: batch.expected.length } : { batch, result, judged });
      lanes.pulse();
    }
  } catch (error) {
    if (!lanes.stop.signal.aborted || lanes.callerSignal?.aborted) lanes.error ??= { error };
    lanes.stopTaking = true;
  } finally {
    lanes.left--;
    lanes.pulse();
  }
}

/** Stops the lanes taking batches, ends their runs, and resolves once every lane and spare process is done. */
async function endLanes(lanes: Lanes, why: string): Promise<void> {
  lanes.stopTaking = true;
  if (!lanes.stop.signal.aborted) lanes.stop.abort(new Error(why));
  await Promise.all(lanes.running);
  await Promise.all(lanes.runners.map((r) => r.close()));
}

/** The report once a batch failed: the lanes ended, the failure confirmed and shrunk by a judge of its own. */
async function foundReport(
  options: StressOptions,
  limits: ProgramLimits,
  lanes: Lanes,
  failure: Failure,
  checkedBefore: number,
  started: number,
): Promise<StressReport> {
  const { format } = options;
  await endLanes(lanes, 'a counterexample was found');
  const checked = checkedBefore + Math.max(0, failure.judged.comparison.firstFailing) + 1;
  const judge = programJudge(format, options.solution, limits, options.signal);
  try {
    const counterexample = await report(judge, puzzlesOf(format, failure.batch.text), failure);
    const isolation = lanesIsolation(lanes, limits.language);
    return {
      found: true,
      checked,
      elapsedMs: performance.now() - started,
      seed: options.seed,
      counterexample,
      ...(isolation !== undefined ? { isolation } : {}),
    };
  } finally {
    await judge.close();
  }
}

/** The isolation line of the lanes' runs (each run is contained alike). */
function lanesIsolation(lanes: Lanes, language: Language): string | undefined {
  for (const runner of lanes.runners) {
    const last = runner.lastRun();
    if (last) return describeIsolation(last, language);
  }
  return undefined;
}

export async function stressTest(options: StressOptions): Promise<StressReport> {
  const limits = limitsOf(options.format, options);
  const jobs = Math.max(1, Math.floor(options.jobs ?? availableParallelism()));
  const hunting = options.hunt !== false && formatById(options.format).hunt !== undefined;
  const seconds = options.seconds === undefined ? undefined : hunting ? options.seconds * (1 - HUNT_SHARE) : options.seconds;
  const lanes = openLanes({ ...options, ...(seconds !== undefined ? { seconds } : {}) }, limits, jobs);
  const onAbort = () => lanes.stop.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onAbort);
  if (options.signal?.aborted) onAbort();
  const started = performance.now();
  lanes.running = lanes.runners.map((runner) => runLane(lanes, runner));
  let checked = 0;
  try {
    for (let index = 0; ;) {
      const outcome = lanes.outcomes.get(index);
      if (outcome === undefined) {
        if (lanes.error) throw lanes.error.error;
        if (lanes.left === 0) break;
        await new Promise<void>((resolve) => (lanes.pulse = resolve));
        continue;
      }
      lanes.outcomes.delete(index++);
      if (options.signal?.aborted) throw options.signal.reason;
      if ('judged' in outcome) {
        const found = await foundReport(options, limits, lanes, outcome, checked, started);
        // A Time Limit Exceeded that one more run did not confirm is the machine's, not the program's.
        if (!found.found || found.counterexample.verdict !== 'time-limit' || found.counterexample.failedRuns >= 2) return found;
        checked = found.checked - 1;
        break;
      }
      checked += outcome.cases;
      const elapsedMs = performance.now() - started;
      options.onProgress?.({ checked, perSecond: (checked * 1000) / Math.max(1, elapsedMs), elapsedMs });
    }
    if (options.signal?.aborted) throw options.signal.reason;
  } finally {
    options.signal?.removeEventListener('abort', onAbort);
    await endLanes(lanes, 'the stress test ended');
  }
  const isolation = lanesIsolation(lanes, limits.language);
  const report: StressReport = hunting
    ? await huntAfterStress(options, limits, jobs, checked, started)
    : { found: false, checked, elapsedMs: performance.now() - started };
  return isolation === undefined || report.isolation !== undefined ? report : { ...report, isolation };
}

/** Every case agreed: the hunt for slow cases, its report added to the stress test's (a wrong answer it meets, shrunk as any). */
async function huntAfterStress(
  options: StressOptions,
  limits: ProgramLimits,
  jobs: number,
  checked: number,
  started: number,
): Promise<StressReport> {
  const { format } = options;
  const elapsed = () => performance.now() - started;
  // The stress test's own time: its rate of cases is worked out from it.
  const stressMs = elapsed();
  const hunt = await huntSlowInput({
    format,
    seed: options.seed,
    solution: options.solution,
    ...(options.sizes ? { sizes: options.sizes } : {}),
    ...(options.seconds !== undefined ? { seconds: Math.max(1, options.seconds - elapsed() / 1000) } : {}),
    ...(options.hunt !== false && options.hunt?.candidates !== undefined ? { candidates: options.hunt.candidates } : {}),
    timeLimitMs: limits.timeLimitMs,
    memoryLimitKb: limits.memoryLimitKb,
    jobs,
    language: limits.language,
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.onProgress
      ? {
          onProgress: (p: HuntProgress) =>
            options.onProgress?.({ checked, perSecond: (checked * 1000) / Math.max(1, elapsed()), elapsedMs: elapsed(), hunt: p }),
        }
      : {}),
  });
  if (hunt.wrongInput === undefined) return { found: false, checked, elapsedMs: stressMs, hunt };
  const judge = programJudge(format, options.solution, limits, options.signal);
  try {
    const puzzles = puzzlesOf(format, hunt.wrongInput);
    const found = await judgeOn(judge, answerFile(format, writeCases(judge.judging, puzzles)));
    if (found.judged.verdict === 'accepted') return { found: false, checked: checked + hunt.tried, elapsedMs: elapsed(), hunt };
    const counterexample = await report(judge, puzzles, found);
    return { found: true, checked: checked + hunt.tried, elapsedMs: elapsed(), seed: options.seed, counterexample };
  } finally {
    await judge.close();
  }
}

export interface ShrinkInputOptions {
  readonly format: FormatId;
  /** A whole input file; its well-formed cases are what gets shrunk. */
  readonly inputText: string;
  readonly solution: PreparedSolution;
  readonly timeLimitMs?: number;
  readonly memoryLimitKb?: number;
  readonly signal?: AbortSignal;
}

/**
 * Shrinks an input the program gets wrong (a judge file, a case from the editor) the way
 * stressTest shrinks what it finds; undefined when the program gets every case right.
 */
export async function shrinkInput(options: ShrinkInputOptions): Promise<Counterexample | undefined> {
  const { format } = options;
  const judge = programJudge(format, options.solution, limitsOf(format, options), options.signal);
  try {
    const puzzles = puzzlesOf(format, options.inputText);
    const found = await judgeOn(judge, answerFile(format, writeCases(judge.judging, puzzles)));
    if (found.judged.verdict === 'accepted') return undefined;
    return await report(judge, puzzles, found);
  } finally {
    await judge.close();
  }
}
