import * as vscode from 'vscode';
import { parseIncrementally, reparse, type PuzzleParse } from '../core/incrementalParse';
import { isFormatId, type FormatId, type PuzzleDocument } from '../core/puzzleFile';

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
}

/**
 * Parses each puzzle document at most once per version; the diagnostics, the panel and
 * the Solve command all read the same result. Text comes from TextDocument, so untitled
 * and virtual documents work as well as files. A new version is parsed from the previous
 * one (core/incrementalParse.ts): an edit costs the windows of text it touched, not the file.
 */
export class PuzzleAnalyses implements vscode.Disposable {
  private readonly cache = new Map<string, Analysis & { readonly incremental: PuzzleParse }>();
  private readonly subscription = vscode.workspace.onDidCloseTextDocument((d) => this.cache.delete(d.uri.toString()));

  analyze(document: vscode.TextDocument): Analysis | undefined {
    const format = puzzleFormatOf(document);
    if (!format) return undefined;
    const key = document.uri.toString();
    const cached = this.cache.get(key);
    if (cached && cached.version === document.version && cached.format === format) return cached;
    const text = document.getText();
    const incremental = cached && cached.format === format ? reparse(cached.incremental, text) : parseIncrementally(text, format);
    const analysis = { version: document.version, format, parsed: incremental.document, text, incremental };
    this.cache.set(key, analysis);
    return analysis;
  }

  dispose(): void {
    this.subscription.dispose();
    this.cache.clear();
  }
}
