import { sameCell, type Cell } from '../geometry';
import type { HoledoxCase } from '../formats/holedox';
import type { TextRange } from '../text';
import type { TempterCase } from '../formats/tempter';

/** The token of the file that puts something on a square: a body pair, a stone pair, a grid character. */
export interface CellToken {
  readonly cell: Cell;
  readonly range: TextRange;
  /** e.g. 'B2 (4, 2)', 'stone (2, 3)', "'X' at (1, 3)". */
  readonly what: string;
}

const within = (range: TextRange, offset: number) => offset >= range.start && offset <= range.end;

/** The body block first, then the stone, that the file places on `cell`; undefined for an empty square. */
export function holedoxTokenAtCell(c: HoledoxCase, cell: Cell): CellToken | undefined {
  const block = c.body.findIndex((b) => sameCell(b, cell));
  const bodyRange = c.bodyRanges[block];
  if (block >= 0 && bodyRange) return { cell, range: bodyRange, what: `B${block + 1} (${cell.row}, ${cell.col})` };
  const stone = c.stones.findIndex((s) => sameCell(s, cell));
  const stoneRange = c.stoneRanges[stone];
  if (stone >= 0 && stoneRange) return { cell, range: stoneRange, what: `stone (${cell.row}, ${cell.col})` };
  return undefined;
}

/** The body or stone pair under `offset` (its ends included, so a cursor just after it counts). */
export function holedoxTokenAtOffset(c: HoledoxCase, offset: number): CellToken | undefined {
  const block = c.bodyRanges.findIndex((r) => within(r, offset));
  const body = c.body[block];
  if (block >= 0 && body) return holedoxTokenAtCell(c, body);
  const stone = c.stoneRanges.findIndex((r) => within(r, offset));
  const cell = c.stones[stone];
  const range = c.stoneRanges[stone];
  return stone >= 0 && cell && range ? { cell, range, what: `stone (${cell.row}, ${cell.col})` } : undefined;
}

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
