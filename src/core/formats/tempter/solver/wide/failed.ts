// The wide search's table of failed states (pos, moves left, usable squares as WIDE_WORDS words).
import { MAX_SLOTS, PROBES, StampedSlots } from '../stampedSlots';

/** Words of a wide cell set: 256 cells. */
export const WIDE_WORDS = 8;
const SLOT = WIDE_WORDS + 2;

/**
 * The slots (StampedSlots) hold SLOT int32: the usable set's words, pos|k<<8 plus one, and
 * the search's stamp. FailedStates' scheme with wider keys.
 */
export class WideFailedStates extends StampedSlots {
  constructor() {
    super(SLOT);
  }

  private hash(words: Int32Array, at: number, key: number): number {
    let h = Math.imul(key, 0x85ebca77);
    for (let w = 0; w < WIDE_WORDS; w++) h = Math.imul(h ^ (words[at + w] ?? 0), 0x9e3779b1) ^ (h >>> 16);
    h = Math.imul(h ^ (h >>> 15), 0x27d4eb2f);
    h ^= h >>> 13;
    return h & this.mask;
  }

  private matches(slotAt: number, words: Int32Array, at: number, key: number): boolean {
    const table = this.table;
    if (table[slotAt + WIDE_WORDS] !== key) return false;
    for (let w = 0; w < WIDE_WORDS; w++) if (table[slotAt + w] !== words[at + w]) return false;
    return true;
  }

  /** Whether the set words[at .. at+WIDE_WORDS-1] with key was recorded as failed. */
  has(words: Int32Array, at: number, key: number): boolean {
    const table = this.table;
    const stamp = this.stamp;
    let slot = this.hash(words, at, key);
    for (let p = 0; p < PROBES; p++) {
      const slotAt = slot * SLOT;
      if (table[slotAt + WIDE_WORDS + 1] !== stamp) return false;
      if (this.matches(slotAt, words, at, key)) return true;
      slot = (slot + 1) & this.mask;
    }
    return false;
  }

  add(words: Int32Array, at: number, key: number): void {
    if (this.count * 2 > this.mask && this.mask + 1 < MAX_SLOTS) this.grow();
    this.write(this.claim(this.hash(words, at, key)) * SLOT, words, at, key);
  }

  private write(slotAt: number, words: Int32Array, at: number, key: number): void {
    const table = this.table;
    for (let w = 0; w < WIDE_WORDS; w++) table[slotAt + w] = words[at + w] ?? 0;
    table[slotAt + WIDE_WORDS] = key;
    table[slotAt + WIDE_WORDS + 1] = this.stamp;
  }

  private grow(): void {
    const old = this.doubled();
    const stamp = this.stamp;
    for (let at = 0; at < old.length; at += SLOT) {
      if (old[at + WIDE_WORDS + 1] === stamp) this.add(old, at, old[at + WIDE_WORDS] ?? 0);
    }
  }
}
