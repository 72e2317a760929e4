// Forced and forbidden edges of the rest of the path, propagated to a fixpoint on near-full paths.
import { type BitBoard, popcount } from './board';

/**
 * Edge sets are given as horizontal edges (bit i: i--i+1) and vertical edges (bit i:
 * i--i+cols), each as two int32 halves like the cell sets.
 */
export class EdgePropagation {
  // Edge degree masks from edgeDegrees: at least one / two / three edges.
  private g1L = 0;
  private g1H = 0;
  private g2L = 0;
  private g2H = 0;
  private g3L = 0;
  private g3H = 0;
  /** After a true propagate: the squares still usable, and the moves left open from pos. */
  usableL = 0;
  usableH = 0;
  movesL = 0;
  movesH = 0;

  constructor(private readonly board: BitBoard) {}

  /**
   * Per-cell edge counts of an edge set given as horizontal edges (bit i: i--i+1) and
   * vertical edges (bit i: i--i+cols): cells with >= 1, >= 2, >= 3 edges into g1, g2, g3.
   */
  private edgeDegrees(hl: number, hh: number, vl: number, vh: number): void {
    const board = this.board;
    board.shl1(hl, hh);
    const lL = board.xl;
    const lH = board.xh;
    board.shlC(vl, vh);
    const uL = board.xl;
    const uH = board.xh;
    this.g1L = hl | lL | vl | uL;
    this.g1H = hh | lH | vh | uH;
    this.g2L = (hl & lL) | (vl & uL) | ((hl | lL) & (vl | uL));
    this.g2H = (hh & lH) | (vh & uH) | ((hh | lH) & (vh | uH));
    this.g3L = (hl & lL & (vl | uL)) | (vl & uL & (hl | lL));
    this.g3H = (hh & lH & (vh | uH)) | (vh & uH & (hh | lH));
  }

