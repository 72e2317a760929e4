import type { Cell } from '../../geometry';
import type { HoledoxSearchStop } from './solver/aStar';

/**
 * What the Holedox solver needs, independent of where it came from. Coordinates are
 * 1-based; body[0] is the head B1 and body[length-1] the tail BL. The exit is (1,1).
 */
export interface HoledoxPuzzle {
  readonly rows: number;
  readonly cols: number;
  readonly body: readonly Cell[];
  readonly stones: readonly Cell[];
}

export type HoledoxStatus = 'solved' | 'unsolvable' | 'limit';

export interface HoledoxSolution {
  /** 'limit' means the search hit its state cap before an answer: neither -1 nor a count. */
  readonly status: HoledoxStatus;
  /** Fewest moves, or -1 when unsolvable (and when status is 'limit'). */
  readonly steps: number;
  /**
   * The head's moves as Direction values (0 up, 1 right, 2 down, 3 left); length === steps
   * when solved, unless options.path was false (then empty).
   */
  readonly moves: Uint8Array;
  /** States taken from the queue and expanded. */
  readonly expanded: number;
  /**
   * Why the answer came without (the whole) search, when it did (e.g. the exit is walled off;
   * 'straight-run': the head walks straight down its distance to the exit, so no search ran;
   * 'no-room-to-turn': no part of the lair lets the snake turn round, so a BFS answered); for
   * status 'limit', what ran out: 'limit' (the puzzle is past the solver's size caps),
   * 'max-states', 'time-limit' or 'out-of-memory' (a budget of the search).
   */
  readonly reason?: HoledoxReason;
}

export type HoledoxReason = 'at-exit' | 'exit-cut-off' | 'straight-run' | 'boxed-in' | 'no-room-to-turn' | 'limit' | HoledoxSearchStop;

export interface HoledoxSolveOptions {
  /** Stop with status 'limit' after this many distinct states; default 20 000 000. */
  readonly maxStates?: number;
  /** Stop with status 'limit' once the search has run this many milliseconds; no limit when absent. */
  readonly timeLimitMs?: number;
  /** false: only the count is wanted, so no parent links are kept (4 bytes a state less) and moves is empty. */
  readonly path?: boolean;
  /**
   * When given (length rows*cols, index (row-1)*cols + (col-1)), each expanded state adds one
   * at its head's square: where the search spent its effort. Absent, nothing is counted.
   */
  readonly cellVisits?: Uint32Array;
}
