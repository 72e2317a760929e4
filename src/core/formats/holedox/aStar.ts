// The A* loop over (head square, body shape), with its two-bucket open list and goal walk-back.
import { distance, offsets, spreadTo } from './distanceField';
import { PADDED_MAX } from './limits';
import {
  arenaCapacity,
  forgetTable,
  growArena,
  INITIAL_ARENA,
  INITIAL_TABLE,
  recG,
  recHead,
  recParent,
  recShape,
  rehash,
  startRecords,
  table,
} from './stateStore';

// What the search loop reports besides a goal record (>= 0).
export const BOXED_IN = -1;
export const OVER_LIMIT = -2;

// Body squares of the state being expanded carry the current tick, so no clearing per state.
const stamp = new Int32Array(PADDED_MAX);
let stampTick = 0;

let stackCur = new Int32Array(INITIAL_ARENA);
let stackNext = new Int32Array(INITIAL_ARENA);

// Side results of the search loop, kept out of its return value so it returns a small int.
let goalMove = 0;
export let expandedCount = 0;
let improvedCount = 0;
let stalePopCount = 0;

/** Counters from the most recent search, for tests that must see re-opening stay silent. */
export function lastHoledoxSearchCounters(): { improved: number; stalePops: number } {
  return { improved: improvedCount, stalePops: stalePopCount };
}

/** Zeroes the search counters, so a puzzle answered without search reports none. */
export function clearSearchCounters(): void {
  expandedCount = 0;
  improvedCount = 0;
  stalePopCount = 0;
}

/** After an aborted search: forget every mark and slot the loop may have left. */
export function forgetSearch(): void {
  forgetTable();
  stamp.fill(0);
  stampTick = 0;
}

