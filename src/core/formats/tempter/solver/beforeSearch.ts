// Answers without search: whole-grid NO arguments, and the shortest path when time is the distance.
import type { Cell } from '../../../geometry';
import { popcount, type BitBoard } from './bits/board';
import { OFF_COLOURS, OFF_DOOR_REACH } from './trace';
import { NO_BY_COLOUR_COUNT, NO_BY_PARITY, NO_DOOR_UNREACHABLE, NO_TOO_FAR, NO_TOO_FEW_SQUARES, type TempterSolveResult } from './outcome';

// Tables shared by every case and grown to the largest grid seen (the open squares, and the
// BFS's distances and queue with each queued square's column): files of hundreds of small cases would otherwise allocate them
// per case.
let openBuffer = new Uint8Array(64);
let distBuffer = new Int32Array(64);
let queueBuffer = new Int32Array(64);
let queueColBuffer = new Int32Array(64);
const S = 'S'.charCodeAt(0);
const D = 'D'.charCodeAt(0);
const DOT = '.'.charCodeAt(0);
/** 1 for the codes of an open square (S, D, '.'), 0 for a wall. */
const OPEN = new Uint8Array(256);
OPEN[S] = 1;
OPEN[D] = 1;
OPEN[DOT] = 1;
/** answerSmallBeforeSearch's BFS layers from S: layer t holds the squares t moves away. */
const layerL = new Int32Array(65);
const layerH = new Int32Array(65);

/**
 * A case's grid as the solver takes it: squares[from + r*cols + c] is row r, column c (S D X
 * ., anything else a wall), S and D at cells s and d (-1 when there is none), the door's time.
 */
export interface TempterGrid {
  readonly rows: number;
  readonly cols: number;
  readonly time: number;
  readonly squares: Uint8Array;
  readonly from: number;
  readonly s: number;
  readonly d: number;
}

/**
 * The whole-grid arguments, cheapest first; each returns NO for a reason the user can read.
 * Works at any size. `skip` (OFF_ bits of trace.ts, for a what-if) leaves arguments out. When
 * no argument applies, returns the BFS distances from S (-1 = unreachable) in cells 0..n-1 of a
 * shared table, valid until the next call.
 */
export function answerBeforeSearch(grid: TempterGrid, skip = 0): TempterSolveResult | Int32Array {
  const { squares, from, rows, cols, s, d, time } = grid;
  // Nearly half of a judge file ends here, before any square is read.
  if (offParity(cols, s, d, time) && (skip & OFF_COLOURS) === 0) return NO_BY_PARITY;
  const sr = Math.floor(s / cols);
  const sc = s % cols;

  // Open squares (S, D and '.'; anything else, or past a short row, is a wall), counted in
  // the same pass: all of them, and those of S's colour.
  const n = rows * cols;
  if (openBuffer.length < n) {
    openBuffer = new Uint8Array(n);
    distBuffer = new Int32Array(n);
    queueBuffer = new Int32Array(n);
    queueColBuffer = new Int32Array(n);
  }
  const open = openBuffer;
  const dist = distBuffer;
  let openCount = 0;
  let sameAsS = 0;
  // The BFS's distances start at -1 (unreached) in the same pass: a grid of a judge file is
  // a few dozen squares, where a call to fill() costs about as much as the pass.
  for (let r = 0, i = 0; r < rows; r++) {
    // Squares of S's colour in this row are those at columns of parity (sr + sc + r) & 1.
    const sameCol = (sr + sc + r) & 1;
    for (let c = 0; c < cols; c++, i++) {
      const ch = squares[from + i];
      dist[i] = -1;
      if (ch === DOT || ch === S || ch === D) {
        open[i] = 1;
        openCount++;
        if ((c & 1) === sameCol) sameAsS++;
      } else open[i] = 0;
    }
  }
  // (The colour count below is its stronger form: a what-if without colours leaves out both.)
  if (openCount < time + 1 && (skip & OFF_COLOURS) === 0) return NO_TOO_FEW_SQUARES;
  // The path visits time+1 squares, alternately S's colour and the other one.
  if ((sameAsS < (time >> 1) + 1 || openCount - sameAsS < (time + 1) >> 1) && (skip & OFF_COLOURS) === 0) return NO_BY_COLOUR_COUNT;

  const queue = queueBuffer;
  // Each queued square's column, kept beside it rather than worked out by a division.
  const queueCol = queueColBuffer;
  let head = 0;
  let tail = 0;
  dist[s] = 0;
  queue[tail] = s;
  queueCol[tail++] = sc;
  while (head < tail) {
    const c = queueCol[head] ?? 0;
    const cur = queue[head++] ?? 0;
    const next = (dist[cur] ?? 0) + 1;
    // Up, right, down, left; a square not open or already reached is skipped.
    if (cur >= cols && open[cur - cols] === 1 && dist[cur - cols] === -1) {
      dist[cur - cols] = next;
      queue[tail] = cur - cols;
      queueCol[tail++] = c;
    }
    if (c < cols - 1 && open[cur + 1] === 1 && dist[cur + 1] === -1) {
      dist[cur + 1] = next;
      queue[tail] = cur + 1;
      queueCol[tail++] = c + 1;
    }
    if (cur + cols < n && open[cur + cols] === 1 && dist[cur + cols] === -1) {
      dist[cur + cols] = next;
      queue[tail] = cur + cols;
      queueCol[tail++] = c;
    }
    if (c > 0 && open[cur - 1] === 1 && dist[cur - 1] === -1) {
      dist[cur - 1] = next;
      queue[tail] = cur - 1;
      queueCol[tail++] = c - 1;
    }
  }
  const dd = dist[d] ?? -1;
  if (dd < 0) return NO_DOOR_UNREACHABLE;
  if (dd > time && (skip & OFF_DOOR_REACH) === 0) return NO_TOO_FAR;
  return dist;
}

