import * as vscode from 'vscode';
import type { LineColumn, TextRange } from '../core/text';
import type { RangeView } from '../protocol';

// Conversions between the core's offsets, VS Code's ranges and the protocol's range views.

export function toRange(document: vscode.TextDocument, range: TextRange): vscode.Range {
  return new vscode.Range(document.positionAt(range.start), document.positionAt(range.end));
}

/** A range placed by `lines` (a parse's, which knows the lines of the text it read). */
export function rangeIn(lines: { positionAt(offset: number): LineColumn }, range: TextRange): vscode.Range {
  const a = lines.positionAt(range.start);
  const b = lines.positionAt(range.end);
  return new vscode.Range(a.line, a.character, b.line, b.character);
}

export function fromRangeView(view: RangeView): vscode.Range {
  return new vscode.Range(view.startLine, view.startCharacter, view.endLine, view.endCharacter);
}

/** The last segment of a URI's path: the file name a user recognises, for any scheme. */
export function baseName(uri: vscode.Uri): string {
  return uri.path.slice(uri.path.lastIndexOf('/') + 1) || uri.toString();
}
