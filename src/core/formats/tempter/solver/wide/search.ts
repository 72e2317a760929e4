// The depth-first search for boxes of 65 to 256 cells: BitSearch's prunings on cell lists.
import { FrontierPaths } from './frontier';
import { insertMove } from '../graph';
import { foundAnswer, gridIndices, NodeLimit, runDepthFirst, searchedAnswer, type BoxPlace, type TempterSolveResult } from '../outcome';
import { WideBlockChain } from './blocks';
import { WIDE_CELLS, WideBoard } from './board';
import { WideEdges } from './edges';
import { WIDE_WORDS, WideFailedStates } from './failed';
import { WideEdgeSupply } from './supply';

export { WIDE_CELLS } from './board';

/** flood()'s answers besides a count: prune the node, or the path is complete. */
const PRUNE = -1;
const FINISHED = -2;

/** Thrown (internally) to unwind when the frontier decision has answered the whole box. */
class FrontierDecided {
  constructor(readonly yes: boolean) {}
}

const MAX_PATH = WIDE_CELLS + 1;
/** As in BitSearch: a short search never comes back to a failed state, so it skips the table. */
const MEMO_AFTER = 64;

/** Which prunings run (for benchmarks and the tests that show each one pays). */
export interface WideSettings {
  readonly maxNodes: number;
  /** Block-chain bound when the usable squares exceed the needed ones by at most this; -1 = off. */
  readonly blockGate: number;
  /** Forced/forbidden edge propagation at most this many spare squares (or a full colour); -1 = off. */
  readonly edgeGate: number;
  readonly memo: boolean;
  /** Drop squares with fewer than two usable neighbours. */
  readonly peel: boolean;
  /** Count the usable squares of each colour against the path's needs. */
  readonly colourCount: boolean;
  /** Prune when D is not reachable within the moves left through the unvisited squares. */
  readonly doorReach: boolean;
  /** When a colour has no spare squares: can its squares all get their path edges? */
  readonly edgeSupply: boolean;
  /** Once the search has taken this many nodes, the costlier rules below run too; -1 = never. */
  readonly lateRulesAfter: number;
  /** Late rule, with the edge step: try each of D's edges alone, and keep those that survive. */
  readonly doorProbe: boolean;
  /** Late rule, with the edge step: the block chain again over the edges the edge step left. */
  readonly edgeBlocks: boolean;
  /** With the edge step: runs of squares with two usable edges are visited or left out whole. */
  readonly corridors: boolean;
  /**
   * Once the search has taken this many nodes, a board with at most frontierSpare squares to
   * leave out is decided by the frontier decision (wide/frontier.ts) instead; -1 = never.
   */
  readonly frontierAfter: number;
  readonly frontierSpare: number;
  /** ... and whose box's narrower side is at most this (the frontiers grow about threefold a column). */
  readonly frontierWidth: number;
  /** The frontier decision gives up (and the search goes on) past this many frontiers in one step. */
  readonly frontierMost: number;
  readonly visits: Uint32Array | undefined;
}

/**
 * DFS over a box of at most 256 cells (any shape), the visited squares kept per cell. At
 * each node: flood the unvisited squares from pos (not through D) in BFS layers, so D's
 * distance comes out (too far: prune; exactly k: a shortest path ends the search); peel
 * squares with fewer than two usable neighbours (only the path's ends may have one, and
 * those are pos and D); count colours; near-full, the block-chain bound over the cut
 * squares; then a table of failed (pos, k, usable squares) states. Moves fewest onward
 * squares first. One instance serves every search.
 */
export class WideSearch {
  /** The box and the node's usable squares, as the prunings read them; the fields below alias its arrays. */
  private readonly board = WideBoard.empty();
  private readonly nb = this.board.nb;
  private readonly rowOf = new Int32Array(WIDE_CELLS);
  private readonly colOf = new Int32Array(WIDE_CELLS);
  private readonly colour = this.board.colour;
  /** Open squares other than D not yet on the path. */
  private readonly free = new Uint8Array(WIDE_CELLS);
  private readonly nearD = new Uint8Array(WIDE_CELLS);
  private d = 0;

