import type { FormatId } from '../core/puzzleFile';
import type { VerdictExplanation } from '../core/study/explain';

/** Messages between the extension host and the solve worker thread. */
export interface SolveRequest {
  readonly id: number;
  readonly text: string;
  readonly format: FormatId;
  /** Only these cases; all when absent. */
  readonly caseNumbers?: readonly number[];
  /** Per-case search cap (states for Holedox, nodes for Tempter); the solvers' defaults when absent. */
  readonly maxStates?: number;
  /** Also count the search per square and explain each verdict (the panel's single-case solve). */
  readonly study?: boolean;
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
  /** Tempter: search nodes cut by pruning. */
  readonly pruned?: number;
  /** With `study`: expanded states per square, row-major, when the grid is small enough to draw. */
  readonly cellVisits?: Uint32Array;
  /** With `study`: the verdict in words, with the squares that show it. */
  readonly explanation?: VerdictExplanation;
  /** Why a case was skipped or stopped. */
  readonly message?: string;
  /** Where that problem stands, as offsets. */
  readonly problemStart?: number;
}

export type WorkerMessage =
  | { readonly type: 'progress'; readonly id: number; readonly done: number; readonly total: number }
  | { readonly type: 'done'; readonly id: number; readonly verdicts: readonly WorkerVerdict[] }
  | { readonly type: 'error'; readonly id: number; readonly message: string };
