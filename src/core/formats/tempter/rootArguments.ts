// Answers without search: whole-grid NO arguments, and the shortest path when time is the distance.
import type { Cell } from '../../geometry';
import {
  NO_BY_COLOUR_COUNT,
  NO_BY_PARITY,
  NO_DOOR_UNREACHABLE,
  NO_TOO_FAR,
  NO_TOO_FEW_SQUARES,
  type TempterSolveResult,
} from './searchOutcome';

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

/**
 * The whole-grid arguments, cheapest first; each returns NO for a reason the user can read.
 * Works at any size. squares[from + i] is grid cell i (S D X ., anything else a wall); s and
 * d are S's and D's cells. When no argument applies, returns the BFS distances from S
 * (-1 = unreachable) in cells 0..n-1 of a shared table, valid until the next call.
 */
export function rootArguments(
  squares: Uint8Array,
  from: number,
  rows: number,
  cols: number,
  s: number,
  d: number,
  time: number,
): TempterSolveResult | Int32Array {
  const sr = Math.floor(s / cols);
  const sc = s % cols;
  const manhattan = Math.abs(sr - Math.floor(d / cols)) + Math.abs(sc - (d % cols));
  // Squares alternate colours like a chessboard, so each move flips the colour. Nearly half
  // of a judge file ends here, before any square is read.
  if (((time - manhattan) & 1) !== 0) return NO_BY_PARITY;

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
  if (openCount < time + 1) return NO_TOO_FEW_SQUARES;
  // The path visits time+1 squares, alternately S's colour and the other one.
  if (sameAsS < (time >> 1) + 1 || openCount - sameAsS < (time + 1) >> 1) return NO_BY_COLOUR_COUNT;

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
  if (dd > time) return NO_TOO_FAR;
  return dist;
}

/** Walks back from D along decreasing BFS distance; the path's moves and cells. */
export function shortestPath(dist: Int32Array, rows: number, cols: number, d: number): TempterSolveResult {
  const len = dist[d] ?? 0;
  const moves = new Uint8Array(len);
  const path: Cell[] = new Array<Cell>(len + 1);
  let r = Math.floor(d / cols);
  let c = d % cols;
  path[len] = { row: r + 1, col: c + 1 };
  for (let t = len; t > 0; t--) {
    // Step back to a square one nearer S, trying the squares the moves up, right, down, left
    // would come from (below, left, above, right) in that order.
    const cur = r * cols + c;
    if (r + 1 < rows && dist[cur + cols] === t - 1) {
      moves[t - 1] = 0;
      r++;
    } else if (c > 0 && dist[cur - 1] === t - 1) {
      moves[t - 1] = 1;
      c--;
    } else if (r > 0 && dist[cur - cols] === t - 1) {
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
