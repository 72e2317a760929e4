// What the wide search's prunings read: the box's geometry and the node's usable squares.

/** Cells a wide box can hold. */
export const WIDE_CELLS = 256;

/**
 * A box of at most WIDE_CELLS cells, any shape, and the squares usable at the node being
 * expanded: F = the cells c of cells[0..count) with mark[c] === inF. The geometry is set once
 * per box, the region once per node; a pruning drops c from F by setting mark[c] = 0. The
 * prunings read the fields into locals at entry: their loops then cost what the positional
 * arrays they replace did.
 */
export class WideBoard {
  constructor(
    /** 4 neighbour slots per cell, the open ones first (up, right, down, left), -1 = none. */
    readonly nb: Int16Array,
    /** rev[c*4+t]: the slot of c in the neighbour list of nb[c*4+t]. */
    readonly rev: Int8Array,
    /** Each cell's chessboard colour, (row + col) & 1. */
    readonly colour: Uint8Array,
    readonly mark: Int32Array,
    readonly cells: Int16Array,
  ) {}

  /** mark[c] === inF: c is in F. */
  inF = 0;
  /** The cells listed in `cells` (F is among them). */
  count = 0;

  /** Loads the box's geometry: open[r*cols+c] >= 0 for an open square, rows*cols <= WIDE_CELLS. */
  load(open: Int32Array, rows: number, cols: number): void {
    const { nb, rev, colour } = this;
    const n = rows * cols;
    for (let i = 0, r = 0, c = 0; i < n; i++) {
      colour[i] = (r + c) & 1;
      let m = i * 4;
      // Open neighbours only, up, right, down, left.
      if (r > 0 && (open[i - cols] ?? -1) >= 0) nb[m++] = i - cols;
      if (c < cols - 1 && (open[i + 1] ?? -1) >= 0) nb[m++] = i + 1;
      if (r < rows - 1 && (open[i + cols] ?? -1) >= 0) nb[m++] = i + cols;
      if (c > 0 && (open[i - 1] ?? -1) >= 0) nb[m++] = i - 1;
      for (; m < i * 4 + 4; m++) nb[m] = -1;
      if (++c === cols) {
        c = 0;
        r++;
      }
    }
    for (let t = 0; t < n * 4; t++) {
      const e = nb[t] ?? -1;
      if (e < 0) continue;
      const c = t >> 2;
      for (let u = e * 4; u < e * 4 + 4; u++) if (nb[u] === c) rev[t] = u - e * 4;
    }
  }

  /** The same geometry and cell list over another mark table (for probes that must leave F alone). */
  withMark(mark: Int32Array): WideBoard {
    return new WideBoard(this.nb, this.rev, this.colour, mark, this.cells);
  }

  static empty(): WideBoard {
    return new WideBoard(
      new Int16Array(WIDE_CELLS * 4),
      new Int8Array(WIDE_CELLS * 4),
      new Uint8Array(WIDE_CELLS),
      new Int32Array(WIDE_CELLS),
      new Int16Array(WIDE_CELLS),
    );
  }
}
