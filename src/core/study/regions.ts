import { DIRECTION_DELTAS, type Cell } from '../geometry';

/** A rows×cols grid of open squares (true = a square one may stand on). */
export interface OpenGrid {
  readonly rows: number;
  readonly cols: number;
  isOpen(cell: Cell): boolean;
}

/** Breadth-first distances from `from` over open squares, row-major, -1 where unreachable. */
export function distancesFrom(grid: OpenGrid, from: Cell): Int32Array {
  const { rows, cols } = grid;
  const dist = new Int32Array(Math.max(0, rows * cols)).fill(-1);
  const inside = (c: Cell) => c.row >= 1 && c.row <= rows && c.col >= 1 && c.col <= cols;
  if (!inside(from) || !grid.isOpen(from)) return dist;
  const queue: Cell[] = [from];
  dist[(from.row - 1) * cols + from.col - 1] = 0;
  for (let head = 0; head < queue.length; head++) {
    const cell = queue[head]!;
    const d = dist[(cell.row - 1) * cols + cell.col - 1]!;
    for (const [dr, dc] of DIRECTION_DELTAS) {
      const next = { row: cell.row + dr, col: cell.col + dc };
      const at = (next.row - 1) * cols + next.col - 1;
      if (!inside(next) || dist[at] !== -1 || !grid.isOpen(next)) continue;
      dist[at] = d + 1;
      queue.push(next);
    }
  }
  return dist;
}

/** The squares with a distance, in row-major order. */
export function cellsWhere(rows: number, cols: number, keep: (index: number) => boolean): Cell[] {
  const cells: Cell[] = [];
  for (let r = 1; r <= rows; r++) for (let c = 1; c <= cols; c++) if (keep((r - 1) * cols + c - 1)) cells.push({ row: r, col: c });
  return cells;
}

/** One shortest route from `from` to `to` (both included), or [] when there is none. */
export function shortestRoute(grid: OpenGrid, from: Cell, to: Cell): Cell[] {
  const dist = distancesFrom(grid, to);
  const cols = grid.cols;
  const at = (c: Cell) =>
    c.row >= 1 && c.row <= grid.rows && c.col >= 1 && c.col <= cols ? (dist[(c.row - 1) * cols + c.col - 1] ?? -1) : -1;
  if (at(from) < 0) return [];
  const route = [from];
  let cell = from;
  while (at(cell) > 0) {
    const d = at(cell);
    const next = DIRECTION_DELTAS.map(([dr, dc]) => ({ row: cell.row + dr, col: cell.col + dc })).find((n) => at(n) === d - 1);
    if (!next) break;
    route.push(next);
    cell = next;
  }
  return route;
}