  /** mark[c] === the node's stamp: c is usable at the node being expanded. */
  private readonly mark = this.board.mark;
  private stamp = 0;
  /** The flood's queue: the cells of the node's region. */
  private readonly queue = this.board.cells;
  private readonly parent = new Int16Array(WIDE_CELLS);
  private readonly degree = new Int8Array(WIDE_CELLS);
  private readonly peelStack = new Int16Array(WIDE_CELLS);
  private readonly words = new Int32Array(MAX_PATH * WIDE_WORDS);
  private readonly pathCells = new Int32Array(MAX_PATH);
  private readonly order = new Int32Array(MAX_PATH * 4);
  private readonly score = new Int32Array(4);
  private readonly blocks = new WideBlockChain();
  private readonly edges = new WideEdges();
  private readonly supply = new WideEdgeSupply();
  private readonly frontier = new FrontierPaths();
  /** The box being searched, for the frontier decision. */
  private box: { open: Int32Array; rows: number; cols: number; s: number; time: number } = {
    open: new Int32Array(0),
    rows: 0,
    cols: 0,
    s: 0,
    time: 0,
  };
  /** The node at which the frontier decision runs (Infinity: not in this search). */
  private frontierAt = Infinity;
  /** coloursSuffice's counts: usable squares, and those of pos's colour. */
  private total = 0;
  private same = 0;
  private readonly failed = new WideFailedStates();
  private readonly gridIndex = new Int32Array(WIDE_CELLS);

  private settings: WideSettings = {
    maxNodes: 0,
    blockGate: -1,
    edgeGate: -1,
    memo: false,
    peel: true,
    colourCount: true,
    doorReach: true,
    edgeSupply: true,
    lateRulesAfter: -1,
    doorProbe: true,
    edgeBlocks: true,
    corridors: true,
    frontierAfter: -1,
    frontierSpare: 0,
    frontierWidth: 0,
    frontierMost: 0,
    visits: undefined,
  };
  private memoAfter = MEMO_AFTER;
  private lateAfter = Infinity;
  private expanded = 0;
  private pruned = 0;
  private memoHits = 0;

  configure(settings: WideSettings): void {
    this.settings = settings;
    this.edges.corridorRule = settings.corridors;
    this.lateAfter = settings.lateRulesAfter >= 0 ? settings.lateRulesAfter : Infinity;
    this.memoAfter = settings.memo ? MEMO_AFTER : Infinity;
  }

  /**
   * Searches the box (open[r*cols+c] >= 0 for an open square, rows*cols <= 256) from s to d
   * in exactly time moves; `place` puts it in its grid, so the answer's path is in grid coordinates.
   */
  run(open: Int32Array, rows: number, cols: number, s: number, d: number, time: number, place: BoxPlace): TempterSolveResult {
    const n = rows * cols;
    this.board.load(open, rows, cols);
    const { nb, rowOf, colOf, free, nearD } = this;
    for (let i = 0, r = 0, c = 0; i < n; i++) {
      rowOf[i] = r;
      colOf[i] = c;
      free[i] = (open[i] ?? -1) >= 0 && i !== d && i !== s ? 1 : 0;
      nearD[i] = 0;
      if (++c === cols) {
        c = 0;
        r++;
      }
    }
    for (let t = d * 4; t < d * 4 + 4; t++) {
      const c = nb[t] ?? -1;
      if (c >= 0) nearD[c] = 1;
    }
    this.d = d;
    let openSquares = 0;
    for (let i = 0; i < n; i++) if ((open[i] ?? -1) >= 0) openSquares++;
    const settings = this.settings;
    const frontierFits = openSquares - 1 - time <= settings.frontierSpare && Math.min(rows, cols) <= settings.frontierWidth;
    this.frontierAt = settings.frontierAfter >= 0 && frontierFits ? settings.frontierAfter + 1 : Infinity;
    this.box = { open, rows, cols, s, time };
    const visits = this.settings.visits;
    if (visits !== undefined) gridIndices(this.gridIndex, n, rowOf, colOf, place);
    if (this.stamp > 0x3fffffff) {
      this.mark.fill(0);
      this.stamp = 0;
    }
    this.failed.reset();
    this.expanded = 0;
    this.pruned = 0;
    this.memoHits = 0;
    this.pathCells[0] = s;
    const found = runDepthFirst(
      () => this.dfs(s, time, 0),
      (thrown) => (thrown instanceof FrontierDecided ? thrown.yes : undefined),
    );
    if (found !== true) return searchedAnswer(found === 'limit', this.expanded, this.pruned, this.memoHits);
    return foundAnswer(this.pathCells, time, rowOf, colOf, place, this.expanded, this.pruned, this.memoHits);
  }

