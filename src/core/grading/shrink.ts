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

/** Past this many cases a subject is shrunk by chunks and copies rather than case by case (a file of 256 cases or more). */
const MANY_CASES = 16;

/**
 * Every subject one step from `cases`: keep only the last case, drop the first half, drop one
 * case (when there are several), or shrink one case. A subject of more than MANY_CASES (a
 * counter that wraps at 256 needs them all) makes every case before the last a copy of the
 * smallest (`sizeOf`), shrinks those copies together and the last case, then drops chunks.
 */
export function subjectSteps<P>(cases: readonly P[], stepsOf: ShrinkSteps<P>, sizeOf?: (puzzle: P) => number): P[][] {
  const out: P[][] = [];
  if (cases.length > 2) out.push(cases.slice(-1), cases.slice(cases.length >> 1));
  if (cases.length > MANY_CASES) return [...out, ...manySteps(cases, stepsOf, sizeOf)];
  if (cases.length > 1) for (let k = 0; k < cases.length; k++) out.push(cases.filter((_, j) => j !== k));
  for (let k = 0; k < cases.length; k++) {
    const c = cases[k];
    if (c === undefined) continue;
    for (const smaller of stepsOf(c)) out.push(cases.map((old, j) => (j === k ? smaller : old)));
  }
  return out;
}

/**
 * subjectSteps for a subject of many cases: the cases before the last made copies of the
 * smallest and shrunk together, the last shrunk, then chunks dropped, halving down to one
 * case. Drops come last: while the cases shrink they are not tried, so a subject whose every
 * case is needed costs one round of them.
 */
function manySteps<P>(cases: readonly P[], stepsOf: ShrinkSteps<P>, sizeOf?: (puzzle: P) => number): P[][] {
  const out: P[][] = [];
  const n = cases.length;
  const last = cases[n - 1] as P;
  const before = cases.slice(0, -1);
  const first = before[0] as P;
  if (before.every((c) => c === first)) {
    for (const smaller of stepsOf(first)) out.push([...before.map(() => smaller), last]);
  } else {
    let smallest = first;
    for (const c of before) if (sizeOf && sizeOf(c) < sizeOf(smallest)) smallest = c;
    out.push([...before.map(() => smallest), last]);
  }
  for (const smaller of stepsOf(last)) out.push([...before, smaller]);
  for (let size = n >> 1; size >= 1; size >>= 1)
    for (let from = 0; from + size < n; from += size) out.push([...cases.slice(0, from), ...cases.slice(from + size)]);
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
  sizeOf?: (puzzle: P) => number,
): Promise<ShrinkResult<P>> {
  let current = initial;
  let steps = 0;
  let tried = 0;
  for (;;) {
    if (signal?.aborted) break;
    const candidates = subjectSteps(current, stepsOf, sizeOf);
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
