// An exact decision for near-full boards: the path's edges built row by row over a frontier.

/**
 * Is there a simple path of exactly `time` moves from S to D that leaves out exactly
 * `spare` = open - 1 - time squares? Squares are taken one at a time in rows across the
 * box's narrower side (at most 16 wide), and the path's edges crossing the frontier between
 * the squares done and those to come are its state: per crossing ("plug") none, the left or
 * right end of a piece whose two ends both cross (matched like brackets, as the pieces
 * cannot cross), or the loose end of the piece that starts at S or D. Each square then
 * takes two path edges, or one at S and D, or none at the cost of one spare square; joining
 * a piece's two ends would close a cycle and is refused, and joining the pieces from S and
 * D finishes the path, which is kept only if nothing else crosses and the squares still to
 * come are exactly the spare ones left. Every path is some sequence of these choices, so
 * the answer is exact; the cost is the number of distinct frontiers, which stays small when
 * few squares are spare (each left out multiplies them) and grows with the width.
 *
 * The witness: the frontiers at the start of each row are kept; from the frontier where
 * the path was finished, each row is done again from its start, keeping only frontiers that
 * agree with the one after it on which of the row's squares have an edge down, and the
 * edges of the steps that lead there are read back.
 */

const START_FRONTIERS = 1 << 10;

/**
 * A set of frontiers, each two int32 (plugs 0-15; then plug 16 and the spare squares used of
 * each colour), with how each was reached. Open addressing; a slot holds its frontier's two
 * words beside its index, so a probe reads one place.
 */
class FrontierSet {
  a = new Int32Array(START_FRONTIERS);
  b = new Int32Array(START_FRONTIERS);
  /** The index, in the set before, of the frontier each came from. */
  from = new Int32Array(START_FRONTIERS);
  count = 0;
  /** Per slot: a, b, index + 1 (0: empty), unused. */
  private slots = new Int32Array(START_FRONTIERS * 8);
  private slotOf = new Int32Array(START_FRONTIERS);
  private mask = START_FRONTIERS * 2 - 1;

  clear(): void {
    const { slots, slotOf } = this;
    for (let i = 0; i < this.count; i++) slots[(slotOf[i] ?? 0) * 4 + 2] = 0;
    this.count = 0;
  }

  /** Adds (a, b) reached from `from` unless present; false when the set would pass `most`. */
  add(a: number, b: number, from: number, most: number): boolean {
    if (this.count === this.a.length) this.grow();
    const mask = this.mask;
    const slots = this.slots;
    let slot = hashFrontier(a, b) & mask;
    for (;;) {
      const at = slot * 4;
      const index = slots[at + 2] ?? 0;
      if (index === 0) {
        if (this.count >= most) return false;
        const i = this.count++;
        this.a[i] = a;
        this.b[i] = b;
        this.from[i] = from;
        this.slotOf[i] = slot;
        slots[at] = a;
        slots[at + 1] = b;
        slots[at + 2] = i + 1;
        return true;
      }
      if (slots[at] === a && slots[at + 1] === b) return true;
      slot = (slot + 1) & mask;
    }
  }

  private grow(): void {
    const size = this.a.length * 2;
    const widen = (old: Int32Array): Int32Array<ArrayBuffer> => {
      const next = new Int32Array(size);
      next.set(old);
      return next;
    };
    this.a = widen(this.a);
    this.b = widen(this.b);
    this.from = widen(this.from);
    this.slotOf = new Int32Array(size);
    this.slots = new Int32Array(size * 8);
    this.mask = size * 2 - 1;
    const { a, b, slots, slotOf } = this;
    for (let i = 0; i < this.count; i++) {
      let slot = hashFrontier(a[i] ?? 0, b[i] ?? 0) & this.mask;
      while ((slots[slot * 4 + 2] ?? 0) !== 0) slot = (slot + 1) & this.mask;
      slots[slot * 4] = a[i] ?? 0;
      slots[slot * 4 + 1] = b[i] ?? 0;
      slots[slot * 4 + 2] = i + 1;
      slotOf[i] = slot;
    }
  }
}

function hashFrontier(a: number, b: number): number {
  let h = Math.imul(a ^ Math.imul(b, 0x27d4eb2f), 0x9e3779b1);
  h ^= h >>> 15;
  return Math.imul(h, 0x85ebca77) ^ (h >>> 13);
}

