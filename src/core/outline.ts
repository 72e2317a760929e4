import { formatOf, type PuzzleCase, type PuzzleDocument } from './formats/registry';
import { msg, say, type Language } from './l10n/message';
import type { LineIndex } from './text';

export type { OutlineEntry, OutlineKind } from './outlineEntry';
import type { OutlineEntry } from './outlineEntry';

/** The same label the panel's case list shows: `Case 2 · 4×4 · L=4`. */
export function caseLabel(c: PuzzleCase, language: Language = 'en'): string {
  return formatOf(c).caseLabel(c, language);
}

/**
 * A case as a big document's outline lists it: `Case 2`, without its parts. VS Code sends the
 * whole outline after every edit (the breadcrumbs ask): 16 fields per symbol serialised on
 * the extension host and read by the workbench. A short ASCII name is cheaper to make, to
 * send and to read than the panel's label (whose `·` and `×` take UTF-8's slow path both
 * ways), and is still what Go to Symbol finds and the breadcrumbs show (docs/performance.md).
 */
export function caseAloneEntry(c: PuzzleCase, language: Language = 'en'): OutlineEntry {
  const name = say(msg('outline.case', { caseNumber: c.number }), language);
  return { kind: 'case', name, detail: caseDetail(c, language), range: c.range, selectionRange: c.headerRange, children: [] };
}

/** What the outline says beside a case's name: whether it can be solved at all. */
export function caseDetail(c: PuzzleCase, language: Language = 'en'): string {
  return c.problem ? say(msg('outline.not-solvable'), language) : '';
}

/**
 * Cases, each with its parts as its format lists them (body and stones, rows), while the
 * document has at most `partsUpTo` cases; past that, the cases alone (`caseAloneEntry`): the
 * editor asks for the outline after every edit, and the parts of 10 000 cases are over
 * 250 000 symbols; past `casesUpTo`, groups of cases (`caseGroupEntries`).
 */
export function outlineOf(
  document: PuzzleDocument,
  partsUpTo = Number.POSITIVE_INFINITY,
  casesUpTo = Number.POSITIVE_INFINITY,
  language: Language = 'en',
): OutlineEntry[] {
  const cases: readonly PuzzleCase[] = document.cases;
  if (cases.length > casesUpTo) return caseGroupEntries(cases, undefined, language);
  if (cases.length <= partsUpTo) return cases.map((c) => formatOf(c).outline(c, language));
  return cases.map((c) => caseAloneEntry(c, language));
}

/**
 * How many cases a group of a huge document's outline holds: 100, or 1 000, 10 000… while that
 * would make more than `maxGroups` groups, so the outline stays a few hundred symbols at most.
 */
export function caseGroupSize(caseCount: number, maxGroups = 500): number {
  let size = 100;
  while (Math.ceil(caseCount / size) > maxGroups) size *= 10;
  return size;
}

/**
 * A huge document's outline: its cases in groups, `Cases 101–200`, each spanning its cases,
 * selected at its first case's header, with how many of them cannot be solved; no children.
 * VS Code asks for the whole outline per version (breadcrumbs, outline view, sticky scroll,
 * Go to Symbol), and 20 000 case symbols cost a quarter of a second a reply (docs/performance.md).
 */
export function caseGroupEntries(
  cases: readonly PuzzleCase[],
  size = caseGroupSize(cases.length),
  language: Language = 'en',
): OutlineEntry[] {
  const groups: OutlineEntry[] = [];
  for (let from = 0; from < cases.length; from += size) {
    const first = cases[from];
    const last = cases[Math.min(cases.length, from + size) - 1];
    if (!first || !last) break;
    let unsolvable = 0;
    for (let k = from; k < from + size && k < cases.length; k++) if (cases[k]?.problem) unsolvable++;
    groups.push({
      kind: 'cases',
      name: say(
        first === last
          ? msg('outline.case', { caseNumber: first.number })
          : msg('outline.cases', { first: first.number, last: last.number }),
        language,
      ),
      detail: unsolvable > 0 ? say(msg('outline.some-not-solvable', { count: unsolvable }), language) : '',
      range: { start: first.range.start, end: last.range.end },
      selectionRange: first.headerRange,
      children: [],
    });
  }
  return groups;
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

/** The case number a query names: `2345`, `Case 2345`, `case #2345`; none for anything else. */
export function caseNumberIn(query: string): number | undefined {
  const m = /^\s*(?:case\s*)?#?\s*(\d{1,9})\s*$/i.exec(query);
  return m?.[1] === undefined ? undefined : Number(m[1]);
}

/** The case numbered `n` (cases are numbered in order, so it is usually at index n - 1). */
export function caseNumbered<C extends PuzzleCase>(cases: readonly C[], n: number): C | undefined {
  const guess = cases[n - 1];
  return guess?.number === n ? guess : cases.find((c) => c.number === n);
}

/** Which case numbers a document has, in words: `cases 1 to 250`, `case 1 only`, `no cases`. */
export function caseNumbersWords(cases: readonly PuzzleCase[]): string {
  const first = cases[0]?.number;
  const last = cases[cases.length - 1]?.number;
  if (first === undefined || last === undefined) return 'no cases';
  return first === last ? `case ${first} only` : `cases ${first} to ${last}`;
}

/** What Go to Case makes of what was typed: the case it names, or why there is none. */
export function caseTyped<C extends PuzzleCase>(text: string, cases: readonly C[]): { readonly found: C } | { readonly problem: string } {
  const n = caseNumberIn(text);
  if (n === undefined) return { problem: 'Type a case number, such as 12 or Case 12.' };
  const found = caseNumbered(cases, n);
  return found ? { found } : { problem: `No case ${n}: ${caseNumbersWords(cases)}.` };
}
