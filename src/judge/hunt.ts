// The hunt for slow legal inputs: a resource-guided search (after SlowFuzz and PerfFuzz) for
// the cases a correct program takes longest on, by the CPU time of its contained runs. The
// format aims it (its hard region, its mutations); a Time Limit Exceeded is confirmed by a run
// again before it is reported, and shrunk while it stays over the limit, each step run twice.
import { setMaxListeners } from 'node:events';
import { availableParallelism } from 'node:os';
import { judgingFor, writeCases, type FormatJudging } from '../core/grading/formatJudging';
import type { StressSizes } from '../core/grading/stressCases';
import { shrinkCounterexample } from '../core/grading/shrink';
import { formatById } from '../core/formats/registry';
import type { SlowHunt } from '../core/formats/format';
import type { Language } from '../core/l10n/message';
import type { FormatId } from '../core/puzzleFile';
import { mulberry32 } from '../core/randomCases';
import { judgeOutput, solveDocument } from '../core/answers';
import { parsePuzzle } from '../core/puzzleFile';
import type { PreparedSolution } from './prepare';
import { limitsOf, programRunner, runLimits, type ProgramLimits } from './programRunner';
import type { RunResult } from './run';
import { answerFile } from './stressBatches';
import { describeIsolation, judgeRun } from './verdict';

/** Cases a hunt tries when neither a count nor a time is given. */
export const HUNT_CANDIDATES = 300;
/** A statement-sized file: the Time Limit Exceeded the hunt reports is on a file of at most this many cases. */
export const STATEMENT_FILE_CASES = 10;
/** The slowest cases kept and mutated: a statement-sized file of them. */
const POPULATION = STATEMENT_FILE_CASES;
/** The search ends once the slowest cases together took this many time limits: a file of them is over it. */
const ENOUGH_LIMITS = 2;
/** A shrink of a slow case stops after this many runs (each up to the time limit). */
const SHRINK_RUNS = 40;
/** Of a hunt bounded by time, the share the search gets; the rest confirms and shrinks. */
const SEARCH_SHARE = 0.7;

export interface HuntProgress {
  /** Cases run so far. */
  readonly tried: number;
  /** The most CPU a case has taken so far, in ms. */
  readonly slowestCpuMs: number;
  readonly elapsedMs: number;
}

export interface HuntOptions {
  readonly format: FormatId;
  readonly seed: number;
  readonly solution: PreparedSolution;
  /** Stop after this many cases (default HUNT_CANDIDATES unless `seconds` is given). */
  readonly candidates?: number;
  /** Stop after this much time, shrinking included. */
  readonly seconds?: number;
  readonly timeLimitMs?: number;
  readonly memoryLimitKb?: number;
  /** Runs of the program at once; default os.availableParallelism(). */
  readonly jobs?: number;
  readonly signal?: AbortSignal;
  readonly language?: Language;
  readonly onProgress?: (progress: HuntProgress) => void;
  /** Bounds on the cases, as for a stress test (each defaults to the judge's limit). */
  readonly sizes?: StressSizes;
}

/** A slow case: one case, the CPU the program used on it and ours, and what the prunings are worth there. */
export interface SlowCase {
  /** A whole input file of one case, with the terminator. */
  readonly inputText: string;
  readonly ourAnswer: string;
  /** The program's CPU time on it, in ms (for a case past the limit, the least of the runs that confirmed it). */
  readonly cpuMs: number;
  /** Our solver's CPU time on it, in ms. */
  readonly ourMs: number;
  /** What each pruning decides and is worth on the case, in the hunt's language, the one that matters last. */
  readonly explanation: readonly string[];
}

/** Time Limit Exceeded on a statement-sized file: the file, our answers, and the CPU of the runs that confirmed it. */
export interface TimeLimitFinding extends SlowCase {
  /** Cases in inputText (at most STATEMENT_FILE_CASES). */
  readonly cases: number;
  /** The number in inputText of the case the explanation is about. */
  readonly explainedCase: number;
  /** The Search view's what-if switch that compares the search with and without the pruning named, if the format has one. */
  readonly whatIf?: string;
  readonly timeLimitMs: number;
  /** Runs that confirmed it (each over the limit). */
  readonly runs: number;
  readonly shrinkSteps: number;
}

export interface HuntReport {
  readonly tried: number;
  readonly elapsedMs: number;
  readonly timeLimitMs: number;
  /** The slowest case that ran within the limit, when no Time Limit Exceeded was found. */
  readonly slowest?: SlowCase;
  readonly timeLimit?: TimeLimitFinding;
  /** A case the program answered wrongly or crashed on: the stress test's to report and shrink. */
  readonly wrongInput?: string;
  /** How the runs were contained, and what that leaves open (describeIsolation); absent before any run. */
  readonly isolation?: string;
}