/** A plug: none, a piece's left end, its right end, or the loose end of the piece from S or D. */
const NONE = 0;
const LEFT = 1;
const RIGHT = 2;
const LOOSE = 3;
/** Squares in processing order: a wall, an open square, S or D. */
const WALL = 0;
const OPEN = 1;
const END = 2;
/** Where a frontier's second word keeps the squares left out so far of colour 0 and of colour 1. */
const USED0 = 2;
const USED1 = 10;
const USED_MASK = 255;
/** Edge bits of a square on the witness path. */
const UP = 1;
const EAST = 2;
const DOWN = 4;
const WEST = 8;

export type FrontierAnswer = 'yes' | 'no' | 'unknown';

export class FrontierPaths {
  /** The witness of the last 'yes': box cells from S to D (length time + 1). */
  path = new Int32Array(0);
  /** The most frontiers one step held in the last decide (for benchmarks). */
  widest = 0;
  /** The frontiers the last decide stepped from, summed over its steps (for benchmarks). */
  work = 0;

  private width = 0;
  private height = 0;
  private transposed = false;
  private boxCols = 0;
  /** Squares of each colour (of the square's row plus column) the path must leave out. */
  private spare0 = 0;
  private spare1 = 0;
  private colour = new Uint8Array(0);
  private kind = new Uint8Array(0);
  /** openFrom0[i], openFrom1[i]: open squares (S and D included) of each colour at positions i and after. */
  private openFrom0 = new Int32Array(0);
  private openFrom1 = new Int32Array(0);
  private cur = new FrontierSet();
  private next = new FrontierSet();
  /** The frontiers at the start of each row, a and b interleaved. */
  private rowStarts: Int32Array[] = [];
  /** Where the path was finished: the square, and its frontier before it. */
  private doneAt = -1;
  private doneA = 0;
  private doneB = 0;
  /** successors' answers: up to three frontiers, and whether the square can finish the path. */
  private readonly outA = new Int32Array(3);
  private readonly outB = new Int32Array(3);
  private finishes = false;

  /**
   * Decides the box (open[r*cols+c] >= 0 for an open square) from s to d in exactly time
   * moves; 'unknown' once a step would hold more than mostFrontiers frontiers.
   */
  decide(open: Int32Array, rows: number, cols: number, s: number, d: number, time: number, mostFrontiers: number): FrontierAnswer {
    this.transposed = cols > rows;
    const width = this.transposed ? rows : cols;
    const height = this.transposed ? cols : rows;
    if (width > 16 || s === d) return 'unknown';
    this.width = width;
    this.height = height;
    this.boxCols = cols;
    const n = width * height;
    if (this.kind.length < n) {
      this.kind = new Uint8Array(n);
      this.colour = new Uint8Array(n);
      this.openFrom0 = new Int32Array(n + 1);
      this.openFrom1 = new Int32Array(n + 1);
    }
    const { kind, colour, openFrom0, openFrom1 } = this;
    for (let i = 0; i < n; i++) {
      const cell = this.boxCell(i);
      kind[i] = (open[cell] ?? -1) < 0 ? WALL : cell === s || cell === d ? END : OPEN;
      const r = Math.floor(i / width);
      colour[i] = (r + i - r * width) & 1;
    }
    openFrom0[n] = 0;
    openFrom1[n] = 0;
    for (let i = n - 1; i >= 0; i--) {
      const here = kind[i] === WALL ? 0 : 1;
      openFrom0[i] = (openFrom0[i + 1] ?? 0) + (colour[i] === 0 ? here : 0);
      openFrom1[i] = (openFrom1[i + 1] ?? 0) + (colour[i] === 1 ? here : 0);
    }
    // The path's time + 1 squares alternate colours from S's: the squares left out of each
    // colour are fixed.
    const startColour = colour[this.positionOf(s)] ?? 0;
    const onPath0 = startColour === 0 ? (time + 2) >> 1 : (time + 1) >> 1;
    this.spare0 = (openFrom0[0] ?? 0) - onPath0;
    this.spare1 = (openFrom1[0] ?? 0) - (time + 1 - onPath0);
    this.widest = 0;
    this.work = 0;
    this.doneAt = -1;
    if (this.spare0 < 0 || this.spare1 < 0 || time < 1) return 'no';
    if (this.spare0 > USED_MASK || this.spare1 > USED_MASK) return 'unknown';

    const answer = this.forward(mostFrontiers);
    const decided = answer !== 'yes' ? answer : this.witness(s, time) ? 'yes' : 'unknown';
    this.release();
    return decided;
  }

