import * as vscode from 'vscode';
import type { HostToWebview } from '../../protocol';
import { panelHtml, panelOptions } from './panelHtml';
import { msg } from '../../core/l10n/message';
import { words } from '../displayLanguage';

/** What one panel's webview tells its manager. */
export interface PanelWebviewEvents {
  /** A message from the page, not yet validated. */
  received(raw: unknown): void;
  /** The user closed the panel. */
  disposed(): void;
}

/**
 * One panel: its VS Code webview panel, the page it loads (panelHtml.ts) and the messages to
 * and from it. What it shows, and when, is the manager's (puzzlePanel.ts).
 */
export class PanelWebview {
  private readonly subscriptions: vscode.Disposable[];

  /** A new panel in `viewColumn` (beside the active editor unless told), keeping the editor's focus. */
  static create(
    viewType: string,
    extensionUri: vscode.Uri,
    events: PanelWebviewEvents,
    viewColumn: vscode.ViewColumn = vscode.ViewColumn.Beside,
  ): PanelWebview {
    const panel = vscode.window.createWebviewPanel(
      viewType,
      words(msg('host.puzzle')),
      { viewColumn, preserveFocus: true },
      panelOptions(extensionUri),
    );
    return new PanelWebview(panel, extensionUri, events);
  }

  /** A panel VS Code restored after a reload. */
  static restore(panel: vscode.WebviewPanel, extensionUri: vscode.Uri, events: PanelWebviewEvents): PanelWebview {
    panel.webview.options = panelOptions(extensionUri);
    return new PanelWebview(panel, extensionUri, events);
  }

  private constructor(
    private readonly panel: vscode.WebviewPanel,
    extensionUri: vscode.Uri,
    events: PanelWebviewEvents,
  ) {
    panel.iconPath = vscode.Uri.joinPath(extensionUri, 'media', 'icon.png');
    panel.webview.html = panelHtml(panel.webview, extensionUri);
    this.subscriptions = [
      panel.webview.onDidReceiveMessage((raw: unknown) => events.received(raw)),
      panel.onDidDispose(() => {
        vscode.Disposable.from(...this.subscriptions).dispose();
        events.disposed();
      }),
    ];
  }

  get viewColumn(): vscode.ViewColumn | undefined {
    return this.panel.viewColumn;
  }

  set title(title: string) {
    this.panel.title = title;
  }

  /** Brings the panel forward where it is, or beside the active editor; the editor keeps the focus. */
  reveal(toSide: boolean): void {
    this.panel.reveal(toSide ? vscode.ViewColumn.Beside : undefined, true);
  }

  post(message: HostToWebview): void {
    void this.panel.webview.postMessage(message);
  }

  dispose(): void {
    this.panel.dispose();
  }
}
