import type { HoledoxPuzzle, HoledoxSolution, HoledoxSolveOptions } from './puzzle';

/*
 * Holedox solver: A* over (head square, body shape) with an exact, consistent heuristic.
 *
 * State. The head is a square index in a grid padded by one wall square on every side
 * (so a move never needs a bounds check). The body is L-1 two-bit directions: direction i
 * (bits 2(i-1)..2i-1) says where block i+1 lies relative to block i (0 up, 1 right,
 * 2 down, 3 left). A move in direction d makes the old head the new second block, which
 * sits in direction d^2 of the new head, so the new shape is ((shape << 2) | (d ^ 2))
 * cut to 2(L-1) bits; the old tail direction falls off the top.
 *
 * Heuristic. h = BFS distance from the exit around stones, ignoring the body. Moving the
 * head never beats one square per move, so h is admissible, and adjacent squares differ by
 * exactly one (the grid is bipartite), so f = g + h keeps its value or rises by 2 on every
 * move. Two stacks therefore make an exact priority queue: `cur` holds f = F, `next`
 * holds f = F + 2. The BFS runs lazily, a level at a time, only as far as the head has
 * been: in a maze most of the far side is never needed. A head with no distance at all
 * means the exit is walled off, answered before any search.
 *
 * Re-opening. States are recorded when first generated, with g and parent. In general
 * A* must allow a state first generated into `next` (from a parent at f = F) to be reached
 * again from another parent at f = F with g smaller by 2, so the record keeps the best g,
 * is pushed again into `cur`, and the old entry is skipped as stale when popped (its g + h
 * no longer equals the bucket's f). For this encoding that never fires: the first shape
 * direction fixes the parent's head square, so every parent of a state has the same h,
 * and parents are expanded in nondecreasing f with g = f - h, so the first generation
 * already has the least g. (L = 1 has no shape, but its search is a straight dive down the
 * distance field.) The check stays as a cheap guard should the encoding or order change;
 * lastHoledoxSearchCounters() lets tests confirm it stays silent. With a consistent h a
 * state is never improved after expansion, so parents never change under children.
 *
 * Goal. The search stops when a move reaches the exit: the parent had h = 1 and f = F, so
 * the goal's f = g = F, which no open state can undercut.
 *
 * Straight run. Before searching, one greedy walk down the distance field is tried: if the
 * head can descend h squares without meeting a block that has not yet moved off, h moves
 * suffice, and h is a lower bound, so that is the answer with no search at all.
 *
 * Memory. Records live in an append-only arena of typed arrays (shape, head, g, parent:
 * 14 bytes), indexed by an open-addressing hash table (linear probing, load <= 1/2). All
 * buffers are module-level and grow by doubling; each search starts with a small logical
 * table and clears only the part the previous search used, so a tiny puzzle after a huge
 * one costs what a tiny puzzle costs. At the default cap of 20 M states the arena takes
 * about 280 MB and the table 256 MB.
 */

/** Largest supported grid side and body length; bigger puzzles get status 'limit'. */
export const HOLEDOX_MAX_SIDE = 100;
export const HOLEDOX_MAX_LENGTH = 16;
export const HOLEDOX_DEFAULT_MAX_STATES = 20_000_000;

// Distances below zero mean "never step here": -1 wall or stone, -2 cut off from the exit.
const WALL = -1;
const UNSEEN = -2;

const PADDED_MAX = (HOLEDOX_MAX_SIDE + 2) * (HOLEDOX_MAX_SIDE + 2);
// Big enough that typical small searches never grow anything (16 KB to clear per search).
const INITIAL_TABLE = 1 << 12;
const INITIAL_ARENA = 1 << 12;

// spreadTo's answer once every square reachable from the exit has its distance.
const ALL_KNOWN = 0x7fffffff;

// What the search loop reports besides a goal record (>= 0).
const BOXED_IN = -1;
const OVER_LIMIT = -2;

// Grid-sized scratch, allocated once at the largest supported size (about 120 KB).
const distance = new Int32Array(PADDED_MAX);
const stamp = new Int32Array(PADDED_MAX);
const gridQueue = new Int32Array(PADDED_MAX);
const offsets = new Int32Array(4);
// For the straight run: the move at which each initial body block stops covering its square
// (0 = free from the start), and the moves taken. Reset after each use.
const busyUntil = new Int32Array(PADDED_MAX);
const runMoves = new Uint8Array(PADDED_MAX);
// Body squares of the state being expanded carry the current tick, so no clearing per state.
let stampTick = 0;
// The breadth-first search from the exit runs lazily; these say where its queue stands.
let bfsRead = 0;
let bfsWrite = 0;

let arenaCapacity = INITIAL_ARENA;
let recShape = new Int32Array(arenaCapacity);
let recHead = new Uint16Array(arenaCapacity);
let recG = new Int32Array(arenaCapacity);
let recParent = new Int32Array(arenaCapacity);
// Record 0 is a sentinel that matches no key and beats no g: empty slots (value 0) point at
// it, so the probe loop reads the same arrays on every path and needs no special case.
recShape[0] = -1;
recG[0] = 0x7fffffff;