/** Walks back from D along decreasing BFS distance; the path's moves and cells. */
export function shortestPath(dist: Int32Array, rows: number, cols: number, d: number): TempterSolveResult {
  return walkBack(rows, cols, d, dist[d] ?? 0, (cell, t) => dist[cell] === t);
}

/**
 * The path of `len` moves that ends at D, walked back from it: at each step to a square
 * `before` puts t moves from S, trying the squares the moves up, right, down, left would
 * come from (below, left, above, right) in that order. Runs once a case that is answered so.
 */
function walkBack(rows: number, cols: number, d: number, len: number, before: (cell: number, t: number) => boolean): TempterSolveResult {
  const moves = new Uint8Array(len);
  const path: Cell[] = new Array<Cell>(len + 1);
  let r = Math.floor(d / cols);
  let c = d % cols;
  path[len] = { row: r + 1, col: c + 1 };
  for (let t = len; t > 0; t--) {
    const cur = r * cols + c;
    if (r + 1 < rows && before(cur + cols, t - 1)) {
      moves[t - 1] = 0;
      r++;
    } else if (c > 0 && before(cur - 1, t - 1)) {
      moves[t - 1] = 1;
      c--;
    } else if (r > 0 && before(cur - cols, t - 1)) {
      moves[t - 1] = 2;
      r--;
    } else {
      moves[t - 1] = 3;
      c++;
    }
    path[t - 1] = { row: r + 1, col: c + 1 };
  }
  return { status: 'yes', moves, path, expanded: 0, pruned: 0, memoHits: 0, reason: 'shortest-path' };
}

/**
 * answerBeforeSearch for a grid of at most 64 squares under 32 columns wide, on the board's cell
 * sets (bits/board.ts) instead of tables: the same arguments in the same order, the same
 * answers (the shortest path too), each a few word operations where answerBeforeSearch takes a
 * pass over the grid's squares, and a judge file's grids are all this small. When no
 * argument applies, returns undefined with S's component loaded in the board (its geometry
 * and open squares, D at d), ready for BitSearch.runLoaded. Takes the grid's fields one by
 * one, not as a TempterGrid: it runs once a case of a judge file, where making and reading
 * that record cost about 3 % of the suite's instructions.
 */