  /**
   * Lets go of what one decision grew (a 12×12 board's tables are tens of MB): the search
   * lives as long as its worker, and most boards never come back here.
   */
  private release(): void {
    this.rowStarts = [];
    if (this.cur.a.length > START_FRONTIERS) this.cur = new FrontierSet();
    if (this.next.a.length > START_FRONTIERS) this.next = new FrontierSet();
  }

  /** Box cell of position i (row i / width, column i % width in processing order). */
  private boxCell(i: number): number {
    const r = Math.floor(i / this.width);
    const c = i - r * this.width;
    return this.transposed ? c * this.boxCols + r : r * this.boxCols + c;
  }

  private forward(most: number): FrontierAnswer {
    const { width, height } = this;
    this.rowStarts = [];
    let cur = this.cur;
    let next = this.next;
    cur.clear();
    cur.add(0, 0, -1, most);
    for (let r = 0; r < height; r++) {
      if (r > 0) {
        // A new row: every plug moves one place right (the last square's east plug is none).
        for (let j = 0; j < cur.count; j++) {
          const a = cur.a[j] ?? 0;
          cur.a[j] = a << 2;
          cur.b[j] = ((cur.b[j] ?? 0) & ~3) | ((a >>> 30) & 3);
        }
      }
      const starts = new Int32Array(cur.count * 2);
      for (let j = 0; j < cur.count; j++) {
        starts[2 * j] = cur.a[j] ?? 0;
        starts[2 * j + 1] = cur.b[j] ?? 0;
      }
      this.rowStarts.push(starts);
      for (let c = 0; c < width; c++) {
        const i = r * width + c;
        next.clear();
        this.work += cur.count;
        for (let j = 0; j < cur.count; j++) {
          const a = cur.a[j] ?? 0;
          const b = cur.b[j] ?? 0;
          const m = this.successors(i, c, a, b);
          if (this.finishes) {
            this.doneAt = i;
            this.doneA = a;
            this.doneB = b;
            return 'yes';
          }
          for (let t = 0; t < m; t++) if (!next.add(this.outA[t] ?? 0, this.outB[t] ?? 0, j, most)) return 'unknown';
        }
        if (next.count > this.widest) this.widest = next.count;
        const swap = cur;
        cur = next;
        next = swap;
        if (cur.count === 0) return 'no';
      }
    }
    return 'no';
  }

  /**
   * The frontiers after square i (column c) from frontier (a, b): their count, in outA/outB;
   * finishes when the square can end the path there (then nothing else is needed).
   */
  private successors(i: number, c: number, a: number, b: number): number {
    this.finishes = false;
    const kind = this.kind[i] ?? WALL;
    if (kind === WALL) {
      this.outA[0] = a;
      this.outB[0] = b;
      return 1;
    }
    const west = plugAt(a, b, c);
    const up = plugAt(a, b, c + 1);
    const width = this.width;
    const canEast = c < width - 1 && this.kind[i + 1] !== WALL;
    const canDown = i + width < this.height * width && this.kind[i + width] !== WALL;
    const used0 = (b >>> USED0) & USED_MASK;
    const used1 = (b >>> USED1) & USED_MASK;
    let m = 0;
    if (kind === OPEN) {
      if (west === NONE && up === NONE) {
        if (this.colour[i] === 0 ? used0 < this.spare0 : used1 < this.spare1)
          m = this.put(m, a, b + (1 << (this.colour[i] === 0 ? USED0 : USED1)), c, NONE, NONE);
        if (canDown && canEast) m = this.put(m, a, b, c, LEFT, RIGHT);
        return m;
      }
      if (west === NONE || up === NONE) {
        const plug = west | up;
        if (canDown) m = this.put(m, a, b, c, plug, NONE);
        if (canEast) m = this.put(m, a, b, c, NONE, plug);
        return m;
      }
      // Two ends meet here.
      if (west === LEFT && up === RIGHT) return 0;
      this.setPair(a, b, c, NONE, NONE);
      if (west === LOOSE && up === LOOSE) {
        this.finishes = this.tryFinish(i, used0, used1);
        return 0;
      }
      if (west === RIGHT && up === LEFT) return this.keep(m);
      if (west === LEFT && up === LEFT) this.relabel(partnerRight(a, b, c + 1), LEFT);
      else if (west === RIGHT && up === RIGHT) this.relabel(partnerLeft(a, b, c), RIGHT);
      else if (west === LOOSE) this.relabel(up === LEFT ? partnerRight(a, b, c + 1) : partnerLeft(a, b, c + 1), LOOSE);
      else this.relabel(west === LEFT ? partnerRight(a, b, c) : partnerLeft(a, b, c), LOOSE);
      return this.keep(m);
    }
    // S or D: exactly one path edge.
    if (west === NONE && up === NONE) {
      if (canDown) m = this.put(m, a, b, c, LOOSE, NONE);
      if (canEast) m = this.put(m, a, b, c, NONE, LOOSE);
      return m;
    }
    if (west !== NONE && up !== NONE) return 0;
    const plug = west | up;
    this.setPair(a, b, c, NONE, NONE);
    if (plug === LOOSE) {
      this.finishes = this.tryFinish(i, used0, used1);
      return 0;
    }
    this.relabel(plug === LEFT ? partnerRight(a, b, c + (west === NONE ? 1 : 0)) : partnerLeft(a, b, c + (west === NONE ? 1 : 0)), LOOSE);
    return this.keep(m);
  }

