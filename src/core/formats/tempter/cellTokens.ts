import type { Cell } from '../../geometry';
import { within, type CellToken } from '../../study/caseCells';
import type { TempterCase } from './parse';

/** The grid character that defines `cell`, when its row was written that far. */
export function tempterTokenAtCell(c: TempterCase, cell: Cell): CellToken | undefined {
  const row = c.rowRanges[cell.row - 1];
  if (!row || cell.col < 1 || cell.col > c.cols || row.start + cell.col > row.end) return undefined;
  const start = row.start + cell.col - 1;
  const ch = c.grid[cell.row - 1]?.charAt(cell.col - 1) ?? '';
  return { cell, range: { start, end: start + 1 }, what: `'${ch}' at (${cell.row}, ${cell.col})` };
}

/** The grid character under `offset`, or the one just before it at the end of a row. */
export function tempterTokenAtOffset(c: TempterCase, offset: number): CellToken | undefined {
  const r = c.rowRanges.findIndex((range) => within(range, offset) && range.end > range.start);
  const row = c.rowRanges[r];
  if (r < 0 || !row) return undefined;
  const col = Math.min(offset, row.end - 1) - row.start + 1;
  return col <= c.cols ? tempterTokenAtCell(c, { row: r + 1, col }) : undefined;
}
