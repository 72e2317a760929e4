import { showCell, type Cell } from './geometry';
import type { HoledoxCase, HoledoxDocument } from './formats/holedox/parse';
import type { PuzzleDocument } from './puzzleFile';
import type { TempterCase, TempterDocument } from './formats/tempter/parse';
import type { TextRange } from './text';

/** What the token at an offset means, and the span it covers: what a hover shows. */
export interface Description {
  readonly range: TextRange;
  readonly text: string;
}

/**
 * Says what the token under `offset` is (a header, a body block, a stone, a maze square),
 * from the parsed ranges alone, so hovers agree with the diagnostics. Undefined between
 * tokens and on text no case claims.
 */
export function describeAt(text: string, document: PuzzleDocument, offset: number): Description | undefined {
  const terminator = document.terminator;
  if (terminator && contains(terminator, offset))
    return { range: terminator, text: "terminator '0 0 0': the judge stops reading here" };
  return document.format === 'holedox' ? describeHoledox(text, document, offset) : describeTempter(document, offset);
}

function describeHoledox(text: string, document: HoledoxDocument, offset: number): Description | undefined {
  const c = caseAt(document.cases, offset);
  if (!c) return undefined;
  if (contains(c.headerRange, offset))
    return {
      range: c.headerRange,
      text: `case header: ${count(c.rows, 'row')}, ${count(c.cols, 'column')}, L = ${c.length}`,
    };
  const block = c.bodyRanges.findIndex((r) => contains(r, offset));
  const blockRange = c.bodyRanges[block];
  const blockCell = c.body[block];
  if (blockRange && blockCell) {
    const name = block === 0 ? `head B1` : `body block B${block + 1}`;
    const tail = block > 0 && block === c.length - 1 ? ', the tail' : '';
    return { range: blockRange, text: `${name} ${showCell(blockCell)}${tail}${outside(c, blockCell)}` };
  }
  if (c.stoneCountRange && contains(c.stoneCountRange, offset))
    return { range: c.stoneCountRange, text: `stone count K = ${text.slice(c.stoneCountRange.start, c.stoneCountRange.end)}` };
  const stone = c.stoneRanges.findIndex((r) => contains(r, offset));
  const stoneRange = c.stoneRanges[stone];
  const stoneCell = c.stones[stone];
  if (stoneRange && stoneCell) return { range: stoneRange, text: `stone ${showCell(stoneCell)}${outside(c, stoneCell)}` };
  return undefined;
}

function describeTempter(document: TempterDocument, offset: number): Description | undefined {
  const c = caseAt(document.cases, offset);
  if (!c) return undefined;
  if (contains(c.headerRange, offset))
    return {
      range: c.headerRange,
      text: `case header: ${count(c.rows, 'row')}, ${count(c.cols, 'column')}, T = ${c.time}`,
    };
  const row = c.rowRanges.findIndex((r) => contains(r, offset));
  const rowRange = c.rowRanges[row];
  if (!rowRange) return undefined;
  const col = offset - rowRange.start;
  const range = { start: offset, end: offset + 1 };
  const rowText = c.grid[row] ?? '';
  if (c.cols > 0 && col >= c.cols)
    return { range, text: `beyond M = ${c.cols}: row ${row + 1} has ${count(rowText.length, 'square')}` };
  const at = showCell({ row: row + 1, col: col + 1 });
  const square = rowText[col] ?? '';
  const name = SQUARE_NAMES[square];
  return { range, text: name ? `${name} ${square} at ${at}` : `'${square}' at ${at} is not a maze square (S, D, X or .)` };
}

const SQUARE_NAMES: Readonly<Record<string, string>> = { S: 'start', D: 'door', X: 'wall', '.': 'floor' };

function outside(c: HoledoxCase, cell: Cell): string {
  const inside = cell.row >= 1 && cell.row <= c.rows && cell.col >= 1 && cell.col <= c.cols;
  return inside ? '' : `: outside the ${c.rows}×${c.cols} lair`;
}

function caseAt<C extends HoledoxCase | TempterCase>(cases: readonly C[], offset: number): C | undefined {
  // Cases are in text order: a binary search keeps hovering cheap in a file of thousands.
  let lo = 0;
  let hi = cases.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const c = cases[mid];
    if (!c) return undefined;
    if (offset < c.range.start) hi = mid - 1;
    else if (offset >= c.range.end) lo = mid + 1;
    else return c;
  }
  return undefined;
}

function contains(range: TextRange, offset: number): boolean {
  return offset >= range.start && offset < range.end;
}

function count(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}
