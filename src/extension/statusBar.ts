import * as vscode from 'vscode';
import { COMMANDS } from './commands/commandIds';
import { Disposable } from './dispose';
import { puzzleFormatOf } from './puzzleDocuments';
import { baseName } from './ranges';
import type { SolveResults, SolveState } from './solveResults';
import { msg } from '../core/l10n/message';
import { words } from './displayLanguage';

/** What the solve status bar item shows now, for tests: nothing, or its text and tooltip. */
export interface ShownStatus {
  readonly text: string;
  readonly tooltip: string;
}

/**
 * The status bar's summary of Holedox: Solve for the active editor's document: its own last
 * result, never another file's. Hidden for editors of other languages and for puzzle
 * documents not solved since their last edit. While no text editor is active (the panel or
 * the output has focus) it keeps showing the last editor's document.
 */
export class SolveStatusBar extends Disposable {
  private readonly item = this._register(vscode.window.createStatusBarItem('holedox.solveStatus', vscode.StatusBarAlignment.Left, 50));
  private document: vscode.TextDocument | undefined;
  private shownStatus: ShownStatus | undefined;

  constructor(private readonly results: SolveResults) {
    super();
    this.item.name = 'Holedox solve result';
    this.item.command = COMMANDS.showOutput;
    this._register(vscode.window.onDidChangeActiveTextEditor((editor) => this.follow(editor)));
    this._register(
      results.onDidChange((uri) => {
        if (this.document?.uri.toString() === uri.toString()) this.render();
      }),
    );
    this.follow(vscode.window.activeTextEditor);
  }

  /** What the item shows, or undefined while it is hidden. */
  get shown(): ShownStatus | undefined {
    return this.shownStatus;
  }

  private follow(editor: vscode.TextEditor | undefined): void {
    // The output channel reports itself as a text editor; clicking the item opens it.
    if (!editor || editor.document.uri.scheme === 'output') return;
    this.document = editor.document;
    this.render();
  }

  private render(): void {
    const document = this.document;
    const state = document && !document.isClosed && puzzleFormatOf(document) ? this.results.get(document) : undefined;
    const shown = document && state ? describe(baseName(document.uri), state) : undefined;
    this.shownStatus = shown;
    if (!shown) {
      this.item.hide();
      return;
    }
    this.item.text = shown.text;
    this.item.tooltip = shown.tooltip;
    this.item.show();
  }
}

function describe(name: string, state: SolveState): ShownStatus {
  switch (state.kind) {
    case 'solving':
      return { text: words(msg('host.status-solving')), tooltip: words(msg('host.solving', { baseName: name })) };
    case 'cancelled':
      return { text: words(msg('host.solve-cancelled')), tooltip: words(msg('host.solve-was-cancelled', { name })) };
    case 'failed':
      return {
        text: words(msg('host.status-solve-failed')),
        tooltip: words(msg('host.solve-of-failed', { name, message: state.message })),
      };
    case 'solved': {
      const answered = state.report.cases.filter((c) => c.outcome === 'answered').length;
      const skipped = state.report.cases.length - answered;
      return skipped > 0
        ? {
            text: words(msg('host.solved-skipped', { answered, skipped })),
            tooltip: words(msg('host.some-cases-could-not', { name })),
          }
        : {
            text: words(msg('host.solved', { answered })),
            tooltip: words(msg('host.every-case-solved-see', { name })),
          };
    }
    default: {
      const never: never = state;
      return never;
    }
  }
}
