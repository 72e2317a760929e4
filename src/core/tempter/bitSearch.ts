// The depth-first search for a path of exactly `time` moves inside a box of at most 64 cells.
import type { Cell } from '../geometry';
import { BitBoard, popcount } from './bitBoard';
import { BlockChainBound } from './blockChain';
import { EdgePropagation } from './edgePropagation';
import { FailedStates } from './failedStates';
import type { Outcome } from './searchOutcome';

/** Thrown (internally, never out of solveTempter) to unwind when maxNodes is reached. */
class NodeLimit {}

export interface SearchLimits {
  maxNodes: number;
  blockGate: number;
  edgeGate: number;
  memo: boolean;
  visits: Uint32Array | undefined;
  toGrid: (boxCell: number) => number;
}

/** DFS whose state is the visited set, a 64-bit cell set of the board. */
export class BitSearch {
  private readonly board: BitBoard;
  private readonly blocks: BlockChainBound;
  private readonly edges: EdgePropagation;
  private readonly failed = new FailedStates();
  private readonly time: number;
  private readonly maxNodes: number;
  private readonly blockGate: number;
  private readonly edgeGate: number;
  private readonly useMemo: boolean;

  // Search state.
  private visL = 0;
  private visH = 0;
  private readonly pathCells: Int32Array;
  private readonly order: Int32Array;
  private readonly score: Int32Array;
  private expanded = 0;
  private pruned = 0;
  private memoHits = 0;
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
    limits: SearchLimits,
  ) {
    this.time = time;
    this.maxNodes = limits.maxNodes;
    this.blockGate = limits.blockGate;
    this.edgeGate = limits.edgeGate;
    this.useMemo = limits.memo;
    const n = rows * cols;
    this.visits = limits.visits;
    if (limits.visits) this.gridIndex = Int32Array.from({ length: n }, (_, i) => limits.toGrid(i));
    this.board = new BitBoard(open, rows, cols, d);
    this.blocks = new BlockChainBound(this.board);
    this.edges = new EdgePropagation(this.board);
    this.pathCells = new Int32Array(time + 1);
    this.order = new Int32Array((time + 1) * 4);
    this.score = new Int32Array(4);
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
    const { rowOf, colOf } = this.board;
    const moves = new Uint8Array(this.time);
    const path: Cell[] = [];
    for (let t = 0; t <= this.time; t++) {
      const cell = this.pathCells[t] ?? 0;
      path.push({ row: (rowOf[cell] ?? 0) + 1, col: (colOf[cell] ?? 0) + 1 });
      if (t > 0) {
        const prev = this.pathCells[t - 1] ?? 0;
        const dr = (rowOf[cell] ?? 0) - (rowOf[prev] ?? 0);
        const dc = (colOf[cell] ?? 0) - (colOf[prev] ?? 0);
        moves[t - 1] = dr < 0 ? 0 : dc > 0 ? 1 : dr > 0 ? 2 : 3;
      }
    }
    return { status: 'yes', moves, path, ...stats };
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
    const board = this.board;
    const d = board.d;
    const posL = board.nbL[pos] ?? 0;
    const posH = board.nbH[pos] ?? 0;
    const posNearD = ((posL & board.dBitL) | (posH & board.dBitH)) !== 0;
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
    const freeL = board.freeL & ~this.visL;
    const freeH = board.freeH & ~this.visH;
    let frL = posL & freeL;
    let frH = posH & freeH;
    let fL = frL;
    let fH = frH;
    let distD = posNearD ? 1 : 0;
    let layer = 1;
    while ((frL | frH) !== 0) {
      if (distD === 0 && ((frL & board.dNbL) | (frH & board.dNbH)) !== 0) distD = layer + 1;
      // Not near D after k-1 layers: D is more than k moves away.
      if (distD === 0 && layer >= k - 1) break;
      board.spread(frL, frH);
      frL = board.sl & freeL & ~fL;
      frH = board.sh & freeH & ~fH;
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
      board.twoNeighbours(fL | posBitL | board.dBitL, fH | posBitH | board.dBitH);
      const deadL = fL & ~board.sl;
      const deadH = fH & ~board.sh;
      if ((deadL | deadH) === 0) break;
      fL &= ~deadL;
      fH &= ~deadH;
    }
    if (!posNearD && ((fL & board.dNbL) | (fH & board.dNbH)) === 0) {
      this.pruned++;
      return false;
    }

    // The k-1 inner squares alternate colours starting with the colour opposite pos.
    const posColour = ((board.rowOf[pos] ?? 0) + (board.colOf[pos] ?? 0)) & 1;
    const sameL = posColour === 0 ? board.col0L : ~board.col0L;
    const sameH = posColour === 0 ? board.col0H : ~board.col0H;
    let total = popcount(fL) + popcount(fH);
    let sameCount = popcount(fL & sameL) + popcount(fH & sameH);
    if (total - sameCount < k >> 1 || sameCount < (k - 1) >> 1) {
      this.pruned++;
      return false;
    }

    // Near-full paths: squares hanging off the pos..D block chain are unusable, and each block
    // on it holds a path of bounded length. Skipped when there is room to spare (it costs).
    if (total - (k - 1) <= this.blockGate) {
      if (!this.blocks.check(pos, k, fL, fH)) {
        this.pruned++;
        return false;
      }
      fL = this.blocks.usableL;
      fH = this.blocks.usableH;
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
      const edges = this.edges;
      if (!edges.propagate(pos, k, fL, fH, sameL, sameH, posNearD)) {
        this.pruned++;
        return false;
      }
      fL = edges.usableL;
      fH = edges.usableH;
      movesL = edges.movesL;
      movesH = edges.movesH;
    }

    // The future depends only on (pos, k, usable squares): a failure there fails everywhere.
    const key = (pos | (k << 8)) + 1;
    if (this.useMemo && this.failed.has(fL, fH, key)) {
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
    const dr = board.rowOf[d] ?? 0;
    const dc = board.colOf[d] ?? 0;
    for (let t = 0; t < 4; t++) {
      const c = board.nbList[pos * 4 + t] ?? -1;
      if (c < 0) break;
      const inF = c < 32 ? (fL >>> c) & 1 : (fH >>> (c & 31)) & 1;
      if (inF === 0) continue;
      if ((c < 32 ? (movesL >>> c) & 1 : (movesH >>> (c & 31)) & 1) === 0) continue;
      const far = Math.abs((board.rowOf[c] ?? 0) - dr) + Math.abs((board.colOf[c] ?? 0) - dc);
      if (far > k - 1) continue;
      const onward = popcount((board.nbL[c] ?? 0) & fL) + popcount((board.nbH[c] ?? 0) & fH);
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
    if (this.useMemo) this.failed.add(fL, fH, key);
    return false;
  }
}
