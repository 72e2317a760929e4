// A drag's squares, with no DOM, so plain Node tests it.
import type { Cell } from '../core/geometry';

const same = (a: Cell, b: Cell) => a.row === b.row && a.col === b.col;

/** The squares from `from` to `to`, each beside the one before (rows first), without `from`. */
export function stepsBetween(from: Cell, to: Cell): Cell[] {
  const steps: Cell[] = [];
  let at = from;
  while (!same(at, to)) {
    at =
      at.row !== to.row
        ? { row: at.row + Math.sign(to.row - at.row), col: at.col }
        : { row: at.row, col: at.col + Math.sign(to.col - at.col) };
    steps.push(at);
  }
  return steps;
}
