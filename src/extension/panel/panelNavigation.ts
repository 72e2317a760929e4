import * as vscode from 'vscode';

/**
 * Selects `range` of `document` in the editor that shows it (or in the first column when
 * none does), focuses it and scrolls the range into view: where a click in the panel leads.
 */
export async function revealInEditor(document: vscode.TextDocument, range: vscode.Range): Promise<void> {
  const visible = vscode.window.visibleTextEditors.find((e) => e.document === document);
  const editor = await vscode.window.showTextDocument(document, {
    viewColumn: visible?.viewColumn ?? vscode.ViewColumn.One,
    selection: range,
    preserveFocus: false,
  });
  editor.revealRange(range, vscode.TextEditorRevealType.InCenterIfOutsideViewport);
}

/**
 * Where a new panel on `document` opens: beside the active editor, as usual; but when the
 * document shows in another editor than the active one (Solve pressed in the walkthrough,
 * whose page is no text editor), the column after that editor's, so the panel does not open
 * over the text it explains.
 */
export function columnBeside(document: vscode.TextDocument): vscode.ViewColumn {
  if (vscode.window.activeTextEditor?.document === document) return vscode.ViewColumn.Beside;
  const shown = vscode.window.visibleTextEditors.find((e) => e.document === document)?.viewColumn;
  return shown === undefined ? vscode.ViewColumn.Beside : Math.min(shown + 1, vscode.ViewColumn.Nine);
}
