// The searches' graph routines: the block chain between pos and D on cell lists (the wide
// search's; the 64-cell search writes it out on its bit sets in bits/blocks.ts, where a table
// between it and the sets cost measurably), and the move order's insertion, which both share.

/**
 * Tarjan's biconnected components, iterative, over H = F + pos + D, F the cells c with
 * mark[c] === inF. A simple pos..D path runs through the chain of blocks between them,
 * entering each at one cut vertex and leaving at the next, and never enters a block hanging
 * off the chain (it could not come back). Within a block the path alternates colours, so
 * the smaller colour count caps its length. Scratch tables sized once for `cells` cells.
 */
export class BlockChain {
  private readonly disc: Int32Array;
  private readonly low: Int32Array;
  private readonly parent: Int32Array;
  private readonly nextNb: Int32Array;
  private readonly seen: Int32Array;
  private readonly dfsStack: Int32Array;
  private readonly blockStack: Int32Array;
  /** After a true check: onChain[c] === stamp for the chain's cells (pos and D among them). */
  readonly onChain: Int32Array;
  stamp = 0;

  constructor(cells: number) {
    this.disc = new Int32Array(cells);
    this.low = new Int32Array(cells);
    this.parent = new Int32Array(cells);
    this.nextNb = new Int32Array(cells);
    this.seen = new Int32Array(cells);
    this.dfsStack = new Int32Array(cells);
    this.blockStack = new Int32Array(cells);
    this.onChain = new Int32Array(cells);
  }

  /**
   * False when the chain's caps cannot add up to k+1 squares (or D is cut off from pos).
   * nb: 4 neighbour slots per cell, the real ones first, -1 after; colour: each cell's
   * chessboard colour; edgeMask, when given, the slots of each cell's edges still usable.
   * One loop for the walk and the blocks' pops: it runs at most nodes of a near-full search.
   */
  check(
    nb: Int16Array,
    colour: Uint8Array,
    mark: Int32Array,
    inF: number,
    pos: number,
    d: number,
    k: number,
    edgeMask?: Uint8Array,
  ): boolean {
    if (this.stamp >= 0x3fffffff) {
      this.seen.fill(0);
      this.onChain.fill(0);
      this.stamp = 0;
    }
    const stamp = ++this.stamp;
    const { disc, low, parent, nextNb, seen, onChain, dfsStack, blockStack } = this;
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
      const chained = seen[d] === stamp && (disc[d] ?? 0) >= (disc[u] ?? 0);
      const pColour = colour[p] ?? 0;
      let sameAsEntry = 1;
      let size = 1;
      if (chained) onChain[p] = stamp;
      for (;;) {
        const v = blockStack[--bp] ?? 0;
        size++;
        if (colour[v] === pColour) sameAsEntry++;
        if (chained) onChain[v] = stamp;
        if (v === u) break;
      }
      if (!chained) continue;
      const other = size - sameAsEntry;
      capSum += colour[exit] === pColour ? 2 * Math.min(sameAsEntry, other + 1) - 1 : 2 * Math.min(sameAsEntry, other);
      blocks++;
      exit = p;
    }
    // Cut vertices are counted in two blocks each.
    return seen[d] === stamp && capSum - (blocks - 1) >= k + 1;
  }
}

/**
 * Inserts move c with score sc into order[base .. base+m), kept by rising score (ties in
 * the order tried), with score[0..m) the scores so far: candidate moves are tried fewest
 * onward squares first (Warnsdorff), then nearest D.
 */
export function insertMove(order: Int32Array, score: Int32Array, base: number, m: number, c: number, sc: number): void {
  let j = m;
  while (j > 0 && (score[j - 1] ?? 0) > sc) {
    score[j] = score[j - 1] ?? 0;
    order[base + j] = order[base + j - 1] ?? 0;
    j--;
  }
  score[j] = sc;
  order[base + j] = c;
}