interface Scored<P> {
  readonly puzzle: P;
  readonly text: string;
  readonly cpuMs: number;
}

/** Everything one hunt shares between its lanes. */
interface Hunt<P> {
  readonly format: FormatId;
  readonly judging: FormatJudging<P>;
  readonly slow: SlowHunt<P>;
  readonly limits: ProgramLimits;
  readonly random: () => number;
  readonly sizes: StressSizes;
  readonly population: Scored<P>[];
  readonly seen: Set<string>;
  readonly candidates: number;
  readonly searchDeadline: number;
  readonly started: number;
  tried: number;
  /** Cases drawn, repeats included: a small region can run out of new ones. */
  drawn: number;
  slowestCpuMs: number;
  overLimit: Scored<P> | undefined;
  wrongInput: string | undefined;
}

function slowHuntOf<P>(format: FormatId): SlowHunt<P> {
  const slow = formatById(format).hunt;
  if (!slow) throw new Error(`${formatById(format).displayName} has no hunt for slow cases`);
  return slow as SlowHunt<P>;
}

/** The next case to try: from the hard region, or a change to one of the slowest found so far. */
function nextCandidate<P>(hunt: Hunt<P>, jobs: number): P {
  const { population, random, slow } = hunt;
  if (hunt.tried >= 4 * jobs && population.length > 0 && random() < 0.6) {
    for (let attempt = 0; attempt < 8; attempt++) {
      // The slowest are picked most often.
      const parent = population[Math.floor(random() * random() * population.length)];
      const child = parent && slow.mutate(parent.puzzle, random, hunt.sizes);
      if (child !== undefined) return child;
    }
  }
  return slow.hardCase(random, hunt.sizes);
}

function keep<P>(hunt: Hunt<P>, scored: Scored<P>): void {
  const { population } = hunt;
  if (population.length >= POPULATION && (population[population.length - 1]?.cpuMs ?? 0) >= scored.cpuMs) return;
  population.push(scored);
  population.sort((a, b) => b.cpuMs - a.cpuMs);
  population.length = Math.min(population.length, POPULATION);
}

function overLimit(result: RunResult): boolean {
  return result.stop === 'cpu-limit';
}

async function runLane<P>(
  hunt: Hunt<P>,
  run: (text: string) => Promise<RunResult>,
  jobs: number,
  stop: AbortController,
  onProgress: HuntOptions['onProgress'],
): Promise<void> {
  while (
    !stop.signal.aborted &&
    hunt.tried < hunt.candidates &&
    hunt.drawn < 20 * hunt.candidates &&
    performance.now() < hunt.searchDeadline
  ) {
    hunt.drawn++;
    const puzzle = nextCandidate(hunt, jobs);
    const text = writeCases(hunt.judging, [puzzle]);
    if (hunt.seen.has(text)) continue;
    hunt.seen.add(text);
    const batch = answerFile(hunt.format, text);
    // A case our solver leaves unanswered within its budget is no case to time.
    if (batch.expected.length !== 1) continue;
    hunt.tried++;
    const result = await run(text);
    const judged = judgeRun(hunt.format, batch.expected, result, hunt.limits.timeLimitMs, hunt.limits.language);
    if (overLimit(result)) {
      hunt.overLimit ??= { puzzle, text, cpuMs: result.cpuMs };
      stop.abort(new Error('a case over the time limit was found'));
    } else if (judged.verdict === 'accepted') {
      keep(hunt, { puzzle, text, cpuMs: result.cpuMs });
      hunt.slowestCpuMs = Math.max(hunt.slowestCpuMs, result.cpuMs);
      const together = hunt.population.reduce((sum, s) => sum + s.cpuMs, 0);
      if (together >= ENOUGH_LIMITS * hunt.limits.timeLimitMs) stop.abort(new Error('a file of the slowest cases is over the time limit'));
    } else if (judged.verdict !== 'time-limit') {
      // A wrong answer or a crash: the stress test reports it as it reports any.
      hunt.wrongInput ??= text;
      stop.abort(new Error('a wrong answer was found'));
    }
    onProgress?.({ tried: hunt.tried, slowestCpuMs: hunt.slowestCpuMs, elapsedMs: performance.now() - hunt.started });
  }
}

/** Our solver's CPU time on a file, in ms: the mean of enough solves to measure. */
function ourCpuMs(format: FormatId, text: string): number {
  const begin = process.cpuUsage();
  let solves = 0;
  let used = 0;
  while (solves < 1000 && used < 20_000) {
    answerFile(format, text);
    solves++;
    const now = process.cpuUsage(begin);
    used = now.user + now.system;
  }
  return used / 1000 / solves;
}