  /** Standing on pos (on the path, pathCells[0..depth]) with k moves left; true when completed. */
  private dfs(pos: number, k: number, depth: number): boolean {
    const settings = this.settings;
    if (this.expanded >= settings.maxNodes) throw new NodeLimit();
    this.expanded++;
    if (this.expanded === this.frontierAt) this.decideByFrontier();
    if (settings.visits !== undefined) {
      const at = this.gridIndex[pos] ?? 0;
      settings.visits[at] = (settings.visits[at] ?? 0) + 1;
    }
    const d = this.d;
    if (k === 1) {
      if (this.nearD[pos] === 1) {
        this.pathCells[depth + 1] = d;
        return true;
      }
      this.pruned++;
      return false;
    }
    const st = ++this.stamp;
    const tail = this.flood(pos, k, depth, st);
    if (tail === FINISHED) return true;
    const moves = tail < 0 ? -1 : this.prune(pos, k, st, tail);
    if (moves < 0) {
      this.pruned++;
      return false;
    }

    // The future depends only on (pos, k, usable squares): a failure there fails everywhere.
    const key = (pos | (k << 8)) + 1;
    const memo = this.expanded > this.memoAfter;
    const wordsAt = depth * WIDE_WORDS;
    if (memo && this.failedBefore(wordsAt, key, st, tail)) {
      this.memoHits++;
      this.pruned++;
      return false;
    }
    const m = this.orderMoves(pos, k, depth, st, moves);
    const { order, free } = this;
    for (let j = 0, base = depth * 4; j < m; j++) {
      const c = order[base + j] ?? 0;
      free[c] = 0;
      this.pathCells[depth + 1] = c;
      if (this.dfs(c, k - 1, depth + 1)) return true;
      free[c] = 1;
    }
    if (memo) this.failed.add(this.words, wordsAt, key);
    return false;
  }

  /**
   * Floods the unvisited squares from pos without stepping on D, a BFS layer at a time,
   * marking them with st into the queue: returns how many, PRUNE when D is out of reach of
   * the k moves left, FINISHED when D is exactly k moves away (a shortest path there is
   * simple and meets D only at its end, so it completes the path).
   */
  private flood(pos: number, k: number, depth: number, st: number): number {
    const { nb, free, nearD, mark, queue, parent } = this;
    let tail = 0;
    for (let t = pos * 4; t < pos * 4 + 4; t++) {
      const c = nb[t] ?? -1;
      if (c >= 0 && free[c] === 1) {
        mark[c] = st;
        parent[c] = pos;
        queue[tail++] = c;
      }
    }
    const doorReach = this.settings.doorReach;
    let distD = nearD[pos] === 1 ? 1 : 0;
    let head = 0;
    let layer = 1;
    while (head < tail) {
      const layerEnd = tail;
      if (distD === 0 && doorReach) {
        let next = -1;
        for (let i = head; i < layerEnd; i++) {
          const c = queue[i] ?? 0;
          if (nearD[c] === 1) {
            next = c;
            break;
          }
        }
        if (next >= 0) {
          if (layer + 1 === k) return this.finishShortest(next, k, depth) ? FINISHED : PRUNE;
          distD = layer + 1;
        } else if (layer >= k - 1) return PRUNE;
      }
      for (; head < layerEnd; head++) {
        const u = queue[head] ?? 0;
        for (let t = u * 4; t < u * 4 + 4; t++) {
          const c = nb[t] ?? -1;
          if (c >= 0 && free[c] === 1 && mark[c] !== st) {
            mark[c] = st;
            parent[c] = u;
            queue[tail++] = c;
          }
        }
      }
      layer++;
    }
    return distD === 0 && doorReach ? PRUNE : tail;
  }

