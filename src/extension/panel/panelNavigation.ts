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
