import type * as vscode from 'vscode';
import type { Issue } from '../core/issues';
import { caseLabel } from '../core/outline';
import type { PuzzleDocument } from '../core/puzzleFile';
import type { CaseSummary, DiagnosticView } from '../protocol';
import { toRange, toRangeView } from './ranges';

// The panel's view models, built from the parse alone.

export function caseSummaries(document: vscode.TextDocument, parsed: PuzzleDocument): CaseSummary[] {
  return parsed.cases.map((c) => {
    const summary: { -readonly [K in keyof CaseSummary]: CaseSummary[K] } = {
      number: c.number,
      label: caseLabel(c),
      headerRange: toRangeView(toRange(document, c.headerRange)),
    };
    if (c.problem) summary.problem = c.problem.message;
    return summary;
  });
}

export function diagnosticView(document: vscode.TextDocument, issue: Issue): DiagnosticView {
  const view: { -readonly [K in keyof DiagnosticView]: DiagnosticView[K] } = {
    code: issue.code,
    severity: issue.severity,
    message: issue.message,
    range: toRangeView(toRange(document, issue.range)),
  };
  if (issue.caseNumber !== undefined) view.caseNumber = issue.caseNumber;
  return view;
}
