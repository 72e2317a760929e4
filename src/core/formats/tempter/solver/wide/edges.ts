// Forced and forbidden edges for the wide search: EdgePropagation's reasoning, one cell at a time.
import { WIDE_CELLS, type WideBoard } from './board';

/** Set bits of a 4-bit neighbour-slot mask. */
const BITS4 = Uint8Array.of(0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4);

/**
 * Edge reasoning on the rest of the path pos = p0 .. pk = D inside H = F + pos + D, edges
 * kept per cell as masks over its 4 neighbour slots. pos and D use one path edge each, an
 * inner square two if visited and none if not. A square that must be visited (touching a
 * forced edge, or of a colour with no spare squares) with exactly two usable edges forces
 * both; a square whose forced edges fill its quota drops its others; an inner square left
 * with fewer than two usable edges is skipped. Repeats to a fixpoint.
 */
export class WideEdges {
  /** After a true propagate: each square's edges the path may still use, as slot masks. */
  readonly usable = new Uint8Array(WIDE_CELLS);
  private readonly forced = new Uint8Array(WIDE_CELLS);
  private readonly must = new Uint8Array(WIDE_CELLS);
  /** walked[c] === walkStamp: c is on a forced chain walked from one of its ends. */
  private readonly walked = new Int32Array(WIDE_CELLS);
  private walkStamp = 0;
  /** After a true propagate: pos's moves as a mask over its neighbour slots. */
  moves = 0;
  /** After a true propagate: D's possible path edges as a mask over its neighbour slots. */
  doorEdges = 0;
  /** Whether propagate reasons about corridors (runs of squares with two usable edges). */
  corridorRule = true;
  /** corridorSeen[c] === corridorStamp: c was walked as part of a corridor this pass. */
  private readonly corridorSeen = new Int32Array(WIDE_CELLS);
  private corridorStamp = 0;
  private readonly corridorCells = new Int16Array(WIDE_CELLS);
  /** The probes' own copy of F (probeMark[c] === probeStamp), so a failed try leaves F alone. */
  private readonly probeMark = new Int32Array(WIDE_CELLS);
  private probeStamp = 0;
  /** The box's board over probeMark, made at the first probe. */
  private probeBoard: WideBoard | undefined;

