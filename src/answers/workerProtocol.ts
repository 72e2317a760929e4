import type { Language } from '../core/l10n/message';
import type { FormatId } from '../core/puzzleFile';
import type { VerdictExplanation, VerdictReason } from '../core/study/explain';
import type { SearchTrace, TraceAsk, WhatIfResult, WhatIfSwitch } from '../core/study/searchTrace';

/** Messages between the extension host and the solve worker thread. */
export interface SolveRequest {
  readonly type?: 'solve';
  readonly id: number;
  readonly text: string;
  readonly format: FormatId;
  /** Only these cases; all when absent. */
  readonly caseNumbers?: readonly number[];
  /**
   * The numbers the text's cases have in the document they were taken from, in order: a job
   * of a few cases is a small file of its own, and its verdicts (judge lines, messages) name
   * each case by its number there.
   */
  readonly numbers?: readonly number[];
  /**
   * Instead of `numbers`, for a job of cases that follow one another in the document: the
   * first one's number there, the text's next cases numbered on from it.
   */
  readonly firstNumber?: number;
  /** Per-case search cap (states for Holedox, nodes for Tempter); the solvers' defaults when absent. */
  readonly maxStates?: number;
  /** Also count the search per square and explain each verdict (the panel's single-case solve). */
  readonly study?: boolean;
  /** The catalogue a skipped or stopped case's problem is worded in; English when absent. */
  readonly language?: Language;
}

/** What became of one case, as the worker sends it: every field a variant has is always there. */
export type WorkerAnswer = AnsweredCase | UnansweredCase;

export interface AnsweredCase {
  readonly outcome: 'answered';
  readonly format: FormatId;
  readonly number: number;
  /** The judge's answer: steps, -1, YES or NO. */
  readonly answer: string;
  readonly judgeLine: string;
  readonly moves: Uint8Array;
  readonly expanded: number;
  /** Search nodes cut by pruning, for formats that prune. */
  readonly pruned?: number;
  readonly reason?: VerdictReason;
  /**
   * The number the verdict's summary names besides the answer (Holedox's moves, Tempter's T):
   * the summary is worded only when shown (answerSummary, answerWire.ts), since a file's
   * verdicts are read by the hundred and the panel shows one.
   */
  readonly named: number;
  /** With `study`: expanded states per square, row-major, when the grid is small enough to draw. */
  readonly cellVisits?: Uint32Array;
  /** With `study`: the verdict in words, with the squares that show it. */
  readonly explanation?: VerdictExplanation;
}

export interface UnansweredCase {
  /** 'skipped': the case has an error; 'limit': the search hit its cap. */
  readonly outcome: 'skipped' | 'limit';
  readonly format: FormatId;
  readonly number: number;
  /** Why, in words: the case's first error or the search-limit issue. */
  readonly message: string;
  /** Where that problem stands, as an offset. */
  readonly problemStart: number;
}

/**
 * A 'done' message's verdicts as they cross the thread boundary: column by column, numbers
 * in a buffer shared with the worker, which writes the next request's there (a clone of one object per verdict cost more than
 * the solving on files of many small cases), answers and messages as indexes into a few
 * strings, and the summary left for the host to word when it shows one (the format's summarize). Written and
 * read only by answerWire.ts (AnswerWriter, readAnswers), which gives the host the
 * WorkerAnswers above.
 */
export interface AnswerColumns {
  readonly format: FormatId;
  readonly count: number;
  /**
   * The numbers, from the start of a buffer the worker keeps and shares: ANSWER_FLOATS
   * doubles a verdict, then ANSWER_INTS 32-bit integers a verdict, then every answer's moves,
   * one after the other (answerWire.ts says which number is which). Good until the worker's
   * next request: the host reads it before it sends one.
   */
  readonly data: ArrayBuffer | SharedArrayBuffer;
  /** The answers, reasons and messages the columns point at. */
  readonly strings: readonly string[];
  /** With `study`: what the studied verdicts add, by their place in the columns. */
  readonly studies: readonly StudiedExtras[];
}

export interface StudiedExtras {
  readonly at: number;
  readonly cellVisits?: Uint32Array;
  readonly explanation: VerdictExplanation;
}

export type WorkerMessage =
  | { readonly type: 'progress'; readonly id: number; readonly done: number; readonly total: number }
  | { readonly type: 'done'; readonly id: number; readonly verdicts: AnswerColumns }
  | { readonly type: 'error'; readonly id: number; readonly message: string }
  | { readonly type: 'traced'; readonly id: number; readonly result: TraceResult };

/** The Search view's request: one case's text, its search recorded, and a what-if when asked. */
export interface TraceRequest {
  readonly type: 'trace';
  readonly id: number;
  readonly text: string;
  readonly format: FormatId;
  readonly ask: TraceAsk;
}

/** A trace request's answer: the trace, or why there is none. */
export type TraceResult =
  | {
      readonly status: 'traced';
      readonly trace: SearchTrace;
      readonly switches: readonly WhatIfSwitch[];
      readonly whatIf?: WhatIfResult;
    }
  | { readonly status: 'none'; readonly message: string };

export type WorkerRequest = SolveRequest | TraceRequest;
