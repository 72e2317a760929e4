import type { FormatId } from '../core/puzzleFile';
import type { Language } from '../core/l10n/message';
import type { PreparedSolution } from './prepare';
import { openBoxLane, startProgram, type RunResult, type StartedProgram } from './run';
import { DEFAULT_MEMORY_LIMIT_KB, DEFAULT_TIME_LIMIT_MS, wallLimitFor } from './verdict';

// Running the program again and again on files we write: shared by the stress loop and the hunt.

export type RunLimits = Parameters<typeof startProgram>[1];

/**
 * Runs of the program one after another, each process started while the last one computes:
 * on Linux, spawning blocks this thread for a fork and exec, which for a short run costs as
 * much as the run itself. In the sandbox over cgroup v1, the runs share one reused box instead
 * (containment/lane.ts), which costs less than building a box per run. A stress run with
 * several jobs keeps one of these per job.
 */
export function programRunner(solution: PreparedSolution, limits: RunLimits) {
  let spare: StartedProgram | undefined;
  let last: RunResult | undefined;
  // In the sandbox, one box for the whole lane (no spare: the box runs one program at a time).
  const lane = openBoxLane(solution.command, limits);
  const perRun = async (text: string): Promise<RunResult> => {
    const program = spare ?? startProgram(solution.command, limits);
    const running = program.feed(text);
    spare = limits.signal?.aborted ? undefined : startProgram(solution.command, limits);
    const result = await running;
    // Why this sandbox is built again for every run, for the report.
    return typeof lane === 'string' && result.isolation === 'sandbox' ? { ...result, box: lane } : result;
  };
  const run = async (text: string): Promise<RunResult> => {
    const result = typeof lane === 'object' ? await lane.feed(text) : await perRun(text);
    last = result;
    if (result.stop === 'cancelled') throw limits.signal?.reason ?? new Error('cancelled');
    return result;
  };
  /** Ends the spare process; call before returning, so no program of ours outlives the run. */
  const close = async (): Promise<void> => {
    const left = spare;
    spare = undefined;
    await left?.discard();
    if (typeof lane === 'object') await lane.close();
  };
  /** The last run's result: how the runs were contained, for the report. */
  const lastRun = (): RunResult | undefined => last;
  return { run, close, lastRun };
}

/** The limits of one run of the program: the statement's (or the caller's) time and memory, as judgeFile applies them. */
export interface ProgramLimits {
  readonly timeLimitMs: number;
  readonly memoryLimitKb: number;
  /** The language a failure's reason is worded in. */
  readonly language: Language;
}

export function runLimits(solution: PreparedSolution, limits: ProgramLimits, signal: AbortSignal | undefined): RunLimits {
  return {
    cpuLimitMs: limits.timeLimitMs,
    wallLimitMs: wallLimitFor(limits.timeLimitMs),
    memoryLimitKb: limits.memoryLimitKb,
    ...(solution.baselineKb !== undefined ? { memoryBaselineKb: solution.baselineKb } : {}),
    sampling: 'light',
    judged: true,
    ...(signal ? { signal } : {}),
  };
}

export function limitsOf(
  format: FormatId,
  options: { readonly timeLimitMs?: number; readonly memoryLimitKb?: number; readonly language?: Language },
): ProgramLimits {
  return {
    timeLimitMs: options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS[format],
    memoryLimitKb: options.memoryLimitKb ?? DEFAULT_MEMORY_LIMIT_KB[format],
    language: options.language ?? 'en',
  };
}