  /**
   * False on a contradiction. Else drops skipped squares from F and sets `moves`.
   * doorSlots: the slots of D's edges the path may end on. One fixpoint loop (the corridors
   * and the chain walks apart): each pass's counts feed the next pass's tests.
   */
  propagate(board: WideBoard, pos: number, d: number, k: number, doorSlots = 15): boolean {
    const { nb, rev, colour, mark, inF, cells, count } = board;
    const { usable, forced, must } = this;
    const posColour = colour[pos] ?? 0;
    const needSame = (k - 1) >> 1;
    const needOther = k >> 1;
    const inH = (c: number): boolean => c === pos || c === d || mark[c] === inF;
    const setup = (c: number): void => {
      let m = 0;
      for (let t = 0; t < 4; t++) {
        const e = nb[c * 4 + t] ?? -1;
        if (e >= 0 && inH(e)) m |= 1 << t;
      }
      usable[c] = m;
      forced[c] = 0;
      must[c] = 0;
    };
    setup(pos);
    setup(d);
    for (let i = 0; i < count; i++) {
      const c = cells[i] ?? 0;
      if (mark[c] === inF) setup(c);
    }
    // With k > 1, pos's one edge leads to an inner square, never straight to D.
    for (let t = 0; t < 4; t++) {
      if (nb[pos * 4 + t] === d) this.drop(pos, t, nb, rev);
      if (((doorSlots >>> t) & 1) === 0 && (((usable[d] ?? 0) >>> t) & 1) === 1) this.drop(d, t, nb, rev);
    }

    for (let changed = true; changed;) {
      changed = false;
      // The ends: exactly one edge each.
      for (const c of [pos, d]) {
        const a = BITS4[usable[c] ?? 0] ?? 0;
        const f = BITS4[forced[c] ?? 0] ?? 0;
        if (a === 0 || f >= 2) return false;
        if (a === 1 && f === 0) {
          this.force(c, usable[c] ?? 0, nb, rev);
          changed = true;
        } else if (f === 1 && a > 1) {
          this.dropAllBut(c, forced[c] ?? 0, nb, rev);
          changed = true;
        }
      }
      let total = 0;
      let same = 0;
      let mustTotal = 0;
      let mustSame = 0;
      for (let i = 0; i < count; i++) {
        const c = cells[i] ?? 0;
        if (mark[c] !== inF) continue;
        const a = BITS4[usable[c] ?? 0] ?? 0;
        const f = BITS4[forced[c] ?? 0] ?? 0;
        if (f >= 3) return false;
        if (f >= 1) must[c] = 1;
        if (must[c] === 1 && a < 2) return false;
        if (a < 2) {
          // Not visited: the square and its edges go.
          this.dropAllBut(c, 0, nb, rev);
          mark[c] = 0;
          changed = true;
          continue;
        }
        if (must[c] === 1 && a === 2 && f < 2) {
          this.force(c, usable[c] ?? 0, nb, rev);
          changed = true;
        } else if (f === 2 && a > 2) {
          this.dropAllBut(c, forced[c] ?? 0, nb, rev);
          changed = true;
        }
        total++;
        const isSame = colour[c] === posColour;
        if (isSame) same++;
        if (must[c] === 1) {
          mustTotal++;
          if (isSame) mustSame++;
        }
      }
      if (changed) continue;
      if (same < needSame || total - same < needOther) return false;
      if (mustSame > needSame || mustTotal - mustSame > needOther) return false;
      // A colour with no spare squares is visited whole.
      const sameFull = same === needSame;
      const otherFull = total - same === needOther;
      if ((sameFull && mustSame < same) || (otherFull && mustTotal - mustSame < total - same)) {
        for (let i = 0; i < count; i++) {
          const c = cells[i] ?? 0;
          if (mark[c] !== inF) continue;
          if (colour[c] === posColour ? sameFull : otherFull) must[c] = 1;
        }
        changed = true;
        continue;
      }
      if (this.corridorRule) {
        // A corridor left out here may leave a colour short: the next pass's counts see it.
        changed = this.corridors(board, pos, d, posColour, same - needSame, total - same - needOther);
      }
    }

    // Walk each forced chain from its ends: one joining pos and D must be the whole rest of
    // the path, and a square with two forced edges that no walk reaches lies on a cycle.
    const walked = this.walked;
    const stamp = ++this.walkStamp;
    if (!this.walkChains(pos, d, k, nb, stamp) || !this.walkChains(d, pos, k, nb, stamp)) return false;
    for (let i = 0; i < count; i++) {
      const c = cells[i] ?? 0;
      if (mark[c] !== inF || walked[c] === stamp) continue;
      const f = BITS4[forced[c] ?? 0] ?? 0;
      if (f === 1 && !this.walkChains(c, -1, k, nb, stamp)) return false;
    }
    for (let i = 0; i < count; i++) {
      const c = cells[i] ?? 0;
      if (mark[c] === inF && walked[c] !== stamp && (BITS4[forced[c] ?? 0] ?? 0) === 2) return false;
    }
    this.moves = (forced[pos] ?? 0) !== 0 ? (forced[pos] ?? 0) : (usable[pos] ?? 0);
    this.doorEdges = (forced[d] ?? 0) !== 0 ? (forced[d] ?? 0) : (usable[d] ?? 0);
    return true;
  }

  /**
   * Door probing: propagation from the pos end alone misses a contradiction that only shows
   * once the path's last edge is chosen (near D, the squares that could be left out differ
   * by edge). Tries each of D's edges in doorSlots alone, on a copy of F; returns the mask of
   * those that survive.
   */
  probeDoor(board: WideBoard, pos: number, d: number, k: number, doorSlots: number): number {
    const { mark, inF, cells, count } = board;
    const probeMark = this.probeMark;
    if (this.probeBoard?.nb !== board.nb) this.probeBoard = board.withMark(probeMark);
    const probe = this.probeBoard;
    probe.count = count;
    let ok = 0;
    for (let t = 0; t < 4; t++) {
      if (((doorSlots >>> t) & 1) === 0) continue;
      if (this.probeStamp > 0x3fffffff) {
        probeMark.fill(0);
        this.probeStamp = 0;
      }
      const ps = ++this.probeStamp;
      for (let i = 0; i < count; i++) {
        const c = cells[i] ?? 0;
        if (mark[c] === inF) probeMark[c] = ps;
      }
      probe.inF = ps;
      if (this.propagate(probe, pos, d, k, 1 << t)) ok |= 1 << t;
    }
    return ok;
  }

