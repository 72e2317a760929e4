// The searched box as 64-bit cell sets: its fixed masks and neighbour tables, and the set shifts.

export function popcount(x: number): number {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

/** Cells a board can hold: two int32 words. */
export const BOARD_CELLS = 64;

/**
 * What a box's width alone fixes, for up to 64 cells as if the box were full height: each
 * cell's row and column, its neighbours, and the masks the shifts use. Open squares do not
 * enter: every user tests a neighbour against a set of open squares before using it, and
 * the cells below the box's last row are in no such set. So one table per width serves every
 * search, and loading a box costs a pass over its cells only to collect the open ones (a
 * judge file's hundred small searches otherwise spent more time in reset than in the search).
 * Cells are filled in as far as the tallest box of the width so far needs.
 */
class Geometry {
  readonly rowOf = new Int32Array(BOARD_CELLS);
  readonly colOf = new Int32Array(BOARD_CELLS);
  /** Neighbours of each cell, as a mask and as a list (4 slots, up, right, down, left; -1 = none). */
  readonly nbL = new Int32Array(BOARD_CELLS);
  readonly nbH = new Int32Array(BOARD_CELLS);
  readonly nbList = new Int16Array(BOARD_CELLS * 4);
  /** Each cell's chessboard colour, (row + col) & 1. */
  readonly colour = new Uint8Array(BOARD_CELLS);
  // Cells not in column 0 / not in the last column; cells of colour 0 ((row+col) even).
  notFirstL = 0;
  notFirstH = 0;
  notLastL = 0;
  notLastH = 0;
  col0L = 0;
  col0H = 0;
  /** Cells 0..filled-1 are filled in. */
  filled = 0;

  constructor(readonly cols: number) {}

  /** Fills in the cells up to n. */
  fill(n: number): void {
    // Once a width and height: the masks are grown in their fields.
    const { cols, rowOf, colOf, nbL, nbH, nbList, colour } = this;
    for (let i = this.filled, r = Math.floor(i / cols), c = i % cols; i < n; i++) {
      rowOf[i] = r;
      colOf[i] = c;
      colour[i] = (r + c) & 1;
      const hi = i >= 32;
      const bit = 1 << (i & 31);
      if (c !== 0) {
        if (hi) this.notFirstH |= bit;
        else this.notFirstL |= bit;
      }
      if (c !== cols - 1) {
        if (hi) this.notLastH |= bit;
        else this.notLastL |= bit;
      }
      if (((r + c) & 1) === 0) {
        if (hi) this.col0H |= bit;
        else this.col0L |= bit;
      }
      // Neighbours in direction order up, right, down, left.
      let m = i * 4;
      if (r > 0) nbList[m++] = i - cols;
      if (c < cols - 1 && i + 1 < BOARD_CELLS) nbList[m++] = i + 1;
      if (i + cols < BOARD_CELLS) nbList[m++] = i + cols;
      if (c > 0) nbList[m++] = i - 1;
      let mL = 0;
      let mH = 0;
      for (let t = i * 4; t < m; t++) {
        const j = nbList[t] ?? 0;
        if (j >= 32) mH |= 1 << (j & 31);
        else mL |= 1 << j;
      }
      nbL[i] = mL;
      nbH[i] = mH;
      for (; m < i * 4 + 4; m++) nbList[m] = -1;
      if (++c === cols) {
        c = 0;
        r++;
      }
    }
    this.filled = n;
  }
}

/** The geometry of each width seen so far, made on first use. */
const geometries: (Geometry | undefined)[] = [];

/**
 * A box of at most 64 cells, less than 32 columns wide; a cell set is two int32 halves:
 * lo = cells 0..31, hi = 32..63 (bit r*cols+c). Operations return set pairs in fields
 * (xl/xh) to avoid allocating. With fewer than 32 columns a row shift is a shift by cols
 * within and across the two words, even on a one-row box (its shifted bits land outside the
 * box, where no set has cells); solver/index.ts turns wider boxes on their side.
 * One board serves every search: reset() points it at its width's tables (see Geometry) and
 * collects the open squares, so a case costs no allocation.
 */
export class BitBoard {
  cols = 0;
  /** Cells of the width's tables filled in (see Geometry). */
  private filled = 0;
  d = 0;
  /** Row and column of each cell. */
  rowOf = new Int32Array(BOARD_CELLS);
  colOf = new Int32Array(BOARD_CELLS);

  // Masks (lo, hi) used by the shifts: cells not in column 0 / not in the last column.
  notFirstL = 0;
  notFirstH = 0;
  notLastL = 0;
  notLastH = 0;

  /** Open squares other than D: the squares the path may pass through. */
  freeL = 0;
  freeH = 0;
  /** Squares of colour 0 ((row+col) even). */
  col0L = 0;
  col0H = 0;
  /**
   * Neighbours of each cell, as a mask and as a list (4 slots, up, right, down, left; -1 =
   * none), open or not: test them against a set of open squares (see Geometry).
   */
  nbL = new Int32Array(BOARD_CELLS);
  nbH = new Int32Array(BOARD_CELLS);
  nbList = new Int16Array(BOARD_CELLS * 4);
  /** Each cell's chessboard colour, (row + col) & 1. */
  colour = new Uint8Array(BOARD_CELLS);
  /** Open neighbours of D. */
  dNbL = 0;
  dNbH = 0;
  dBitL = 0;
  dBitH = 0;

  /** Result of the one-step shifts. */
  xl = 0;
  xh = 0;

  /** Loads the box: open[r*cols+c] >= 0 for an open square; rows*cols <= 64, cols < 32. */
  reset(open: Int32Array, rows: number, cols: number, d: number): void {
    const n = rows * cols;
    this.useGeometry(n, cols);
    let frL = 0;
    let frH = 0;
    for (let i = 0; i < n; i++) {
      if ((open[i] ?? -1) < 0) continue;
      if (i < 32) frL |= 1 << i;
      else frH |= 1 << (i & 31);
    }
    this.load(frL, frH, d);
  }

  /** Points the board at the tables of a box of n cells, cols wide (n <= 64, cols < 32). */
  useGeometry(n: number, cols: number): void {
    if (cols === this.cols && n <= this.filled) return;
    let g = geometries[cols];
    if (g === undefined) geometries[cols] = g = new Geometry(cols);
    if (n > g.filled) g.fill(n);
    this.cols = cols;
    this.filled = g.filled;
    this.rowOf = g.rowOf;
    this.colOf = g.colOf;
    this.nbL = g.nbL;
    this.nbH = g.nbH;
    this.nbList = g.nbList;
    this.colour = g.colour;
    this.notFirstL = g.notFirstL;
    this.notFirstH = g.notFirstH;
    this.notLastL = g.notLastL;
    this.notLastH = g.notLastH;
    this.col0L = g.col0L;
    this.col0H = g.col0H;
  }

  /**
   * Loads the open squares (openL, openH) of a box whose geometry useGeometry set, D among
   * them at cell d: what reset does from a table, for a caller that has the set already.
   */
  load(openL: number, openH: number, d: number): void {
    this.d = d;
    const dBitL = d < 32 ? 1 << d : 0;
    const dBitH = d >= 32 ? 1 << (d & 31) : 0;
    this.freeL = openL & ~dBitL;
    this.freeH = openH & ~dBitH;
    this.dBitL = dBitL;
    this.dBitH = dBitH;
    this.dNbL = (this.nbL[d] ?? 0) & openL;
    this.dNbH = (this.nbH[d] ?? 0) & openH;
  }

  /** The cells next to a cell of (l, h), whether open or not, into xl/xh. */
  spread(l: number, h: number): void {
    // Right and left neighbours (masked so a row does not wrap to the next), below and above.
    const c = this.cols;
    this.xl = ((l << 1) & this.notFirstL) | (((l >>> 1) | (h << 31)) & this.notLastL) | (l << c) | (l >>> c) | (h << (32 - c));
    this.xh = (((h << 1) | (l >>> 31)) & this.notFirstH) | ((h >>> 1) & this.notLastH) | (h << c) | (l >>> (32 - c)) | (h >>> c);
  }

  shl1(l: number, h: number): void {
    this.xl = l << 1;
    this.xh = (h << 1) | (l >>> 31);
  }

  shr1(l: number, h: number): void {
    this.xl = (l >>> 1) | (h << 31);
    this.xh = (h >>> 1) | 0;
  }

  /** Shift by one row towards higher cell numbers (down). */
  shlC(l: number, h: number): void {
    const c = this.cols;
    this.xl = l << c;
    this.xh = (h << c) | (l >>> (32 - c));
  }

  /** Shift by one row towards lower cell numbers (up). */
  shrC(l: number, h: number): void {
    const c = this.cols;
    this.xl = (l >>> c) | (h << (32 - c));
    this.xh = (h >>> c) | 0;
  }
}
