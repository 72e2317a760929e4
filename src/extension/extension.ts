import * as vscode from 'vscode';
import { DiagnosticsController } from './diagnostics';
import { ExportSvgCommand } from './exportSvg';
import { PANEL_VIEW_TYPE, PuzzlePanel } from './panel';
import { PuzzleAnalyses, puzzleFormatOf } from './puzzleDocuments';
import { SolveCommand, type SolveReport } from './solveCommand';
import { SolverClient } from './solverClient';

/** The public API returned by activate(), for tests and other extensions. */
export interface HoledoxApi {
  readonly panel: PuzzlePanel;
}

// activate() only wires: construct, register, push disposables.
export function activate(context: vscode.ExtensionContext): HoledoxApi {
  const output = vscode.window.createOutputChannel('Holedox');
  const workerPath = vscode.Uri.joinPath(context.extensionUri, 'dist', 'solveWorker.js').fsPath;
  const analyses = new PuzzleAnalyses();
  const diagnostics = new DiagnosticsController(analyses);
  const commandSolver = new SolverClient(workerPath);
  const panelSolver = new SolverClient(workerPath);
  const panel = new PuzzlePanel(context.extensionUri, analyses, panelSolver, diagnostics.onDidUpdate);
  const solve = new SolveCommand(analyses, commandSolver, panel, output);
  const exportSolver = new SolverClient(workerPath);
  const exportSvg = new ExportSvgCommand(analyses, exportSolver, panel);

  context.subscriptions.push(
    output,
    analyses,
    diagnostics,
    commandSolver,
    panelSolver,
    panel,
    solve,
    vscode.window.registerWebviewPanelSerializer(PANEL_VIEW_TYPE, panel),
    vscode.commands.registerCommand('holedox.solve', (uri?: unknown): Promise<SolveReport | undefined> =>
      solve.run(uri instanceof vscode.Uri ? uri : undefined),
    ),
    vscode.commands.registerCommand('holedox.showPanel', (uri?: unknown) => showPanel(panel, uri)),
    vscode.commands.registerCommand('holedox.showOutput', () => output.show(true)),
    exportSolver,
    vscode.commands.registerCommand('holedox.exportSvg', (target?: unknown, source?: unknown, caseNumber?: unknown) =>
      exportSvg.run(
        target instanceof vscode.Uri ? target : undefined,
        source instanceof vscode.Uri ? source : undefined,
        typeof caseNumber === 'number' ? caseNumber : undefined,
      ),
    ),
    vscode.commands.registerCommand('holedox.togglePlayback', () => panel.control('togglePlay')),
    vscode.commands.registerCommand('holedox.toggleHeatmap', () => panel.control('toggleHeatmap')),
  );
  return { panel };
}

async function showPanel(panel: PuzzlePanel, uri: unknown): Promise<void> {
  const document =
    uri instanceof vscode.Uri ? await vscode.workspace.openTextDocument(uri) : vscode.window.activeTextEditor?.document;
  if (!document || !puzzleFormatOf(document)) {
    void vscode.window.showWarningMessage('Holedox: open a Holedox (.holedox) or Tempter (.tempter) document to show it in the panel.');
    return;
  }
  const editor = vscode.window.activeTextEditor;
  panel.show(document, editor?.document === document ? panel.caseAtCursor(editor) : undefined);
}

export function deactivate(): void {
  // Everything is disposed through context.subscriptions.
}
