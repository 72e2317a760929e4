import type { Cell } from '../geometry';
import type { TempterPuzzle, TempterReason, TempterSolution, TempterSolveOptions } from './puzzle';

/*
 * Tempter of the Bone: is there a simple path of exactly `time` moves from S to D?
 *
 * Cheap whole-grid arguments first (parity, square counts per colour, BFS reachability and
 * distance); they answer NO for any grid size, and YES when time equals the BFS distance.
 * Otherwise the bounding box of S's component, if it has at most 64 cells, is searched by a
 * DFS whose state is a 64-bit visited set held in two int32 halves (bit r*cols+c). At each
 * node, all sound (they only drop squares or moves no valid completion uses):
 *  - flood the free squares reachable without crossing D: D must be among them, within reach;
 *  - peel squares with fewer than two usable neighbours (only the path's ends may have one);
 *  - count the usable squares of each colour against what the alternating path needs;
 *  - near-full paths: keep only the biconnected blocks between pos and D, and cap the path
 *    length each block can hold by its colour counts;
 *  - near-full paths: propagate forced and forbidden edges (degree 2 squares that must be
 *    visited, squares whose quota of edges is filled);
 *  - a table of failed (pos, moves left, usable squares) states: the future depends on
 *    nothing else.
 * Moves are tried fewest onward squares first (Warnsdorff). A box over 64 cells comes back
 * as 'limit' (reason 'limit'): no bitmask fits it.
 */

const DEFAULT_MAX_NODES = 200_000_000;
/** Bit-parallel search covers at most this many cells (two 32-bit words). */
export const TEMPTER_MAX_SEARCH_CELLS = 64;

const DR = [-1, 0, 1, 0] as const;
const DC = [0, 1, 0, -1] as const;

interface Outcome {
  status: 'yes' | 'no' | 'limit';
  reason?: TempterReason;
  moves: Uint8Array;
  path: Cell[];
  expanded: number;
  pruned: number;
  memoHits: number;
}

/** The solver's answer; `memoHits` (failed states recognised again) is extra to TempterSolution. */
export interface TempterSolveResult extends TempterSolution {
  readonly memoHits: number;
}

/**
 * Knobs for benchmarks and cross-checks, not for users: when the costlier prunings run.
 * Each runs at nodes where the usable squares exceed the inner squares the path still needs
 * by at most the gate; -1 switches it off.
 */
export interface TempterTuning {
  /** Block-chain bound (biconnected components); default 8. */
  readonly blockGate?: number;
  /** Forced/forbidden edge propagation; default 4, and always when a colour has no spare. */
  readonly edgeGate?: number;
  /** The table of failed states; default true. */
  readonly memo?: boolean;
}

export function solveTempter(
  puzzle: TempterPuzzle,
  options?: TempterSolveOptions & TempterTuning,
): TempterSolveResult {
  try {
    return finish(solveInner(puzzle, options ?? {}));
  } catch {
    // Never throw to the extension host or CLI; an undecided answer beats a wrong one.
    return finish(emptyOutcome('limit', 'limit'));
  }
}

function finish(o: Outcome): TempterSolveResult {
  const base = {
    status: o.status,
    moves: o.moves,
    path: o.path,
    expanded: o.expanded,
    pruned: o.pruned,
    memoHits: o.memoHits,
  };
  return o.reason === undefined ? base : { ...base, reason: o.reason };
}

function emptyOutcome(status: 'no' | 'limit', reason: TempterReason): Outcome {
  return { status, reason, moves: new Uint8Array(0), path: [], expanded: 0, pruned: 0, memoHits: 0 };
}

