import { described, type Description } from '../../description';
import { msg, say, type Language } from '../../l10n/message';
import type { OutlineEntry } from '../../outlineEntry';
import { contains, group, headerDescription, leaf } from '../outlineEntries';
import type { TempterCase } from './parse';

/** `Case 1 · 4×4 · T=5`. */
export function tempterCaseLabel(c: TempterCase, language: Language = 'en'): string {
  return say(msg('outline.tempter-label', { caseNumber: c.number, rows: c.rows, cols: c.cols, time: c.time }), language);
}

/** The case with its rows. */
export function tempterOutline(c: TempterCase, language: Language = 'en'): OutlineEntry {
  // Each read of the range list makes it anew (caseRecord.ts): once per outline.
  const rowRanges = c.rowRanges;
  const rows = c.grid.flatMap((row, k) => {
    const range = rowRanges[k];
    return range ? [leaf('row', say(msg('outline.row', { row: k + 1 }), language), row, range)] : [];
  });
  const detail = c.problem ? say(msg('outline.not-solvable'), language) : '';
  return group('case', tempterCaseLabel(c, language), detail, c.range, c.headerRange, rows);
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
