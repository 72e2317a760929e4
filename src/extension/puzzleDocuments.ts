import * as vscode from 'vscode';
import type { Issue } from '../core/issues';
import { caseLabel } from '../core/outline';
import { parsePuzzle, type PuzzleDocument, type FormatId } from '../core/puzzleFile';
import type { TextRange } from '../core/text';
import type { CaseSummary, DiagnosticView, RangeView } from '../protocol';


export function puzzleFormatOf(document: vscode.TextDocument): FormatId | undefined {
  return document.languageId === 'holedox' || document.languageId === 'tempter' ? document.languageId : undefined;
}

export interface Analysis {
  readonly version: number;
  readonly format: FormatId;
  readonly parsed: PuzzleDocument;
}

/**
 * Parses each puzzle document at most once per version; the diagnostics, the panel and
 * the Solve command all read the same result. Text comes from TextDocument, so untitled
 * and virtual documents work as well as files.
 */
export class PuzzleAnalyses implements vscode.Disposable {
  private readonly cache = new Map<string, Analysis>();
  private readonly subscription = vscode.workspace.onDidCloseTextDocument((d) => this.cache.delete(d.uri.toString()));

  analyze(document: vscode.TextDocument): Analysis | undefined {
    const format = puzzleFormatOf(document);
    if (!format) return undefined;
    const key = document.uri.toString();
    const cached = this.cache.get(key);
    if (cached && cached.version === document.version && cached.format === format) return cached;
    const analysis = { version: document.version, format, parsed: parsePuzzle(document.getText(), format) };
    this.cache.set(key, analysis);
    return analysis;
  }

  dispose(): void {
    this.subscription.dispose();
    this.cache.clear();
  }
}

export function toRange(document: vscode.TextDocument, range: TextRange): vscode.Range {
  return new vscode.Range(document.positionAt(range.start), document.positionAt(range.end));
}

export function toRangeView(range: vscode.Range): RangeView {
  return {
    startLine: range.start.line,
    startCharacter: range.start.character,
    endLine: range.end.line,
    endCharacter: range.end.character,
  };
}

export function fromRangeView(view: RangeView): vscode.Range {
  return new vscode.Range(view.startLine, view.startCharacter, view.endLine, view.endCharacter);
}

/** The last segment of a URI's path: the file name a user recognises, for any scheme. */
export function baseName(uri: vscode.Uri): string {
  return uri.path.slice(uri.path.lastIndexOf('/') + 1) || uri.toString();
}

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

/** The case whose text holds (or last precedes) the offset; the first case before any. */
export function caseNumberAt(parsed: PuzzleDocument, offset: number): number | undefined {
  let found: number | undefined;
  for (const c of parsed.cases) {
    if (c.range.start > offset) break;
    found = c.number;
  }
  return found ?? parsed.cases[0]?.number;
}