// Slot value = record index; 0 (the sentinel) = empty. Invariant: every slot at or beyond
// `tableUsed` is zero, so the next search only clears the prefix the last one touched.
let table = new Int32Array(INITIAL_TABLE);
let tableUsed = 0;

let stackCur = new Int32Array(INITIAL_ARENA);
let stackNext = new Int32Array(INITIAL_ARENA);

// Side results of the search loop, kept out of its return value so it returns a small int.
let goalMove = 0;
let expandedCount = 0;
let improvedCount = 0;
let stalePopCount = 0;

/** Counters from the most recent search, for tests that must see re-opening stay silent. */
export function lastHoledoxSearchCounters(): { improved: number; stalePops: number } {
  return { improved: improvedCount, stalePops: stalePopCount };
}

function refuse(expanded = 0): HoledoxSolution {
  return { status: 'limit', steps: -1, moves: new Uint8Array(0), expanded, reason: 'limit' };
}

function hashKey(shape: number, head: number): number {
  // Multiplicative hashing: the top bits of the product depend on every key bit, so slots
  // are taken from the top (callers shift right by 32 - log2(table size)).
  return Math.imul(shape ^ Math.imul(head, 0x9e3779b1), 0x85ebca6b);
}

/** Doubles the arena, but never past `limit` records: the cap bounds memory as well as time. */
function growArena(limit: number): void {
  const capacity = Math.min(arenaCapacity * 2, Math.max(limit, arenaCapacity + 1));
  const shape = new Int32Array(capacity);
  shape.set(recShape);
  const head = new Uint16Array(capacity);
  head.set(recHead);
  const g = new Int32Array(capacity);
  g.set(recG);
  const parent = new Int32Array(capacity);
  parent.set(recParent);
  recShape = shape;
  recHead = head;
  recG = g;
  recParent = parent;
  arenaCapacity = capacity;
}

