// The solver's answers as its parts build them: already in the shape callers get, so no part
// copies another's answer.
import type { Cell } from '../../../geometry';
import type { TempterReason, TempterSolution } from '../puzzle';

/** The solver's answer; `memoHits` (failed states recognised again) is extra to TempterSolution. */
export interface TempterSolveResult extends TempterSolution {
  readonly memoHits: number;
}

/**
 * The moves of every answer without a path: most cases of a judge file end at the root
 * arguments, and a typed array is costly to make; with no elements there is nothing to alter.
 */
export const NO_MOVES: Uint8Array = Object.freeze(new Uint8Array(0));
const NO_PATH: readonly Cell[] = Object.freeze([]);

function frozenAnswer(status: 'no' | 'limit', reason: TempterReason): TempterSolveResult {
  // Keys in the order every other answer has them (reason last), so all share one shape.
  return Object.freeze({ status, moves: NO_MOVES, path: NO_PATH, expanded: 0, pruned: 0, memoHits: 0, reason });
}

/**
 * Answers without search, one frozen object per reason shared by every case that ends there:
 * a judge file ends most of its cases so, and then a case allocates nothing at all.
 */
export const NO_BY_PARITY = frozenAnswer('no', 'parity');
export const NO_TOO_FEW_SQUARES = frozenAnswer('no', 'too-few-squares');
export const NO_BY_COLOUR_COUNT = frozenAnswer('no', 'colour-count');
export const NO_DOOR_UNREACHABLE = frozenAnswer('no', 'door-unreachable');
export const NO_TOO_FAR = frozenAnswer('no', 'too-far');
export const LIMIT = frozenAnswer('limit', 'limit');

/** No search: the box to search (S's region, or the whole grid) is past what the solver handles. */
export function tooBig(rows: number, cols: number): TempterSolveResult {
  return { status: 'limit', moves: NO_MOVES, path: NO_PATH, expanded: 0, pruned: 0, memoHits: 0, reason: 'too-big', box: { rows, cols } };
}

/** A search's answer without a path: NO after searching, or the node limit. */
/** Thrown (internally, never out of solveTempter) to unwind a search when maxNodes is reached. */
export class NodeLimit {}

/**
 * Runs a depth-first search: true when it found a path, false when it proved there is none,
 * 'limit' when it stopped at its node limit. `decided` may turn another throw into a verdict
 * (the wide search's frontier decision); anything else thrown goes on. Once a search, outside
 * the search's own loop.
 */
export function runDepthFirst(dfs: () => boolean, decided?: (thrown: unknown) => boolean | undefined): boolean | 'limit' {
  try {
    return dfs();
  } catch (e) {
    if (e instanceof NodeLimit) return 'limit';
    const verdict = decided?.(e);
    if (verdict === undefined) throw e;
    return verdict;
  }
}

export function searchedAnswer(limited: boolean, expanded: number, pruned: number, memoHits: number): TempterSolveResult {
  return limited
    ? { status: 'limit', moves: NO_MOVES, path: NO_PATH, expanded, pruned, memoHits, reason: 'limit' }
    : { status: 'no', moves: NO_MOVES, path: NO_PATH, expanded, pruned, memoHits, reason: 'searched' };
}

/**
 * Where a searched box stands in its grid: box cell (r, c) is grid row r0 + r, column c0 + c
 * (0-based) of a grid gridCols wide; `transposed` when the box lies on its side (its rows are
 * the grid's columns), which the engine's own row and column tables then swap back.
 */
export interface BoxPlace {
  readonly r0: number;
  readonly c0: number;
  readonly gridCols: number;
  readonly transposed: boolean;
}

/**
 * A whole grid searched as it stands (r0 = c0 = 0), by its width: WHOLE_GRIDS[cols] for a
 * grid under 32 columns wide, made at load so that a case neither allocates nor calls for it.
 */
export const WHOLE_GRIDS: readonly BoxPlace[] = Array.from({ length: 32 }, (_, cols) =>
  Object.freeze({ r0: 0, c0: 0, gridCols: cols, transposed: false }),
);

/** Each box cell's grid index, into[0..n), for per-square counts and traces. */
export function gridIndices(into: Int32Array, n: number, rowOf: Int32Array, colOf: Int32Array, place: BoxPlace): void {
  const { r0, c0, gridCols } = place;
  for (let i = 0; i < n; i++) into[i] = ((rowOf[i] ?? 0) + r0) * gridCols + (colOf[i] ?? 0) + c0;
}

/**
 * A found path of box cells (pathCells[0..time]) as the answer: its squares in grid
 * coordinates (1-based) and the move between each two.
 */
export function foundAnswer(
  pathCells: Int32Array,
  time: number,
  rowOf: Int32Array,
  colOf: Int32Array,
  place: BoxPlace,
  expanded: number,
  pruned: number,
  memoHits: number,
): TempterSolveResult {
  const moves = new Uint8Array(time);
  const path: Cell[] = new Array<Cell>(time + 1);
  const rowBase = place.r0 + 1;
  const colBase = place.c0 + 1;
  let prevRow = 0;
  let prevCol = 0;
  for (let t = 0; t <= time; t++) {
    const cell = pathCells[t] ?? 0;
    const row = rowOf[cell] ?? 0;
    const col = colOf[cell] ?? 0;
    path[t] = { row: row + rowBase, col: col + colBase };
    if (t > 0) moves[t - 1] = row < prevRow ? 0 : col > prevCol ? 1 : row > prevRow ? 2 : 3;
    prevRow = row;
    prevCol = col;
  }
  return { status: 'yes', moves, path, expanded, pruned, memoHits };
}
