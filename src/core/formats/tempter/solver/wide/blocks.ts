// The block-chain bound for the wide search: BlockChainBound's argument on cell lists instead of 64-bit sets.
import { WIDE_CELLS, type WideBoard } from './board';

/**
 * Tarjan's biconnected components, iterative, over the cells of H = F + pos + D, where F is
 * the cells c with mark[c] === inF. Same argument as BlockChainBound: a simple pos..D path
 * runs through the chain of blocks between them (never into a block hanging off it), and
 * within a block alternates colours, so the smaller colour count caps its length.
 */
export class WideBlockChain {
  private readonly disc = new Int32Array(WIDE_CELLS);
  private readonly low = new Int32Array(WIDE_CELLS);
  private readonly parent = new Int32Array(WIDE_CELLS);
  private readonly nextNb = new Int32Array(WIDE_CELLS);
  private readonly seen = new Int32Array(WIDE_CELLS);
  private readonly chain = new Int32Array(WIDE_CELLS);
  private readonly dfsStack = new Int32Array(WIDE_CELLS);
  private readonly blockStack = new Int32Array(WIDE_CELLS);
  private stamp = 0;

  /**
   * False when the chain's caps cannot add up to k+1 squares (or D is cut off); else drops
   * from F the cells that are off the chain. edgeMask, when given, holds the slots of each
   * cell's edges the path may still use.
   */
  check(board: WideBoard, pos: number, d: number, k: number, edgeMask?: Uint8Array): boolean {
    const { nb, colour, mark, inF, cells, count } = board;
    if (this.stamp >= 0x3fffffff) {
      this.seen.fill(0);
      this.chain.fill(0);
      this.stamp = 0;
    }
    const stamp = ++this.stamp;
    const { disc, low, parent, nextNb, seen, chain, dfsStack, blockStack } = this;
    let clock = 0;
    let sp = 0;
    let bp = 0;
    disc[pos] = low[pos] = clock++;
    seen[pos] = stamp;
    parent[pos] = -1;
    nextNb[pos] = 0;
    dfsStack[sp++] = pos;
    blockStack[bp++] = pos;
    let capSum = 0;
    let blocks = 0;
    let exit = d;
    while (sp > 0) {
      const u = dfsStack[sp - 1] ?? 0;
      const t = nextNb[u] ?? 4;
      if (t < 4) {
        nextNb[u] = t + 1;
        const c = nb[u * 4 + t] ?? -1;
        if (c < 0) {
          nextNb[u] = 4;
          continue;
        }
        if (c !== d && c !== pos && mark[c] !== inF) continue;
        if (edgeMask !== undefined && (((edgeMask[u] ?? 0) >>> t) & 1) === 0) continue;
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
      const pColour = colour[p] ?? 0;
      let sameAsEntry = 1;
      let size = 1;
      if (onChain) chain[p] = stamp;
      for (;;) {
        const v = blockStack[--bp] ?? 0;
        size++;
        if (colour[v] === pColour) sameAsEntry++;
        if (onChain) chain[v] = stamp;
        if (v === u) break;
      }
      if (!onChain) continue;
      const other = size - sameAsEntry;
      capSum +=
        colour[exit] === pColour ? 2 * Math.min(sameAsEntry, other + 1) - 1 : 2 * Math.min(sameAsEntry, other);
      blocks++;
      exit = p;
    }
    // Cut vertices are counted in two blocks each.
    if (seen[d] !== stamp || capSum - (blocks - 1) < k + 1) return false;
    for (let i = 0; i < count; i++) {
      const c = cells[i] ?? 0;
      if (mark[c] === inF && chain[c] !== stamp) mark[c] = 0;
    }
    return true;
  }
}