function solveInner(puzzle: TempterPuzzle, options: TempterSolveOptions & TempterTuning): Outcome {
  const rows = Math.max(0, Math.floor(puzzle.rows));
  const cols = Math.max(0, Math.floor(puzzle.cols));
  const time = puzzle.time;
  const n = rows * cols;
  // A moment that is not a whole second never comes.
  if (!Number.isSafeInteger(time)) return emptyOutcome('no', 'too-far');

  // Open squares; anything outside a short row counts as a wall.
  const open = new Uint8Array(n);
  let s = -1;
  let d = -1;
  for (let r = 0; r < rows; r++) {
    const line = puzzle.grid[r] ?? '';
    for (let c = 0; c < cols; c++) {
      const ch = line.charAt(c);
      const i = r * cols + c;
      if (ch === '' || ch === 'X') continue;
      open[i] = 1;
      if (ch === 'S') s = i;
      else if (ch === 'D') d = i;
    }
  }
  if (s < 0 || d < 0 || s === d) return emptyOutcome('no', 'door-unreachable');

  const root = rootArguments(open, rows, cols, s, d, time);
  if (typeof root === 'string') return emptyOutcome('no', root);

  // Exactly the BFS distance: any shortest path is simple and meets D only at its end.
  if ((root[d] ?? -1) === time) return shortestPath(root, rows, cols, d);

  // Only S's component matters, so search its bounding box: that lets walled-in regions of
  // grids beyond 64 cells be searched too.
  let r0 = rows;
  let r1 = -1;
  let c0 = cols;
  let c1 = -1;
  for (let i = 0; i < n; i++) {
    if ((root[i] ?? -1) < 0) continue;
    const r = Math.floor(i / cols);
    const c = i % cols;
    r0 = Math.min(r0, r);
    r1 = Math.max(r1, r);
    c0 = Math.min(c0, c);
    c1 = Math.max(c1, c);
  }
  const boxRows = r1 - r0 + 1;
  const boxCols = c1 - c0 + 1;
  if (boxRows * boxCols > TEMPTER_MAX_SEARCH_CELLS) return emptyOutcome('limit', 'limit');
  const box = new Uint8Array(boxRows * boxCols);
  for (let r = 0; r < boxRows; r++) {
    for (let c = 0; c < boxCols; c++) {
      if ((root[(r + r0) * cols + c + c0] ?? -1) >= 0) box[r * boxCols + c] = 1;
    }
  }
  const toBox = (i: number): number => (Math.floor(i / cols) - r0) * boxCols + (i % cols) - c0;

  const search = new BitSearch(box, boxRows, boxCols, toBox(s), toBox(d), time, {
    maxNodes: options.maxNodes ?? DEFAULT_MAX_NODES,
    blockGate: options.blockGate ?? 8,
    edgeGate: options.edgeGate ?? 4,
    memo: options.memo ?? true,
    visits: options.cellVisits,
    toGrid: (i) => (Math.floor(i / boxCols) + r0) * cols + (i % boxCols) + c0,
  });
  const result = search.run();
  result.path = result.path.map((cell) => ({ row: cell.row + r0, col: cell.col + c0 }));
  return result;
}

