// The extension's entry in the browser (package.json "browser"; vscode.dev, github.dev): the
// editor of extension.ts, solving in Web Workers, without what runs the user's programs.
import * as vscode from 'vscode';
import { webSolveThreads } from '../answers/webSolveThread';
import { desktopOnlyCommands, PROGRAMS_UNAVAILABLE_CONTEXT } from './desktopOnly';
import { activateEditor, type EditorApi } from './editor';
import { webWorkerUrl } from './webWorkerUrl';

export type HoledoxWebApi = EditorApi;

// activate() only wires. The judge's commands and walkthrough steps are hidden here, and
// say why if they are run anyway.
export function activate(context: vscode.ExtensionContext): HoledoxWebApi {
  // One URL for every worker the pool starts: made once, the script read once.
  const editor = activateEditor(context, webSolveThreads(webWorkerUrl(context.extensionUri, 'dist', 'web', 'solveWorker.js')));
  for (const command of desktopOnlyCommands()) editor.commands.register(command);
  void vscode.commands.executeCommand('setContext', PROGRAMS_UNAVAILABLE_CONTEXT, true);
  const { panel, answers, languageFeatures, statusBar, verdicts, analyses } = editor;
  return { panel, answers, languageFeatures, statusBar, verdicts, analyses };
}

export function deactivate(): void {
  // Everything is disposed through context.subscriptions.
}