  /** Scratch frontier of successors. */
  private ta = 0;
  private tb = 0;

  private setPair(a: number, b: number, c: number, down: number, east: number): void {
    if (c < 15) {
      const shift = c << 1;
      this.ta = (a & ~(15 << shift)) | (down << shift) | (east << (shift + 2));
      this.tb = b;
    } else if (c === 15) {
      this.ta = (a & 0x3fffffff) | (down << 30);
      this.tb = (b & ~3) | east;
    } else {
      this.ta = a;
      this.tb = (b & ~3) | down;
    }
  }

  private relabel(j: number, plug: number): void {
    if (j < 16) this.ta = (this.ta & ~(3 << (j << 1))) | (plug << (j << 1));
    else this.tb = (this.tb & ~3) | plug;
  }

  private put(m: number, a: number, b: number, c: number, down: number, east: number): number {
    this.setPair(a, b, c, down, east);
    return this.keep(m);
  }

  private keep(m: number): number {
    this.outA[m] = this.ta;
    this.outB[m] = this.tb;
    return m + 1;
  }

  /** The path is finished at square i: kept if nothing else crosses and the squares after i are exactly the spare ones left. */
  private tryFinish(i: number, used0: number, used1: number): boolean {
    return (
      this.ta === 0 &&
      (this.tb & 3) === 0 &&
      used0 + (this.openFrom0[i + 1] ?? 0) === this.spare0 &&
      used1 + (this.openFrom1[i + 1] ?? 0) === this.spare1
    );
  }

  /** Reads the path's edges back row by row from where it was finished, then walks them from S. */
  private witness(s: number, time: number): boolean {
    const { width } = this;
    const edges = new Uint8Array(width * this.height);
    let row = Math.floor(this.doneAt / width);
    let end = this.doneAt - row * width;
    {
      const west = plugAt(this.doneA, this.doneB, end);
      const up = plugAt(this.doneA, this.doneB, end + 1);
      edges[this.doneAt] = (west !== NONE ? WEST : 0) | (up !== NONE ? UP : 0);
    }
    let targetA = this.doneA;
    let targetB = this.doneB;
    let shifted = false;
    for (; row >= 0; row--) {
      const found = this.redoRow(row, end, targetA, targetB, shifted, edges);
      if (found < 0) return false;
      const starts = this.rowStarts[row] ?? new Int32Array(0);
      targetA = starts[2 * found] ?? 0;
      targetB = starts[2 * found + 1] ?? 0;
      shifted = true;
      end = width;
    }
    // Walk the edges from S.
    const path = new Int32Array(time + 1);
    let at = this.positionOf(s);
    let came = -1;
    for (let t = 0; t <= time; t++) {
      path[t] = this.boxCell(at);
      if (t === time) break;
      const mask = edges[at] ?? 0;
      let to = -1;
      if ((mask & UP) !== 0 && at - width !== came) to = at - width;
      else if ((mask & EAST) !== 0 && at + 1 !== came) to = at + 1;
      else if ((mask & DOWN) !== 0 && at + width !== came) to = at + width;
      else if ((mask & WEST) !== 0 && at - 1 !== came) to = at - 1;
      if (to < 0) return false;
      came = at;
      at = to;
    }
    if ((this.kind[at] ?? WALL) !== END) return false;
    this.path = path;
    return true;
  }