  /**
   * Edge reasoning on the rest of the path pos = p0 .. pk = D inside H = F + pos + D. pos and
   * D use one path edge each, an inner square two if visited and none if not. Squares that
   * must be visited (a colour with no spare squares, or touching a forced edge) with exactly
   * two usable edges force both; a square whose forced edges fill its quota drops its other
   * edges; a square left with fewer than two usable edges is skipped. Repeats to a fixpoint.
   * False on a contradiction; else usableL/H = the squares still usable, movesL/H = pos's moves.
   * One fixpoint loop on purpose: its dozen set words live in locals; split, every pass would
   * write them to fields and read them back.
   */
  propagate(pos: number, k: number, fL: number, fH: number, sameL: number, sameH: number, posNearD: boolean): boolean {
    const board = this.board;
    const d = board.d;
    const cols = board.cols;
    const nbList = board.nbList;
    const needSame = (k - 1) >> 1;
    const needOther = k >> 1;
    const endL = (pos < 32 ? 1 << pos : 0) | board.dBitL;
    const endH = (pos >= 32 ? 1 << (pos & 31) : 0) | board.dBitH;
    let inL = fL;
    let inH = fH;
    // Usable edges: both ends in H.
    const hsL = inL | endL;
    const hsH = inH | endH;
    board.shr1(hsL, hsH);
    let ahL = hsL & board.xl & board.notLastL;
    let ahH = hsH & board.xh & board.notLastH;
    board.shrC(hsL, hsH);
    let avL = hsL & board.xl;
    let avH = hsH & board.xh;
    if (posNearD) {
      // With k > 1 the edge pos--D cannot be used: pos's one edge leads to an inner square.
      const lo = Math.min(pos, d);
      const bitL = lo < 32 ? ~(1 << lo) : -1;
      const bitH = lo >= 32 ? ~(1 << (lo & 31)) : -1;
      if (Math.abs(pos - d) === cols) {
        avL &= bitL;
        avH &= bitH;
      } else {
        ahL &= bitL;
        ahH &= bitH;
      }
    }
    let fhL = 0;
    let fhH = 0;
    let fvL = 0;
    let fvH = 0;
    let mustL = 0;
    let mustH = 0;
    for (;;) {
      this.edgeDegrees(ahL, ahH, avL, avH);
      const a1L = this.g1L;
      const a1H = this.g1H;
      const a2L = this.g2L;
      const a2H = this.g2H;
      const a3L = this.g3L;
      const a3H = this.g3H;
      this.edgeDegrees(fhL, fhH, fvL, fvH);
      const f1L = this.g1L;
      const f1H = this.g1H;
      const f2L = this.g2L;
      const f2H = this.g2H;
      // An end without an edge, an end with two forced edges, an inner square with three.
      const overL = (endL & ~a1L) | (endL & f2L) | (inL & this.g3L);
      const overH = (endH & ~a1H) | (endH & f2H) | (inH & this.g3H);
      if ((overL | overH) !== 0) return false;
      mustL |= inL & f1L;
      mustH |= inH & f1H;
      if (((mustL & ~a2L) | (mustH & ~a2H)) !== 0) return false;

      // Fewer than two usable edges: not visited. Drop the square and its edges.
      const deadL = inL & ~a2L;
      const deadH = inH & ~a2H;
      if ((deadL | deadH) !== 0) {
        inL &= ~deadL;
        inH &= ~deadH;
        board.shr1(deadL, deadH);
        ahL &= ~(deadL | board.xl);
        ahH &= ~(deadH | board.xh);
        board.shrC(deadL, deadH);
        avL &= ~(deadL | board.xl);
        avH &= ~(deadH | board.xh);
        continue;
      }

      const total = popcount(inL) + popcount(inH);
      const same = popcount(inL & sameL) + popcount(inH & sameH);
      if (same < needSame || total - same < needOther) return false;
      const mustTotal = popcount(mustL) + popcount(mustH);
      const mustSame = popcount(mustL & sameL) + popcount(mustH & sameH);
      if (mustSame > needSame || mustTotal - mustSame > needOther) return false;
      // A colour with no spare squares is visited whole.
      let grownL = mustL;
      let grownH = mustH;
      if (same === needSame) {
        grownL |= inL & sameL;
        grownH |= inH & sameH;
      }
      if (total - same === needOther) {
        grownL |= inL & ~sameL;
        grownH |= inH & ~sameH;
      }
      if (grownL !== mustL || grownH !== mustH) {
        mustL = grownL;
        mustH = grownH;
        continue;
      }

      // Exactly as many usable edges as the quota: all are forced.
      const wL = (mustL & a2L & ~a3L) | (endL & a1L & ~a2L);
      const wH = (mustH & a2H & ~a3H) | (endH & a1H & ~a2H);
      board.shr1(wL, wH);
      const nfhL = fhL | (ahL & (wL | board.xl));
      const nfhH = fhH | (ahH & (wH | board.xh));
      board.shrC(wL, wH);
      const nfvL = fvL | (avL & (wL | board.xl));
      const nfvH = fvH | (avH & (wH | board.xh));
      if (nfhL !== fhL || nfhH !== fhH || nfvL !== fvL || nfvH !== fvH) {
        fhL = nfhL;
        fhH = nfhH;
        fvL = nfvL;
        fvH = nfvH;
        continue;
      }

      // Quota filled by forced edges: the square's other edges go.
      const satL = (endL & f1L) | (inL & f2L);
      const satH = (endH & f1H) | (inH & f2H);
      board.shr1(satL, satH);
      const nahL = (ahL & ~(satL | board.xl)) | fhL;
      const nahH = (ahH & ~(satH | board.xh)) | fhH;
      board.shrC(satL, satH);
      const navL = (avL & ~(satL | board.xl)) | fvL;
      const navH = (avH & ~(satH | board.xh)) | fvH;
      if (nahL !== ahL || nahH !== ahH || navL !== avL || navH !== avH) {
        ahL = nahL;
        ahH = nahH;
        avL = navL;
        avH = navH;
        continue;
      }
      break;
    }

    // A forced chain from pos that reaches D must be the whole rest of the path.
    let prev = -1;
    let cur = pos;
    for (let len = 1; len <= k; len++) {
      const next = this.edgeNext(cur, prev, fhL, fhH, fvL, fvH);
      if (next < 0) break;
      if (next === d) {
        if (len !== k) return false;
        break;
      }
      prev = cur;
      cur = next;
    }

    // pos's moves: its forced edge if any, else its usable edges.
    const first = this.edgeNext(pos, -1, fhL, fhH, fvL, fvH);
    let mL = 0;
    let mH = 0;
    if (first >= 0) {
      if (first < 32) mL = 1 << first;
      else mH = 1 << (first & 31);
    } else {
      for (let t = 0; t < 4; t++) {
        const c = nbList[pos * 4 + t] ?? -1;
        if (c < 0) break;
        if (this.hasEdge(pos, c, ahL, ahH, avL, avH)) {
          if (c < 32) mL |= 1 << c;
          else mH |= 1 << (c & 31);
        }
      }
    }
    this.movesL = mL;
    this.movesH = mH;
    this.usableL = inL;
    this.usableH = inH;
    return true;
  }

  /** Whether the edge between adjacent cells a and b is in the edge set. */
  private hasEdge(a: number, b: number, hl: number, hh: number, vl: number, vh: number): boolean {
    const board = this.board;
    const lo = a < b ? a : b;
    // In one column, neighbours differ by cols (=1) and the edge is vertical; in one row,
    // they differ by 1 < cols.
    const vertical = b - a === board.cols || a - b === board.cols;
    const l = vertical ? vl : hl;
    const h = vertical ? vh : hh;
    return (lo < 32 ? (l >>> lo) & 1 : (h >>> (lo & 31)) & 1) === 1;
  }

  /** The neighbour of v joined by an edge of the set, other than prev; -1 if none. */
  private edgeNext(v: number, prev: number, hl: number, hh: number, vl: number, vh: number): number {
    const nbList = this.board.nbList;
    for (let t = 0; t < 4; t++) {
      const c = nbList[v * 4 + t] ?? -1;
      if (c < 0) break;
      if (c !== prev && this.hasEdge(v, c, hl, hh, vl, vh)) return c;
    }
    return -1;
  }
}