  /**
   * The prunings on the flooded region (mark === st, in queue[0..tail)), cheapest first:
   * peel, colour count, block chain, edge step with its late rules, edge supply. Returns
   * pos's moves left as a slot mask, or -1 to prune.
   */
  private prune(pos: number, k: number, st: number, tail: number): number {
    const settings = this.settings;
    if (settings.peel && !this.peel(pos, st, tail)) return -1;
    // The k-1 inner squares alternate colours, starting with the colour opposite pos.
    const posColour = this.colour[pos] ?? 0;
    if (!this.coloursSuffice(k, posColour, st, tail) && settings.colourCount) return -1;
    const board = this.board;
    board.inF = st;
    board.count = tail;
    const d = this.d;
    if (settings.blockGate >= 0 && this.total - (k - 1) <= settings.blockGate) {
      if (!this.blocks.check(board, pos, d, k)) return -1;
      if (!this.coloursSuffice(k, posColour, st, tail) && settings.colourCount) return -1;
    }
    // Few spare squares: reason about which edges the path must or cannot use.
    let moves = 15;
    const colourFull = this.same === (k - 1) >> 1 || this.total - this.same === k >> 1;
    if (settings.edgeGate >= 0 && (this.total - (k - 1) <= settings.edgeGate || colourFull)) {
      moves = this.edgeStep(pos, k);
      if (moves < 0) return -1;
    }
    if (settings.edgeSupply && !this.edgesSupplied(pos, k, posColour, st, tail)) return -1;
    return moves;
  }

  /**
   * Peel: an inner square needs two path neighbours among F, pos and D; dropping one may
   * strand another. False when no usable square is left next to D (and pos is not).
   */
  private peel(pos: number, st: number, tail: number): boolean {
    const { nb, mark, queue, degree, peelStack: stack } = this;
    const d = this.d;
    let sp = 0;
    for (let i = 0; i < tail; i++) {
      const c = queue[i] ?? 0;
      let deg = 0;
      for (let t = c * 4; t < c * 4 + 4; t++) {
        const e = nb[t] ?? -1;
        if (e >= 0 && (mark[e] === st || e === pos || e === d)) deg++;
      }
      degree[c] = deg;
    }
    for (let i = 0; i < tail; i++) {
      const c = queue[i] ?? 0;
      if ((degree[c] ?? 0) < 2) {
        mark[c] = 0;
        stack[sp++] = c;
      }
    }
    while (sp > 0) {
      const c = stack[--sp] ?? 0;
      for (let t = c * 4; t < c * 4 + 4; t++) {
        const e = nb[t] ?? -1;
        if (e < 0 || mark[e] !== st) continue;
        const left = (degree[e] ?? 0) - 1;
        degree[e] = left;
        if (left === 1) {
          mark[e] = 0;
          stack[sp++] = e;
        }
      }
    }
    return this.nearD[pos] === 1 || this.touchesD(st);
  }

  /**
   * The edge step and, in a search this long (one of the rare hard ones), its late rules:
   * the block chain again over the edges left (dropped edges can cut the region), then D's
   * edges one by one. Returns pos's moves as a slot mask, or -1 to prune.
   */
  private edgeStep(pos: number, k: number): number {
    const { settings, board, edges, d } = this;
    if (!edges.propagate(board, pos, d, k)) return -1;
    let moves = edges.moves;
    const door = edges.doorEdges;
    const late = this.expanded > this.lateAfter;
    if (late && settings.edgeBlocks && settings.blockGate >= 0 && !this.blocks.check(board, pos, d, k, edges.usable)) return -1;
    if (late && settings.doorProbe && (door & (door - 1)) !== 0) {
      const ok = edges.probeDoor(board, pos, d, k, door);
      if (ok === 0) return -1;
      if (ok !== door) {
        if (!edges.propagate(board, pos, d, k, ok)) return -1;
        moves = edges.moves;
      }
    }
    return moves;
  }

