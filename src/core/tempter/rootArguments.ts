// Answers without search: whole-grid NO arguments, and the shortest path when time is the distance.
import type { Cell } from '../geometry';
import { DC, DR } from './bitBoard';
import type { TempterReason } from './puzzle';
import type { Outcome } from './searchOutcome';

/**
 * The whole-grid arguments; each returns NO for a reason the user can read. Works at any size.
 * When none applies, returns the BFS distances from S (-1 = unreachable).
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

  let openCount = 0;
  let sameAsS = 0;
  for (let i = 0; i < open.length; i++) {
    if (open[i] === 0) continue;
    openCount++;
    if ((((Math.floor(i / cols) + (i % cols)) ^ (sr + sc)) & 1) === 0) sameAsS++;
  }
  if (openCount < time + 1) return 'too-few-squares';
  // The path visits time+1 squares, alternately S's colour and the other one.
  if (sameAsS < (time >> 1) + 1 || openCount - sameAsS < (time + 1) >> 1) return 'colour-count';

  const dist = new Int32Array(open.length).fill(-1);
  const queue = new Int32Array(open.length);
  let head = 0;
  let tail = 0;
  dist[s] = 0;
  queue[tail++] = s;
  while (head < tail) {
    const cur = queue[head++] ?? 0;
    const r = Math.floor(cur / cols);
    const c = cur % cols;
    for (let k = 0; k < 4; k++) {
      const nr = r + (DR[k] ?? 0);
      const nc = c + (DC[k] ?? 0);
      if (nr < 0 || nr >= rows || nc < 0 || nc >= cols) continue;
      const j = nr * cols + nc;
      if (open[j] === 0 || (dist[j] ?? 0) >= 0) continue;
      dist[j] = (dist[cur] ?? 0) + 1;
      queue[tail++] = j;
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
  const cells = new Int32Array(len + 1);
  const moves = new Uint8Array(len);
  let cur = d;
  cells[len] = d;
  for (let t = len; t > 0; t--) {
    const r = Math.floor(cur / cols);
    const c = cur % cols;
    for (let k = 0; k < 4; k++) {
      // Step back opposite to direction k, so the forward move is k.
      const pr = r - (DR[k] ?? 0);
      const pc = c - (DC[k] ?? 0);
      if (pr < 0 || pr >= rows || pc < 0 || pc >= cols) continue;
      const j = pr * cols + pc;
      if ((dist[j] ?? -1) !== t - 1) continue;
      moves[t - 1] = k;
      cells[t - 1] = j;
      cur = j;
      break;
    }
  }
  const path: Cell[] = Array.from(cells, (i) => ({ row: Math.floor(i / cols) + 1, col: (i % cols) + 1 }));
  return { status: 'yes', moves, path, expanded: 0, pruned: 0, memoHits: 0 };
}
