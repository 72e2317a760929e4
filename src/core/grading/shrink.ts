/**
 * Shrinking a counterexample to a 1-minimal one: no single step keeps it failing. The
 * subject is a list of cases (one, unless the program only fails after an earlier case);
 * a step drops a case or applies one of that format's steps to one case. Pure and
 * format-blind: the steps come from the format, the verdict from the caller.
 */

export type ShrinkSteps<P> = (puzzle: P) => P[];

/**
 * Index of the first candidate the program still gets wrong, or -1 when it gets all of
 * them right. May be async: the caller runs a program.
 */
export type FirstFailing<P> = (candidates: readonly (readonly P[])[]) => Promise<number> | number;

export interface ShrinkResult<P> {
  readonly cases: readonly P[];
  /** Steps taken (each one kept the failure). */
  readonly steps: number;
  /** Candidates judged in all. */
  readonly tried: number;
}

/**
 * Every subject one step from `cases`: keep only the last case, drop the first half, drop
 * one case (when there are several), or shrink one case.
 */
export function subjectSteps<P>(cases: readonly P[], stepsOf: ShrinkSteps<P>): P[][] {
  const out: P[][] = [];
  if (cases.length > 2) out.push(cases.slice(-1), cases.slice(cases.length >> 1));
  if (cases.length > 1) for (let k = 0; k < cases.length; k++) out.push(cases.filter((_, j) => j !== k));
  for (let k = 0; k < cases.length; k++) {
    const c = cases[k];
    if (c === undefined) continue;
    for (const smaller of stepsOf(c)) out.push(cases.map((old, j) => (j === k ? smaller : old)));
  }
  return out;
}

/**
 * Greedy: take the first failing step, repeat; stop when no step fails. The result is
 * 1-minimal with respect to the format's steps. Terminates because every step lowers a
 * well-founded measure (see each format's steps).
 */
export async function shrinkCounterexample<P>(
  initial: readonly P[],
  stepsOf: ShrinkSteps<P>,
  firstFailing: FirstFailing<P>,
  signal?: { readonly aborted: boolean },
): Promise<ShrinkResult<P>> {
  let current = initial;
  let steps = 0;
  let tried = 0;
  for (;;) {
    if (signal?.aborted) break;
    const candidates = subjectSteps(current, stepsOf);
    if (candidates.length === 0) break;
    tried += candidates.length;
    const k = await firstFailing(candidates);
    const next = k >= 0 ? candidates[k] : undefined;
    if (next === undefined) break;
    current = next;
    steps++;
  }
  return { cases: current, steps, tried };
}
