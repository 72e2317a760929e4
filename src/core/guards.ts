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
