// The searched box as 64-bit cell sets: its fixed masks and neighbour tables, and the set shifts.
export const DR = [-1, 0, 1, 0] as const;
export const DC = [0, 1, 0, -1] as const;

export function popcount(x: number): number {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

/** Cells a board can hold: two int32 words. */
export const BOARD_CELLS = 64;

/**
 * A box of at most 64 cells, less than 32 columns wide; a cell set is two int32 halves:
 * lo = cells 0..31, hi = 32..63 (bit r*cols+c). Operations return set pairs in fields
 * (xl/xh, sl/sh) to avoid allocating. With fewer than 32 columns a row shift is a shift by
 * cols within and across the two words, even on a one-row box (its shifted bits land outside
 * the box, where no set has cells); solve.ts turns wider boxes on their side.
 * One board serves every search: reset() loads a box into tables sized for 64 cells once, so
 * a case costs no allocation (files of hundreds of small cases pay this per case).
 */
export class BitBoard {
  cols = 1;
  d = 0;
  readonly rowOf = new Int32Array(BOARD_CELLS);
  readonly colOf = new Int32Array(BOARD_CELLS);

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
  /** Open neighbours of each cell, as a mask and as a list (4 slots, -1 = none). */
  readonly nbL = new Int32Array(BOARD_CELLS);
  readonly nbH = new Int32Array(BOARD_CELLS);
  readonly nbList = new Int8Array(BOARD_CELLS * 4);
  /** Neighbours of D. */
  dNbL = 0;
  dNbH = 0;
  dBitL = 0;
  dBitH = 0;

  /** Result of the one-step shifts. */
  xl = 0;
  xh = 0;
  /** Result of spread and twoNeighbours. */
  sl = 0;
  sh = 0;

  /** Loads the box: open[r*cols+c] >= 0 for an open square; rows*cols <= 64, cols < 32. */
  reset(open: Int32Array, rows: number, cols: number, d: number): void {
    this.cols = cols;
    this.d = d;
    const { rowOf, colOf, nbL, nbH, nbList } = this;
    let nfL = 0;
    let nfH = 0;
    let nlL = 0;
    let nlH = 0;
    let frL = 0;
    let frH = 0;
    let c0L = 0;
    let c0H = 0;
    for (let r = 0, i = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++, i++) {
        rowOf[i] = r;
        colOf[i] = c;
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
        if ((open[i] ?? -1) >= 0 && i !== d) {
          if (hi) frH |= bit;
          else frL |= bit;
        }
        if (((r + c) & 1) === 0) {
          if (hi) c0H |= bit;
          else c0L |= bit;
        }
        // Open neighbours in direction order up, right, down, left (DR/DC).
        let mL = 0;
        let mH = 0;
        let m = i * 4;
        if (r > 0 && (open[i - cols] ?? -1) >= 0) {
          const j = i - cols;
          if (j >= 32) mH |= 1 << (j & 31);
          else mL |= 1 << j;
          nbList[m++] = j;
        }
        if (c < cols - 1 && (open[i + 1] ?? -1) >= 0) {
          const j = i + 1;
          if (j >= 32) mH |= 1 << (j & 31);
          else mL |= 1 << j;
          nbList[m++] = j;
        }
        if (r < rows - 1 && (open[i + cols] ?? -1) >= 0) {
          const j = i + cols;
          if (j >= 32) mH |= 1 << (j & 31);
          else mL |= 1 << j;
          nbList[m++] = j;
        }
        if (c > 0 && (open[i - 1] ?? -1) >= 0) {
          const j = i - 1;
          if (j >= 32) mH |= 1 << (j & 31);
          else mL |= 1 << j;
          nbList[m++] = j;
        }
        for (; m < i * 4 + 4; m++) nbList[m] = -1;
        nbL[i] = mL;
        nbH[i] = mH;
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
    this.dNbL = nbL[d] ?? 0;
    this.dNbH = nbH[d] ?? 0;
    this.dBitL = d < 32 ? 1 << d : 0;
    this.dBitH = d >= 32 ? 1 << (d & 31) : 0;
  }

  /** Union of the 4-neighbourhoods of (xl, xh), unmasked by openness, into sl/sh. */
  spread(xl: number, xh: number): void {
    // Right neighbour of i is i+1, left is i-1; masks stop wrapping between rows.
    let l = ((xl << 1) & this.notFirstL) | ((((xl >>> 1) | (xh << 31)) & this.notLastL));
    let h = (((xh << 1) | (xl >>> 31)) & this.notFirstH) | ((xh >>> 1) & this.notLastH);
    const c = this.cols;
    l |= (xl << c) | (xl >>> c) | (xh << (32 - c));
    h |= (xh << c) | (xl >>> (32 - c)) | (xh >>> c);
    this.sl = l | 0;
    this.sh = h | 0;
  }

  /** Cells with at least two neighbours in A = (al, ah), into sl/sh. */
  twoNeighbours(al: number, ah: number): void {
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