/** Walks back from D along decreasing BFS distance; the path's moves and cells. */
function shortestPath(dist: Int32Array, rows: number, cols: number, d: number): Outcome {
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

/**
 * The whole-grid arguments; each returns NO for a reason the user can read. Works at any size.
 * When none applies, returns the BFS distances from S (-1 = unreachable).
 */
function rootArguments(
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

function popcount(x: number): number {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

/** Thrown (internally, never out of solveTempter) to unwind when maxNodes is reached. */
class NodeLimit {}

/**
 * DFS over 64-bit cell sets in two int32 halves: lo = cells 0..31, hi = cells 32..63.
 * Helpers return set pairs in fields (sl/sh, xl/xh, g1L..g3H) to avoid allocating.
 */
class BitSearch {
  private readonly cols: number;
  private readonly d: number;
  private readonly time: number;
  private readonly maxNodes: number;
  private readonly blockGate: number;
  private readonly edgeGate: number;
  private readonly useMemo: boolean;
  private readonly rowOf: Int32Array;
  private readonly colOf: Int32Array;

  // Masks (lo, hi) used by the shifts: cells not in column 0 / not in the last column.
  private readonly notFirstL: number;
  private readonly notFirstH: number;
  private readonly notLastL: number;
  private readonly notLastH: number;
  private readonly vertical: boolean;
  private readonly narrow: boolean;

  /** Open squares other than D: the squares the path may pass through. */
  private readonly freeL: number;
  private readonly freeH: number;
  /** Squares of colour 0 ((row+col) even). */
  private readonly col0L: number;
  private readonly col0H: number;
  /** Open neighbours of each cell, as a mask and as a list (4 slots, -1 = none). */
  private readonly nbL: Int32Array;
  private readonly nbH: Int32Array;
  private readonly nbList: Int8Array;
  /** Neighbours of D. */
  private readonly dNbL: number;
  private readonly dNbH: number;
  private readonly dBitL: number;
  private readonly dBitH: number;

  // Search state.
  private visL = 0;
  private visH = 0;
  private readonly pathCells: Int32Array;
  private readonly order: Int32Array;
  private readonly score: Int32Array;
  private expanded = 0;
  private pruned = 0;
  private memoHits = 0;
  private sl = 0;
  private sh = 0;
  private xl = 0;
  private xh = 0;
  // Edge degree masks from edgeDegrees: at least one / two / three edges.
  private g1L = 0;
  private g1H = 0;
  private g2L = 0;
  private g2H = 0;
  private g3L = 0;
  private g3H = 0;
  // Moves left open from pos by propagate.
  private movesL = 0;
  private movesH = 0;

  // Failed states: open addressing, 4 int32 per slot (F lo, F hi, pos|k<<8 plus one, spare).
  private memo: Int32Array;
  private memoMask: number;
  private memoCount = 0;
  private static readonly MEMO_MAX_SLOTS = 1 << 20;
  private static readonly MEMO_PROBES = 8;

  // Scratch for blockChain (Tarjan's biconnected components, iterative).
  private readonly disc: Int32Array;
  private readonly low: Int32Array;
  private readonly parent: Int32Array;
  private readonly nextNb: Int32Array;
  private readonly seen: Int32Array;
  private readonly dfsStack: Int32Array;
  private readonly blockStack: Int32Array;
  private stamp = 0;
  /** Per-square node counts for the caller (grid-indexed), and the box-to-grid map; optional. */
  private readonly visits: Uint32Array | undefined;
  private gridIndex: Int32Array = new Int32Array(0);

  constructor(
    open: Uint8Array,
    rows: number,
    cols: number,
    private readonly s: number,
    d: number,
    time: number,
    limits: {
      maxNodes: number;
      blockGate: number;
      edgeGate: number;
      memo: boolean;
      visits: Uint32Array | undefined;
      toGrid: (boxCell: number) => number;
    },
  ) {
    this.cols = cols;
    this.d = d;
    this.time = time;
    this.maxNodes = limits.maxNodes;
    this.blockGate = limits.blockGate;
    this.edgeGate = limits.edgeGate;
    this.useMemo = limits.memo;
    const n = rows * cols;
    this.visits = limits.visits;
    if (limits.visits) this.gridIndex = Int32Array.from({ length: n }, (_, i) => limits.toGrid(i));
    this.vertical = rows > 1;
    this.narrow = cols < 32;
    this.rowOf = new Int32Array(n);
    this.colOf = new Int32Array(n);
    let nfL = 0;
    let nfH = 0;
    let nlL = 0;
    let nlH = 0;
    let frL = 0;
    let frH = 0;
    let c0L = 0;
    let c0H = 0;
    for (let i = 0; i < n; i++) {
      const r = Math.floor(i / cols);
      const c = i % cols;
      this.rowOf[i] = r;
      this.colOf[i] = c;
      const bit = 1 << (i & 31);
      const hi = i >= 32;
      if (c !== 0) {
        if (hi) nfH |= bit;
        else nfL |= bit;
      }
      if (c !== cols - 1) {
        if (hi) nlH |= bit;
        else nlL |= bit;
      }
      if (open[i] === 1 && i !== d) {
        if (hi) frH |= bit;
        else frL |= bit;
      }
      if (((r + c) & 1) === 0) {
        if (hi) c0H |= bit;
        else c0L |= bit;
      }
    }
    this.notFirstL = nfL;
    this.notFirstH = nfH;
    this.notLastL = nlL;
    this.notLastH = nlH;
    this.freeL = frL;
    this.freeH = frH;
    this.col0L = c0L;
    this.col0H = c0H;

    this.nbL = new Int32Array(n);
    this.nbH = new Int32Array(n);
    this.nbList = new Int8Array(n * 4).fill(-1);
    for (let i = 0; i < n; i++) {
      const r = Math.floor(i / cols);
      const c = i % cols;
      let m = 0;
      for (let k = 0; k < 4; k++) {
        const nr = r + (DR[k] ?? 0);
        const nc = c + (DC[k] ?? 0);
        if (nr < 0 || nr >= rows || nc < 0 || nc >= cols) continue;
        const j = nr * cols + nc;
        if (open[j] !== 1) continue;
        if (j >= 32) this.nbH[i] = (this.nbH[i] ?? 0) | (1 << (j & 31));
        else this.nbL[i] = (this.nbL[i] ?? 0) | (1 << j);
        this.nbList[i * 4 + m] = j;
        m++;
      }
    }
    this.dNbL = this.nbL[d] ?? 0;
    this.dNbH = this.nbH[d] ?? 0;
    this.dBitL = d < 32 ? 1 << d : 0;
    this.dBitH = d >= 32 ? 1 << (d & 31) : 0;

    this.pathCells = new Int32Array(time + 1);
    this.order = new Int32Array((time + 1) * 4);
    this.score = new Int32Array(4);
    this.disc = new Int32Array(n);
    this.low = new Int32Array(n);
    this.parent = new Int32Array(n);
    this.nextNb = new Int32Array(n);
    this.seen = new Int32Array(n);
    this.dfsStack = new Int32Array(n);
    this.blockStack = new Int32Array(n);
    this.memo = new Int32Array(4 << 12);
    this.memoMask = (1 << 12) - 1;
  }

  run(): Outcome {
    const s = this.s;
    this.visL = s < 32 ? 1 << s : 0;
    this.visH = s >= 32 ? 1 << (s & 31) : 0;
    this.pathCells[0] = s;
    let found = false;
    let limited = false;
    try {
      found = this.dfs(s, this.time, 0);
    } catch (e) {
      if (!(e instanceof NodeLimit)) throw e;
      limited = true;
    }
    const stats = { expanded: this.expanded, pruned: this.pruned, memoHits: this.memoHits };
    if (limited) return { status: 'limit', reason: 'limit', moves: new Uint8Array(0), path: [], ...stats };
    if (!found) return { status: 'no', reason: 'searched', moves: new Uint8Array(0), path: [], ...stats };
    const moves = new Uint8Array(this.time);
    const path: Cell[] = [];
    for (let t = 0; t <= this.time; t++) {
      const cell = this.pathCells[t] ?? 0;
      path.push({ row: (this.rowOf[cell] ?? 0) + 1, col: (this.colOf[cell] ?? 0) + 1 });
      if (t > 0) {
        const prev = this.pathCells[t - 1] ?? 0;
        const dr = (this.rowOf[cell] ?? 0) - (this.rowOf[prev] ?? 0);
        const dc = (this.colOf[cell] ?? 0) - (this.colOf[prev] ?? 0);
        moves[t - 1] = dr < 0 ? 0 : dc > 0 ? 1 : dr > 0 ? 2 : 3;
      }
    }
    return { status: 'yes', moves, path, ...stats };
  }

  /** Union of the 4-neighbourhoods of (xl, xh), unmasked by openness, into sl/sh. */
  private spread(xl: number, xh: number): void {
    // Right neighbour of i is i+1, left is i-1; masks stop wrapping between rows.
    let l = ((xl << 1) & this.notFirstL) | ((((xl >>> 1) | (xh << 31)) & this.notLastL));
    let h = (((xh << 1) | (xl >>> 31)) & this.notFirstH) | ((xh >>> 1) & this.notLastH);
    if (this.vertical) {
      const c = this.cols;
      if (this.narrow) {
        l |= (xl << c) | (xl >>> c) | (xh << (32 - c));
        h |= (xh << c) | (xl >>> (32 - c)) | (xh >>> c);
      } else {
        // cols === 32: rows are exactly the two words.
        l |= xh;
        h |= xl;
      }
    }
    this.sl = l | 0;
    this.sh = h | 0;
  }

  /** Cells with at least two neighbours in A = (al, ah), into sl/sh. */
  private twoNeighbours(al: number, ah: number): void {
    // Edge sets of A seen from each cell: right, left, below, above.
    this.shr1(al, ah);
    const rL = this.xl & this.notLastL;
    const rH = this.xh & this.notLastH;
    this.shl1(al, ah);
    const lL = this.xl & this.notFirstL;
    const lH = this.xh & this.notFirstH;
    this.shrC(al, ah);
    const bL = this.xl;
    const bH = this.xh;
    this.shlC(al, ah);
    const aL = this.xl;
    const aH = this.xh;
    this.sl = (rL & lL) | (bL & aL) | ((rL | lL) & (bL | aL));
    this.sh = (rH & lH) | (bH & aH) | ((rH | lH) & (bH | aH));
  }

  private memoHash(fl: number, fh: number, key: number): number {
    let h = Math.imul(fl ^ Math.imul(fh, 0x9e3779b1) ^ Math.imul(key, 0x85ebca77), 0xc2b2ae3d);
    h ^= h >>> 15;
    h = Math.imul(h, 0x27d4eb2f);
    h ^= h >>> 13;
    return h & this.memoMask;
  }

  private memoHas(fl: number, fh: number, key: number): boolean {
    const memo = this.memo;
    let slot = this.memoHash(fl, fh, key);
    for (let p = 0; p < BitSearch.MEMO_PROBES; p++) {
      const at = slot << 2;
      const k = memo[at + 2] ?? 0;
      if (k === 0) return false;
      if (k === key && memo[at] === fl && memo[at + 1] === fh) return true;
      slot = (slot + 1) & this.memoMask;
    }
    return false;
  }

  private memoAdd(fl: number, fh: number, key: number): void {
    if (this.memoCount * 2 > this.memoMask && this.memoMask + 1 < BitSearch.MEMO_MAX_SLOTS) this.memoGrow();
    const memo = this.memo;
    const first = this.memoHash(fl, fh, key);
    let slot = first;
    for (let p = 0; p < BitSearch.MEMO_PROBES; p++) {
      const at = slot << 2;
      if ((memo[at + 2] ?? 0) === 0) {
        memo[at] = fl;
        memo[at + 1] = fh;
        memo[at + 2] = key;
        this.memoCount++;
        return;
      }
      slot = (slot + 1) & this.memoMask;
    }
    // Full neighbourhood: overwrite the home slot. Lookups never rely on empty holes past it.
    const at = first << 2;
    memo[at] = fl;
    memo[at + 1] = fh;
    memo[at + 2] = key;
  }

  private memoGrow(): void {
    const old = this.memo;
    const slots = (this.memoMask + 1) * 2;
    this.memo = new Int32Array(slots * 4);
    this.memoMask = slots - 1;
    this.memoCount = 0;
    for (let at = 0; at < old.length; at += 4) {
      const key = old[at + 2] ?? 0;
      if (key !== 0) this.memoAdd(old[at] ?? 0, old[at + 1] ?? 0, key);
    }
  }

  /**
   * Splits H = F + pos + D into biconnected blocks. A simple pos..D path runs through the
   * chain of blocks between them, entering each at one cut vertex and leaving at the next,
   * and never enters a block hanging off the chain (it could not come back). Within a block
   * the path alternates colours, so the smaller colour count caps its length. False when the
   * caps cannot add up to k+1 squares; else sl/sh = the chain's squares minus pos and D.
   */
  private blockChain(pos: number, k: number, fL: number, fH: number): boolean {
    const d = this.d;
    const hL = fL | this.dBitL | (pos < 32 ? 1 << pos : 0);
    const hH = fH | this.dBitH | (pos >= 32 ? 1 << (pos & 31) : 0);
    const stamp = ++this.stamp;
    const { disc, low, parent, nextNb, seen, dfsStack, blockStack, nbList } = this;
    let clock = 0;
    let sp = 0;
    let bp = 0;
    disc[pos] = low[pos] = clock++;
    seen[pos] = stamp;
    parent[pos] = -1;
    nextNb[pos] = 0;
    dfsStack[sp++] = pos;
    blockStack[bp++] = pos;
    let usableL = 0;
    let usableH = 0;
    let capSum = 0;
    let blocks = 0;
    let exit = d;
    while (sp > 0) {
      const u = dfsStack[sp - 1] ?? 0;
      const t = nextNb[u] ?? 4;
      if (t < 4) {
        nextNb[u] = t + 1;
        const c = nbList[u * 4 + t] ?? -1;
        if (c < 0) {
          nextNb[u] = 4;
          continue;
        }
        if ((c < 32 ? (hL >>> c) & 1 : (hH >>> (c & 31)) & 1) === 0) continue;
        if (seen[c] !== stamp) {
          seen[c] = stamp;
          disc[c] = low[c] = clock++;
          parent[c] = u;
          nextNb[c] = 0;
          dfsStack[sp++] = c;
          blockStack[bp++] = c;
        } else if (c !== parent[u] && (disc[c] ?? 0) < (low[u] ?? 0)) {
          low[u] = disc[c] ?? 0;
        }
        continue;
      }
      sp--;
      if (sp === 0) break;
      const p = dfsStack[sp - 1] ?? 0;
      const lu = low[u] ?? 0;
      if (lu < (low[p] ?? 0)) low[p] = lu;
      if (lu < (disc[p] ?? 0)) continue;
      // p separates u's part: pop the block (u's part plus p).
      const onChain = seen[d] === stamp && (disc[d] ?? 0) >= (disc[u] ?? 0);
      const pColour = ((this.rowOf[p] ?? 0) + (this.colOf[p] ?? 0)) & 1;
      let sameAsEntry = 1;
      let size = 1;
      let bL = p < 32 ? 1 << p : 0;
      let bH = p >= 32 ? 1 << (p & 31) : 0;
      for (;;) {
        const v = blockStack[--bp] ?? 0;
        size++;
        if ((((this.rowOf[v] ?? 0) + (this.colOf[v] ?? 0)) & 1) === pColour) sameAsEntry++;
        if (v < 32) bL |= 1 << v;
        else bH |= 1 << (v & 31);
        if (v === u) break;
      }
      if (!onChain) continue;
      const other = size - sameAsEntry;
      const exitColour = ((this.rowOf[exit] ?? 0) + (this.colOf[exit] ?? 0)) & 1;
      capSum +=
        exitColour === pColour ? 2 * Math.min(sameAsEntry, other + 1) - 1 : 2 * Math.min(sameAsEntry, other);
      blocks++;
      usableL |= bL;
      usableH |= bH;
      exit = p;
    }
    // Cut vertices are counted in two blocks each.
    if (seen[d] !== stamp || capSum - (blocks - 1) < k + 1) return false;
    this.sl = usableL & fL;
    this.sh = usableH & fH;
    return true;
  }

  private shl1(l: number, h: number): void {
    this.xl = l << 1;
    this.xh = (h << 1) | (l >>> 31);
  }

  private shr1(l: number, h: number): void {
    this.xl = (l >>> 1) | (h << 31);
    this.xh = (h >>> 1) | 0;
  }

  /** Shift by one row towards higher cell numbers (down). */
  private shlC(l: number, h: number): void {
    const c = this.cols;
    if (!this.vertical) {
      this.xl = 0;
      this.xh = 0;
    } else if (this.narrow) {
      this.xl = l << c;
      this.xh = (h << c) | (l >>> (32 - c));
    } else {
      this.xl = 0;
      this.xh = l;
    }
  }

  /** Shift by one row towards lower cell numbers (up). */
  private shrC(l: number, h: number): void {
    const c = this.cols;
    if (!this.vertical) {
      this.xl = 0;
      this.xh = 0;
    } else if (this.narrow) {
      this.xl = (l >>> c) | (h << (32 - c));
      this.xh = (h >>> c) | 0;
    } else {
      this.xl = h;
      this.xh = 0;
    }
  }

  /**
   * Per-cell edge counts of an edge set given as horizontal edges (bit i: i--i+1) and
   * vertical edges (bit i: i--i+cols): cells with >= 1, >= 2, >= 3 edges into g1, g2, g3.
   */
  private edgeDegrees(hl: number, hh: number, vl: number, vh: number): void {
    this.shl1(hl, hh);
    const lL = this.xl;
    const lH = this.xh;
    this.shlC(vl, vh);
    const uL = this.xl;
    const uH = this.xh;
    this.g1L = hl | lL | vl | uL;
    this.g1H = hh | lH | vh | uH;
    this.g2L = (hl & lL) | (vl & uL) | ((hl | lL) & (vl | uL));
    this.g2H = (hh & lH) | (vh & uH) | ((hh | lH) & (vh | uH));
    this.g3L = (hl & lL & (vl | uL)) | (vl & uL & (hl | lL));
    this.g3H = (hh & lH & (vh | uH)) | (vh & uH & (hh | lH));
  }

  /**
   * Edge reasoning on the rest of the path pos = p0 .. pk = D inside H = F + pos + D. pos and
   * D use one path edge each, an inner square two if visited and none if not. Squares that
   * must be visited (a colour with no spare squares, or touching a forced edge) with exactly
   * two usable edges force both; a square whose forced edges fill its quota drops its other
   * edges; a square left with fewer than two usable edges is skipped. Repeats to a fixpoint.
   * False on a contradiction; else sl/sh = the squares still usable, movesL/H = pos's moves.
   */
  private propagate(
    pos: number,
    k: number,
    fL: number,
    fH: number,
    sameL: number,
    sameH: number,
    posNearD: boolean,
  ): boolean {
    const d = this.d;
    const cols = this.cols;
    const needSame = (k - 1) >> 1;
    const needOther = k >> 1;
    const endL = (pos < 32 ? 1 << pos : 0) | this.dBitL;
    const endH = (pos >= 32 ? 1 << (pos & 31) : 0) | this.dBitH;
    let inL = fL;
    let inH = fH;
    // Usable edges: both ends in H.
    const hsL = inL | endL;
    const hsH = inH | endH;
    this.shr1(hsL, hsH);
    let ahL = hsL & this.xl & this.notLastL;
    let ahH = hsH & this.xh & this.notLastH;
    this.shrC(hsL, hsH);
    let avL = hsL & this.xl;
    let avH = hsH & this.xh;
    if (posNearD) {
      // With k > 1 the edge pos--D cannot be used: pos's one edge leads to an inner square.
      const lo = Math.min(pos, d);
      const bitL = lo < 32 ? ~(1 << lo) : -1;
      const bitH = lo >= 32 ? ~(1 << (lo & 31)) : -1;
      if (Math.abs(pos - d) === cols && this.vertical) {
        avL &= bitL;
        avH &= bitH;
      } else {
        ahL &= bitL;
        ahH &= bitH;
      }
    }
    let fhL = 0;
    let fhH = 0;
    let fvL = 0;
    let fvH = 0;
    let mustL = 0;
    let mustH = 0;
    for (;;) {
      this.edgeDegrees(ahL, ahH, avL, avH);
      const a1L = this.g1L;
      const a1H = this.g1H;
      const a2L = this.g2L;
      const a2H = this.g2H;
      const a3L = this.g3L;
      const a3H = this.g3H;
      this.edgeDegrees(fhL, fhH, fvL, fvH);
      const f1L = this.g1L;
      const f1H = this.g1H;
      const f2L = this.g2L;
      const f2H = this.g2H;
      // An end without an edge, an end with two forced edges, an inner square with three.
      const overL = (endL & ~a1L) | (endL & f2L) | (inL & this.g3L);
      const overH = (endH & ~a1H) | (endH & f2H) | (inH & this.g3H);
      if ((overL | overH) !== 0) return false;
      mustL |= inL & f1L;
      mustH |= inH & f1H;
      if (((mustL & ~a2L) | (mustH & ~a2H)) !== 0) return false;

      // Fewer than two usable edges: not visited. Drop the square and its edges.
      const deadL = inL & ~a2L;
      const deadH = inH & ~a2H;
      if ((deadL | deadH) !== 0) {
        inL &= ~deadL;
        inH &= ~deadH;
        this.shr1(deadL, deadH);
        ahL &= ~(deadL | this.xl);
        ahH &= ~(deadH | this.xh);
        this.shrC(deadL, deadH);
        avL &= ~(deadL | this.xl);
        avH &= ~(deadH | this.xh);
        continue;
      }

      const total = popcount(inL) + popcount(inH);
      const same = popcount(inL & sameL) + popcount(inH & sameH);
      if (same < needSame || total - same < needOther) return false;
      const mustTotal = popcount(mustL) + popcount(mustH);
      const mustSame = popcount(mustL & sameL) + popcount(mustH & sameH);
      if (mustSame > needSame || mustTotal - mustSame > needOther) return false;
      // A colour with no spare squares is visited whole.
      let grownL = mustL;
      let grownH = mustH;
      if (same === needSame) {
        grownL |= inL & sameL;
        grownH |= inH & sameH;
      }
      if (total - same === needOther) {
        grownL |= inL & ~sameL;
        grownH |= inH & ~sameH;
      }
      if (grownL !== mustL || grownH !== mustH) {
        mustL = grownL;
        mustH = grownH;
        continue;
      }

      // Exactly as many usable edges as the quota: all are forced.
      const wL = (mustL & a2L & ~a3L) | (endL & a1L & ~a2L);
      const wH = (mustH & a2H & ~a3H) | (endH & a1H & ~a2H);
      this.shr1(wL, wH);
      const nfhL = fhL | (ahL & (wL | this.xl));
      const nfhH = fhH | (ahH & (wH | this.xh));
      this.shrC(wL, wH);
      const nfvL = fvL | (avL & (wL | this.xl));
      const nfvH = fvH | (avH & (wH | this.xh));
      if (nfhL !== fhL || nfhH !== fhH || nfvL !== fvL || nfvH !== fvH) {
        fhL = nfhL;
        fhH = nfhH;
        fvL = nfvL;
        fvH = nfvH;
        continue;
      }

      // Quota filled by forced edges: the square's other edges go.
      const satL = (endL & f1L) | (inL & f2L);
      const satH = (endH & f1H) | (inH & f2H);
      this.shr1(satL, satH);
      const nahL = (ahL & ~(satL | this.xl)) | fhL;
      const nahH = (ahH & ~(satH | this.xh)) | fhH;
      this.shrC(satL, satH);
      const navL = (avL & ~(satL | this.xl)) | fvL;
      const navH = (avH & ~(satH | this.xh)) | fvH;
      if (nahL !== ahL || nahH !== ahH || navL !== avL || navH !== avH) {
        ahL = nahL;
        ahH = nahH;
        avL = navL;
        avH = navH;
        continue;
      }
      break;
    }

    // A forced chain from pos that reaches D must be the whole rest of the path.
    let prev = -1;
    let cur = pos;
    for (let len = 1; len <= k; len++) {
      const next = this.edgeNext(cur, prev, fhL, fhH, fvL, fvH);
      if (next < 0) break;
      if (next === d) {
        if (len !== k) return false;
        break;
      }
      prev = cur;
      cur = next;
    }

    // pos's moves: its forced edge if any, else its usable edges.
    const first = this.edgeNext(pos, -1, fhL, fhH, fvL, fvH);
    let mL = 0;
    let mH = 0;
    if (first >= 0) {
      if (first < 32) mL = 1 << first;
      else mH = 1 << (first & 31);
    } else {
      for (let t = 0; t < 4; t++) {
        const c = this.nbList[pos * 4 + t] ?? -1;
        if (c < 0) break;
        if (this.hasEdge(pos, c, ahL, ahH, avL, avH)) {
          if (c < 32) mL |= 1 << c;
          else mH |= 1 << (c & 31);
        }
      }
    }
    this.movesL = mL;
    this.movesH = mH;
    this.sl = inL;
    this.sh = inH;
    return true;
  }

  /** Whether the edge between adjacent cells a and b is in the edge set. */
  private hasEdge(a: number, b: number, hl: number, hh: number, vl: number, vh: number): boolean {
    const lo = a < b ? a : b;
    const vertical = b - a === this.cols || a - b === this.cols;
    // In one column, neighbours differ by cols (=1) and the edge is vertical.
    const useV = vertical && this.vertical;
    const l = useV ? vl : hl;
    const h = useV ? vh : hh;
    return (lo < 32 ? (l >>> lo) & 1 : (h >>> (lo & 31)) & 1) === 1;
  }

  /** The neighbour of v joined by an edge of the set, other than prev; -1 if none. */
  private edgeNext(v: number, prev: number, hl: number, hh: number, vl: number, vh: number): number {
    for (let t = 0; t < 4; t++) {
      const c = this.nbList[v * 4 + t] ?? -1;
      if (c < 0) break;
      if (c !== prev && this.hasEdge(v, c, hl, hh, vl, vh)) return c;
    }
    return -1;
  }

  /**
   * Standing on `pos` (already visited) with `k` moves left; the path so far fills
   * pathCells[0..depth]. True when a completion to D was found (then pathCells is complete).
   */
  private dfs(pos: number, k: number, depth: number): boolean {
    if (this.expanded >= this.maxNodes) throw new NodeLimit();
    this.expanded++;
    if (this.visits !== undefined) {
      const at = this.gridIndex[pos] ?? 0;
      this.visits[at] = (this.visits[at] ?? 0) + 1;
    }
    const d = this.d;
    const posL = this.nbL[pos] ?? 0;
    const posH = this.nbH[pos] ?? 0;
    const posNearD = ((posL & this.dBitL) | (posH & this.dBitH)) !== 0;
    const posBitL = pos < 32 ? 1 << pos : 0;
    const posBitH = pos >= 32 ? 1 << (pos & 31) : 0;
    if (k === 1) {
      // D is never entered early, so it is still free.
      if (posNearD) {
        this.pathCells[depth + 1] = d;
        return true;
      }
      this.pruned++;
      return false;
    }

    // Flood the squares reachable from pos without stepping on D (D ends the path), in BFS
    // layers so the distance to D within them comes out too.
    const freeL = this.freeL & ~this.visL;
    const freeH = this.freeH & ~this.visH;
    let frL = posL & freeL;
    let frH = posH & freeH;
    let fL = frL;
    let fH = frH;
    let distD = posNearD ? 1 : 0;
    let layer = 1;
    while ((frL | frH) !== 0) {
      if (distD === 0 && ((frL & this.dNbL) | (frH & this.dNbH)) !== 0) distD = layer + 1;
      // Not near D after k-1 layers: D is more than k moves away.
      if (distD === 0 && layer >= k - 1) break;
      this.spread(frL, frH);
      frL = this.sl & freeL & ~fL;
      frH = this.sh & freeH & ~fH;
      fL |= frL;
      fH |= frH;
      layer++;
    }
    if (distD === 0 || distD > k) {
      this.pruned++;
      return false;
    }

    // Peel squares that cannot be inside the path: an inner square needs two path neighbours
    // among F, pos and D. Removing one may strand another, so repeat.
    for (;;) {
      this.twoNeighbours(fL | posBitL | this.dBitL, fH | posBitH | this.dBitH);
      const deadL = fL & ~this.sl;
      const deadH = fH & ~this.sh;
      if ((deadL | deadH) === 0) break;
      fL &= ~deadL;
      fH &= ~deadH;
    }
    if (!posNearD && ((fL & this.dNbL) | (fH & this.dNbH)) === 0) {
      this.pruned++;
      return false;
    }

    // The k-1 inner squares alternate colours starting with the colour opposite pos.
    const posColour = ((this.rowOf[pos] ?? 0) + (this.colOf[pos] ?? 0)) & 1;
    const sameL = posColour === 0 ? this.col0L : ~this.col0L;
    const sameH = posColour === 0 ? this.col0H : ~this.col0H;
    let total = popcount(fL) + popcount(fH);
    let sameCount = popcount(fL & sameL) + popcount(fH & sameH);
    if (total - sameCount < k >> 1 || sameCount < (k - 1) >> 1) {
      this.pruned++;
      return false;
    }

    // Near-full paths: squares hanging off the pos..D block chain are unusable, and each block
    // on it holds a path of bounded length. Skipped when there is room to spare (it costs).
    if (total - (k - 1) <= this.blockGate) {
      if (!this.blockChain(pos, k, fL, fH)) {
        this.pruned++;
        return false;
      }
      fL = this.sl;
      fH = this.sh;
      total = popcount(fL) + popcount(fH);
      sameCount = popcount(fL & sameL) + popcount(fH & sameH);
      if (total - sameCount < k >> 1 || sameCount < (k - 1) >> 1) {
        this.pruned++;
        return false;
      }
    }

    // Few spare squares: reason about which edges the path must or cannot use.
    let movesL = posL;
    let movesH = posH;
    const spare = total - (k - 1);
    const colourFull = sameCount === (k - 1) >> 1 || total - sameCount === k >> 1;
    if (this.edgeGate >= 0 && (spare <= this.edgeGate || colourFull)) {
      if (!this.propagate(pos, k, fL, fH, sameL, sameH, posNearD)) {
        this.pruned++;
        return false;
      }
      fL = this.sl;
      fH = this.sh;
      movesL = this.movesL;
      movesH = this.movesH;
    }

    // The future depends only on (pos, k, usable squares): a failure there fails everywhere.
    const key = (pos | (k << 8)) + 1;
    if (this.useMemo && this.memoHas(fL, fH, key)) {
      this.memoHits++;
      this.pruned++;
      return false;
    }

    // Candidate moves, fewest onward squares first (Warnsdorff): tight squares get used
    // before they are cut off.
    const base = depth * 4;
    const order = this.order;
    const score = this.score;
    let m = 0;
    const dr = this.rowOf[d] ?? 0;
    const dc = this.colOf[d] ?? 0;
    for (let t = 0; t < 4; t++) {
      const c = this.nbList[pos * 4 + t] ?? -1;
      if (c < 0) break;
      const inF = c < 32 ? (fL >>> c) & 1 : (fH >>> (c & 31)) & 1;
      if (inF === 0) continue;
      if ((c < 32 ? (movesL >>> c) & 1 : (movesH >>> (c & 31)) & 1) === 0) continue;
      const far = Math.abs((this.rowOf[c] ?? 0) - dr) + Math.abs((this.colOf[c] ?? 0) - dc);
      if (far > k - 1) continue;
      const onward = popcount((this.nbL[c] ?? 0) & fL) + popcount((this.nbH[c] ?? 0) & fH);
      const sc = onward * 64 + (63 - far);
      let j = m++;
      while (j > 0 && (score[j - 1] ?? 0) > sc) {
        score[j] = score[j - 1] ?? 0;
        order[base + j] = order[base + j - 1] ?? 0;
        j--;
      }
      score[j] = sc;
      order[base + j] = c;
    }

    for (let j = 0; j < m; j++) {
      const c = order[base + j] ?? 0;
      const bitL = c < 32 ? 1 << c : 0;
      const bitH = c >= 32 ? 1 << (c & 31) : 0;
      this.visL |= bitL;
      this.visH |= bitH;
      this.pathCells[depth + 1] = c;
      if (this.dfs(c, k - 1, depth + 1)) return true;
      this.visL &= ~bitL;
      this.visH &= ~bitH;
    }
    if (this.useMemo) this.memoAdd(fL, fH, key);
    return false;
  }
}
