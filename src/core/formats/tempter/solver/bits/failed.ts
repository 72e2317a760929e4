// The table of failed search states (pos, moves left, usable squares), in one growing Int32Array.

/**
 * Open addressing, 4 int32 per slot: F lo, F hi, pos|k<<8 plus one, and the search's stamp.
 * A slot belongs to the current search only when its stamp matches, so reset() empties the
 * table by moving to the next stamp: a case costs no clearing and no allocation (the 64 KB
 * starting table is made once). Each search starts from the starting size and grows as it
 * always did, so what it remembers, and its counts, do not depend on earlier cases.
 */
export class FailedStates {
  private static readonly START_SLOTS = 1 << 12;
  private static readonly MAX_SLOTS = 1 << 20;
  private static readonly PROBES = 8;
  private readonly start = new Int32Array(4 * FailedStates.START_SLOTS);
  private table = this.start;
  private mask = FailedStates.START_SLOTS - 1;
  private count = 0;
  private stamp = 1;

  /** Forgets everything, for a new search. */
  reset(): void {
    this.table = this.start;
    this.mask = FailedStates.START_SLOTS - 1;
    this.count = 0;
    if (this.stamp === 0x7fffffff) {
      // Stamps ran out (after two billion searches): clear once and start over.
      this.start.fill(0);
      this.stamp = 0;
    }
    this.stamp++;
  }

  private hash(fl: number, fh: number, key: number): number {
    let h = Math.imul(fl ^ Math.imul(fh, 0x9e3779b1) ^ Math.imul(key, 0x85ebca77), 0xc2b2ae3d);
    h ^= h >>> 15;
    h = Math.imul(h, 0x27d4eb2f);
    h ^= h >>> 13;
    return h & this.mask;
  }

  has(fl: number, fh: number, key: number): boolean {
    const table = this.table;
    const stamp = this.stamp;
    let slot = this.hash(fl, fh, key);
    for (let p = 0; p < FailedStates.PROBES; p++) {
      const at = slot << 2;
      if (table[at + 3] !== stamp) return false;
      if (table[at + 2] === key && table[at] === fl && table[at + 1] === fh) return true;
      slot = (slot + 1) & this.mask;
    }
    return false;
  }

  add(fl: number, fh: number, key: number): void {
    if (this.count * 2 > this.mask && this.mask + 1 < FailedStates.MAX_SLOTS) this.grow();
    const table = this.table;
    const stamp = this.stamp;
    const first = this.hash(fl, fh, key);
    let slot = first;
    for (let p = 0; p < FailedStates.PROBES; p++) {
      const at = slot << 2;
      if (table[at + 3] !== stamp) {
        table[at] = fl;
        table[at + 1] = fh;
        table[at + 2] = key;
        table[at + 3] = stamp;
        this.count++;
        return;
      }
      slot = (slot + 1) & this.mask;
    }
    // Full neighbourhood: overwrite the home slot. Lookups never rely on empty holes past it.
    const at = first << 2;
    table[at] = fl;
    table[at + 1] = fh;
    table[at + 2] = key;
  }

  /** Doubles the table; a grown table is the search's own, dropped at the next reset. */
  private grow(): void {
    const old = this.table;
    const stamp = this.stamp;
    const slots = (this.mask + 1) * 2;
    this.table = new Int32Array(slots * 4);
    this.mask = slots - 1;
    this.count = 0;
    for (let at = 0; at < old.length; at += 4) {
      if (old[at + 3] === stamp) this.add(old[at] ?? 0, old[at + 1] ?? 0, old[at + 2] ?? 0);
    }
  }
}
