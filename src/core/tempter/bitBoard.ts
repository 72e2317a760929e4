// The searched box as 64-bit cell sets: its fixed masks and neighbour tables, and the set shifts.
export const DR = [-1, 0, 1, 0] as const;
export const DC = [0, 1, 0, -1] as const;

export function popcount(x: number): number {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

/**
 * A box of at most 64 cells; a cell set is two int32 halves: lo = cells 0..31, hi = 32..63
 * (bit r*cols+c). Operations return set pairs in fields (xl/xh, sl/sh) to avoid allocating.
 */
export class BitBoard {
  readonly cols: number;
  readonly d: number;
  readonly rowOf: Int32Array;
  readonly colOf: Int32Array;

  // Masks (lo, hi) used by the shifts: cells not in column 0 / not in the last column.
  readonly notFirstL: number;
  readonly notFirstH: number;
  readonly notLastL: number;
  readonly notLastH: number;
  readonly vertical: boolean;
  readonly narrow: boolean;

  /** Open squares other than D: the squares the path may pass through. */
  readonly freeL: number;
  readonly freeH: number;
  /** Squares of colour 0 ((row+col) even). */
  readonly col0L: number;
  readonly col0H: number;
  /** Open neighbours of each cell, as a mask and as a list (4 slots, -1 = none). */
  readonly nbL: Int32Array;
  readonly nbH: Int32Array;
  readonly nbList: Int8Array;
  /** Neighbours of D. */
  readonly dNbL: number;
  readonly dNbH: number;
  readonly dBitL: number;
  readonly dBitH: number;

  /** Result of the one-step shifts. */
  xl = 0;
  xh = 0;
  /** Result of spread and twoNeighbours. */
  sl = 0;
  sh = 0;

  constructor(open: Uint8Array, rows: number, cols: number, d: number) {
    this.cols = cols;
    this.d = d;
    const n = rows * cols;
    this.vertical = rows > 1;
    this.narrow = cols < 32;
    this.rowOf = new Int32Array(n);
    this.colOf = new Int32Array(n);
    let nfL = 0;
    let nfH = 0;
    let nlL = 0;
    let nlH = 0;
    let frL = 0;
    let frH = 0;
    let c0L = 0;
    let c0H = 0;
    for (let i = 0; i < n; i++) {
      const r = Math.floor(i / cols);
      const c = i % cols;
      this.rowOf[i] = r;
      this.colOf[i] = c;
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
      if (open[i] === 1 && i !== d) {
        if (hi) frH |= bit;
        else frL |= bit;
      }
      if (((r + c) & 1) === 0) {
        if (hi) c0H |= bit;
        else c0L |= bit;
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

    this.nbL = new Int32Array(n);
    this.nbH = new Int32Array(n);
    this.nbList = new Int8Array(n * 4).fill(-1);
    for (let i = 0; i < n; i++) {
      const r = Math.floor(i / cols);
      const c = i % cols;
      let m = 0;
      for (let k = 0; k < 4; k++) {
        const nr = r + (DR[k] ?? 0);
        const nc = c + (DC[k] ?? 0);
        if (nr < 0 || nr >= rows || nc < 0 || nc >= cols) continue;
        const j = nr * cols + nc;
        if (open[j] !== 1) continue;
        if (j >= 32) this.nbH[i] = (this.nbH[i] ?? 0) | (1 << (j & 31));
        else this.nbL[i] = (this.nbL[i] ?? 0) | (1 << j);
        this.nbList[i * 4 + m] = j;
        m++;
      }
    }
    this.dNbL = this.nbL[d] ?? 0;
    this.dNbH = this.nbH[d] ?? 0;
    this.dBitL = d < 32 ? 1 << d : 0;
    this.dBitH = d >= 32 ? 1 << (d & 31) : 0;
  }

  /** Union of the 4-neighbourhoods of (xl, xh), unmasked by openness, into sl/sh. */
  spread(xl: number, xh: number): void {
    // Right neighbour of i is i+1, left is i-1; masks stop wrapping between rows.
    let l = ((xl << 1) & this.notFirstL) | ((((xl >>> 1) | (xh << 31)) & this.notLastL));
    let h = (((xh << 1) | (xl >>> 31)) & this.notFirstH) | ((xh >>> 1) & this.notLastH);
    if (this.vertical) {
      const c = this.cols;
      if (this.narrow) {
        l |= (xl << c) | (xl >>> c) | (xh << (32 - c));
        h |= (xh << c) | (xl >>> (32 - c)) | (xh >>> c);
      } else {
        // cols === 32: rows are exactly the two words.
        l |= xh;
        h |= xl;
      }
    }
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
    if (!this.vertical) {
      this.xl = 0;
      this.xh = 0;
    } else if (this.narrow) {
      this.xl = l << c;
      this.xh = (h << c) | (l >>> (32 - c));
    } else {
      this.xl = 0;
      this.xh = l;
    }
  }

  /** Shift by one row towards lower cell numbers (up). */
  shrC(l: number, h: number): void {
    const c = this.cols;
    if (!this.vertical) {
      this.xl = 0;
      this.xh = 0;
    } else if (this.narrow) {
      this.xl = (l >>> c) | (h << (32 - c));
      this.xh = (h >>> c) | 0;
    } else {
      this.xl = h;
      this.xh = 0;
    }
  }
}
