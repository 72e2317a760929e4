import { described, type Description } from '../../description';
import { msg } from '../../l10n/message';
import type { OutlineEntry } from '../../outline';
import { contains, group, headerDescription, leaf } from '../outlineEntries';
import type { TempterCase } from './parse';

/** `Case 1 · 4×4 · T=5`. */
export function tempterCaseLabel(c: TempterCase): string {
  return `Case ${c.number} · ${c.rows}×${c.cols} · T=${c.time}`;
}

/** The case with its rows. */
export function tempterOutline(c: TempterCase): OutlineEntry {
  // Each read of the range list makes it anew (caseRecord.ts): once per outline.
  const rowRanges = c.rowRanges;
  const rows = c.grid.flatMap((row, k) => {
    const range = rowRanges[k];
    return range ? [leaf('row', `row ${k + 1}`, row, range)] : [];
  });
  return group('case', tempterCaseLabel(c), c.problem ? 'not solvable' : '', c.range, c.headerRange, rows);
}

/** The header, or the maze square under `offset`. */
export function describeTempter(c: TempterCase, offset: number): Description | undefined {
  if (contains(c.headerRange, offset)) return headerDescription(c, msg('hover.tempter.time', { time: c.time }));
  const row = c.rowRanges.findIndex((r) => contains(r, offset));
  const rowRange = c.rowRanges[row];
  if (!rowRange) return undefined;
  const col = offset - rowRange.start;
  const range = { start: offset, end: offset + 1 };
  const rowText = c.grid[row] ?? '';
  if (c.cols > 0 && col >= c.cols)
    return described(range, msg('hover.tempter.beyond-width', { cols: c.cols, row: row + 1, squares: rowText.length }));
  const cell = { row: row + 1, col: col + 1 };
  const square = rowText[col] ?? '';
  return described(
    range,
    isSquare(square) ? msg('hover.tempter.square', { square, cell }) : msg('hover.tempter.not-a-square', { square, cell }),
  );
}

function isSquare(ch: string): ch is 'S' | 'D' | 'X' | '.' {
  return ch === 'S' || ch === 'D' || ch === 'X' || ch === '.';
}
