import type { TempterPuzzle } from '../../../src/core/formats/tempter';
import { randomInt } from '../oracles/random';

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

/** Random grid: S, D and about `walls` walls on distinct random squares. */
export function randomGrid(random: () => number, rows: number, cols: number, walls: number): { grid: string[]; open: number } {
  const n = rows * cols;
  const cells = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = randomInt(random, 0, i);
    [cells[i], cells[j]] = [cells[j] ?? 0, cells[i] ?? 0];
  }
  const chars = new Array<string>(n).fill('.');
  chars[cells[0] ?? 0] = 'S';
  chars[cells[1] ?? 0] = 'D';
  const w = Math.min(walls, n - 2);
  for (let i = 0; i < w; i++) chars[cells[2 + i] ?? 0] = 'X';
  const grid: string[] = [];
  for (let r = 0; r < rows; r++) grid.push(chars.slice(r * cols, (r + 1) * cols).join(''));
  return { grid, open: n - w };
}

/**
 * A region grown mostly from its newest square (so it winds far, like a walk with branches)
 * in a size x size grid of walls; S and D inside. boxCells: its bounding box's area.
 */
export function windingRegion(random: () => number, size: number, squares: number): { grid: string[]; open: number; boxCells: number } {
  const chars = new Array<string>(size * size).fill('X');
  const region = [randomInt(random, 0, size * size - 1)];
  chars[region[0] ?? 0] = '.';
  const deltas = [-size, 1, size, -1];
  for (let guard = 0; region.length < squares && guard < 10_000; guard++) {
    const from = random() < 0.95 ? (region[region.length - 1] ?? 0) : (region[randomInt(random, 0, region.length - 1)] ?? 0);
    const t = randomInt(random, 0, 3);
    const to = from + (deltas[t] ?? 0);
    if (to < 0 || to >= size * size || (t % 2 === 1 && Math.floor(to / size) !== Math.floor(from / size))) continue;
    if (chars[to] === '.') continue;
    chars[to] = '.';
    region.push(to);
  }
  const s = randomInt(random, 0, region.length - 1);
  let d = randomInt(random, 0, region.length - 2);
  if (d >= s) d++;
  chars[region[s] ?? 0] = 'S';
  chars[region[d] ?? 0] = 'D';
  const rows = region.map((i) => Math.floor(i / size));
  const cols = region.map((i) => i % size);
  const boxCells = (Math.max(...rows) - Math.min(...rows) + 1) * (Math.max(...cols) - Math.min(...cols) + 1);
  const grid: string[] = [];
  for (let r = 0; r < size; r++) grid.push(chars.slice(r * size, (r + 1) * size).join(''));
  return { grid, open: region.length, boxCells };
}
