// The distance from the exit around stones, grown lazily a level at a time: A*'s heuristic.
import { PADDED_MAX } from './limits';

// Distances below zero mean "never step here": -1 wall or stone, -2 cut off from the exit.
const WALL = -1;
export const UNSEEN = -2;

// spreadTo's answer once every square reachable from the exit has its distance.
export const ALL_KNOWN = 0x7fffffff;

// Grid-sized scratch, allocated once at the largest supported size.
export const distance = new Int32Array(PADDED_MAX);
const gridQueue = new Int32Array(PADDED_MAX);
/** Square index steps for up, right, down, left in the padded grid of the current puzzle. */
export const offsets = new Int32Array(4);
// The breadth-first search from the exit runs lazily; these say where its queue stands.
let bfsRead = 0;
let bfsWrite = 0;

/**
 * Distances become WALL on the border and on stones, UNSEEN elsewhere; offsets fit the width.
 * The stones are `count` (row, col) pairs of `cells` from index `from`.
 */
export function layOutLair(rows: number, cols: number, width: number, cells: Float64Array, from: number, count: number): void {
  distance.fill(WALL, 0, (rows + 2) * width);
  for (let r = 1; r <= rows; r++) distance.fill(UNSEEN, r * width + 1, r * width + 1 + cols);
  for (let i = 0; i < count; i++) {
    const r = cells[from + 2 * i]!;
    const c = cells[from + 2 * i + 1]!;
    // Stones outside the lair cannot matter; skip rather than refuse. (x | 0) === x is
    // Number.isInteger for sides this small, without a call per stone.
    if ((r | 0) === r && (c | 0) === c && r >= 1 && c >= 1 && r <= rows && c <= cols) {
      distance[r * width + c] = WALL;
    }
  }
  offsets[0] = -width;
  offsets[1] = 1;
  offsets[2] = width;
  offsets[3] = -1;
}

/** Seeds the breadth-first search from the exit (unless the exit is a stone). */
export function seedFromExit(exitCell: number): void {
  bfsRead = 0;
  bfsWrite = 0;
  if (distance[exitCell] !== UNSEEN) return;
  distance[exitCell] = 0;
  gridQueue[0] = exitCell;
  bfsWrite = 1;
}

/**
 * Continues the search from the exit, popping every queued square at distance <= level, so
 * that afterwards every square within level + 1 of the exit has its distance. Returns the
 * first level not yet complete (ALL_KNOWN once the queue runs dry).
 */
export function spreadTo(level: number): number {
  const dist = distance;
  const queue = gridQueue;
  const up = offsets[0]!;
  let read = bfsRead;
  let write = bfsWrite;
  while (read < write) {
    const cell = queue[read]!;
    const next = dist[cell]! + 1;
    if (next > level + 1) break;
    read++;
    // Unrolled: up, right, down, left.
    let n = cell + up;
    if (dist[n] === UNSEEN) {
      dist[n] = next;
      queue[write++] = n;
    }
    n = cell + 1;
    if (dist[n] === UNSEEN) {
      dist[n] = next;
      queue[write++] = n;
    }
    n = cell - up;
    if (dist[n] === UNSEEN) {
      dist[n] = next;
      queue[write++] = n;
    }
    n = cell - 1;
    if (dist[n] === UNSEEN) {
      dist[n] = next;
      queue[write++] = n;
    }
  }
  bfsRead = read;
  bfsWrite = write;
  return read < write ? level + 1 : ALL_KNOWN;
}
