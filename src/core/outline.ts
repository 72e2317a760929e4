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

/**
 * A case as a big document's outline lists it: `Case 2`, without its parts. VS Code sends the
 * whole outline after every edit (the breadcrumbs ask): 16 fields per symbol serialised on
 * the extension host and read by the workbench. A short ASCII name is cheaper to make, to
 * send and to read than the panel's label (whose `·` and `×` take UTF-8's slow path both
 * ways), and is still what Go to Symbol finds and the breadcrumbs show (docs/performance.md).
 */
export function caseAloneEntry(c: PuzzleCase): OutlineEntry {
  return { kind: 'case', name: `Case ${c.number}`, detail: caseDetail(c), range: c.range, selectionRange: c.headerRange, children: [] };
}

/** What the outline says beside a case's name: whether it can be solved at all. */
export function caseDetail(c: PuzzleCase): string {
  return c.problem ? 'not solvable' : '';
}

/**
 * Cases, each with its parts as its format lists them (body and stones, rows), while the
 * document has at most `partsUpTo` cases; past that, the cases alone (`caseAloneEntry`): the
 * editor asks for the outline after every edit, and the parts of 10 000 cases are over
 * 250 000 symbols.
 */
export function outlineOf(document: PuzzleDocument, partsUpTo = Number.POSITIVE_INFINITY): OutlineEntry[] {
  const cases: readonly PuzzleCase[] = document.cases;
  if (cases.length <= partsUpTo) return cases.map((c) => formatOf(c).outline(c));
  return cases.map(caseAloneEntry);
}

/** A fold per case spanning two lines or more, from its header line to its last line; the first `max` of them. */
export function caseFoldingRanges(
  document: PuzzleDocument,
  lines: Pick<LineIndex, 'positionAt'>,
  max = Number.POSITIVE_INFINITY,
): { startLine: number; endLine: number }[] {
  const folds: { startLine: number; endLine: number }[] = [];
  for (const c of document.cases) {
    if (folds.length >= max) break;
    const startLine = lines.positionAt(c.range.start).line;
    const endLine = lines.positionAt(Math.max(c.range.start, c.range.end - 1)).line;
    if (endLine > startLine) folds.push({ startLine, endLine });
  }
  return folds;
}
