// The searches' graph routines, shared by both: the block chain between pos and D (the wide
// search's on its mark table, the 64-cell search's on its bit sets), and the move order's
// insertion.

/**
 * Tarjan's biconnected components, iterative, over H = F + pos + D, for both searches: the
 * wide search's F is the cells c with mark[c] === inF (check), the 64-cell search's the
 * bits of two words (checkBits). A simple pos..D path runs through the chain of blocks
 * between them, entering each at one cut vertex and leaving at the next, and never enters a
 * block hanging off the chain (it could not come back). Within a block the path alternates
 * colours, so the smaller colour count caps its length. Scratch tables sized once for
 * `cells` cells.
 */
export class BlockChain {
  private readonly disc: Int32Array;
  private readonly low: Int32Array;
  private readonly nextNb: Int32Array;
  private readonly dfsStack: Int32Array;
  private readonly blockStack: Int32Array;
  /** After a true check: onChain[c] === stamp for the chain's cells (pos and D among them). */
  readonly onChain: Int32Array;
  stamp = 0;
  /** The next call's first clock: disc[c] >= it marks c seen in that call. */
  private nextBase = 1;
  /** After a true checkBits: the chain's cells (pos and D among them) as two words. */
  chainL = 0;
  chainH = 0;

  constructor(cells: number) {
    this.disc = new Int32Array(cells);
    this.low = new Int32Array(cells);
    this.nextNb = new Int32Array(cells);
    // Slot 0 is the root's parent, -1.
    this.dfsStack = new Int32Array(cells + 1);
    this.blockStack = new Int32Array(cells);
    this.onChain = new Int32Array(cells);
  }

  /**
   * False when the chain's caps cannot add up to k+1 squares (or D is cut off from pos); F
   * is the cells c with mark[c] === inF. nb: 4 neighbour slots per cell, the real ones first,
   * -1 after; colour: each cell's chessboard colour; edgeMask, when given, the slots of each
   * cell's edges still usable.
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
    return this.walk(nb, colour, false, mark, inF, 0, 0, pos, d, k, edgeMask);
  }

  /** check on a board of at most 64 cells whose H is the bits of (hL, hH), into chainL/H. */
  checkBits(nb: Int16Array, colour: Uint8Array, hL: number, hH: number, pos: number, d: number, k: number): boolean {
    return this.walk(nb, colour, true, this.onChain, -1, hL, hH, pos, d, k, undefined);
  }

  /**
   * One loop for the walk and the blocks' pops: it runs at most nodes of a near-full search.
   * H's test is one expression for both: the wide search passes empty words, so it falls
   * through to the mark table; the bit search a table with no cell at inF (-1), so the words
   * decide. A branch on bits there cost the bit search measurably (the loop carried both
   * tests); bits picks only the chain's record (the words chainL/H, or onChain's stamps). All
   * blocks are popped in one loop, off the chain or on it, so an optimizing compiler has seen
   * every path before it compiles the walk (a separate loop for blocks off the chain, rarely
   * run early in a wide search, cost a deoptimization).
   */
  private walk(
    nb: Int16Array,
    colour: Uint8Array,
    bits: boolean,
    mark: Int32Array,
    inF: number,
    hL: number,
    hH: number,
    pos: number,
    d: number,
    k: number,
    edgeMask: Uint8Array | undefined,
  ): boolean {
    // disc holds base + the visit's clock, so a cell is seen this call when disc >= base, and
    // u's parent is the slot below it on dfsStack: no seen or parent tables to write.
    let base = this.nextBase;
    if (base > 0x3fffffff - this.disc.length) {
      this.disc.fill(0);
      this.onChain.fill(0);
      base = 1;
    }
    const { disc, low, nextNb, onChain, dfsStack, blockStack } = this;
    let clock = base;
    let sp = 1;
    let bp = 0;
    disc[pos] = low[pos] = clock++;
    nextNb[pos] = 0;
    dfsStack[0] = -1;
    dfsStack[sp++] = pos;
    blockStack[bp++] = pos;
    let chainL = 0;
    let chainH = 0;
    let capSum = 0;
    let blocks = 0;
    let exit = d;
    while (sp > 1) {
      const u = dfsStack[sp - 1] ?? 0;
      const t = nextNb[u] ?? 4;
      if (t < 4) {
        nextNb[u] = t + 1;
        const c = nb[u * 4 + t] ?? -1;
        if (c < 0) {
          nextNb[u] = 4;
          continue;
        }
        if ((((c < 32 ? hL : hH) >>> c) & 1) === 0 && mark[c] !== inF && c !== d && c !== pos) continue;
        if (edgeMask !== undefined && (((edgeMask[u] ?? 0) >>> t) & 1) === 0) continue;
        const dc = disc[c] ?? 0;
        if (dc < base) {
          disc[c] = low[c] = clock++;
          nextNb[c] = 0;
          dfsStack[sp++] = c;
          blockStack[bp++] = c;
        } else if (dc < (low[u] ?? 0) && c !== dfsStack[sp - 2]) {
          low[u] = dc;
        }
        continue;
      }
      sp--;
      if (sp === 1) break;
      const p = dfsStack[sp - 1] ?? 0;
      const lu = low[u] ?? 0;
      if (lu < (low[p] ?? 0)) low[p] = lu;
      if (lu < (disc[p] ?? 0)) continue;
      // p separates u's part: pop the block (u's part plus p), on the chain when D is in
      // u's part.
      const chained = (disc[d] ?? 0) >= (disc[u] ?? 0);
      const pColour = colour[p] ?? 0;
      let sameAsEntry = 1;
      let size = 1;
      if (chained) {
        if (bits) {
          if (p < 32) chainL |= 1 << p;
          else chainH |= 1 << (p & 31);
        } else onChain[p] = base;
      }
      for (;;) {
        const v = blockStack[--bp] ?? 0;
        size++;
        if (colour[v] === pColour) sameAsEntry++;
        if (chained) {
          if (bits) {
            if (v < 32) chainL |= 1 << v;
            else chainH |= 1 << (v & 31);
          } else onChain[v] = base;
        }
        if (v === u) break;
      }
      if (!chained) continue;
      const other = size - sameAsEntry;
      capSum += colour[exit] === pColour ? 2 * Math.min(sameAsEntry, other + 1) - 1 : 2 * Math.min(sameAsEntry, other);
      blocks++;
      exit = p;
    }
    this.stamp = base;
    this.nextBase = clock;
    this.chainL = chainL;
    this.chainH = chainH;
    // Cut vertices are counted in two blocks each.
    return (disc[d] ?? 0) >= base && capSum - (blocks - 1) >= k + 1;
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
