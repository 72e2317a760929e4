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
export function searchedAnswer(limited: boolean, expanded: number, pruned: number, memoHits: number): TempterSolveResult {
  return limited
    ? { status: 'limit', moves: NO_MOVES, path: NO_PATH, expanded, pruned, memoHits, reason: 'limit' }
    : { status: 'no', moves: NO_MOVES, path: NO_PATH, expanded, pruned, memoHits, reason: 'searched' };
}
