import * as vscode from 'vscode';
import { formatOf, type PuzzleCase } from '../../core/formats/registry';
import { narrowReplacement, type GridEdit, type GridEditOptions } from '../../core/gridEdit';
import { msg } from '../../core/l10n/message';
import { words } from '../displayLanguage';

export interface GridEditOutcome {
  readonly written: boolean;
  readonly message: string;
  readonly code?: string;
}

/**
 * Writes one Edit mode change of a case as a document edit of that case's text only (the
 * span that changed), so undo, squiggles, answers and the panel follow as for typing. What
 * the change is, or why it is refused, is the case's format's (its edit()).
 */
export async function applyGridEdit(
  document: vscode.TextDocument,
  cases: readonly PuzzleCase[],
  caseNumber: number,
  edit: GridEdit,
  options: GridEditOptions = {},
): Promise<GridEditOutcome> {
  const c = cases.find((candidate) => candidate.number === caseNumber);
  if (!c) return { written: false, message: words(msg('host.edit.gone', { caseNumber })) };
  const eol = document.eol === vscode.EndOfLine.CRLF ? '\r\n' : '\n';
  const result = formatOf(c).edit(c, edit, eol, options);
  if (!result.ok) return { written: false, message: words(result.message), code: result.code };
  const before = document.getText().slice(c.range.start, c.range.end);
  const change = narrowReplacement(before, result.text);
  if (change.start === change.end && change.text === '') return { written: true, message: words(result.message) };
  const workspaceEdit = new vscode.WorkspaceEdit();
  const range = new vscode.Range(document.positionAt(c.range.start + change.start), document.positionAt(c.range.start + change.end));
  workspaceEdit.replace(document.uri, range, change.text);
  const applied = await vscode.workspace.applyEdit(workspaceEdit).then(
    (done) => done,
    () => false,
  );
  return applied ? { written: true, message: words(result.message) } : { written: false, message: words(msg('host.edit.not-applied')) };
}
