// The storage both engines' tables of failed search states share (bits/failed.ts, wide/failed.ts).

/** Slots a table starts with, the most it grows to, and the slots a lookup probes. */
const START_SLOTS = 1 << 12;
export const MAX_SLOTS = 1 << 20;
export const PROBES = 8;

/**
 * Open addressing in one growing Int32Array of `slotInts` int32 a slot, the last the search's
 * stamp: a slot belongs to the current search only when its stamp matches, so reset() empties
 * the table by moving to the next stamp, and a case costs no clearing and no allocation (the
 * starting table is made once). Each search starts from the starting size and grows as it
 * always did, so what it remembers, and its counts, do not depend on earlier cases. The
 * subclass keeps the key's layout in the other ints, its hash, lookup and what its add()
 * writes; claim() finds where.
 */
export class StampedSlots {
  private readonly start: Int32Array;
  protected table: Int32Array;
  protected mask = START_SLOTS - 1;
  protected count = 0;
  protected stamp = 1;

  constructor(private readonly slotInts: number) {
    this.start = new Int32Array(slotInts * START_SLOTS);
    this.table = this.start;
  }

  /** Forgets everything, for a new search. */
  reset(): void {
    this.table = this.start;
    this.mask = START_SLOTS - 1;
    this.count = 0;
    if (this.stamp === 0x7fffffff) {
      // Stamps ran out (after two billion searches): clear once and start over.
      this.start.fill(0);
      this.stamp = 0;
    }
    this.stamp++;
  }

  /**
   * Where add() writes a new key whose hash is `home`: the first of PROBES slots from home that
   * the search does not use yet, counted in; when all are in use, home itself, overwritten
   * (lookups never rely on holes past a full neighbourhood).
   */
  protected claim(home: number): number {
    const table = this.table;
    const stamp = this.stamp;
    const ints = this.slotInts;
    let slot = home;
    for (let p = 0; p < PROBES; p++) {
      if (table[slot * ints + ints - 1] !== stamp) {
        this.count++;
        return slot;
      }
      slot = (slot + 1) & this.mask;
    }
    return home;
  }

  /** Doubles the table, empty (a grown table is the search's own, dropped at the next reset); the old one, to add its slots again. */
  protected doubled(): Int32Array {
    const old = this.table;
    const slots = (this.mask + 1) * 2;
    this.table = new Int32Array(slots * this.slotInts);
    this.mask = slots - 1;
    this.count = 0;
    return old;
  }
}
