import { formatOf, type PuzzleCase, type PuzzleDocument } from './formats/registry';
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
export function caseLabel(c: PuzzleCase): string {
  return formatOf(c).caseLabel(c);
}

/** Cases, each with its parts as its format lists them (body and stones, rows). */
export function outlineOf(document: PuzzleDocument): OutlineEntry[] {
  const cases: readonly PuzzleCase[] = document.cases;
  return cases.map((c) => formatOf(c).outline(c));
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
