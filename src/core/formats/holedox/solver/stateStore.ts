// The search's state records (head, shape, and parent when a path is wanted) and the hash table that finds them.

// Each search starts with a logical table of 256 slots (1 KB to clear), doubled as it fills:
// a file of a thousand small searches pays for what each uses, not 16 KB apiece. The arena
// is never cleared, so it can start bigger.
const INITIAL_TABLE = 1 << 8;
export const INITIAL_ARENA = 1 << 12;

// The jump to the cap is taken only for caps up to this many records (384 MB of arena); a
// larger cap is most likely never reached, and asking for it all at once could fail.
const MAX_JUMP_RECORDS = 1 << 26;

/** Tables of this many slots or more are grown at 3/4 full, smaller ones at 1/2. */
const LARGE_TABLE = 1 << 16;

/**
 * Where the table is grown. Small tables at 1/2 full: linear probing stays short, and the
 * thousands of small searches of a judge file pay for the probes, not for the memory. Large
 * ones at 3/4, so 20 M states fit 2^25 slots (docs/performance.md has the bytes per state).
 */
function growThreshold(tableSize: number): number {
  return tableSize >= LARGE_TABLE ? (tableSize >>> 2) * 3 : tableSize >>> 1;
}

// The initial table's shift (32 - log2 of its size) and growth point, set at every start.
const INITIAL_SHIFT = Math.clz32(INITIAL_TABLE) + 1;
const INITIAL_GROW_AT = growThreshold(INITIAL_TABLE);

/**
 * An append-only arena of records in parallel typed arrays, and an open-addressing table of
 * record indices. A record is the head (a padded square, 2 bytes) and the body shape (4
 * bytes); no g: the search derives it from the open list's f (see aStar.ts). Parent links
 * (4 bytes) are kept only while `keepParents` is set, for searches that want a path; the
 * audit g (4 bytes) only in audit mode. Owned by one HoledoxSearch and reused by each of
 * its searches.
 */
export class StateStore {
  // Each buffer (and the capacity) is stored once here and once more in the constructor: see there.
  capacity = 0;
  heads = new Uint16Array(0);
  shapes = new Int32Array(0);
  parents = new Int32Array(0);
  /** In audit mode, the g each record was first generated with. */
  auditG = new Int32Array(0);
  keepParents = false;
  /** Slot value = record index; 0 (the sentinel) = empty. */
  table = new Int32Array(0);
  /**
   * The logical table in use (its first `mask + 1` slots): the mask, the shift that takes a
   * slot from a hash's top bits, and the record count past which growTable must be called.
   */
  mask = 0;
  shift = 0;
  growAt = 0;
  // The table size the cap needs (tableForCap), worked out at a search's first growth: most of
  // a judge file's searches never grow the table. -1 until then.
  private capTable = -1;
  // Invariant: every slot at or beyond `tableUsed` is zero, so the next search only clears
  // the prefix the last one touched.
  private tableUsed = 0;

  constructor(private readonly audit: boolean) {
    // V8's optimising compiler takes a field stored only once as a constant and throws its code
    // away (even a compile under way) when the field first changes: the search loop's compile
    // was lost that way the first time a judge file's search grew the table. Stored a second
    // time here, the fields that grow are known to change from the start.
    this.capacity = INITIAL_ARENA;
    this.heads = new Uint16Array(INITIAL_ARENA);
    this.shapes = new Int32Array(INITIAL_ARENA);
    this.parents = new Int32Array(0);
    this.auditG = new Int32Array(audit ? INITIAL_ARENA : 0);
    this.table = new Int32Array(INITIAL_TABLE);
    this.mask = INITIAL_TABLE - 1;
    this.shift = INITIAL_SHIFT;
    this.growAt = INITIAL_GROW_AT;
    // Record 0 is a sentinel that matches no key: empty slots (value 0) point at it, so the
    // probe loop reads the same arrays on every path and needs no special case.
    this.shapes[0] = -1;
  }

