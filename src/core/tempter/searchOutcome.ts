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

export function emptyOutcome(status: 'no' | 'limit', reason: TempterReason): Outcome {
  return { status, reason, moves: new Uint8Array(0), path: [], expanded: 0, pruned: 0, memoHits: 0 };
}