  private positionOf(cell: number): number {
    const r = Math.floor(cell / this.boxCols);
    const c = cell - r * this.boxCols;
    return this.transposed ? c * this.width + r : r * this.width + c;
  }

  /**
   * Redoes squares 0..end-1 of `row` from the row's starting frontiers, keeping those whose
   * squares' down edges agree with the target's plugs (one place right when `shifted`, the
   * target being the next row's start); marks the edges of the steps to the target and
   * returns the starting frontier's index, or -1.
   */
  private redoRow(row: number, end: number, targetA: number, targetB: number, shifted: boolean, edges: Uint8Array): number {
    const width = this.width;
    const starts = this.rowStarts[row] ?? new Int32Array(0);
    const steps: FrontierSet[] = [];
    let cur = new FrontierSet();
    for (let j = 0; j < starts.length / 2; j++) cur.add(starts[2 * j] ?? 0, starts[2 * j + 1] ?? 0, j, Infinity);
    steps.push(cur);
    const targetUsed0 = (targetB >>> USED0) & USED_MASK;
    const targetUsed1 = (targetB >>> USED1) & USED_MASK;
    for (let c = 0; c < end; c++) {
      const i = row * width + c;
      const wantDown = plugAt(targetA, targetB, c + (shifted ? 1 : 0)) !== NONE;
      const next = new FrontierSet();
      for (let j = 0; j < cur.count; j++) {
        const m = this.successors(i, c, cur.a[j] ?? 0, cur.b[j] ?? 0);
        for (let t = 0; t < m; t++) {
          const a = this.outA[t] ?? 0;
          const b = this.outB[t] ?? 0;
          if (
            (plugAt(a, b, c) !== NONE) !== wantDown ||
            ((b >>> USED0) & USED_MASK) > targetUsed0 ||
            ((b >>> USED1) & USED_MASK) > targetUsed1
          )
            continue;
          next.add(a, b, j, Infinity);
        }
      }
      steps.push(next);
      cur = next;
    }
    let at = -1;
    for (let j = 0; j < cur.count && at < 0; j++) {
      let a = cur.a[j] ?? 0;
      let b = cur.b[j] ?? 0;
      if (shifted) {
        b = (b & ~3) | ((a >>> 30) & 3);
        a <<= 2;
      }
      if (a === targetA && b === targetB) at = j;
    }
    if (at < 0) return -1;
    for (let c = end - 1; c >= 0; c--) {
      const after = steps[c + 1] ?? cur;
      const before = steps[c] ?? cur;
      const from = after.from[at] ?? 0;
      const i = row * width + c;
      const a0 = before.a[from] ?? 0;
      const b0 = before.b[from] ?? 0;
      const a1 = after.a[at] ?? 0;
      const b1 = after.b[at] ?? 0;
      edges[i] =
        (edges[i] ?? 0) |
        (plugAt(a0, b0, c) !== NONE ? WEST : 0) |
        (plugAt(a0, b0, c + 1) !== NONE ? UP : 0) |
        (plugAt(a1, b1, c) !== NONE ? DOWN : 0) |
        (plugAt(a1, b1, c + 1) !== NONE ? EAST : 0);
      at = from;
    }
    return (steps[0] ?? cur).from[at] ?? -1;
  }
}

function plugAt(a: number, b: number, j: number): number {
  return j < 16 ? (a >>> (j << 1)) & 3 : b & 3;
}

/** The right end matching the left end at j. */
function partnerRight(a: number, b: number, j: number): number {
  let depth = 1;
  for (let x = j + 1; x <= 16; x++) {
    const p = plugAt(a, b, x);
    if (p === LEFT) depth++;
    else if (p === RIGHT && --depth === 0) return x;
  }
  return 16;
}

/** The left end matching the right end at j. */
function partnerLeft(a: number, b: number, j: number): number {
  let depth = 1;
  for (let x = j - 1; x >= 0; x--) {
    const p = plugAt(a, b, x);
    if (p === RIGHT) depth++;
    else if (p === LEFT && --depth === 0) return x;
  }
  return 0;
}