function slowCaseOf<P>(hunt: Hunt<P>, scored: Scored<P>): SlowCase {
  return {
    inputText: scored.text,
    ourAnswer: judgeOutput(solveDocument(parsePuzzle(scored.text, hunt.format))),
    cpuMs: scored.cpuMs,
    ourMs: ourCpuMs(hunt.format, scored.text),
    explanation: hunt.slow.explainSlow(scored.puzzle, hunt.limits.language).lines,
  };
}

/** The program's runs at the end (confirming, shrinking), one at a time, with how many were made. */
interface EndRunner {
  readonly run: (text: string) => Promise<RunResult>;
  runs: number;
}

/** Whether `text` is over the limit on two runs in a row; the lesser CPU of the two when it is. */
async function overTwice(runner: EndRunner, text: string): Promise<number | undefined> {
  runner.runs++;
  const first = await runner.run(text);
  if (!overLimit(first)) return undefined;
  runner.runs++;
  const second = await runner.run(text);
  return overLimit(second) ? Math.min(first.cpuMs, second.cpuMs) : undefined;
}

/** Shrinks `cases`, a file over the limit twice in a row, while it stays over (each step run twice); the cases and the CPU of the last confirmation. */
async function shrinkWhileOver<P>(
  hunt: Hunt<P>,
  runner: EndRunner,
  cases: readonly P[],
  cpuMs: number,
  deadline: number,
  signal: AbortSignal | undefined,
): Promise<{ readonly cases: readonly P[]; readonly cpuMs: number; readonly steps: number }> {
  let over = cpuMs;
  const stopShrinking = {
    get aborted() {
      return signal?.aborted === true || runner.runs >= SHRINK_RUNS || performance.now() >= deadline;
    },
  };
  const shrunk = await shrinkCounterexample(
    cases,
    hunt.judging.shrinkSteps,
    async (candidates) => {
      for (let k = 0; k < candidates.length; k++) {
        if (stopShrinking.aborted) return -1;
        const candidate = candidates[k];
        if (candidate === undefined || candidate.length === 0) continue;
        const text = writeCases(hunt.judging, candidate);
        if (answerFile(hunt.format, text).expected.length !== candidate.length) continue;
        const cpu = await overTwice(runner, text);
        if (cpu !== undefined) {
          over = cpu;
          return k;
        }
      }
      return -1;
    },
    stopShrinking,
  );
  return { cases: shrunk.cases, cpuMs: over, steps: shrunk.steps };
}

/** The finding for a file over the limit: the file, our answers and time, and what the prunings are worth on `slowest`. */
function findingOf<P>(hunt: Hunt<P>, cases: readonly P[], cpuMs: number, steps: number, slowest: P): TimeLimitFinding {
  const text = writeCases(hunt.judging, cases);
  const explained = hunt.slow.explainSlow(slowest, hunt.limits.language);
  return {
    inputText: text,
    ourAnswer: judgeOutput(solveDocument(parsePuzzle(text, hunt.format))),
    cpuMs,
    ourMs: ourCpuMs(hunt.format, text),
    explanation: explained.lines,
    explainedCase: cases.indexOf(slowest) + 1,
    ...(explained.whatIf === undefined ? {} : { whatIf: explained.whatIf }),
    cases: cases.length,
    timeLimitMs: hunt.limits.timeLimitMs,
    runs: 2,
    shrinkSteps: steps,
  };
}

/**
 * The case of a file over the limit to explain: each case is run alone once; of the slow ones
 * (a third of the slowest or more), the one the format calls easiest, whose slowness a
 * missing pruning explains best.
 */
async function caseToExplain<P>(hunt: Hunt<P>, runner: EndRunner, cases: readonly P[]): Promise<P> {
  if (cases.length === 1) return cases[0] as P;
  const cpu: number[] = [];
  for (const c of cases) {
    runner.runs++;
    cpu.push((await runner.run(writeCases(hunt.judging, [c]))).cpuMs);
  }
  const most = Math.max(...cpu);
  let chosen = cases[cpu.indexOf(most)] as P;
  let least = Infinity;
  cases.forEach((c, k) => {
    if ((cpu[k] ?? 0) < most / 3) return;
    const hardness = hunt.slow.hardness(c);
    if (hardness < least) {
      least = hardness;
      chosen = c;
    }
  });
  return chosen;
}

/**
 * The file to report: the case over the limit, confirmed by a run again; else the slowest
 * cases found, a statement-sized file of them, when together they may pass the limit and two
 * runs in a row do. Then shrunk while it stays over.
 */
