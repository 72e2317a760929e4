// The table of failed search states (pos, moves left, usable squares), in one growing Int32Array.
import { MAX_SLOTS, PROBES, StampedSlots } from '../stampedSlots';

/**
 * The slots (StampedSlots) hold 4 int32: F lo, F hi, pos|k<<8 plus one, and the search's
 * stamp. The 64 KB starting table is made once.
 */
export class FailedStates extends StampedSlots {
  constructor() {
    super(4);
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
    for (let p = 0; p < PROBES; p++) {
      const at = slot << 2;
      if (table[at + 3] !== stamp) return false;
      if (table[at + 2] === key && table[at] === fl && table[at + 1] === fh) return true;
      slot = (slot + 1) & this.mask;
    }
    return false;
  }

  add(fl: number, fh: number, key: number): void {
    if (this.count * 2 > this.mask && this.mask + 1 < MAX_SLOTS) this.grow();
    const table = this.table;
    const at = this.claim(this.hash(fl, fh, key)) << 2;
    table[at] = fl;
    table[at + 1] = fh;
    table[at + 2] = key;
    table[at + 3] = this.stamp;
  }

  private grow(): void {
    const old = this.doubled();
    const stamp = this.stamp;
    for (let at = 0; at < old.length; at += 4) {
      if (old[at + 3] === stamp) this.add(old[at] ?? 0, old[at + 1] ?? 0, old[at + 2] ?? 0);
    }
  }
}
