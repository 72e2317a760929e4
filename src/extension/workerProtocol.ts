import type { PuzzleFormat } from '../core/puzzleFile';

/** Messages between the extension host and the solve worker thread. */
export interface SolveRequest {
  readonly id: number;
  readonly text: string;
  readonly format: PuzzleFormat;
  /** Only these cases; all when absent. */
  readonly caseNumbers?: readonly number[];
  /** Per-case search cap (states for Holedox, nodes for Tempter); the solvers' defaults when absent. */
  readonly maxStates?: number;
}

export interface WorkerVerdict {
  readonly number: number;
  readonly outcome: 'answered' | 'skipped' | 'limit';
  /** The judge's answer when answered: steps, -1, YES or NO. */
  readonly answer?: string;
  readonly judgeLine?: string;
  readonly moves?: Uint8Array;
  readonly expanded: number;
  readonly reason?: string;
  /** Why a case was skipped or stopped. */
  readonly message?: string;
  /** Where that problem stands, as offsets. */
  readonly problemStart?: number;
}

export type WorkerMessage =
  | { readonly type: 'progress'; readonly id: number; readonly done: number; readonly total: number }
  | { readonly type: 'done'; readonly id: number; readonly verdicts: readonly WorkerVerdict[] }
  | { readonly type: 'error'; readonly id: number; readonly message: string };
