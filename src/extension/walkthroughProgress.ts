import * as vscode from 'vscode';
import { Disposable } from './dispose';
import { DIAGNOSTIC_SOURCE } from './languageFeatures/diagnostics';
import { puzzleFormatOf } from './puzzleDocuments';

/**
 * The context keys that tick the walkthrough's steps from what is so, however it came about
 * (a puzzle opened from the Explorer, a solution chosen before the walkthrough was ever
 * shown), not only from the one command a step's button runs. package.json names them in
 * `onContext:` events.
 */
export const WALKTHROUGH_CONTEXT = {
  /** A puzzle document is open, or was in this window. */
  puzzleOpened: 'holedox.walkthrough.puzzleOpened',
  /** A malformed case was mended: a puzzle document has fewer of our errors than it had. */
  mended: 'holedox.walkthrough.mended',
  /** A solution is bound to a puzzle (which a judge run needs). */
  judged: 'holedox.walkthrough.judged',
} as const;

/** Whether an editor the API has no type for is open: the walkthrough's page (or the Welcome page it lives in). */
const isWorkbenchPage = (tab: vscode.Tab) => tab.input === undefined;

/**
 * One key, true once its state holds. VS Code registers the walkthrough when its page is
 * first shown, and a key already true then ticks nothing (only a change to true does), so
 * the key is turned true only once such a page has opened: then, or at the state's change.
 */
export class WalkthroughKey extends Disposable {
  private holds = false;
  private pageSeen = vscode.window.tabGroups.all.some((group) => group.tabs.some(isWorkbenchPage));
  private announced = false;

  constructor(
    private readonly key: string,
    now: boolean,
    changes: readonly ((listener: () => void) => vscode.Disposable)[],
    isSo: () => boolean,
  ) {
    super();
    this.holds = now;
    for (const change of changes)
      this._register(
        change(() => {
          if (isSo()) this.holds = true;
          this.announce();
        }),
      );
    this._register(
      vscode.window.tabGroups.onDidChangeTabs((e) => {
        if (e.opened.some(isWorkbenchPage)) this.pageSeen = true;
        this.announce();
      }),
    );
    this.announce();
  }

  private announce(): void {
    if (this.announced || !this.holds || !this.pageSeen) return;
    this.announced = true;
    void vscode.commands.executeCommand('setContext', this.key, true);
  }
}

/** The "open a sample" step's state: a puzzle document open now, or opened later. */
export function puzzleOpenedKey(): WalkthroughKey {
  const anyOpen = () => vscode.workspace.textDocuments.some((d) => puzzleFormatOf(d) !== undefined);
  return new WalkthroughKey(WALKTHROUGH_CONTEXT.puzzleOpened, anyOpen(), [(l) => vscode.workspace.onDidOpenTextDocument(l)], anyOpen);
}

/** Our errors on a document now. */
const errorsOn = (uri: vscode.Uri) =>
  vscode.languages.getDiagnostics(uri).filter((d) => d.source === DIAGNOSTIC_SOURCE && d.severity === vscode.DiagnosticSeverity.Error)
    .length;

/**
 * The "fix a malformed case" step's state: a document's count of our errors fell, by a quick
 * fix from the light bulb, Ctrl+. or the Problems view, or by typing; not the quick-fix menu
 * merely opened.
 */
export function mendedKey(): WalkthroughKey {
  const errors = new Map<string, number>();
  for (const [uri] of vscode.languages.getDiagnostics()) errors.set(uri.toString(), errorsOn(uri));
  let mended = false;
  const watch = (listener: () => void) =>
    vscode.languages.onDidChangeDiagnostics((event) => {
      for (const uri of event.uris) {
        const now = errorsOn(uri);
        const before = errors.get(uri.toString()) ?? 0;
        // A closed document's errors are cleared, not mended.
        const open = vscode.workspace.textDocuments.some((d) => d.uri.toString() === uri.toString());
        if (now < before && open) mended = true;
        if (now === 0) errors.delete(uri.toString());
        else errors.set(uri.toString(), now);
      }
      listener();
    });
  return new WalkthroughKey(WALKTHROUGH_CONTEXT.mended, false, [watch], () => mended);
}