function grownStack(stack: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> {
  const bigger = new Int32Array(stack.length * 2);
  bigger.set(stack);
  return bigger;
}

/** Makes the logical table `size` slots and re-inserts records 1..count-1. */
function rehash(size: number, count: number): void {
  if (table.length < size) {
    table = new Int32Array(size);
  } else {
    table.fill(0, 0, tableUsed);
  }
  tableUsed = size;
  const mask = size - 1;
  const shift = 32 - Math.log2(size);
  for (let r = 1; r < count; r++) {
    let slot = hashKey(recShape[r]!, recHead[r]!) >>> shift;
    while (table[slot] !== 0) slot = (slot + 1) & mask;
    table[slot] = r;
  }
}

/**
 * Fewest moves bringing the head to (1,1), with one optimal witness.
 *
 * Never throws. Puzzles outside what the solver supports — a side outside 1..100, a body
 * length outside 1..16, body blocks outside the lair or not 4-adjacent in order — get
 * status 'limit' with reason 'limit', as does a search that creates more than
 * options.maxStates states (default 20 000 000) or runs out of memory.
 */
export function solveHoledox(
  puzzle: HoledoxPuzzle,
  options: HoledoxSolveOptions = {},
): HoledoxSolution {
  improvedCount = 0;
  stalePopCount = 0;
  const rows = puzzle.rows;
  const cols = puzzle.cols;
  const body = puzzle.body;
  const length = body.length;
  if (
    !Number.isInteger(rows) ||
    !Number.isInteger(cols) ||
    rows < 1 ||
    cols < 1 ||
    rows > HOLEDOX_MAX_SIDE ||
    cols > HOLEDOX_MAX_SIDE ||
    length < 1 ||
    length > HOLEDOX_MAX_LENGTH
  ) {
    return refuse();
  }
  const width = cols + 2;

  // Encode the body; any gap or stray block makes the puzzle unsupported.
  let shape = 0;
  let headCell = 0;
  let prevRow = 0;
  let prevCol = 0;
  for (let i = 0; i < length; i++) {
    const block = body[i];
    if (block === undefined) return refuse();
    const r = block.row;
    const c = block.col;
    if (!Number.isInteger(r) || !Number.isInteger(c) || r < 1 || c < 1 || r > rows || c > cols) {
      return refuse();
    }
    if (i === 0) {
      headCell = r * width + c;
    } else {
      // Direction numbering as in geometry's DIRECTION_DELTAS: 0 up, 1 right, 2 down, 3 left.
      const dr = r - prevRow;
      const dc = c - prevCol;
      const dir = dc === 0 ? (dr === -1 ? 0 : dr === 1 ? 2 : -1) : dr === 0 ? (dc === 1 ? 1 : dc === -1 ? 3 : -1) : -1;
      if (dir < 0) return refuse();
      shape |= dir << (2 * (i - 1));
    }
    prevRow = r;
    prevCol = c;
  }

  const exitCell = width + 1;
  if (headCell === exitCell) {
    return { status: 'solved', steps: 0, moves: new Uint8Array(0), expanded: 0, reason: 'at-exit' };
  }

  layOutLair(rows, cols, width, puzzle.stones);
  seedFromExit(exitCell);
  // Spread level by level only until the head is reached: far corners may never be needed.
  let known = 0;
  while (distance[headCell] === UNSEEN && known !== ALL_KNOWN) known = spreadTo(known);
  if (distance[headCell]! < 0) {
    return { status: 'unsolvable', steps: -1, moves: new Uint8Array(0), expanded: 0, reason: 'exit-cut-off' };
  }

  const run = straightRun(headCell, shape, length);
  if (run > 0) return { status: 'solved', steps: run, moves: runMoves.slice(0, run), expanded: 0 };

  const requested = options.maxStates;
  const maxStates = typeof requested === 'number' && requested >= 0 ? requested : HOLEDOX_DEFAULT_MAX_STATES;
  if (maxStates < 1) return refuse();
  let outcome: number;
  try {
    startSearch(headCell, shape);
    outcome = runSearch(length, exitCell, maxStates, known, options.cellVisits, width, cols);
  } catch (error) {
    // Typed-array allocation failure on a huge search: report the cap, do not crash the host.
    if (error instanceof RangeError) {
      // The loop did not write its state back: forget every mark and slot it may have left.
      tableUsed = table.length;
      stamp.fill(0);
      stampTick = 0;
      return refuse();
    }
    throw error;
  }
  if (outcome === OVER_LIMIT) return refuse(expandedCount);
  if (outcome === BOXED_IN) {
    return { status: 'unsolvable', steps: -1, moves: new Uint8Array(0), expanded: expandedCount, reason: 'boxed-in' };
  }
  const moves = movesTo(outcome, width);
  return { status: 'solved', steps: moves.length, moves, expanded: expandedCount };
}

/** Distances become WALL on the border and on stones, UNSEEN elsewhere; offsets fit the width. */
function layOutLair(rows: number, cols: number, width: number, stones: HoledoxPuzzle['stones']): void {
  distance.fill(WALL, 0, (rows + 2) * width);
  for (let r = 1; r <= rows; r++) distance.fill(UNSEEN, r * width + 1, r * width + 1 + cols);
  for (let i = 0; i < stones.length; i++) {
    const stone = stones[i];
    if (stone === undefined) continue;
    const r = stone.row;
    const c = stone.col;
    // Stones outside the lair cannot matter; skip rather than refuse.
    if (Number.isInteger(r) && Number.isInteger(c) && r >= 1 && c >= 1 && r <= rows && c <= cols) {
      distance[r * width + c] = WALL;
    }
  }
  offsets[0] = -width;
  offsets[1] = 1;
  offsets[2] = width;
  offsets[3] = -1;
}

/** Seeds the breadth-first search from the exit (unless the exit is a stone). */
function seedFromExit(exitCell: number): void {
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
function spreadTo(level: number): number {
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

/**
 * Greedy descent from the head along decreasing distance. Before move t the body covers the
 * head's own earlier squares (never revisited: distances only fall) and the initial blocks
 * B1..B(L-t), so Bj's square may be entered from move L-j+1 on. Returns the number of
 * moves (the head's distance) on success, 0 when some step finds every way down blocked.
 */
function straightRun(headCell: number, shape: number, length: number): number {
  const dist = distance;
  const offs = offsets;
  const busy = busyUntil;
  let p = headCell;
  let s = shape;
  for (let j = 1; j < length; j++) {
    p += offs[s & 3]!;
    s >>>= 2;
    busy[p] = length - j;
  }
  let cell = headCell;
  let h = dist[headCell]!;
  const steps = h;
  for (let t = 1; t <= steps; t++) {
    h--;
    let d = 0;
    for (; d < 4; d++) {
      const n = cell + offs[d]!;
      if (dist[n] === h && busy[n]! < t) break;
    }
    if (d === 4) break;
    runMoves[t - 1] = d;
    cell += offs[d]!;
  }
  // Undo the marks whether or not the run got through.
  p = headCell;
  s = shape;
  for (let j = 1; j < length; j++) {
    p += offs[s & 3]!;
    s >>>= 2;
    busy[p] = 0;
  }
  return dist[cell] === 0 ? steps : 0;
}

/** Fresh logical table (clearing only what the last search used) holding the start as record 1. */
function startSearch(headCell: number, shape: number): void {
  table.fill(0, 0, tableUsed);
  tableUsed = INITIAL_TABLE;
  recShape[1] = shape;
  recHead[1] = headCell;
  recG[1] = 0;
  recParent[1] = 0;
  table[hashKey(shape, headCell) >>> (32 - Math.log2(INITIAL_TABLE))] = 1;
  stackCur[0] = 1;
}

/**
 * The A* loop. Returns the goal's parent record (goalMove holds the last move), BOXED_IN
 * or OVER_LIMIT. Kept free of setup and result building so the engine optimises it early.
 */
function runSearch(
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
        if (count === arenaCapacity) {
          growArena(maxStates + 1);
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

/** The head's moves from the start to the exit: parent links, then the final goalMove. */
function movesTo(goalParent: number, width: number): Uint8Array {
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
