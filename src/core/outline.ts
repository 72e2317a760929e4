import { showCell } from './geometry';
import type { HoledoxCase } from './formats/holedox/parse';
import type { PuzzleDocument } from './puzzleFile';
import type { TempterCase } from './formats/tempter/parse';
import type { LineIndex, TextRange } from './text';

export type OutlineKind = 'case' | 'body' | 'block' | 'stones' | 'stone' | 'row';

/** One entry of the editor's outline; `selectionRange` lies inside `range`. */
export interface OutlineEntry {
  readonly kind: OutlineKind;
  readonly name: string;
  readonly detail: string;
  readonly range: TextRange;
  readonly selectionRange: TextRange;
  readonly children: readonly OutlineEntry[];
}

/** The same label the panel's case list shows: `Case 2 · 4×4 · L=4`. */
export function caseLabel(c: HoledoxCase | TempterCase): string {
  const detail = 'length' in c ? `L=${c.length}` : `T=${c.time}`;
  return `Case ${c.number} · ${c.rows}×${c.cols} · ${detail}`;
}

/** Cases, each with its body and stones (Holedox) or its rows (Tempter). */
export function outlineOf(document: PuzzleDocument): OutlineEntry[] {
  return document.format === 'holedox' ? document.cases.map(holedoxEntry) : document.cases.map(tempterEntry);
}

function holedoxEntry(c: HoledoxCase): OutlineEntry {
  const children: OutlineEntry[] = [];
  const blocks = c.body.flatMap((cell, k) => {
    const range = c.bodyRanges[k];
    return range ? [leaf('block', `B${k + 1}`, showCell(cell), range)] : [];
  });
  const firstBlock = blocks[0];
  const lastBlock = blocks.at(-1);
  if (firstBlock && lastBlock)
    children.push(group('body', 'body', `${count(blocks.length, 'block')}`, span(firstBlock.range, lastBlock.range), firstBlock.range, blocks));
  if (c.stoneCountRange) {
    const stones = c.stones.flatMap((cell, k) => {
      const range = c.stoneRanges[k];
      return range ? [leaf('stone', showCell(cell), '', range)] : [];
    });
    const last = stones.at(-1)?.range ?? c.stoneCountRange;
    children.push(group('stones', 'stones', `K = ${c.stones.length}`, span(c.stoneCountRange, last), c.stoneCountRange, stones));
  }
  return group('case', caseLabel(c), c.problem ? 'not solvable' : '', c.range, c.headerRange, children);
}

function tempterEntry(c: TempterCase): OutlineEntry {
  const rows = c.grid.flatMap((row, k) => {
    const range = c.rowRanges[k];
    return range ? [leaf('row', `row ${k + 1}`, row, range)] : [];
  });
  return group('case', caseLabel(c), c.problem ? 'not solvable' : '', c.range, c.headerRange, rows);
}

/** A fold per case spanning two lines or more, from its header line to its last line. */
export function caseFoldingRanges(document: PuzzleDocument, lines: LineIndex): { startLine: number; endLine: number }[] {
  const folds: { startLine: number; endLine: number }[] = [];
  for (const c of document.cases) {
    const startLine = lines.positionAt(c.range.start).line;
    const endLine = lines.positionAt(Math.max(c.range.start, c.range.end - 1)).line;
    if (endLine > startLine) folds.push({ startLine, endLine });
  }
  return folds;
}

function group(
  kind: OutlineKind,
  name: string,
  detail: string,
  range: TextRange,
  selectionRange: TextRange,
  children: readonly OutlineEntry[],
): OutlineEntry {
  return { kind, name, detail, range, selectionRange, children };
}

function leaf(kind: OutlineKind, name: string, detail: string, range: TextRange): OutlineEntry {
  return { kind, name, detail, range, selectionRange: range, children: [] };
}

function span(first: TextRange, last: TextRange): TextRange {
  return { start: first.start, end: last.end };
}

function count(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}
