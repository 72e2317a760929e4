import * as vscode from 'vscode';
import type { PuzzlePanel } from '../panel/puzzlePanel';
import { puzzleFormatOf } from '../puzzleDocuments';
import { COMMANDS } from './commandIds';
import { msg } from '../../core/l10n/message';
import { words } from '../displayLanguage';
import { formatsListed } from '../../core/formats/registry';

/** "Holedox: Show Puzzle Panel": `caseNumber` (optional) picks the case, as the "Show in panel" lens does; else the cursor's. */
export class ShowPanelCommand {
  readonly id = COMMANDS.showPanel;

  constructor(private readonly panel: PuzzlePanel) {}

  execute(uri?: unknown, caseNumber?: unknown): Promise<void> {
    return showPanel(this.panel, uri, caseNumber);
  }
}

/** "Holedox: Open Puzzle Panel to the Side". */
export class ShowPanelToSideCommand {
  readonly id = COMMANDS.showPanelToSide;

  constructor(private readonly panel: PuzzlePanel) {}

  execute(uri?: unknown): Promise<void> {
    return showPanel(this.panel, uri, undefined, { toSide: true });
  }
}

/** "Holedox: Toggle Puzzle Panel Lock". */
export class TogglePanelLockCommand {
  readonly id = COMMANDS.togglePanelLock;

  constructor(private readonly panel: PuzzlePanel) {}

  execute(): void {
    this.panel.toggleLock();
  }
}

/** "Holedox: Play or Pause the Solution", on the panel's case. */
export class TogglePlaybackCommand {
  readonly id = COMMANDS.togglePlayback;

  constructor(private readonly panel: PuzzlePanel) {}

  execute(): void {
    this.panel.control('togglePlay');
  }
}

/** "Holedox: Toggle Search Heatmap", on the panel's case. */
export class ToggleHeatmapCommand {
  readonly id = COMMANDS.toggleHeatmap;

  constructor(private readonly panel: PuzzlePanel) {}

  execute(): void {
    this.panel.control('toggleHeatmap');
  }
}

async function showPanel(
  panel: PuzzlePanel,
  uri: unknown,
  caseNumber?: unknown,
  options: { readonly toSide?: boolean } = {},
): Promise<void> {
  const document = uri instanceof vscode.Uri ? await vscode.workspace.openTextDocument(uri) : vscode.window.activeTextEditor?.document;
  if (!document || !puzzleFormatOf(document)) {
    void vscode.window.showWarningMessage(words(msg('host.open-to-show-in-panel', { formats: formatsListed() })));
    return;
  }
  const editor = vscode.window.activeTextEditor;
  if (typeof caseNumber === 'number') panel.show(document, caseNumber, options);
  else panel.show(document, editor?.document === document ? panel.caseAtCursor(editor) : undefined, options);
}