export function answerSmallBeforeSearch(
  board: BitBoard,
  squares: Uint8Array,
  from: number,
  rows: number,
  cols: number,
  s: number,
  d: number,
  time: number,
): TempterSolveResult | undefined {
  if (offParity(cols, s, d, time)) return NO_BY_PARITY;
  const sr = Math.floor(s / cols);
  const sc = s % cols;

  const n = rows * cols;
  board.useGeometry(n, cols);
  // The open squares as a set: bit i for grid cell i (a 64-square grid's cells are the board's).
  let openL = 0;
  let openH = 0;
  const low = n < 32 ? n : 32;
  for (let i = 0; i < low; i++) openL |= (OPEN[squares[from + i]!] ?? 0) << i;
  for (let i = 32; i < n; i++) openH |= (OPEN[squares[from + i]!] ?? 0) << (i - 32);
  const openCount = popcount(openL) + popcount(openH);
  if (openCount < time + 1) return NO_TOO_FEW_SQUARES;
  // Squares of S's colour: those of colour 0 ((row + col) even) when S's is.
  const sameL = ((sr + sc) & 1) === 0 ? board.col0L : ~board.col0L;
  const sameH = ((sr + sc) & 1) === 0 ? board.col0H : ~board.col0H;
  const sameAsS = popcount(openL & sameL) + popcount(openH & sameH);
  if (sameAsS < (time >> 1) + 1 || openCount - sameAsS < (time + 1) >> 1) return NO_BY_COLOUR_COUNT;

  // BFS from S by layers over the open squares (D among them, as answerBeforeSearch's BFS), until
  // S's component is flooded; dd: the layer D enters at.
  const nfL = board.notFirstL;
  const nfH = board.notFirstH;
  const nlL = board.notLastL;
  const nlH = board.notLastH;
  const back = 32 - cols;
  const dBitL = d < 32 ? 1 << d : 0;
  const dBitH = d >= 32 ? 1 << (d & 31) : 0;
  let frL = s < 32 ? 1 << s : 0;
  let frH = s >= 32 ? 1 << (s & 31) : 0;
  let seenL = frL;
  let seenH = frH;
  let dd = -1;
  for (let t = 0; (frL | frH) !== 0; t++) {
    layerL[t] = frL;
    layerH[t] = frH;
    if (dd < 0 && ((frL & dBitL) | (frH & dBitH)) !== 0) dd = t;
    // The layer's neighbours: right, left, down, up: BitSearch's flood step, written out as it
    // is there, since a call per layer costs in the interpreter a judge file runs in (bits/search.ts).
    const l = ((frL << 1) & nfL) | (((frL >>> 1) | (frH << 31)) & nlL) | (frL << cols) | (frL >>> cols) | (frH << back);
    const h = (((frH << 1) | (frL >>> 31)) & nfH) | ((frH >>> 1) & nlH) | (frH << cols) | (frL >>> back) | (frH >>> cols);
    frL = l & openL & ~seenL;
    frH = h & openH & ~seenH;
    seenL |= frL;
    seenH |= frH;
  }
  if (dd < 0) return NO_DOOR_UNREACHABLE;
  if (dd > time) return NO_TOO_FAR;
  if (dd === time) return shortestPathByLayers(rows, cols, d, dd);
  board.load(seenL, seenH, d);
  return undefined;
}

/** shortestPath from answerSmallBeforeSearch's layers: the same walk back from D, the same path. */
function shortestPathByLayers(rows: number, cols: number, d: number, len: number): TempterSolveResult {
  return walkBack(rows, cols, d, len, (cell, t) => inLayer(layerL[t]!, layerH[t]!, cell));
}

function inLayer(l: number, h: number, cell: number): boolean {
  return (cell < 32 ? (l >>> cell) & 1 : (h >>> (cell & 31)) & 1) === 1;
}

/**
 * Whether the door is on the wrong colour for the time: squares alternate colours like a
 * chessboard, each move flips the colour, so S (cell s) and D (cell d) `cols` wide are an odd
 * number of moves apart exactly when their distance on the grid is odd.
 */
function offParity(cols: number, s: number, d: number, time: number): boolean {
  const manhattan = Math.abs(Math.floor(s / cols) - Math.floor(d / cols)) + Math.abs((s % cols) - (d % cols));
  return ((time - manhattan) & 1) !== 0;
}
