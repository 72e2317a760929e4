/*
 * # Tempter's solver: is there a simple path of exactly `time` moves from S to D?
 *
 * This file finds S and D, cuts out the bounding box of S's component and hands it to an
 * engine. Everything runs on typed arrays sized once; no object is made per search node.
 *
 * | step                                   | where                 | engine |
 * |----------------------------------------|-----------------------|--------|
 * | parity, squares per colour, BFS reach  | beforeSearch.ts       | both   |
 * |   and distance (YES when time = dist)  |                       |        |
 * | the answers' shape and the box's place | outcome.ts            | both   |
 * | box of at most 64 cells: 64-bit sets   | bits/board.ts         | bits   |
 * | DFS: flood, peel, colour count, order  | bits/search.ts        | bits   |
 * | block chain (biconnected blocks)       | bits/blocks.ts        | bits   |
 * | forced/forbidden edges                 | bits/edges.ts         | bits   |
 * | table of failed states                 | bits/failed.ts        | bits   |
 * | their storage: stamped slots           | stampedSlots.ts       | both   |
 * | box of 65 to 256 cells: cell lists     | wide/board.ts         | wide   |
 * | DFS, the same prunings                 | wide/search.ts        | wide   |
 * | block chain (over cells or edges)      | wide/blocks.ts        | wide   |
 * | forced/forbidden edges, corridors      | wide/edges.ts         | wide   |
 * | table of failed states                 | wide/failed.ts        | wide   |
 * | edge supply (a colour with no spare)   | wide/supply.ts        | wide   |
 * | row-by-row frontier decision           | wide/frontier.ts      | wide   |
 * | block chain's Tarjan loop, move order  | graph.ts              | both   |
 *
 * At each search node, all sound (they only drop squares or moves no valid completion uses):
 *  - flood the free squares reachable without crossing D: D must be among them, within
 *    reach (exactly k moves away, a shortest path there ends the search);
 *  - peel squares with fewer than two usable neighbours (only the path's ends may have one);
 *  - count the usable squares of each colour against what the alternating path needs;
 *  - near-full paths on boxes over 6x6: keep only the biconnected blocks between pos and D,
 *    cap the path length each block can hold by its colour counts, and propagate forced
 *    and forbidden edges;
 *  - a table of failed (pos, moves left, usable squares) states (from a search's 65th node).
 * Moves are tried fewest onward squares first (Warnsdorff). A box over 256 cells
 * (TEMPTER_MAX_SEARCH_CELLS) comes back as 'limit' with reason 'too-big' and the box.
 */
import { BOARD_CELLS } from './bits/board';
import { BitSearch } from './bits/search';
import type { TempterPuzzle, TempterSolveOptions } from '../puzzle';
import { answerBeforeSearch, shortestPath, answerSmallBeforeSearch, type TempterGrid } from './beforeSearch';
import { LIMIT, NO_DOOR_UNREACHABLE, NO_TOO_FAR, tooBig, WHOLE_GRIDS, type TempterSolveResult } from './outcome';
import { WIDE_CELLS, WideSearch, type WideSettings } from './wide/search';
import { OFF_COLOURS, OFF_DEAD_ENDS, OFF_DOOR_REACH, OFF_MEMO, OFF_NEAR_FULL, type TempterTraceRecorder } from './trace';

export type { TempterSolveResult } from './outcome';

const DEFAULT_MAX_NODES = 200_000_000;
/**
 * The largest box searched (16x16): a search that a bigger box needs comes back as 'limit'.
 * Boxes of up to 64 cells go to the bit-parallel search (two 32-bit words), bigger ones to
 * the wide search (wide/search.ts).
 */
export const TEMPTER_MAX_SEARCH_CELLS: number = WIDE_CELLS;
/** Nodes a wide box's search may take by default: a few seconds (see docs/performance.md). */
const DEFAULT_WIDE_MAX_NODES = 250_000;
/**
 * The wide search's late rules (D's edges one by one, the block chain over edges) run only
 * past this many nodes: the probes cost about as much as the rest of a node, and a near-full
 * board that needs no backtracking is done in about as many nodes as its path is long
 * (figures in docs/performance.md).
 */
