// Answers without search: whole-grid NO arguments, and the shortest path when time is the distance.
import type { Cell } from '../geometry';
import type { TempterReason } from './puzzle';
import type { Outcome } from './searchOutcome';

// BFS tables shared by every case and grown to the largest grid seen: files of hundreds of
// small cases would otherwise allocate two arrays per case.
let distBuffer = new Int32Array(64);
let queueBuffer = new Int32Array(64);

/**
 * The whole-grid arguments; each returns NO for a reason the user can read. Works at any size.
 * When none applies, returns the BFS distances from S (-1 = unreachable) in cells 0..n-1 of
 * a shared table, valid until the next call.
 */
export function rootArguments(
  open: Uint8Array,
  rows: number,
  cols: number,
  s: number,
  d: number,
  time: number,
): TempterReason | Int32Array {
  const sr = Math.floor(s / cols);
  const sc = s % cols;
  const manhattan = Math.abs(sr - Math.floor(d / cols)) + Math.abs(sc - (d % cols));
  // Squares alternate colours like a chessboard, so each move flips the colour.
  if (((time - manhattan) & 1) !== 0) return 'parity';

  const n = rows * cols;
  let openCount = 0;
  let sameAsS = 0;
  for (let r = 0, i = 0; r < rows; r++) {
    // Squares of S's colour in this row are those at columns of parity (sr + sc + r) & 1.
    const sameCol = (sr + sc + r) & 1;
    for (let c = 0; c < cols; c++, i++) {
      if (open[i] === 0) continue;
      openCount++;
      if ((c & 1) === sameCol) sameAsS++;
    }
  }
  if (openCount < time + 1) return 'too-few-squares';
  // The path visits time+1 squares, alternately S's colour and the other one.
  if (sameAsS < (time >> 1) + 1 || openCount - sameAsS < (time + 1) >> 1) return 'colour-count';

  if (distBuffer.length < n) {
    distBuffer = new Int32Array(n);
    queueBuffer = new Int32Array(n);
  }
  const dist = distBuffer;
  const queue = queueBuffer;
  dist.fill(-1, 0, n);
  let head = 0;
  let tail = 0;
  dist[s] = 0;
  queue[tail++] = s;
  while (head < tail) {
    const cur = queue[head++] ?? 0;
    const next = (dist[cur] ?? 0) + 1;
    const c = cur % cols;
    // Up, right, down, left; a square not open or already reached is skipped.
    if (cur >= cols && open[cur - cols] === 1 && dist[cur - cols] === -1) {
      dist[cur - cols] = next;
      queue[tail++] = cur - cols;
    }
    if (c < cols - 1 && open[cur + 1] === 1 && dist[cur + 1] === -1) {
      dist[cur + 1] = next;
      queue[tail++] = cur + 1;
    }
    if (cur + cols < n && open[cur + cols] === 1 && dist[cur + cols] === -1) {
      dist[cur + cols] = next;
      queue[tail++] = cur + cols;
    }
    if (c > 0 && open[cur - 1] === 1 && dist[cur - 1] === -1) {
      dist[cur - 1] = next;
      queue[tail++] = cur - 1;
    }
  }
  const dd = dist[d] ?? -1;
  if (dd < 0) return 'door-unreachable';
  if (dd > time) return 'too-far';
  return dist;
}

/** Walks back from D along decreasing BFS distance; the path's moves and cells. */
export function shortestPath(dist: Int32Array, rows: number, cols: number, d: number): Outcome {
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
  return { status: 'yes', moves, path, expanded: 0, pruned: 0, memoHits: 0 };
}
