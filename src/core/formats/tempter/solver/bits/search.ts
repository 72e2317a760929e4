// The depth-first search for a path of exactly `time` moves inside a box of at most 64 cells.
import { BOARD_CELLS, BitBoard, popcount } from './board';
import { BlockChainBound } from './blocks';
import { EdgePropagation } from './edges';
import { FailedStates } from './failed';
import { insertMove } from '../graph';
import { foundAnswer, gridIndices, NodeLimit, runDepthFirst, searchedAnswer, type BoxPlace, type TempterSolveResult } from '../outcome';
import { Cut, OFF_COLOURS, OFF_CROW_FLIES, OFF_DEAD_ENDS, OFF_DOOR_REACH, type TempterTraceRecorder } from '../trace';

/**
 * A simple path inside a box of at most 64 cells visits each cell at most once, so its depth
 * and its cells fit in tables sized once for 64 cells.
 */
const MAX_PATH = BOARD_CELLS + 1;

/**
 * The table of failed states pays only in searches that come back to states they have
 * failed: a search of a few dozen nodes (nearly all of a judge file's) never does, and
 * would only pay for the lookups. So a search uses the table from this many nodes on; its
 * subtrees that fail late are still recorded, as they end after it is on.
 */
const MEMO_AFTER = 64;

/**
 * DFS whose state is the visited set, a 64-bit cell set of the board. One instance serves
 * every search (run() loads the box), so a case allocates only its answer.
 */
export class BitSearch {
  /** The board searched; answerSmallBeforeSearch (beforeSearch.ts) loads it itself for a grid it answers no other way. */
  readonly board = new BitBoard();
  // The near-full prunings, made when a search first uses them: boxes of the judge's size
  // never do, and a short process pays to compile what it constructs.
  private blocks: BlockChainBound | undefined;
  private edges: EdgePropagation | undefined;
  private readonly failed = new FailedStates();
  private maxNodes = 0;
  private blockGate = 0;
  private edgeGate = 0;
  /** The failed-state table is used once a search has expanded more nodes than this. */
  private memoAfter = 0;

  // Search state.
  private visL = 0;
  private visH = 0;
  private readonly pathCells = new Int32Array(MAX_PATH);
  private readonly order = new Int32Array(MAX_PATH * 4);
  private readonly score = new Int32Array(4);
  /** finishShortest's BFS layers from pos: layer t holds the squares t moves away. */
  private readonly layerL = new Int32Array(MAX_PATH);
  private readonly layerH = new Int32Array(MAX_PATH);
  /** After a true nearFull: the usable squares and pos's moves left. */
  private usableL = 0;
  private usableH = 0;
  private movesL = 0;
  private movesH = 0;
  private expanded = 0;
  private pruned = 0;
  private memoHits = 0;
  /** Per-square node counts for the caller (grid-indexed), optional; the grid index of each box cell. */
  private visits: Uint32Array | undefined = undefined;
  private readonly gridIndex = new Int32Array(BOARD_CELLS);
  /** The what-if switches (OFF_ bits of trace.ts) and the trace recorder, for the Search view; 0 and none otherwise. */
  private off = 0;
  private trace: TempterTraceRecorder | undefined = undefined;
  /** Which rule a false nearFull() cut by. */
  private nearFullCut = Cut.Blocks;

  /**
   * The limits of the searches to come: the node budget, the gates of the costlier prunings
   * (-1 = off), the failed-state table, and per-square node counts (grid-indexed) if wanted.
   */
  configure(maxNodes: number, blockGate: number, edgeGate: number, memo: boolean, visits: Uint32Array | undefined): void {
    this.maxNodes = maxNodes;
    this.blockGate = blockGate;
    this.edgeGate = edgeGate;
    this.memoAfter = memo ? MEMO_AFTER : Infinity;
    this.visits = visits;
  }

  /** The Search view's knobs for the searches to come: prunings left out (OFF_ bits) and where to record. */
  study(off: number, trace: TempterTraceRecorder | undefined): void {
    this.off = off;
    this.trace = trace;
  }

  /**
   * Searches the box (open[r*cols+c] >= 0 for an open square, cols < 32) from s to d in
   * exactly time moves; `place` puts it in its grid, so the answer's path is in grid coordinates.
   */
  run(open: Int32Array, rows: number, cols: number, s: number, d: number, time: number, place: BoxPlace): TempterSolveResult {
    this.board.reset(open, rows, cols, d);
    return this.runLoaded(rows * cols, s, time, place);
  }