const DEFAULT_LATE_RULES_AFTER = 1000;
/**
 * A near-full wide board whose search passes this many nodes is decided by its frontiers
 * (wide/frontier.ts): exact, and on such boards far quicker than the rare long searches;
 * most cases are done long before (figures in docs/performance.md).
 */
const DEFAULT_FRONTIER_AFTER = 2000;
const DEFAULT_FRONTIER_SPARE = 3;
/**
 * On 12-wide boxes the frontiers stay near a quarter of a million and the decision takes a
 * few seconds; a 14-wide one passes a million (the cap) after several seconds, so wider
 * boxes are left to the search.
 */
const DEFAULT_FRONTIER_WIDTH = 12;
const DEFAULT_FRONTIER_MOST = 1_000_000;
/**
 * Boxes up to the judge's 6x6 skip the block-chain bound and the edge propagation by
 * default: there the flood, peel, colour count and failed-state table alone keep the search
 * small, and the two big prunings cost more than they save in a short process. From 7x7 on
 * they pay for themselves many times over (figures in docs/performance.md).
 */
const SMALL_BOX_CELLS = 36;

/**
 * Knobs for benchmarks and cross-checks, not for users: when the costlier prunings run.
 * Each runs at nodes where the usable squares exceed the inner squares the path still needs
 * by at most the gate; -1 switches it off. By default both are off on boxes of at most
 * SMALL_BOX_CELLS cells (see there); a gate given here applies at any size.
 */
export interface TempterTuning {
  /** Block-chain bound (biconnected components); default 8. */
  readonly blockGate?: number;
  /** Forced/forbidden edge propagation; default 4, and always when a colour has no spare. */
  readonly edgeGate?: number;
  /** The table of failed states (from a search's 65th node on); default true. */
  readonly memo?: boolean;
  /** Boxes over 64 cells only: peel squares with fewer than two usable neighbours; default true. */
  readonly peel?: boolean;
  /** Boxes over 64 cells only: the colour count at each node; default true. */
  readonly colourCount?: boolean;
  /** Boxes over 64 cells only: prune when D is out of reach of the moves left; default true. */
  readonly doorReach?: boolean;
  /** Boxes over 64 cells only: the edge-supply bound when a colour has no spare squares; default true. */
  readonly edgeSupply?: boolean;
  /**
   * Boxes over 64 cells only: once the search has taken this many nodes, the late rules
   * (doorProbe, edgeBlocks) run too; default 1000 (most cases never get there); -1 = never.
   */
  readonly lateRulesAfter?: number;
  /** Boxes over 64 cells only, a late rule: with the edge step, try each of D's edges alone; default true. */
  readonly doorProbe?: boolean;
  /** Boxes over 64 cells only, a late rule: the block chain again over the edges the edge step left (with blockGate); default true. */
  readonly edgeBlocks?: boolean;
  /** Boxes over 64 cells only: with the edge step, corridors visited or left out whole; default true. */
  readonly corridors?: boolean;
  /**
   * Boxes over 64 cells only: once the search has taken this many nodes, a board with at most
   * frontierSpare squares to leave out is decided row by row (wide/frontier.ts); default
   * DEFAULT_FRONTIER_AFTER; -1 = never.
   */
  readonly frontierAfter?: number;
  /** The most squares left out for the frontier decision; default DEFAULT_FRONTIER_SPARE. */
  readonly frontierSpare?: number;
  /** The widest box (its narrower side) for the frontier decision, at most 16; default DEFAULT_FRONTIER_WIDTH. */
  readonly frontierWidth?: number;
  /** Past this many frontiers in one step the frontier decision gives up and the search goes on; default DEFAULT_FRONTIER_MOST. */
  readonly frontierMost?: number;
  /** Search any box with the wide engine (for cross-checks against the 64-cell one); default false. */
  readonly wide?: boolean;
  /**
   * Grids of at most SMALL_BOX_CELLS squares: the root arguments on tables (answerBeforeSearch)
   * instead of cell sets (answerSmallBeforeSearch), for the cross-check that the two agree; default false.
   */
  readonly tableRoot?: boolean;
  /**
   * The Search view's what-if: prunings to leave out (OFF_ bits of trace.ts); default 0. The
   * root's "too few squares" stays, so no path is longer than the box.
   */
  readonly off?: number;
  /** The Search view's trace: boxes of at most 64 cells record each node and cut into it. */
  readonly trace?: TempterTraceRecorder;
}

