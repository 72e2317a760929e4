// Type guards for data that crossed a trust boundary (a webview message): shared by the
// protocol's validation and each format's drawing, which checks its own case view's fields.
import type { Cell } from './geometry';

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A whole number from 0 up to 2^31, as every count and coordinate in a message is. */
export function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 2 ** 31;
}

export function isCell(value: unknown): value is Cell {
  return isRecord(value) && isCount(value['row']) && isCount(value['col']);
}

export function isCellList(value: unknown): value is readonly Cell[] {
  return Array.isArray(value) && value.every(isCell);
}

/** A check of one field of a message. */
export type Guard<T> = (value: unknown) => value is T;

/** The fields a table of checks vouches for, each with the type its check proves. */
export type Checked<C> = { readonly [K in keyof C]: C[K] extends Guard<infer T> ? T : never };

/**
 * Whether `value` is a record whose every field named in `checks` passes its check: a
 * message's shape as one table, field by field, rather than a chain of conditions. Fields the
 * table does not name are left for the caller.
 */
export function hasFields<C extends Readonly<Record<string, Guard<unknown>>>>(
  value: unknown,
  checks: C,
): value is Checked<C> & Record<string, unknown> {
  if (!isRecord(value)) return false;
  for (const name of Object.keys(checks)) if (!checks[name]?.(value[name])) return false;
  return true;
}

export function isString(value: unknown): value is string {
  return typeof value === 'string';
}

export function isBoolean(value: unknown): value is boolean {
  return typeof value === 'boolean';
}

export function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** A check that also lets the field be absent. */
export function optional<T>(guard: Guard<T>): Guard<T | undefined> {
  return (value): value is T | undefined => value === undefined || guard(value);
}

/** A check that also lets the field be null. */
export function orNull<T>(guard: Guard<T>): Guard<T | null> {
  return (value): value is T | null => value === null || guard(value);
}

/** A check of an array whose every element passes `guard`. */
export function listOf<T>(guard: Guard<T>): Guard<readonly T[]> {
  return (value): value is readonly T[] => Array.isArray(value) && value.every((element) => guard(element));
}
