import { generateCase, type CaseOptions } from '../generate';
import { JUDGE_LIMITS } from '../judgeLimits';
import type { PuzzleFormat } from '../puzzleFile';

/** Bounds on the random cases of a stress run; each defaults to the judge's limit. */
export interface StressSizes {
  /** Largest n, m (Holedox, up to 20) or N, M (Tempter, up to 6). */
  readonly maxSide?: number;
  /** Largest L (Holedox, 2..8). */
  readonly maxLength?: number;
  /** Largest T (Tempter, 1..49). */
  readonly maxTime?: number;
  /** Cases over which the sides grow from 2 to maxSide; default 2000. */
  readonly growCases?: number;
}

export const DEFAULT_GROW_CASES = 2000;

/** Why sizes cannot be used, one message each; empty when they can. */
export function validateStressSizes(format: PuzzleFormat, sizes: StressSizes): string[] {
  const errors: string[] = [];
  const check = (name: string, value: number | undefined, lo: number, hi: number) => {
    if (value !== undefined && (!Number.isInteger(value) || value < lo || value > hi))
      errors.push(`${name} must be a whole number from ${lo} to ${hi}, got ${value}`);
  };
  const limits = format === 'holedox' ? JUDGE_LIMITS.holedox : JUDGE_LIMITS.tempter;
  check('max side', sizes.maxSide, 2, limits.maxSide);
  if (format === 'holedox') check('max L', sizes.maxLength, JUDGE_LIMITS.holedox.minLength, JUDGE_LIMITS.holedox.maxLength);
  else check('max T', sizes.maxTime, JUDGE_LIMITS.tempter.minTime, JUDGE_LIMITS.tempter.maxTime);
  check('grow cases', sizes.growCases, 1, 1e9);
  return errors;
}

function between(random: () => number, lo: number, hi: number): number {
  return lo + Math.floor(random() * (hi - lo + 1));
}

/**
 * The options of the index-th case of a run (from 0): small first, the largest side
 * allowed growing linearly to maxSide over growCases cases, everything else drawn from
 * `random` so a seed fixes the whole run.
 */
export function stressCaseOptions(format: PuzzleFormat, random: () => number, index: number, sizes: StressSizes = {}): CaseOptions {
  const grow = Math.min(1, index / (sizes.growCases ?? DEFAULT_GROW_CASES));
  const seed = Math.floor(random() * 0x1_0000_0000);
  if (format === 'holedox') {
    const maxSide = sizes.maxSide ?? JUDGE_LIMITS.holedox.maxSide;
    const side = Math.max(2, Math.round(2 + grow * (maxSide - 2)));
    let rows = between(random, 1, Math.min(side, maxSide));
    let cols = between(random, 1, Math.min(side, maxSide));
    if (rows * cols < 2) {
      if (maxSide >= 2) cols = 2;
      else rows = 1;
    }
    const maxLength = Math.min(sizes.maxLength ?? JUDGE_LIMITS.holedox.maxLength, rows * cols);
    const length = between(random, JUDGE_LIMITS.holedox.minLength, Math.max(JUDGE_LIMITS.holedox.minLength, maxLength));
    const density = random() * 0.45;
    return { format, rows, cols, length, density, seed };
  }
  const maxSide = sizes.maxSide ?? JUDGE_LIMITS.tempter.maxSide;
  const side = Math.max(2, Math.round(2 + grow * (maxSide - 2)));
  let rows = between(random, 1, side);
  const cols = between(random, rows === 1 ? 2 : 1, side);
  if (rows * cols < 2) rows = 2;
  const maxTime = sizes.maxTime ?? JUDGE_LIMITS.tempter.maxTime;
  // T past the square count is always NO; a little past it still tests that answer.
  const time = between(random, JUDGE_LIMITS.tempter.minTime, Math.min(maxTime, rows * cols + 2));
  const density = random() * 0.5;
  return { format, rows, cols, time, density, seed };
}

/** The text of the index-th case of a run (see stressCaseOptions). */
export function stressCaseText(format: PuzzleFormat, random: () => number, index: number, sizes?: StressSizes): string {
  return generateCase(stressCaseOptions(format, random, index, sizes));
}
