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
 * Where a new panel on `document` opens: in the column after the editor showing it (the active
 * one if it shows the document), so the panel never opens over the text it explains; beside the
 * active group when no editor shows it. Not `ViewColumn.Beside` for a shown document: that is
 * beside the workbench's active group, which the extension host learns late (Solve pressed in
 * the walkthrough: on a busy machine the host still saw the sample's editor as the active one,
 * and Beside the walkthrough's group was the sample's, so the panel covered the sample).
 */
export function columnBeside(document: vscode.TextDocument): vscode.ViewColumn {
  const active = vscode.window.activeTextEditor;
  const shown =
    (active?.document === document ? active.viewColumn : undefined) ??
    vscode.window.visibleTextEditors.find((e) => e.document === document)?.viewColumn;
  return shown === undefined ? vscode.ViewColumn.Beside : Math.min(shown + 1, vscode.ViewColumn.Nine);
}
