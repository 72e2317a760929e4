import type { FormatId } from '../core/puzzleFile';

/**
 * How long one worker job should take: short enough that stopping a background job to make
 * room for the user's request throws little work away, long enough that the job's message
 * round trip (tens of microseconds) is small beside its solving.
 */
export const JOB_TARGET_MS = 15;
/** Fewest cases in a job (and a job's size while a format has no timing yet). */
export const MIN_JOB_CASES = 64;
/** Most cases in a job, however cheap they are: a job's text and verdicts stay small. */
export const MAX_JOB_CASES = 4096;
/** Weight of the newest job in the running estimate of a case's time. */
const NEWEST_WEIGHT = 0.3;

/**
 * Sizes the answer service's worker jobs by time: keeps a running estimate of one case's
 * time per format, from the jobs it is told about, and cuts the next job to last about
 * JOB_TARGET_MS, between MIN_JOB_CASES and MAX_JOB_CASES cases. The answer service and the
 * warm benchmark (scripts/bench.mjs) use it alike.
 */
export class JobSizer {
  private readonly msPerCase = new Map<FormatId, number>();

  /** Cases in the next job of `format`. */
  size(format: FormatId): number {
    const estimate = this.msPerCase.get(format);
    if (estimate === undefined) return MIN_JOB_CASES;
    if (estimate <= 0) return MAX_JOB_CASES;
    return Math.min(MAX_JOB_CASES, Math.max(MIN_JOB_CASES, Math.floor(JOB_TARGET_MS / estimate)));
  }

  /** A finished job of `format`: `cases` cases in `ms` milliseconds, from its sending to its verdicts. */
  record(format: FormatId, cases: number, ms: number): void {
    if (!(cases > 0) || !Number.isFinite(ms) || ms < 0) return;
    const newest = ms / cases;
    const estimate = this.msPerCase.get(format);
    this.msPerCase.set(format, estimate === undefined ? newest : estimate + NEWEST_WEIGHT * (newest - estimate));
  }

  /** The running estimate of one case's time for `format`, in milliseconds; undefined before any job. */
  estimate(format: FormatId): number | undefined {
    return this.msPerCase.get(format);
  }
}
