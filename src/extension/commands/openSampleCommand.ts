import * as vscode from 'vscode';
import { COMMANDS } from './commandIds';
import { formatFromFileName } from '../../core/puzzleFile';

/** The bundled examples the walkthrough opens, by the argument its links pass. */
const SAMPLES = {
  holedox: 'statement-sample.holedox',
  solve: 'statement-sample.holedox',
  typo: 'with-a-miscount.holedox',
  tempter: 'statement-sample.tempter',
} as const;
type SampleName = keyof typeof SAMPLES;

function isSampleName(value: unknown): value is SampleName {
  return typeof value === 'string' && Object.hasOwn(SAMPLES, value);
}

/**
 * Holedox: Open a Sample Puzzle, the walkthrough's first step. It opens an untitled copy of a
 * bundled example (the installed extension's files are not the user's to edit: the quick-fix
 * step edits it), reusing the copy while it is open. `solve` also runs Holedox: Solve on it,
 * through the command, so that the walkthrough's onCommand event sees it. Run from the
 * walkthrough, it opens beside it, so the steps stay in sight.
 */
export class OpenSampleCommand {
  readonly id = COMMANDS.openSample;
  private readonly copies = new Map<string, vscode.TextDocument>();

  constructor(private readonly extensionUri: vscode.Uri) {}

  async execute(which?: unknown): Promise<vscode.Uri> {
    const name = isSampleName(which) ? which : 'holedox';
    const file = SAMPLES[name];
    let document = this.copies.get(file);
    if (!document || document.isClosed) {
      const bytes = await vscode.workspace.fs.readFile(vscode.Uri.joinPath(this.extensionUri, 'examples', file));
      const language = formatFromFileName(file) ?? 'plaintext';
      document = await vscode.workspace.openTextDocument({ language, content: new TextDecoder().decode(bytes) });
      this.copies.set(file, document);
    }
    // From the walkthrough (an editor the API has no type for), beside it rather than over it.
    const active = vscode.window.tabGroups.activeTabGroup.activeTab;
    const beside = active !== undefined && active.input === undefined;
    await vscode.window.showTextDocument(document, { preview: false, ...(beside ? { viewColumn: vscode.ViewColumn.Beside } : {}) });
    if (name === 'solve') await vscode.commands.executeCommand(COMMANDS.solve, document.uri);
    return document.uri;
  }
}
