/**
 * Arrays a fast reader takes instead of allocating its own, for a long-lived thread that
 * reads one file after another (the editor's solve worker): a request of a few hundred small
 * cases costs less than a millisecond to answer, and new arrays sized by the file (zeroed,
 * then collected) were a noticeable part of it. Each array grows and is kept; one past
 * MAX_KEPT_BYTES is handed out fresh and not kept, so one huge file does not pin its size.
 *
 * A slot's contents are whatever its last user left: a reader writes before it reads. Whatever
 * was read with a scratch holds views into it, so it is good only until the scratch's next use;
 * one user at a time, which numbers its slots itself.
 */
export class ReadScratch {
  private readonly byteSlots: Uint8Array[] = [];
  private readonly intSlots: Int32Array[] = [];

  /** `length` bytes of slot `slot`. */
  bytes(slot: number, length: number): Uint8Array {
    return taken(this.byteSlots, slot, length, 1, (n) => new Uint8Array(n));
  }

  /** `length` 32-bit integers of slot `slot`. */
  ints(slot: number, length: number): Int32Array {
    return taken(this.intSlots, slot, length, 4, (n) => new Int32Array(n));
  }
}

/**
 * The largest array a slot keeps (and the solve worker's verdict writer, its arrays and its
 * shared buffer each): two megabytes, an editor's job (about 15 ms of solving, at most 4 096
 * cases) many times over, and little beside the extension host's memory.
 */
export const MAX_KEPT_BYTES = 2 << 20;

/** The first `length` items of slot `slot`, grown (and kept, up to MAX_KEPT_BYTES) if it is shorter. */
function taken<T extends Uint8Array | Int32Array>(
  slots: T[],
  slot: number,
  length: number,
  bytesEach: number,
  make: (length: number) => T,
): T {
  const held = slots[slot];
  if (held && held.length >= length) return held.subarray(0, length) as T;
  const fresh = make(grownLength(held?.length ?? 0, length, bytesEach));
  if (fresh.byteLength <= MAX_KEPT_BYTES) slots[slot] = fresh;
  return fresh.subarray(0, length) as T;
}

/** At least `needed`, and at least half again what was held, so a slot grows a few times at most; never over what may be kept unless needed. */
export function grownLength(held: number, needed: number, bytesEach: number): number {
  const wanted = Math.max(needed, held + (held >> 1));
  return wanted * bytesEach <= MAX_KEPT_BYTES ? wanted : needed;
}
