import type { Cell } from '../../geometry';

/**
 * What the Tempter solver needs. grid[r] is row r+1, one character per column from
 * `S D X .`; exactly one S and one D. The dog must stand on D at exactly time `time`.
 */
export interface TempterPuzzle {
  readonly rows: number;
  readonly cols: number;
  readonly time: number;
  readonly grid: readonly string[];
}

export type TempterStatus = 'yes' | 'no' | 'limit';

export interface TempterSolution {
  readonly status: TempterStatus;
  /** For 'yes': the dog's moves as Direction values (0 up, 1 right, 2 down, 3 left), length === time. */
  readonly moves: Uint8Array;
  /** The cells from S to D, length time+1 for 'yes', empty otherwise. */
  readonly path: readonly Cell[];
  /** Search nodes entered. */
  readonly expanded: number;
  /** Nodes cut by a pruning rule. */
  readonly pruned: number;
  /**
   * Why a 'no' came without search, when it did; 'shortest-path' when a 'yes' did (T is the
   * distance from S to D); 'too-big' when the box to search is past the solver's cap.
   */
  readonly reason?: TempterReason;
  /** For 'too-big': the box that would have had to be searched. */
  readonly box?: { readonly rows: number; readonly cols: number };
}

export type TempterReason =
  'parity' | 'too-few-squares' | 'colour-count' | 'door-unreachable' | 'too-far' | 'shortest-path' | 'searched' | 'too-big' | 'limit';

export interface TempterSolveOptions {
  /** Stop with status 'limit' after this many search nodes; default 200 000 000. */
  readonly maxNodes?: number;
  /**
   * When given (length rows*cols, index (row-1)*cols + (col-1)), each search node adds one at
   * the dog's square: where the search spent its effort. Absent, nothing is counted.
   */
  readonly cellVisits?: Uint32Array;
}