  /** Whether (pos, k, the usable squares, written to words at wordsAt) failed before. */
  private failedBefore(wordsAt: number, key: number, st: number, tail: number): boolean {
    const { words, queue, mark } = this;
    words.fill(0, wordsAt, wordsAt + WIDE_WORDS);
    for (let i = 0; i < tail; i++) {
      const c = queue[i] ?? 0;
      if (mark[c] === st) words[wordsAt + (c >> 5)] = (words[wordsAt + (c >> 5)] ?? 0) | (1 << (c & 31));
    }
    return this.failed.has(words, wordsAt, key);
  }

  /**
   * pos's candidate moves (usable, in the slot mask moves, and within reach of D) into
   * order[depth*4 ..], fewest onward squares first (Warnsdorff), then nearest D; returns
   * how many.
   */
  private orderMoves(pos: number, k: number, depth: number, st: number, moves: number): number {
    const { nb, mark, order, score, rowOf, colOf } = this;
    const base = depth * 4;
    const dr = rowOf[this.d] ?? 0;
    const dc = colOf[this.d] ?? 0;
    let m = 0;
    for (let t = pos * 4; t < pos * 4 + 4; t++) {
      const c = nb[t] ?? -1;
      if (c < 0 || mark[c] !== st || ((moves >>> (t - pos * 4)) & 1) === 0) continue;
      const far = Math.abs((rowOf[c] ?? 0) - dr) + Math.abs((colOf[c] ?? 0) - dc);
      if (far > k - 1) continue;
      let onward = 0;
      for (let u = c * 4; u < c * 4 + 4; u++) {
        const e = nb[u] ?? -1;
        if (e >= 0 && mark[e] === st) onward++;
      }
      insertMove(order, score, base, m++, c, onward * 1024 + (1023 - far));
    }
    return m;
  }

  /**
   * A search this long on a near-full board: decide the whole box by its frontiers instead,
   * unwinding with the answer; if the frontiers grow past the cap, the search goes on.
   */
  private decideByFrontier(): void {
    const { open, rows, cols, s, time } = this.box;
    const answer = this.frontier.decide(open, rows, cols, s, this.d, time, this.settings.frontierMost);
    if (answer === 'unknown') return;
    if (answer === 'yes') this.pathCells.set(this.frontier.path);
    throw new FrontierDecided(answer === 'yes');
  }

  /** Whether a usable square (mark === st) is next to D. */
  private touchesD(st: number): boolean {
    const { nb, mark } = this;
    const d = this.d;
    for (let t = d * 4; t < d * 4 + 4; t++) {
      const c = nb[t] ?? -1;
      if (c >= 0 && mark[c] === st) return true;
    }
    return false;
  }

  /** Enough usable squares of each colour for the k-1 inner squares (counts in total, same). */
  private coloursSuffice(k: number, posColour: number, st: number, tail: number): boolean {
    const { queue, mark, colour } = this;
    let total = 0;
    let same = 0;
    for (let i = 0; i < tail; i++) {
      const c = queue[i] ?? 0;
      if (mark[c] !== st) continue;
      total++;
      if (colour[c] === posColour) same++;
    }
    this.total = total;
    this.same = same;
    return total - same >= k >> 1 && same >= (k - 1) >> 1;
  }

  /** The edge-supply bound for each colour with no spare squares (recounted: the edge step may drop squares). */
  private edgesSupplied(pos: number, k: number, posColour: number, st: number, tail: number): boolean {
    this.coloursSuffice(k, posColour, st, tail);
    const sameFull = this.same === (k - 1) >> 1;
    const otherFull = this.total - this.same === k >> 1;
    const { board, d } = this;
    if (sameFull && !this.supply.check(board, pos, d, k, posColour)) return false;
    if (otherFull && !this.supply.check(board, pos, d, k, posColour ^ 1)) return false;
    return true;
  }

  /** Completes the path along the flood's parents: `last` is k-1 moves from pos and next to D. */
  private finishShortest(last: number, k: number, depth: number): boolean {
    this.pathCells[depth + k] = this.d;
    let cur = last;
    for (let t = k - 1; t >= 1; t--) {
      this.pathCells[depth + t] = cur;
      cur = this.parent[cur] ?? 0;
    }
    return true;
  }
}
