import * as vscode from 'vscode';
import { Disposable } from './dispose';

/**
 * State kept per document, by URI: `changed` fires with the document's URI when its state
 * is set, goes stale or is dropped; a closed document's state goes as `dropClosed` decides.
 */
export abstract class DocumentState extends Disposable {
  protected readonly changed = this._register(new vscode.EventEmitter<vscode.Uri>());
  /** Fires with the document's URI when its state is set, goes stale or is dropped. */
  readonly onDidChange = this.changed.event;

  constructor() {
    super();
    this._register(
      vscode.workspace.onDidCloseTextDocument((d) => {
        if (this.dropClosed(d.uri)) this.changed.fire(d.uri);
      }),
    );
  }

  /** Drops what is kept for a document that closed; whether there was anything. */
  protected abstract dropClosed(uri: vscode.Uri): boolean;
}