export function solveTempter(puzzle: TempterPuzzle, options?: TempterSolveOptions & TempterTuning): TempterSolveResult {
  const rows = Math.max(0, Math.floor(puzzle.rows));
  const cols = Math.max(0, Math.floor(puzzle.cols));
  const n = rows * cols;
  if (n > MAX_GRID_SQUARES) return tooBig(rows, cols);
  if (squareScratch.length < n) squareScratch = new Uint8Array(n);
  const squares = squareScratch;
  for (let r = 0, i = 0; r < rows; r++) {
    const line = puzzle.grid[r] ?? '';
    // Past the end of a short row, charCodeAt is NaN, stored as 0: a wall.
    for (let c = 0; c < cols; c++, i++) squares[i] = line.charCodeAt(c);
  }
  return solveTempterSquares(rows, cols, puzzle.time, squares, 0, options);
}

/** solveTempter's copy of the grid's characters; grows to the largest grid seen. */
let squareScratch = new Uint8Array(64);
/** Declared grids past this many squares (far past anything searchable) are not read. */
const MAX_GRID_SQUARES = 1 << 24;

/**
 * solveTempter on a grid held as character codes, for callers that read many cases without
 * making strings (the judge CLI): squares[from + r*cols + c] is row r, column c, one of
 * S D X . (any other code is a wall). Never throws.
 */
function solveTempterSquares(
  rows: number,
  cols: number,
  time: number,
  squares: Uint8Array,
  from: number,
  options?: TempterSolveOptions & TempterTuning,
): TempterSolveResult {
  // S and D are found by the engine's own search (the last of each, should there be more),
  // not square by square: most cases end at the parity argument, which needs only them.
  const n = rows * cols;
  const last = from + n - 1;
  const s = n > 0 ? squares.lastIndexOf(S, last) - from : -1;
  const d = n > 0 ? squares.lastIndexOf(D, last) - from : -1;
  return solveTempterFound(rows, cols, time, squares, from, s, d, options);
}

/**
 * solveTempterSquares for a reader that already knows where S and D stand (squares s and d
 * of the grid, row-major from 0; -1 when there is none), as the fast reader does: it saw
 * them while copying the squares. Never throws.
 */
export function solveTempterFound(
  rows: number,
  cols: number,
  time: number,
  squares: Uint8Array,
  from: number,
  s: number,
  d: number,
  options?: TempterSolveOptions & TempterTuning,
): TempterSolveResult {
  // The grid stays in separate numbers down to the small grids' lane (see
  // answerSmallBeforeSearch) and becomes a TempterGrid only past it.
  try {
    const n = rows * cols;
    // A moment that is not a whole second never comes.
    if (!Number.isSafeInteger(time)) return NO_TOO_FAR;
    if (s < 0 || d < 0) return NO_DOOR_UNREACHABLE;

    // A grid of at most SMALL_BOX_CELLS squares is searched whole (if under 32 columns wide,
    // as the board wants): it fits the board, and it is small whatever box it holds, so
    // cutting one out would only cost. Its root arguments run on the board's cell sets, which
    // leave S's component loaded for the search.
    const off = options?.off ?? 0;
    if (n <= SMALL_BOX_CELLS && cols < 32 && options?.wide !== true && options?.tableRoot !== true && off === 0) {
      sharedSearch ??= new BitSearch();
      return (
        answerSmallBeforeSearch(sharedSearch.board, squares, from, rows, cols, s, d, time) ??
        configured(true, options).runLoaded(n, s, time, WHOLE_GRIDS[cols]!)
      );
    }
    return solveByTables({ rows, cols, time, squares, from, s, d }, off, options);
  } catch {
    // Never throw to the extension host or CLI; an undecided answer beats a wrong one.
    return LIMIT;
  }
}

