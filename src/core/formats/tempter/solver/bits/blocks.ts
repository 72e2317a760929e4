// The block-chain bound: a pos..D path stays in the biconnected blocks between them, each capped by colour.
import { BOARD_CELLS, type BitBoard } from './board';

/**
 * Tarjan's biconnected components, iterative, on scratch arrays sized once for the shared
 * board: graph.ts's BlockChain on bit sets. Its own loop on purpose: through BlockChain's mark
 * table (a fill and a collect per call) the 8x8 suite's searches took about a quarter longer,
 * and through one BlockChain on cell sets for both searches (H's words in, the chain's words
 * out) the 8x8 suite took 5 % more instructions.
 */
export class BlockChainBound {
  private readonly disc: Int32Array;
  private readonly low: Int32Array;
  private readonly parent: Int32Array;
  private readonly nextNb: Int32Array;
  private readonly seen: Int32Array;
  private readonly dfsStack: Int32Array;
  private readonly blockStack: Int32Array;
  private stamp = 0;
  /** After a true check: the chain's squares minus pos and D. */
  usableL = 0;
  usableH = 0;

  constructor(private readonly board: BitBoard) {
    const n = BOARD_CELLS;
    this.disc = new Int32Array(n);
    this.low = new Int32Array(n);
    this.parent = new Int32Array(n);
    this.nextNb = new Int32Array(n);
    this.seen = new Int32Array(n);
    this.dfsStack = new Int32Array(n);
    this.blockStack = new Int32Array(n);
  }

  /**
   * Splits H = F + pos + D into biconnected blocks. A simple pos..D path runs through the
   * chain of blocks between them, entering each at one cut vertex and leaving at the next,
   * and never enters a block hanging off the chain (it could not come back). Within a block
   * the path alternates colours, so the smaller colour count caps its length. False when the
   * caps cannot add up to k+1 squares; else usableL/H = the chain's squares minus pos and D.
   * One loop for the walk and the blocks' pops, as graph.ts's: it runs at most search nodes.
   */
  check(pos: number, k: number, fL: number, fH: number): boolean {
    const board = this.board;
    const d = board.d;
    const rowOf = board.rowOf;
    const colOf = board.colOf;
    const hL = fL | board.dBitL | (pos < 32 ? 1 << pos : 0);
    const hH = fH | board.dBitH | (pos >= 32 ? 1 << (pos & 31) : 0);
    const stamp = ++this.stamp;
    const { disc, low, parent, nextNb, seen, dfsStack, blockStack } = this;
    const nbList = board.nbList;
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
      const pColour = ((rowOf[p] ?? 0) + (colOf[p] ?? 0)) & 1;
      let sameAsEntry = 1;
      let size = 1;
      let bL = p < 32 ? 1 << p : 0;
      let bH = p >= 32 ? 1 << (p & 31) : 0;
      for (;;) {
        const v = blockStack[--bp] ?? 0;
        size++;
        if ((((rowOf[v] ?? 0) + (colOf[v] ?? 0)) & 1) === pColour) sameAsEntry++;
        if (v < 32) bL |= 1 << v;
        else bH |= 1 << (v & 31);
        if (v === u) break;
      }
      if (!onChain) continue;
      const other = size - sameAsEntry;
      const exitColour = ((rowOf[exit] ?? 0) + (colOf[exit] ?? 0)) & 1;
      capSum += exitColour === pColour ? 2 * Math.min(sameAsEntry, other + 1) - 1 : 2 * Math.min(sameAsEntry, other);
      blocks++;
      usableL |= bL;
      usableH |= bH;
      exit = p;
    }
    // Cut vertices are counted in two blocks each.
    if (seen[d] !== stamp || capSum - (blocks - 1) < k + 1) return false;
    this.usableL = usableL & fL;
    this.usableH = usableH & fH;
    return true;
  }
}
