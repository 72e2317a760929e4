/** A square of a grid, 1-based as in both statements. */
export interface Cell {
  readonly row: number;
  readonly col: number;
}

/** A move: 0 up, 1 right, 2 down, 3 left; indexes DIRECTION_DELTAS. */
export type Direction = 0 | 1 | 2 | 3;

/** [rowDelta, colDelta] for Direction 0..3. */
export const DIRECTION_DELTAS: readonly (readonly [number, number])[] = [
  [-1, 0],
  [0, 1],
  [1, 0],
  [0, -1],
];

/** The Direction of a one-square step by (dr, dc), or -1 when it is no such step. */
export function directionOf(dr: number, dc: number): number {
  return dc === 0 ? (dr === -1 ? 0 : dr === 1 ? 2 : -1) : dr === 0 ? (dc === 1 ? 1 : dc === -1 ? 3 : -1) : -1;
}

export function step(cell: Cell, direction: number): Cell {
  const delta = DIRECTION_DELTAS[direction & 3] ?? [0, 0];
  return { row: cell.row + delta[0], col: cell.col + delta[1] };
}

export function areAdjacent(a: Cell, b: Cell): boolean {
  return Math.abs(a.row - b.row) + Math.abs(a.col - b.col) === 1;
}

export function sameCell(a: Cell, b: Cell): boolean {
  return a.row === b.row && a.col === b.col;
}

/** A square as the statements write it: `(row, col)`. */
export function showCell(cell: Cell): string {
  return `(${cell.row}, ${cell.col})`;
}
