import * as vscode from 'vscode';
import { formatOf, type PuzzleCase } from '../../core/formats/registry';
import { narrowReplacement, type GridEdit } from '../../core/gridEdit';
import { words } from '../displayLanguage';

/** The host's own words for an Edit mode change; the format words the rest. */
export const gridEditorText = {
  gone: (caseNumber: number) => `Case ${caseNumber} is no longer in the file: nothing written.`,
  otherFile: 'The panel shows another file now: nothing written.',
  notApplied: 'VS Code did not apply the edit (is the file read-only?): nothing written.',
} as const;

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
): Promise<GridEditOutcome> {
  const c = cases.find((candidate) => candidate.number === caseNumber);
  if (!c) return { written: false, message: gridEditorText.gone(caseNumber) };
  const eol = document.eol === vscode.EndOfLine.CRLF ? '\r\n' : '\n';
  const result = formatOf(c).edit(c, edit, eol);
  if (!result.ok) return { written: false, message: words(result.reasonText), code: result.code };
  const before = document.getText().slice(c.range.start, c.range.end);
  const change = narrowReplacement(before, result.text);
  if (change.start === change.end && change.text === '') return { written: true, message: words(result.saidText) };
  const workspaceEdit = new vscode.WorkspaceEdit();
  const range = new vscode.Range(document.positionAt(c.range.start + change.start), document.positionAt(c.range.start + change.end));
  workspaceEdit.replace(document.uri, range, change.text);
  const applied = await vscode.workspace.applyEdit(workspaceEdit).then(
    (done) => done,
    () => false,
  );
  return applied ? { written: true, message: words(result.saidText) } : { written: false, message: gridEditorText.notApplied };
}