  /**
   * Doubles the arena, but never past `limit` records: the cap bounds memory as well as time.
   * Once a quarter of the way there, it goes straight to the cap: a copy of a quarter of it
   * instead of ever larger doublings, each holding old and new at once. (The pages of a new
   * typed array cost memory only when written.)
   */
  growArena(limit: number): void {
    const jump = this.capacity * 4 >= limit && limit <= MAX_JUMP_RECORDS;
    const capacity = jump ? limit : Math.min(this.capacity * 2, Math.max(limit, this.capacity + 1));
    this.heads = grown16(this.heads, capacity);
    this.shapes = grown32(this.shapes, capacity);
    if (this.keepParents) this.parents = grown32(this.parents, capacity);
    if (this.audit) this.auditG = grown32(this.auditG, capacity);
    this.capacity = capacity;
  }

  /**
   * Grows the logical table of a search holding `count` records (sentinel included) under a
   * cap of `maxStates`: doubles it, or jumps to the size the cap needs once a quarter of the
   * way there (the doublings before it are garbage until the engine collects them). The
   * caller drops its own reference to the old table first, so the two need not coexist, then
   * reads table, mask, shift and growAt again.
   */
  growTable(count: number, maxStates: number): void {
    if (this.capTable < 0) this.capTable = tableForCap(maxStates);
    const doubled = (this.mask + 1) * 2;
    const size = this.capTable !== 0 && doubled * 2 >= this.capTable ? this.capTable : doubled;
    // Then the records 1..count-1 are put in again, from the arena.
    if (this.table.length < size) {
      // Drop the old table first, so the two are never held at once.
      this.table = new Int32Array(0);
      this.table = new Int32Array(size);
    } else {
      this.table.fill(0, 0, this.tableUsed);
    }
    this.tableUsed = size;
    const mask = size - 1;
    // 32 - log2(size), for a power of two.
    const shift = Math.clz32(size) + 1;
    this.mask = mask;
    this.shift = shift;
    this.growAt = growThreshold(size);
    const table = this.table;
    const heads = this.heads;
    const shapes = this.shapes;
    for (let r = 1; r < count; r++) {
      let slot = hashKey(shapes[r]!, heads[r]!) >>> shift;
      while (table[slot] !== 0) slot = (slot + 1) & mask;
      table[slot] = r;
    }
  }

  /**
   * A fresh logical table (clearing only what the last search used) with the start as
   * record 1; parent links kept from here on when `withParents`.
   */
  start(head: number, shape: number, withParents: boolean): void {
    this.keepParents = withParents;
    if (withParents && this.parents.length < this.capacity) this.parents = new Int32Array(this.capacity);
    this.table.fill(0, 0, this.tableUsed);
    this.tableUsed = INITIAL_TABLE;
    this.mask = INITIAL_TABLE - 1;
    this.shift = INITIAL_SHIFT;
    this.growAt = INITIAL_GROW_AT;
    this.capTable = -1;
    this.shapes[1] = shape;
    this.heads[1] = head;
    if (withParents) this.parents[1] = 0;
    if (this.audit) this.auditG[1] = 0;
    this.table[hashKey(shape, head) >>> this.shift] = 1;
  }

  /** After an aborted search: treat every slot as possibly used, so the next search clears them all. */
  forgetTable(): void {
    this.tableUsed = this.table.length;
  }
}

/**
 * The table size that holds `maxStates` records, which the table jumps to once a quarter
 * of the way there: a large doubling chain could hold as much again as the last table. Caps
 * over 2^26 get no jump (0): such a table is most likely never needed.
 */
function tableForCap(maxStates: number): number {
  let size = INITIAL_TABLE;
  while (growThreshold(size) <= maxStates + 1) {
    if (size >= 1 << 26) return 0;
    size *= 2;
  }
  return size;
}

export function hashKey(shape: number, head: number): number {
  // Multiplicative hashing: the top bits of the product depend on every key bit, so slots
  // are taken from the top (callers shift right by 32 - log2(table size)).
  return Math.imul(shape ^ Math.imul(head, 0x9e3779b1), 0x85ebca6b);
}

function grown16(old: Uint16Array<ArrayBuffer>, capacity: number): Uint16Array<ArrayBuffer> {
  const bigger = new Uint16Array(capacity);
  bigger.set(old.length <= capacity ? old : old.subarray(0, capacity));
  return bigger;
}

function grown32(old: Int32Array<ArrayBuffer>, capacity: number): Int32Array<ArrayBuffer> {
  const bigger = new Int32Array(capacity);
  bigger.set(old.length <= capacity ? old : old.subarray(0, capacity));
  return bigger;
}
