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

// The stone-free lair of the last size seen, WALL border and UNSEEN inside: a file of equal
// sizes lays out each case with one copy instead of a fill per row.
const lairTemplate = new Int32Array(PADDED_MAX);
let templateView = lairTemplate.subarray(0, 0);
let templateRows = 0;
let templateCols = 0;

/**
 * Distances become WALL on the border and on stones, UNSEEN elsewhere; offsets fit the width.
 * The stones are `count` padded squares (row * width + col) of `squares` from index `from`,
 * all inside the lair: the caller has checked them.
 */
export function layOutLair(rows: number, cols: number, width: number, squares: Int32Array, from: number, count: number): void {
  if (rows !== templateRows || cols !== templateCols) {
    lairTemplate.fill(WALL, 0, (rows + 2) * width);
    for (let r = 1; r <= rows; r++) lairTemplate.fill(UNSEEN, r * width + 1, r * width + 1 + cols);
    templateView = lairTemplate.subarray(0, (rows + 2) * width);
    templateRows = rows;
    templateCols = cols;
    offsets[0] = -width;
    offsets[1] = 1;
    offsets[2] = width;
    offsets[3] = -1;
  }
  distance.set(templateView);
  const dist = distance;
  const end = from + count;
  for (let i = from; i < end; i++) dist[squares[i]!] = WALL;
}

/**
 * Seeds the breadth-first search at the exit (unless it is a stone) and spreads it until
 * `target` has its distance D, finishing every square at distance < D; or, when `target` is
 * cut off, until the queue runs dry. Returns the level known, as spreadTo does (D, or
 * ALL_KNOWN). One call rather than one per level: a maze head is dozens of levels away,
 * and each call to a not yet optimised function costs as much as spreading a level.
 */
export function spreadFromExit(exitCell: number, target: number): number {
  bfsRead = 0;
  bfsWrite = 0;
  if (distance[exitCell] === UNSEEN) {
    distance[exitCell] = 0;
    gridQueue[0] = exitCell;
    bfsWrite = 1;
  }
  spread(ALL_KNOWN, target);
  return bfsRead < bfsWrite ? distance[target]! : ALL_KNOWN;
}

/**
 * Continues the search from the exit, popping every queued square at distance <= level, so
 * that afterwards every square within level + 1 of the exit has its distance. Returns the
 * first level not yet complete (ALL_KNOWN once the queue runs dry).
 */
export function spreadTo(level: number): number {
  spread(level, -1);
  return bfsRead < bfsWrite ? level + 1 : ALL_KNOWN;
}

/**
 * The breadth-first search's loop: pops queued squares at distance <= level; with a target
 * square (>= 0), stops as well once the target has its distance D and a square at D comes up.
 */
function spread(level: number, target: number): void {
  const dist = distance;
  const queue = gridQueue;
  const up = offsets[0]!;
  let read = bfsRead;
  let write = bfsWrite;
  while (read < write) {
    const cell = queue[read]!;
    const here = dist[cell]!;
    if (here > level) break;
    if (target >= 0) {
      const goal = dist[target]!;
      if (goal >= 0 && here >= goal) break;
    }
    const next = here + 1;
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
}
