// The solver's answer as its parts build it, before solveTempter shapes it for callers.
import type { Cell } from '../geometry';
import type { TempterReason } from './puzzle';

export interface Outcome {
  status: 'yes' | 'no' | 'limit';
  reason?: TempterReason;
  moves: Uint8Array;
  path: Cell[];
  expanded: number;
  pruned: number;
  memoHits: number;
}

/**
 * The moves of every answer without a path: most cases of a judge file end at the root
 * arguments, and a typed array is costly to make; with no elements there is nothing to alter.
 */
export const NO_MOVES: Uint8Array = Object.freeze(new Uint8Array(0));

export function emptyOutcome(status: 'no' | 'limit', reason: TempterReason): Outcome {
  return { status, reason, moves: NO_MOVES, path: [], expanded: 0, pruned: 0, memoHits: 0 };
}