  /** run() on the box already loaded in the board (n cells), as answerSmallBeforeSearch leaves it. */
  runLoaded(n: number, s: number, time: number, place: BoxPlace): TempterSolveResult {
    const board = this.board;
    const rowOf = place.transposed ? board.colOf : board.rowOf;
    const colOf = place.transposed ? board.rowOf : board.colOf;
    if (this.visits !== undefined || this.trace !== undefined) gridIndices(this.gridIndex, n, rowOf, colOf, place);
    this.failed.reset();
    this.expanded = 0;
    this.pruned = 0;
    this.memoHits = 0;
    this.visL = s < 32 ? 1 << s : 0;
    this.visH = s >= 32 ? 1 << (s & 31) : 0;
    this.pathCells[0] = s;
    const found = runDepthFirst(() => this.dfs(s, time, 0));
    if (found !== true) return searchedAnswer(found === 'limit', this.expanded, this.pruned, this.memoHits);
    return foundAnswer(this.pathCells, time, rowOf, colOf, place, this.expanded, this.pruned, this.memoHits);
  }

  /**
   * Standing on `pos` (already visited) with `k` moves left; the path so far fills
   * pathCells[0..depth]. True when a completion to D was found (then pathCells is complete).
   * One body on purpose, the move order in it too (but for insertMove's step): a judge file's
   * searches run in V8's interpreter, where a call per node costs; split into flood, peel and
   * move order (as the wide search is), the judge suite's solving took about a quarter longer.
   */
  private dfs(pos: number, k: number, depth: number): boolean {
    if (this.expanded >= this.maxNodes) throw new NodeLimit();
    this.expanded++;
    const board = this.board;
    const visits = this.visits;
    if (visits !== undefined) {
      const at = this.gridIndex[pos] ?? 0;
      visits[at] = (visits[at] ?? 0) + 1;
    }
    const trace = this.trace;
    if (trace !== undefined) trace.node(this.gridIndex[pos] ?? 0, depth);
    const off = this.off;
    const d = board.d;
    const posL = board.nbL[pos] ?? 0;
    const posH = board.nbH[pos] ?? 0;
    const dBitL = board.dBitL;
    const dBitH = board.dBitH;
    const posNearD = ((posL & dBitL) | (posH & dBitH)) !== 0;
    if (k === 1) {
      // D is never entered early, so it is still free.
      if (posNearD) {
        this.pathCells[depth + 1] = d;
        return true;
      }
      this.pruned++;
      if (trace !== undefined) trace.cut(Cut.LastMove, this.gridIndex[pos] ?? 0, depth);
      return false;
    }

    // The set shifts are written out below rather than called (BitBoard.spread): in a short
    // process this runs in V8's interpreter, where calls cost more than shifts. A shift by 1
    // is a step along a row, masked by the cells not in column 0 / not in the last column so
    // it does not wrap to the next row; a shift by cols is a step down or up.
    const cols = board.cols;
    const back = 32 - cols;
    const nfL = board.notFirstL;
    const nfH = board.notFirstH;
    const nlL = board.notLastL;
    const nlH = board.notLastH;

    // Flood the squares reachable from pos without stepping on D (D ends the path), in BFS
    // layers so the distance to D within them comes out too.
    const freeL = board.freeL & ~this.visL;
    const freeH = board.freeH & ~this.visH;
    const dNbL = board.dNbL;
    const dNbH = board.dNbH;
    let frL = posL & freeL;
    let frH = posH & freeH;
    let fL = frL;
    let fH = frH;
    let distD = posNearD ? 1 : 0;
    let layer = 1;
    if ((off & OFF_DOOR_REACH) !== 0) {
      // What if: no flood, so every free square counts as usable and the door is not looked for.
      fL = freeL;
      fH = freeH;
      distD = 1;
    } else if (freeH === 0) {
      // No free square in the high word (a box of at most 32 cells, or a bigger one whose
      // high squares are used): the same flood on the low word alone.
      while (frL !== 0) {
        if (distD === 0) {
          if ((frL & dNbL) !== 0) {
            if (layer + 1 === k) return this.finishShortest(pos, k, depth, freeL, freeH);
            distD = layer + 1;
          } else if (layer >= k - 1) break;
        }
        frL = (((frL << 1) & nfL) | ((frL >>> 1) & nlL) | (frL << cols) | (frL >>> cols)) & freeL & ~fL;
        fL |= frL;
        layer++;
      }
    } else {
      while ((frL | frH) !== 0) {
        if (distD === 0) {
          if (((frL & dNbL) | (frH & dNbH)) !== 0) {
            // D exactly k moves away: a shortest path there completes the path (it is simple
            // and meets D only at its end), so the search ends here, not k nodes deeper.
            if (layer + 1 === k) return this.finishShortest(pos, k, depth, freeL, freeH);
            distD = layer + 1;
          }
          // Not near D after k-1 layers: D is more than k moves away.
          else if (layer >= k - 1) break;
        }
        // The layer's neighbours: right, left, down, up.
        const l = ((frL << 1) & nfL) | (((frL >>> 1) | (frH << 31)) & nlL) | (frL << cols) | (frL >>> cols) | (frH << back);
        const h = (((frH << 1) | (frL >>> 31)) & nfH) | ((frH >>> 1) & nlH) | (frH << cols) | (frL >>> back) | (frH >>> cols);
        frL = l & freeL & ~fL;
        frH = h & freeH & ~fH;
        fL |= frL;
        fH |= frH;
        layer++;
      }
    }
    // (D, when found, is within k: layer k-1 is the last one looked at.)
    if (distD === 0) {
      this.pruned++;
      // The flood ran out of squares (the door is walled off) or of layers (too far).
      if (trace !== undefined) trace.cut((frL | frH) === 0 ? Cut.DoorCutOff : Cut.TooFar, this.gridIndex[pos] ?? 0, depth);
      return false;
    }

    // Peel squares that cannot be inside the path: an inner square needs two path neighbours
    // among F, pos and D. Removing one may strand another, so repeat.
    const posBitL = pos < 32 ? 1 << pos : 0;
    const posBitH = pos >= 32 ? 1 << (pos & 31) : 0;
    if ((off & OFF_DEAD_ENDS) !== 0) {
      // What if: no peeling.
    } else if (fH === 0) {
      // The same on the low word alone (see the flood): pos and D may still stand in the
      // high word, and count as neighbours from there.
      const aH = posBitH | dBitH;
      const fromAbove = aH << 31;
      const fromBelow = aH << back;
      for (;;) {
        const aL = fL | posBitL | dBitL;
        const rL = ((aL >>> 1) | fromAbove) & nlL;
        const lL = (aL << 1) & nfL;
        const bL = (aL >>> cols) | fromBelow;
        const uL = aL << cols;
        const deadL = fL & ~((rL & lL) | (bL & uL) | ((rL | lL) & (bL | uL)));
        if (deadL === 0) break;
        fL &= ~deadL;
      }
    } else {
      for (;;) {
        // Cells with at least two neighbours in A: A's cells seen from each cell to its right,
        // left, below and above.
        const aL = fL | posBitL | dBitL;
        const aH = fH | posBitH | dBitH;
        const rL = ((aL >>> 1) | (aH << 31)) & nlL;
        const rH = (aH >>> 1) & nlH;
        const lL = (aL << 1) & nfL;
        const lH = ((aH << 1) | (aL >>> 31)) & nfH;
        const bL = (aL >>> cols) | (aH << back);
        const bH = aH >>> cols;
        const uL = aL << cols;
        const uH = (aH << cols) | (aL >>> back);
        const deadL = fL & ~((rL & lL) | (bL & uL) | ((rL | lL) & (bL | uL)));
        const deadH = fH & ~((rH & lH) | (bH & uH) | ((rH | lH) & (bH | uH)));
        if ((deadL | deadH) === 0) break;
        fL &= ~deadL;
        fH &= ~deadH;
      }
    }
    if (!posNearD && ((fL & dNbL) | (fH & dNbH)) === 0 && (off & OFF_DEAD_ENDS) === 0) {
      this.pruned++;
      if (trace !== undefined) trace.cut(Cut.DeadEnds, this.gridIndex[pos] ?? 0, depth);
      return false;
    }

    // The k-1 inner squares alternate colours starting with the colour opposite pos.
    const posColour = ((board.rowOf[pos] ?? 0) + (board.colOf[pos] ?? 0)) & 1;
    const sameL = posColour === 0 ? board.col0L : ~board.col0L;
    const sameH = posColour === 0 ? board.col0H : ~board.col0H;
    // (Boxes of at most 32 cells leave the high words empty: their count is not a call.)
    const total = popcount(fL) + (fH === 0 ? 0 : popcount(fH));
    const sameCount = popcount(fL & sameL) + (fH === 0 ? 0 : popcount(fH & sameH));
    if ((total - sameCount < k >> 1 || sameCount < (k - 1) >> 1) && (off & OFF_COLOURS) === 0) {
      this.pruned++;
      if (trace !== undefined) trace.cut(Cut.Colours, this.gridIndex[pos] ?? 0, depth);
      return false;
    }

    // Near-full paths: the block-chain bound and the edge propagation (by default only on
    // boxes over 6x6, so written apart: the judge's searches do not compile them).
    let movesL = posL;
    let movesH = posH;
    if (this.blockGate >= 0 || this.edgeGate >= 0) {
      if (!this.nearFull(pos, k, fL, fH, posL, posH, sameL, sameH, posNearD, total, sameCount)) {
        this.pruned++;
        if (trace !== undefined) trace.cut(this.nearFullCut, this.gridIndex[pos] ?? 0, depth);
        return false;
      }
      fL = this.usableL;
      fH = this.usableH;
      movesL = this.movesL;
      movesH = this.movesH;
    }

    // The future depends only on (pos, k, usable squares): a failure there fails everywhere.
    const key = (pos | (k << 8)) + 1;
    const memo = this.expanded > this.memoAfter;
    if (memo && this.failed.has(fL, fH, key)) {
      this.memoHits++;
      this.pruned++;
      if (trace !== undefined) trace.cut(Cut.FailedBefore, this.gridIndex[pos] ?? 0, depth);
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
      if (far > k - 1 && (off & OFF_CROW_FLIES) === 0) {
        if (trace !== undefined) trace.cut(Cut.CrowFlies, this.gridIndex[c] ?? 0, depth + 1);
        continue;
      }
      const onH = (board.nbH[c] ?? 0) & fH;
      const onward = popcount((board.nbL[c] ?? 0) & fL) + (onH === 0 ? 0 : popcount(onH));
      const sc = onward * 64 + (63 - far);
      insertMove(order, score, base, m++, c, sc);
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
    if (memo) this.failed.add(fL, fH, key);
    return false;
  }

  /**
   * The near-full prunings at a node whose usable squares F = (fL, fH) passed the colour
   * count (total of them, sameCount of pos's colour). False to prune; else usableL/H and
   * movesL/H are what is left of F and of pos's moves (posL, posH).
   */
  private nearFull(
    pos: number,
    k: number,
    fL: number,
    fH: number,
    posL: number,
    posH: number,
    sameL: number,
    sameH: number,
    posNearD: boolean,
    total: number,
    sameCount: number,
  ): boolean {
    // Squares hanging off the pos..D block chain are unusable, and each block on it holds a
    // path of bounded length. Skipped when there is room to spare (it costs).
    if (total - (k - 1) <= this.blockGate) {
      const blocks = (this.blocks ??= new BlockChainBound(this.board));
      this.nearFullCut = Cut.Blocks;
      if (!blocks.check(pos, k, fL, fH)) return false;
      fL = blocks.usableL;
      fH = blocks.usableH;
      total = popcount(fL) + popcount(fH);
      sameCount = popcount(fL & sameL) + popcount(fH & sameH);
      if (total - sameCount < k >> 1 || sameCount < (k - 1) >> 1) return false;
    }

    // Few spare squares: reason about which edges the path must or cannot use.
    this.movesL = posL;
    this.movesH = posH;
    const spare = total - (k - 1);
    const colourFull = sameCount === (k - 1) >> 1 || total - sameCount === k >> 1;
    if (this.edgeGate >= 0 && (spare <= this.edgeGate || colourFull)) {
      const edges = (this.edges ??= new EdgePropagation(this.board));
      this.nearFullCut = Cut.Edges;
      if (!edges.propagate(pos, k, fL, fH, sameL, sameH, posNearD)) return false;
      fL = edges.usableL;
      fH = edges.usableH;
      this.movesL = edges.movesL;
      this.movesH = edges.movesH;
    }
    this.usableL = fL;
    this.usableH = fH;
    return true;
  }

  /**
   * Completes the path from pos (at pathCells[depth]) to D, which is exactly k moves away
   * through the squares of (freeL, freeH): BFS layers from pos, then back from D through one
   * square of each layer next to the one after it. Always true.
   */
  private finishShortest(pos: number, k: number, depth: number, freeL: number, freeH: number): boolean {
    const board = this.board;
    const layerL = this.layerL;
    const layerH = this.layerH;
    let frL = (board.nbL[pos] ?? 0) & freeL;
    let frH = (board.nbH[pos] ?? 0) & freeH;
    let seenL = frL;
    let seenH = frH;
    for (let t = 1; t < k; t++) {
      layerL[t] = frL;
      layerH[t] = frH;
      board.spread(frL, frH);
      frL = board.xl & freeL & ~seenL;
      frH = board.xh & freeH & ~seenH;
      seenL |= frL;
      seenH |= frH;
    }
    let cur = board.d;
    this.pathCells[depth + k] = cur;
    for (let t = k - 1; t >= 1; t--) {
      const inL = layerL[t] ?? 0;
      const inH = layerH[t] ?? 0;
      for (let j = cur * 4; j < cur * 4 + 4; j++) {
        const c = board.nbList[j] ?? -1;
        if (c >= 0 && (c < 32 ? (inL >>> c) & 1 : (inH >>> (c & 31)) & 1) === 1) {
          cur = c;
          break;
        }
      }
      this.pathCells[depth + t] = cur;
    }
    return true;
  }
}
