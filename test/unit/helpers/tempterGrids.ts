import type { TempterPuzzle } from '../../../src/core/formats/tempter/puzzle';

/** An open grid with S, D and walls at the given 0-based cells. */
export function openGrid(
  rows: number,
  cols: number,
  time: number,
  s: readonly [number, number],
  d: readonly [number, number],
  walls: readonly (readonly [number, number])[] = [],
): TempterPuzzle {
  const g = Array.from({ length: rows }, () => new Array<string>(cols).fill('.'));
  for (const [r, c] of walls) (g[r] ?? [])[c] = 'X';
  (g[s[0]] ?? [])[s[1]] = 'S';
  (g[d[0]] ?? [])[d[1]] = 'D';
  return { rows, cols, time, grid: g.map((row) => row.join('')) };
}