async function overLimitFile<P>(
  hunt: Hunt<P>,
  runner: EndRunner,
  deadline: number,
  signal: AbortSignal | undefined,
): Promise<TimeLimitFinding | undefined> {
  let cases: readonly P[] | undefined;
  let cpuMs = 0;
  const found = hunt.overLimit;
  if (found) {
    runner.runs++;
    const again = await runner.run(found.text);
    if (overLimit(again)) {
      cases = [found.puzzle];
      cpuMs = Math.min(found.cpuMs, again.cpuMs);
    } else {
      // Over once, not twice: a busy machine, or a case near the limit. Slow, not a TLE.
      keep(hunt, { ...found, cpuMs: Math.max(found.cpuMs, again.cpuMs) });
    }
  }
  if (cases === undefined) {
    const chosen = hunt.population.slice(0, STATEMENT_FILE_CASES);
    if (chosen.reduce((sum, s) => sum + s.cpuMs, 0) < hunt.limits.timeLimitMs / 2) return undefined;
    const text = writeCases(
      hunt.judging,
      chosen.map((s) => s.puzzle),
    );
    if (answerFile(hunt.format, text).expected.length !== chosen.length) return undefined;
    const over = await overTwice(runner, text);
    if (over === undefined) return undefined;
    cases = chosen.map((s) => s.puzzle);
    cpuMs = over;
  }
  const shrunk = await shrinkWhileOver(hunt, runner, cases, cpuMs, deadline, signal);
  return findingOf(hunt, shrunk.cases, shrunk.cpuMs, shrunk.steps, await caseToExplain(hunt, runner, shrunk.cases));
}

/**
 * Runs the program on cases from the format's hard region and on changes to the slowest found
 * so far, in as many lanes as jobs, keeping the slowest by CPU time; ends after `candidates`
 * cases or `seconds`, or at the first case over the time limit, which it then confirms and
 * shrinks. Every process it started has ended when it resolves.
 */
export async function huntSlowInput(options: HuntOptions): Promise<HuntReport> {
  const { format } = options;
  const limits = limitsOf(format, options);
  const jobs = Math.max(1, Math.floor(options.jobs ?? availableParallelism()));
  const started = performance.now();
  const deadline = options.seconds === undefined ? Infinity : started + options.seconds * 1000;
  const hunt: Hunt<unknown> = {
    format,
    judging: judgingFor<unknown>(format),
    slow: slowHuntOf<unknown>(format),
    limits,
    random: mulberry32((options.seed ^ 0x68756e74) >>> 0),
    sizes: options.sizes ?? {},
    population: [],
    seen: new Set(),
    candidates: options.candidates ?? (options.seconds === undefined ? HUNT_CANDIDATES : Infinity),
    searchDeadline: options.seconds === undefined ? Infinity : started + options.seconds * 1000 * SEARCH_SHARE,
    started,
    tried: 0,
    drawn: 0,
    slowestCpuMs: 0,
    overLimit: undefined,
    wrongInput: undefined,
  };
  const stop = new AbortController();
  setMaxListeners(2 * jobs + 4, stop.signal);
  const onAbort = () => stop.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onAbort);
  if (options.signal?.aborted) onAbort();
  const runners = Array.from({ length: jobs }, () => programRunner(options.solution, runLimits(options.solution, limits, stop.signal)));
  try {
    // Every lane ends before the runners close (a lane that failed stops the others): closing
    // one whose run is still on its way would leave that run's box to nobody.
    const ended = await Promise.allSettled(
      runners.map(async (runner) => {
        try {
          await runLane(hunt, runner.run, jobs, stop, options.onProgress);
        } catch (error) {
          // A run ended by the hunt's own stop is no error; the caller's cancel is.
          if (stop.signal.aborted && !options.signal?.aborted) return;
          // An error stops the other lanes too.
          stop.abort(error);
          throw error;
        }
      }),
    );
    const failed = ended.find((lane): lane is PromiseRejectedResult => lane.status === 'rejected');
    if (failed) throw failed.reason;
  } finally {
    options.signal?.removeEventListener('abort', onAbort);
    if (!stop.signal.aborted) stop.abort(new Error('the hunt ended'));
    await Promise.all(runners.map((r) => r.close()));
  }
  if (options.signal?.aborted) throw options.signal.reason;
  const last = runners.map((r) => r.lastRun()).find((run) => run !== undefined);
  const isolation = last && describeIsolation(last, limits.language);
  const report = { tried: hunt.tried, timeLimitMs: limits.timeLimitMs, ...(isolation !== undefined ? { isolation } : {}) };
  if (hunt.wrongInput !== undefined) return { ...report, elapsedMs: performance.now() - started, wrongInput: hunt.wrongInput };
  const end = programRunner(options.solution, runLimits(options.solution, limits, options.signal));
  const runner: EndRunner = { run: end.run, runs: 0 };
  try {
    const timeLimit = await overLimitFile(hunt, runner, deadline, options.signal);
    const slowest = hunt.population[0];
    return {
      ...report,
      elapsedMs: performance.now() - started,
      ...(timeLimit ? { timeLimit } : slowest ? { slowest: slowCaseOf(hunt, slowest) } : {}),
    };
  } finally {
    await end.close();
  }
}
