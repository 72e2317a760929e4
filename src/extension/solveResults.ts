import * as vscode from 'vscode';
import { DocumentState } from './documentState';
import type { SolveReport } from './commands/solveCommand';

/** Where Holedox: Solve stands for one document. */
export type SolveState =
  | { readonly kind: 'solving' }
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'failed'; readonly message: string }
  | { readonly kind: 'solved'; readonly report: SolveReport };

interface Entry {
  /** The document version the state belongs to. */
  readonly version: number;
  readonly state: SolveState;
}

/**
 * The last Solve of each open puzzle document, keyed by URI: dropped when the document
 * closes, stale as soon as its text changes. The status bar shows the active document's;
 * the judge output commands reuse a report that still matches the text.
 */
export class SolveResults extends DocumentState {
  private readonly entries = new Map<string, Entry>();

  constructor() {
    super();
    this._register(
      vscode.workspace.onDidChangeTextDocument((e) => {
        if (e.contentChanges.length === 0) return;
        const key = e.document.uri.toString();
        const entry = this.entries.get(key);
        // A running solve keeps its place until it ends; set() then drops its stale answer.
        if (!entry || entry.state.kind === 'solving') return;
        this.entries.delete(key);
        this.changed.fire(e.document.uri);
      }),
    );
  }

  protected dropClosed(uri: vscode.Uri): boolean {
    return this.entries.delete(uri.toString());
  }

  /** Records `state` for the text `version` of `document`; a state for older text is dropped. */
  set(document: vscode.TextDocument, version: number, state: SolveState): void {
    const key = document.uri.toString();
    if (document.isClosed) return;
    if (document.version === version) this.entries.set(key, { version, state });
    else this.entries.delete(key);
    this.changed.fire(document.uri);
  }

  /** The document's state for its current text; a running solve counts whatever the text. */
  get(document: vscode.TextDocument): SolveState | undefined {
    const entry = this.entries.get(document.uri.toString());
    if (!entry) return undefined;
    return entry.state.kind === 'solving' || entry.version === document.version ? entry.state : undefined;
  }
}
