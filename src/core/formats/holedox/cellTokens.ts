import { sameCell, type Cell } from '../../geometry';
import { within, type CellToken } from '../../study/caseCells';
import type { HoledoxCase } from './parse';

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