function grownStack(stack: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> {
  const bigger = new Int32Array(stack.length * 2);
  bigger.set(stack);
  return bigger;
}

/** The start as record 1, alone on the open list. */
export function startSearch(headCell: number, shape: number): void {
  startRecords(headCell, shape);
  stackCur[0] = 1;
}

/**
 * The A* loop. Returns the goal's parent record (goalMove holds the last move), BOXED_IN
 * or OVER_LIMIT. Kept free of setup and result building so the engine optimises it early.
 */
export function runSearch(
  length: number,
  exitCell: number,
  maxStates: number,
  knownLevel: number,
  visits: Uint32Array | undefined,
  width: number,
  cols: number,
): number {
  const shapeMask = length > 1 ? (2 ** (2 * (length - 1)) - 1) | 0 : 0;
  const dist = distance;
  const offs = offsets;
  const marks = stamp;

  let tableSize = INITIAL_TABLE;
  let mask = tableSize - 1;
  let shift = 32 - Math.log2(tableSize);
  let growAt = tableSize >>> 1;
  let slots = table;
  let shapes = recShape;
  let heads = recHead;
  let gs = recG;
  let parents = recParent;
  // A local copy: the arena lives in another module, and this is read for every new state.
  let capacity = arenaCapacity;
  // Records in use, sentinel included: count - 1 states.
  let count = 2;

  let cur = stackCur;
  let next = stackNext;
  let curTop = 1;
  let nextTop = 0;
  let f = dist[heads[1]!]!;
  let expanded = 0;
  let improved = 0;
  let stale = 0;
  let tick = stampTick;
  let outcome = BOXED_IN;
  let known = knownLevel;

  search: for (;;) {
    if (curTop === 0) {
      if (nextTop === 0) break;
      const swap = cur;
      cur = next;
      next = swap;
      curTop = nextTop;
      nextTop = 0;
      f += 2;
    }
    const rec = cur[--curTop]!;
    const cell = heads[rec]!;
    const g = gs[rec]!;
    if (g + dist[cell]! !== f) {
      stale++;
      continue;
    }
    expanded++;
    if (visits !== undefined) {
      // Padded square r*width+c is lair square (r, c): count it 0-based, row-major.
      const row = (cell / width) | 0;
      const at = (row - 1) * cols + (cell - row * width) - 1;
      visits[at] = visits[at]! + 1;
    }
    const shape = shapes[rec]!;
    // Neighbours are at h - 1 or h + 1: make sure the exit search has reached h + 1.
    const h = f - g;
    if (h >= known) known = spreadTo(h);

    // Mark the body. Block i is i steps from the head, so it has the head's parity iff i is
    // even; squares next to the head have the other parity, so only odd blocks can block.
    if (++tick === 0x7fffffff) {
      marks.fill(0);
      tick = 1;
    }
    let p = cell;
    let s = shape;
    for (let i = 2; i < length; i += 2) {
      p += offs[s & 3]!;
      marks[p] = tick;
      p += offs[(s >>> 2) & 3]!;
      s >>>= 4;
    }
    // An even L leaves the last block odd and unvisited by the paired loop.
    if ((length & 1) === 0) marks[p + offs[s & 3]!] = tick;

    const ng = g + 1;
    const shifted = shape << 2;
    for (let d = 0; d < 4; d++) {
      const n = cell + offs[d]!;
      const hn = dist[n]!;
      if (hn < 0 || marks[n] === tick) continue;
      if (n === exitCell) {
        goalMove = d;
        outcome = rec;
        break search;
      }
      const ns = (shifted | (d ^ 2)) & shapeMask;
      // hashKey, inlined: this is the hottest line of the solver.
      let slot = Math.imul(ns ^ Math.imul(n, 0x9e3779b1), 0x85ebca6b) >>> shift;
      let r: number;
      for (;;) {
        r = slots[slot]!;
        // Both loads run on every probe (the sentinel answers for empty slots), so the
        // engine has seen every access before a duplicate first turns up.
        if ((((heads[r]! - n) | (shapes[r]! - ns)) === 0) || r === 0) break;
        slot = (slot + 1) & mask;
      }
      // The sentinel's g never loses, so this skips exactly the known states with g <= ng.
      if (ng >= gs[r]!) continue;
      let target: number;
      if (r !== 0) {
        gs[r] = ng;
        parents[r] = rec;
        improved++;
        target = r;
      } else {
        if (count > maxStates) {
          outcome = OVER_LIMIT;
          break search;
        }
        if (count === capacity) {
          growArena(maxStates + 1);
          capacity = arenaCapacity;
          shapes = recShape;
          heads = recHead;
          gs = recG;
          parents = recParent;
        }
        target = count++;
        shapes[target] = ns;
        heads[target] = n;
        gs[target] = ng;
        parents[target] = rec;
        slots[slot] = target;
        if (count > growAt) {
          tableSize *= 2;
          rehash(tableSize, count);
          slots = table;
          mask = tableSize - 1;
          shift--;
          growAt = tableSize >>> 1;
        }
      }
      if (ng + hn === f) {
        if (curTop === cur.length) cur = grownStack(cur);
        cur[curTop++] = target;
      } else {
        if (nextTop === next.length) next = grownStack(next);
        next[nextTop++] = target;
      }
    }
  }

  // Keep grown stacks for the next search; the two may have swapped roles.
  stackCur = cur.length >= next.length ? cur : next;
  stackNext = cur.length >= next.length ? next : cur;
  stampTick = tick;
  expandedCount = expanded;
  improvedCount = improved;
  stalePopCount = stale;
  return outcome;
}

/** The moves to the exit through the goal's parent record: its g, and the last move. */
export function goalSteps(goalParent: number): number {
  return recG[goalParent]! + 1;
}

/** The head's moves from the start to the exit: parent links, then the final goalMove. */
export function movesTo(goalParent: number, width: number): Uint8Array {
  const heads = recHead;
  const parents = recParent;
  const steps = recG[goalParent]! + 1;
  const moves = new Uint8Array(steps);
  moves[steps - 1] = goalMove;
  let r = goalParent;
  for (let i = steps - 2; i >= 0; i--) {
    const parent = parents[r]!;
    // Each step's direction is the head's displacement: -width, +1, +width or -1.
    const diff = heads[r]! - heads[parent]!;
    moves[i] = diff === -width ? 0 : diff === 1 ? 1 : diff === width ? 2 : 3;
    r = parent;
  }
  return moves;
}