  /**
   * Corridors: a maximal run of inner squares with exactly two usable edges each, none yet
   * on the path for sure, is on the path whole (entered at one end, left at the other) or
   * left out whole. One whose two ends are the same square (or that closes on itself) can
   * only be left out; one that costs more squares of a colour than that colour can spare
   * must be visited. Returns whether anything changed.
   */
  private corridors(board: WideBoard, pos: number, d: number, posColour: number, spareSame: number, spareOther: number): boolean {
    const { nb, rev, colour, mark, inF, cells, count } = board;
    const { usable, must, corridorSeen: seen, corridorCells: run } = this;
    if (this.corridorStamp > 0x3fffffff) {
      seen.fill(0);
      this.corridorStamp = 0;
    }
    const st = ++this.corridorStamp;
    let changed = false;
    for (let i = 0; i < count; i++) {
      const c = cells[i] ?? 0;
      if (mark[c] !== inF || seen[c] === st || must[c] === 1 || (BITS4[usable[c] ?? 0] ?? 0) !== 2) continue;
      seen[c] = st;
      run[0] = c;
      let len = 1;
      let closed = false;
      const ends = [-1, -1];
      for (let side = 0, slot = 0; side < 2; side++, slot++) {
        while ((((usable[c] ?? 0) >>> slot) & 1) === 0) slot++;
        let prev = c;
        let cur = nb[c * 4 + slot] ?? -1;
        for (;;) {
          if (cur === c) {
            closed = true;
            break;
          }
          if (cur === pos || cur === d || mark[cur] !== inF || must[cur] === 1 || (BITS4[usable[cur] ?? 0] ?? 0) !== 2) break;
          seen[cur] = st;
          run[len++] = cur;
          let next = -1;
          for (let t = 0; t < 4; t++) {
            const e = nb[cur * 4 + t] ?? -1;
            if ((((usable[cur] ?? 0) >>> t) & 1) === 1 && e !== prev) next = e;
          }
          prev = cur;
          cur = next;
        }
        if (closed) break;
        ends[side] = cur;
      }
      if (closed || ends[0] === ends[1]) {
        // Visiting it would close a cycle: every square of it is left out.
        for (let j = 0; j < len; j++) {
          const e = run[j] ?? 0;
          this.dropAllBut(e, 0, nb, rev);
          mark[e] = 0;
        }
        changed = true;
        continue;
      }
      let sameCost = 0;
      for (let j = 0; j < len; j++) if (colour[run[j] ?? 0] === posColour) sameCost++;
      if (sameCost > spareSame || len - sameCost > spareOther) {
        for (let j = 0; j < len; j++) must[run[j] ?? 0] = 1;
        changed = true;
      }
    }
    return changed;
  }

  /**
   * Walks the forced chain from `from` (an end of it), marking its squares. False when it
   * reaches `other` (an end of the path, or -1) in other than k moves.
   */
  private walkChains(from: number, other: number, k: number, nb: Int16Array, stamp: number): boolean {
    const { forced, walked } = this;
    walked[from] = stamp;
    let prev = -1;
    let cur = from;
    for (let len = 1; len <= WIDE_CELLS; len++) {
      let next = -1;
      const f = forced[cur] ?? 0;
      for (let t = 0; t < 4; t++) {
        const e = nb[cur * 4 + t] ?? -1;
        if ((f >>> t) & 1 && e !== prev) {
          next = e;
          break;
        }
      }
      if (next < 0 || walked[next] === stamp) return true;
      walked[next] = stamp;
      if (next === other) return len === k;
      prev = cur;
      cur = next;
    }
    return true;
  }

  /** Forces the edges of c in slot mask m (usable ones), on both ends. */
  private force(c: number, m: number, nb: Int16Array, rev: Int8Array): void {
    for (let t = 0; t < 4; t++) {
      if (((m >>> t) & 1) === 0) continue;
      const e = nb[c * 4 + t] ?? 0;
      this.forced[c] = (this.forced[c] ?? 0) | (1 << t);
      this.forced[e] = (this.forced[e] ?? 0) | (1 << (rev[c * 4 + t] ?? 0));
    }
  }

  /** Makes the edge in slot t of c unusable, on both ends. */
  private drop(c: number, t: number, nb: Int16Array, rev: Int8Array): void {
    const e = nb[c * 4 + t] ?? 0;
    this.usable[c] = (this.usable[c] ?? 0) & ~(1 << t);
    this.usable[e] = (this.usable[e] ?? 0) & ~(1 << (rev[c * 4 + t] ?? 0));
  }

  /** Drops every usable edge of c outside slot mask keep. */
  private dropAllBut(c: number, keep: number, nb: Int16Array, rev: Int8Array): void {
    const m = (this.usable[c] ?? 0) & ~keep;
    for (let t = 0; t < 4; t++) if ((m >>> t) & 1) this.drop(c, t, nb, rev);
  }
}
