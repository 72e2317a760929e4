import * as vscode from 'vscode';
import { parseIncrementally, positionIn, reparse, type PuzzleParse } from '../core/incrementalParse';
import { isFormatId, type FormatId, type PuzzleDocument } from '../core/puzzleFile';
import type { LineColumn } from '../core/text';

// The parse of each open puzzle document, shared by every feature. Range conversions live in
// ranges.ts, the panel's view models in panelModel.ts.

/** A document's format is its language id (holedox, tempter); undefined for any other language. */
export function puzzleFormatOf(document: vscode.TextDocument): FormatId | undefined {
  return isFormatId(document.languageId) ? document.languageId : undefined;
}

export interface Analysis {
  readonly version: number;
  readonly format: FormatId;
  readonly parsed: PuzzleDocument;
  /** The text parsed: the document's at `version` (getText joins a 1 MB document's lines anew each time). */
  readonly text: string;
  /** Lines and columns in `text`, from the parse's windows: a line index of the whole text is 100 000 lines to count after every key. */
  readonly lines: { positionAt(offset: number): LineColumn };
}

/**
 * Parses each puzzle document at most once per version; the diagnostics, the panel and
 * the Solve command all read the same result. Text comes from TextDocument, so untitled
 * and virtual documents work as well as files. A new version is parsed from the previous
 * one (core/incrementalParse.ts): an edit costs the windows of text it touched, not the file.
 */
export class PuzzleAnalyses implements vscode.Disposable {
  private readonly cache = new Map<string, Analysis & { readonly incremental: PuzzleParse }>();
  /**
   * Each parsed document's text at its newest version, from the edits: getText joins a 1 MB
   * document's 100 000 lines anew on every call, 5–300 ms per version on a loaded machine.
   */
  private readonly texts = new Map<string, { readonly version: number; readonly text: string }>();
  private readonly subscriptions = [
    vscode.workspace.onDidCloseTextDocument((d) => (this.cache.delete(d.uri.toString()), this.texts.delete(d.uri.toString()))),
    vscode.workspace.onDidChangeTextDocument((e) => this.follow(e)),
  ];

  /**
   * Applies an edit to the document's last known text. VS Code writes an edit's line ends as
   * the document's own, so an edit whose text has any other is not followed: the document is
   * read again. (Asking the document for its length instead would cost a 1 MB document's
   * line starts worked out again, 30–40 ms after each key.)
   */
  private follow(e: vscode.TextDocumentChangeEvent): void {
    const key = e.document.uri.toString();
    const cached = this.cache.get(key);
    const known = this.texts.get(key) ?? (cached ? { version: cached.version, text: cached.text } : undefined);
    const change = e.contentChanges.length === 1 ? e.contentChanges[0] : undefined;
    // Not one version after it, or several changes at once (cursors) or none (an end-of-line
    // change): the document is read again when asked.
    if (!known || !change || known.version !== e.document.version - 1) {
      this.texts.delete(key);
      return;
    }
    if (!onlyLineEnds(change.text, e.document.eol === vscode.EndOfLine.CRLF)) {
      this.texts.delete(key);
      return;
    }
    const text = known.text.slice(0, change.rangeOffset) + change.text + known.text.slice(change.rangeOffset + change.rangeLength);
    this.texts.set(key, { version: e.document.version, text });
  }

  analyze(document: vscode.TextDocument): Analysis | undefined {
    const format = puzzleFormatOf(document);
    if (!format) return undefined;
    const key = document.uri.toString();
    const cached = this.cache.get(key);
    if (cached && cached.version === document.version && cached.format === format) return cached;
    const followed = this.texts.get(key);
    const text = followed?.version === document.version ? followed.text : document.getText();
    const incremental = cached && cached.format === format ? reparse(cached.incremental, text) : parseIncrementally(text, format);
    const lines = { positionAt: (offset: number) => positionIn(incremental, offset) };
    const analysis = { version: document.version, format, parsed: incremental.document, text, lines, incremental };
    this.cache.set(key, analysis);
    return analysis;
  }

  dispose(): void {
    for (const subscription of this.subscriptions) subscription.dispose();
    this.cache.clear();
    this.texts.clear();
  }
}

/** Whether every line end in `text` is the document's: \r\n when `crlf`, else \n. */
function onlyLineEnds(text: string, crlf: boolean): boolean {
  if (!crlf) return !text.includes('\r');
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch === 13 && text.charCodeAt(i + 1) !== 10) return false;
    if (ch === 10 && text.charCodeAt(i - 1) !== 13) return false;
  }
  return true;
}