// Tables shared by every case, so that a file of hundreds of small cases allocates little
// per case: the searched box, and the search with its own tables, made at the first case
// that needs one.
const boxBuffer = new Int32Array(TEMPTER_MAX_SEARCH_CELLS);
let sharedSearch: BitSearch | undefined;
let sharedWideSearch: WideSearch | undefined;
const S = 'S'.charCodeAt(0);
const D = 'D'.charCodeAt(0);

/** A grid past the small lane (or asked to skip it): the root arguments on tables, then a box's search. */
function solveByTables(grid: TempterGrid, off: number, options: (TempterSolveOptions & TempterTuning) | undefined): TempterSolveResult {
  const { rows, cols, time, s, d } = grid;
  const n = rows * cols;
  const root = answerBeforeSearch(grid, off);
  if (!(root instanceof Int32Array)) return root;

  // Exactly the BFS distance: any shortest path is simple and meets D only at its end.
  if ((root[d] ?? -1) === time && (off & OFF_DOOR_REACH) === 0) return shortestPath(root, rows, cols, d);

  // (The same grids as the small lane's, when asked to take the tables' root arguments.)
  if (options?.wide === true) return searchBox(root, grid, options);
  if (n <= SMALL_BOX_CELLS && cols < 32) return configured(true, options).run(root, rows, cols, s, d, time, WHOLE_GRIDS[cols]!);
  return searchBox(root, grid, options);
}

/** Where a box stands in its grid: its top-left cell (row r0, column c0) and its sides. */
interface BoxBounds {
  readonly r0: number;
  readonly c0: number;
  readonly rows: number;
  readonly cols: number;
}

/** Searches the bounding box of S's component (reach[i] >= 0 for its squares). */
function searchBox(reach: Int32Array, grid: TempterGrid, options: (TempterSolveOptions & TempterTuning) | undefined): TempterSolveResult {
  const { rows, cols, s, d, time } = grid;
  // Only S's component matters, so search its bounding box: that lets walled-in regions of
  // grids beyond 64 cells be searched too.
  let r0 = rows;
  let r1 = -1;
  let c0 = cols;
  let c1 = -1;
  for (let r = 0, i = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++, i++) {
      if ((reach[i] ?? -1) < 0) continue;
      if (r < r0) r0 = r;
      r1 = r;
      if (c < c0) c0 = c;
      if (c > c1) c1 = c;
    }
  }
  const bounds: BoxBounds = { r0, c0, rows: r1 - r0 + 1, cols: c1 - c0 + 1 };
  const cells = bounds.rows * bounds.cols;
  if (cells > TEMPTER_MAX_SEARCH_CELLS) return tooBig(bounds.rows, bounds.cols);
  if (cells > BOARD_CELLS || options?.wide === true) return searchWide(reach, grid, bounds, options);
  const bits = configured(cells <= SMALL_BOX_CELLS, options);
  const sr = Math.floor(s / cols) - r0;
  const sc = (s % cols) - c0;
  const dr = Math.floor(d / cols) - r0;
  const dc = (d % cols) - c0;
  const { rows: boxRows, cols: boxCols } = bounds;
  if (boxCols < 32) {
    const box = copyBox(reach, cols, bounds, false);
    return bits.run(box, boxRows, boxCols, sr * boxCols + sc, dr * boxCols + dc, time, { r0, c0, gridCols: cols, transposed: false });
  }
  // At most two rows of 32 or more: the board wants fewer than 32 columns, so the box is
  // searched on its side, grid column c0 + c being box row c.
  const box = copyBox(reach, cols, bounds, true);
  return bits.run(box, boxCols, boxRows, sc * boxRows + sr, dc * boxRows + dr, time, { r0, c0, gridCols: cols, transposed: true });
}

/**
 * Copies the box of `reach` (a grid gridCols wide) at `bounds` into boxBuffer: grid cell
 * (r0 + r, c0 + c) is box cell r * cols + c, or c * rows + r when `transposed` (the box on
 * its side). Runs once a case, before the search.
 */
