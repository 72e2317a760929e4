// The table of failed search states (pos, moves left, usable squares), in one growing Int32Array.

/** Open addressing, 4 int32 per slot: F lo, F hi, pos|k<<8 plus one (0 = empty), spare. */
export class FailedStates {
  private static readonly MAX_SLOTS = 1 << 20;
  private static readonly PROBES = 8;
  private table = new Int32Array(4 << 12);
  private mask = (1 << 12) - 1;
  private count = 0;

  private hash(fl: number, fh: number, key: number): number {
    let h = Math.imul(fl ^ Math.imul(fh, 0x9e3779b1) ^ Math.imul(key, 0x85ebca77), 0xc2b2ae3d);
    h ^= h >>> 15;
    h = Math.imul(h, 0x27d4eb2f);
    h ^= h >>> 13;
    return h & this.mask;
  }

  has(fl: number, fh: number, key: number): boolean {
    const table = this.table;
    let slot = this.hash(fl, fh, key);
    for (let p = 0; p < FailedStates.PROBES; p++) {
      const at = slot << 2;
      const k = table[at + 2] ?? 0;
      if (k === 0) return false;
      if (k === key && table[at] === fl && table[at + 1] === fh) return true;
      slot = (slot + 1) & this.mask;
    }
    return false;
  }

  add(fl: number, fh: number, key: number): void {
    if (this.count * 2 > this.mask && this.mask + 1 < FailedStates.MAX_SLOTS) this.grow();
    const table = this.table;
    const first = this.hash(fl, fh, key);
    let slot = first;
    for (let p = 0; p < FailedStates.PROBES; p++) {
      const at = slot << 2;
      if ((table[at + 2] ?? 0) === 0) {
        table[at] = fl;
        table[at + 1] = fh;
        table[at + 2] = key;
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

  private grow(): void {
    const old = this.table;
    const slots = (this.mask + 1) * 2;
    this.table = new Int32Array(slots * 4);
    this.mask = slots - 1;
    this.count = 0;
    for (let at = 0; at < old.length; at += 4) {
      const key = old[at + 2] ?? 0;
      if (key !== 0) this.add(old[at] ?? 0, old[at + 1] ?? 0, key);
    }
  }
}
