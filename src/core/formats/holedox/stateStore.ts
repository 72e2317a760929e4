// The search's state records (shape, head, g, parent) and the hash table that finds them.

// Each search starts with a logical table of 256 slots (1 KB to clear), doubled as it fills:
// a file of a thousand small searches pays for what each uses, not 16 KB apiece. The arena
// is never cleared, so it can start bigger.
export const INITIAL_TABLE = 1 << 8;
export const INITIAL_ARENA = 1 << 12;

export let arenaCapacity = INITIAL_ARENA;
export let recShape = new Int32Array(arenaCapacity);
export let recHead = new Uint16Array(arenaCapacity);
export let recG = new Int32Array(arenaCapacity);
export let recParent = new Int32Array(arenaCapacity);
// Record 0 is a sentinel that matches no key and beats no g: empty slots (value 0) point at
// it, so the probe loop reads the same arrays on every path and needs no special case.
recShape[0] = -1;
recG[0] = 0x7fffffff;

// Slot value = record index; 0 (the sentinel) = empty. Invariant: every slot at or beyond
// `tableUsed` is zero, so the next search only clears the prefix the last one touched.
export let table = new Int32Array(INITIAL_TABLE);
let tableUsed = 0;

export function hashKey(shape: number, head: number): number {
  // Multiplicative hashing: the top bits of the product depend on every key bit, so slots
  // are taken from the top (callers shift right by 32 - log2(table size)).
  return Math.imul(shape ^ Math.imul(head, 0x9e3779b1), 0x85ebca6b);
}

/** Doubles the arena, but never past `limit` records: the cap bounds memory as well as time. */
export function growArena(limit: number): void {
  const capacity = Math.min(arenaCapacity * 2, Math.max(limit, arenaCapacity + 1));
  const shape = new Int32Array(capacity);
  shape.set(recShape);
  const head = new Uint16Array(capacity);
  head.set(recHead);
  const g = new Int32Array(capacity);
  g.set(recG);
  const parent = new Int32Array(capacity);
  parent.set(recParent);
  recShape = shape;
  recHead = head;
  recG = g;
  recParent = parent;
  arenaCapacity = capacity;
}

/** Makes the logical table `size` slots and re-inserts records 1..count-1. */
export function rehash(size: number, count: number): void {
  if (table.length < size) {
    table = new Int32Array(size);
  } else {
    table.fill(0, 0, tableUsed);
  }
  tableUsed = size;
  const mask = size - 1;
  const shift = 32 - Math.log2(size);
  for (let r = 1; r < count; r++) {
    let slot = hashKey(recShape[r]!, recHead[r]!) >>> shift;
    while (table[slot] !== 0) slot = (slot + 1) & mask;
    table[slot] = r;
  }
}

/** A fresh logical table (clearing only what the last search used) with the start as record 1. */
export function startRecords(head: number, shape: number): void {
  table.fill(0, 0, tableUsed);
  tableUsed = INITIAL_TABLE;
  recShape[1] = shape;
  recHead[1] = head;
  recG[1] = 0;
  recParent[1] = 0;
  table[hashKey(shape, head) >>> (32 - Math.log2(INITIAL_TABLE))] = 1;
}

/** After an aborted search: treat every slot as possibly used, so the next search clears them all. */
export function forgetTable(): void {
  tableUsed = table.length;
}
