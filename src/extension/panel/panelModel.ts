// The panel's view models: what the webview is sent, built from a parse and a verdict.
// No `vscode` here, so plain mocha tests every field; the manager (puzzlePanel.ts) fetches the
// inputs and posts the result.
import { caseNear } from '../../core/puzzleFile';
import type { CaseComparison } from '../../core/expected';
import type { FormatId } from '../../core/formats/format';
import { formatOf, type PuzzleCase, type PuzzleDocument } from '../../core/formats/registry';
import type { Cell } from '../../core/geometry';
import type { Issue } from '../../core/issues';
import { say, type Language } from '../../core/l10n/message';
import { caseLabel, caseNumbered } from '../../core/outline';
import type { LineColumn, TextRange } from '../../core/text';
import type { CaseSummary, DiagnosticView, ExpectedView, HostToWebview, RangeView, AnswerView } from '../../protocol';

/** The panel lists at most this many diagnostics; the Problems view has the rest. */
export const MAX_DIAGNOSTICS_IN_PANEL = 200;

/** Offsets to line and column: a vscode.TextDocument fits, and so does the core's LineIndex. */
export interface Positions {
  positionAt(offset: number): LineColumn;
}

export type DocumentMessage = Extract<HostToWebview, { type: 'document' }>;
export type CaseMessage = Extract<HostToWebview, { type: 'case' }>;

function rangeView(positions: Positions, range: TextRange): RangeView {
  const start = positions.positionAt(range.start);
  const end = positions.positionAt(range.end);
  return { startLine: start.line, startCharacter: start.character, endLine: end.line, endCharacter: end.character };
}

function caseSummaries(positions: Positions, parsed: PuzzleDocument, language: Language = 'en'): CaseSummary[] {
  return parsed.cases.map((c: PuzzleCase) => ({
    number: c.number,
    label: caseLabel(c, language),
    headerRange: rangeView(positions, c.headerRange),
    ...(c.problem ? { problem: say(c.problem.message, language) } : {}),
  }));
}

function diagnosticView(positions: Positions, issue: Issue, language: Language = 'en'): DiagnosticView {
  return {
    code: issue.code,
    severity: issue.severity,
    message: say(issue.message, language),
    range: rangeView(positions, issue.range),
    ...(issue.caseNumber !== undefined ? { caseNumber: issue.caseNumber } : {}),
  };
}

/** The file as the panel lists it: its cases and its first diagnostics. */
export function documentMessage(input: {
  readonly uri: string;
  readonly fileName: string;
  readonly format: FormatId;
  readonly parsed: PuzzleDocument;
  readonly positions: Positions;
  /** Whether the panel stays on this file while another editor becomes active. */
  readonly locked: boolean;
  /** The reader's language, which the diagnostics are worded in. */
  readonly language?: Language;
}): DocumentMessage {
  const issues = input.parsed.issues;
  return {
    type: 'document',
    uri: input.uri,
    fileName: input.fileName,
    format: input.format,
    cases: caseSummaries(input.positions, input.parsed, input.language),
    diagnostics: issues.slice(0, MAX_DIAGNOSTICS_IN_PANEL).map((issue) => diagnosticView(input.positions, issue, input.language)),
    diagnosticCount: issues.length,
    ...(input.locked ? { locked: true } : {}),
  };
}

/** The panel's tab title: the file it shows, and whether it is locked there (as a locked markdown preview says). */
export function panelTitle(fileName: string | undefined, locked: boolean): string {
  const title = fileName === undefined ? 'Puzzle' : `Puzzle · ${fileName}`;
  return locked ? `${title} (locked)` : title;
}

/** The case the panel shows: the one asked for, else the file's first (undefined when it has none). */
export function caseToShow(cases: readonly PuzzleCase[], number: number | undefined): PuzzleCase | undefined {
  return (number === undefined ? undefined : caseNumbered(cases, number)) ?? cases[0];
}

/**
 * What the panel says of a case, from the verdict held for its text (if any), and whether
 * the panel's own solve must run: for a case not answered yet, or answered by a Solve run,
 * which neither counts nor explains.
 */
export function verdictToShow(
  c: PuzzleCase,
  held: AnswerView | undefined,
  language: Language = 'en',
): { readonly verdict: AnswerView; readonly solve: boolean } {
  if (c.problem) return { verdict: { state: 'skipped', message: say(c.problem.message, language) }, solve: false };
  if (!held) return { verdict: { state: 'solving' }, solve: true };
  return { verdict: held, solve: held.state === 'answered' && !held.explanation };
}

/** The expected-output file's answer for the case, when the file has one. */
export function expectedView(comparison: CaseComparison | undefined, expectedFileName: string | undefined): ExpectedView | undefined {
  if (!comparison?.expected || expectedFileName === undefined) return undefined;
  return { answer: comparison.expected.answer, status: comparison.status, fileName: expectedFileName };
}

/** One case with its verdict, and what the reader's expected file and own program said of it. */
export function caseMessage(input: {
  readonly uri: string;
  /** The document's version the case was read from. */
  readonly version?: number;
  readonly case: PuzzleCase | undefined;
  readonly verdict: AnswerView;
  readonly expected?: ExpectedView | undefined;
  readonly submitted?: { readonly answer: string | undefined; readonly expected: string } | undefined;
  readonly language?: Language;
}): CaseMessage {
  const c = input.case;
  const version = input.version !== undefined ? { version: input.version } : {};
  if (!c) return { type: 'case', uri: input.uri, ...version, caseView: null, verdict: { state: 'none' } };
  const view = formatOf(c).caseView(c);
  return {
    type: 'case',
    uri: input.uri,
    ...version,
    caseView: c.problem ? { ...view, problem: say(c.problem.message, input.language) } : view,
    verdict: input.verdict,
    ...(input.expected ? { expected: input.expected } : {}),
    ...(input.submitted ? { submitted: { answer: input.submitted.answer ?? null, expected: input.submitted.expected } } : {}),
  };
}

/** The square defined by the token at `offset` (null off a token), in the case nearest it. */
export function highlightAt(
  cases: readonly PuzzleCase[],
  offset: number,
): { readonly caseNumber: number; readonly cell: Cell | null } | undefined {
  const c = caseNear(cases, offset);
  if (!c) return undefined;
  return { caseNumber: c.number, cell: formatOf(c).tokenAtOffset(c, offset)?.cell ?? null };
}

/** Where the file defines a square of case `number`: its body pair, stone pair or grid character. */
export function cellTokenRange(cases: readonly PuzzleCase[], number: number, cell: Cell): TextRange | undefined {
  const c = caseNumbered(cases, number);
  return c ? formatOf(c).tokenAtCell(c, cell)?.range : undefined;
}

/** The header of case `number` (`n m L`, `N M T`). */
export function caseHeaderRange(cases: readonly PuzzleCase[], number: number): TextRange | undefined {
  return caseNumbered(cases, number)?.headerRange;
}