function copyBox(reach: Int32Array, gridCols: number, bounds: BoxBounds, transposed: boolean): Int32Array {
  const { r0, c0, rows, cols } = bounds;
  const box = boxBuffer;
  const rowStep = transposed ? 1 : cols;
  const colStep = transposed ? rows : 1;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) box[r * rowStep + c * colStep] = reach[(r + r0) * gridCols + c + c0] ?? -1;
  }
  return box;
}

/** The shared 64-cell search, set up for a box (`small`: of at most SMALL_BOX_CELLS cells). */
function configured(small: boolean, options: (TempterSolveOptions & TempterTuning) | undefined): BitSearch {
  sharedSearch ??= new BitSearch();
  const bits = sharedSearch;
  if (options === undefined) {
    bits.configure(DEFAULT_MAX_NODES, small ? -1 : 8, small ? -1 : 4, true, undefined);
    bits.study(0, undefined);
  } else {
    const off = options.off ?? 0;
    const nearFull = (off & OFF_NEAR_FULL) === 0;
    bits.configure(
      options.maxNodes ?? DEFAULT_MAX_NODES,
      nearFull ? (options.blockGate ?? (small ? -1 : 8)) : -1,
      nearFull ? (options.edgeGate ?? (small ? -1 : 4)) : -1,
      (options.memo ?? true) && (off & OFF_MEMO) === 0,
      options.cellVisits,
    );
    bits.study(off, options.trace);
  }
  return bits;
}

/** The wide search's settings where the options give none: each knob's default (see TempterTuning). */
const WIDE_DEFAULTS: Omit<WideSettings, 'visits'> = {
  maxNodes: DEFAULT_WIDE_MAX_NODES,
  blockGate: 8,
  edgeGate: 4,
  memo: true,
  peel: true,
  colourCount: true,
  doorReach: true,
  edgeSupply: true,
  lateRulesAfter: DEFAULT_LATE_RULES_AFTER,
  doorProbe: true,
  edgeBlocks: true,
  corridors: true,
  frontierAfter: DEFAULT_FRONTIER_AFTER,
  frontierSpare: DEFAULT_FRONTIER_SPARE,
  frontierWidth: DEFAULT_FRONTIER_WIDTH,
  frontierMost: DEFAULT_FRONTIER_MOST,
};

/** Each of `defaults`' fields as `given` has it, or the default where it has none. */
function withDefaults<T extends object>(defaults: T, given: { readonly [K in keyof T]?: T[K] | undefined } | undefined): T {
  const out = { ...defaults };
  if (given !== undefined) for (const key of Object.keys(defaults) as (keyof T)[]) out[key] = given[key] ?? defaults[key];
  return out;
}

/** Searches a box of 65 to 256 cells (any shape) with the wide search. */
function searchWide(
  reach: Int32Array,
  grid: TempterGrid,
  bounds: BoxBounds,
  options: (TempterSolveOptions & TempterTuning) | undefined,
): TempterSolveResult {
  const { cols: gridCols, s, d, time } = grid;
  const { r0, c0, rows, cols } = bounds;
  const box = copyBox(reach, gridCols, bounds, false);
  const toBox = (i: number): number => (Math.floor(i / gridCols) - r0) * cols + (i % gridCols) - c0;
  sharedWideSearch ??= new WideSearch();
  // The what-if switches map onto the wide search's own (it records no trace).
  const off = options?.off ?? 0;
  const given = withDefaults(WIDE_DEFAULTS, options);
  const nearFull = (off & OFF_NEAR_FULL) === 0;
  sharedWideSearch.configure({
    ...given,
    blockGate: nearFull ? given.blockGate : -1,
    edgeGate: nearFull ? given.edgeGate : -1,
    edgeSupply: given.edgeSupply && nearFull,
    frontierAfter: nearFull ? given.frontierAfter : -1,
    memo: given.memo && (off & OFF_MEMO) === 0,
    peel: given.peel && (off & OFF_DEAD_ENDS) === 0,
    colourCount: given.colourCount && (off & OFF_COLOURS) === 0,
    doorReach: given.doorReach && (off & OFF_DOOR_REACH) === 0,
    visits: options?.cellVisits,
  });
  return sharedWideSearch.run(box, rows, cols, toBox(s), toBox(d), time, { r0, c0, gridCols, transposed: false });
}
