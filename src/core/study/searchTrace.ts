// A search as its solver recorded it, for the panel's Search view: format-blind shapes only.
// Each format's solver fills one (tempter/solver/trace.ts, holedox/solver/trace.ts); the
// events are typed arrays, one entry an event, so a trace of thousands makes no object each.
import type { Language } from '../l10n/message';

/** How many events a trace keeps by default: the first ones, then it says it stopped short. */
export const SEARCH_TRACE_EVENTS = 20_000;
/** The most a trace may be asked to keep (a message to the panel carries them all). */
export const SEARCH_TRACE_MOST = 200_000;
/** The node budget of a what-if run with a pruning off: past it the run says "more than". */
export const WHAT_IF_NODES = 2_000_000;

/** A depth-first search (Tempter): the path growing and backtracking, and each cut. */
export interface DfsTrace {
  readonly kind: 'dfs';
  readonly rows: number;
  readonly cols: number;
  /** 1 for a wall, row-major (index (row-1)*cols + col-1). */
  readonly walls: Uint8Array;
  readonly start: number;
  readonly goal: number;
  /** The moves the path must take (Tempter's T). */
  readonly time: number;
  /**
   * Event i: kind[i] 0 = the search stands on cell[i] at depth[i] moves from the start (the
   * path is the last event of each smaller depth, then this cell); k > 0 = a cut by rule k-1
   * of `rules` at cell[i] (the square just entered, or a move not taken) at depth[i].
   */
  readonly eventKind: Uint8Array;
  readonly eventCell: Int32Array;
  readonly eventDepth: Uint16Array;
  readonly length: number;
  /** True when the search went on past the events kept. */
  readonly truncated: boolean;
  /** The cut rules, in the learner's words; ruleCounts[k] counts rule k over the whole search. */
  readonly rules: readonly TraceRule[];
  readonly ruleCounts: Uint32Array;
  /** Search nodes over the whole search. */
  readonly nodes: number;
  /** The first YES path's cells (row-major), or empty. */
  readonly path: Int32Array;
  /** The judge's answer. */
  readonly answer: string;
  /** Why no event was recorded, in words, when none was (answered before any search, a box too wide to trace). */
  readonly note?: string;
}

/** A search by layers (Holedox's A*): each state the search made, in the order it made them. */
export interface LayerTrace {
  readonly kind: 'layers';
  readonly rows: number;
  readonly cols: number;
  readonly walls: Uint8Array;
  /** The exit square and the snake's length. */
  readonly goal: number;
  readonly bodyLength: number;
  /** The start state's body squares, head first (row-major). */
  readonly startBody: Int32Array;
  /**
   * State i: the head's square, the body's shape (2 bits a block: where block j+1 lies from
   * block j, 0 up, 1 right, 2 down, 3 left), its layer (moves from the start), and 1 when the
   * search had expanded it by the time it stopped (else it was still waiting).
   */
  readonly stateHead: Int32Array;
  readonly stateShape: Int32Array;
  readonly stateLayer: Uint16Array;
  readonly stateExpanded: Uint8Array;
  readonly length: number;
  readonly truncated: boolean;
  /** States the search made in all. */
  readonly states: number;
  /** The goal's layer (the answer's moves), or -1. */
  readonly goalLayer: number;
  readonly answer: string;
  /** The order the events are in and why, in words. */
  readonly order: string;
  readonly note?: string;
}

export type SearchTrace = DfsTrace | LayerTrace;

export interface TraceRule {
  readonly id: string;
  readonly label: string;
}

/** A pruning a what-if run may switch off. */
export interface WhatIfSwitch {
  readonly id: string;
  readonly label: string;
}

/** Nodes of the search with and without a pruning, on one case. */
export interface WhatIfResult {
  readonly id: string;
  readonly label: string;
  readonly withNodes: number;
  readonly withoutNodes: number;
  /** True when the run without stopped at `budget` nodes: it needs more than that. */
  readonly withoutOver: boolean;
  readonly budget: number;
  readonly withAnswer: string;
  /** The answer without, or '' when it stopped short. */
  readonly withoutAnswer: string;
}

/** What the Search view asks for: at most `events` events, and a what-if with one switch off. */
export interface TraceAsk {
  readonly events: number;
  readonly whatIf?: string;
  /** The language of the trace's words (its note, order and rules); English when absent. */
  readonly language?: Language;
}
