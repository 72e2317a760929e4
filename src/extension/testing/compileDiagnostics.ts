import * as path from 'node:path';
import * as vscode from 'vscode';
import { readCompilerMessages, type CompilerMessage, type CompileFailure, type PreparedSolution } from '../../judge';
import { Disposable } from '../dispose';

const SEVERITY: Record<CompilerMessage['severity'], vscode.DiagnosticSeverity> = {
  error: vscode.DiagnosticSeverity.Error,
  warning: vscode.DiagnosticSeverity.Warning,
  note: vscode.DiagnosticSeverity.Information,
};

/**
 * The compiler's messages as squiggles in the solution's source, as a build task's problem
 * matcher shows them: set when a compile fails, cleared when it succeeds. Messages about other
 * files (a header) stay in the run's output, where their file:line:col is clickable too.
 */
export class CompileDiagnostics extends Disposable {
  readonly collection = this._register(vscode.languages.createDiagnosticCollection('holedox-compile'));

  /** After preparing `source`: the failure's messages in it, or none once it built. */
  async report(source: vscode.Uri, outcome: PreparedSolution | CompileFailure): Promise<void> {
    if (outcome.kind === 'prepared') {
      this.collection.delete(source);
      return;
    }
    if (outcome.code !== 'compilation-error') return;
    await this.show(source, readCompilerMessages(outcome.output, path.dirname(source.fsPath)), outcome.message);
  }

  /** After a run of an interpreted solution: a syntax error its traceback names, or none. */
  async reportRun(source: vscode.Uri, stderr: string): Promise<void> {
    const messages = readCompilerMessages(stderr, path.dirname(source.fsPath)).filter((m) => m.tool === 'python');
    if (messages.length === 0) this.collection.delete(source);
    else await this.show(source, messages, undefined);
  }

  private async show(source: vscode.Uri, messages: readonly CompilerMessage[], whole: string | undefined): Promise<void> {
    const own = messages.filter((m) => path.resolve(m.file) === path.resolve(source.fsPath));
    let document: vscode.TextDocument | undefined;
    try {
      document = await vscode.workspace.openTextDocument(source);
    } catch {
      document = undefined;
    }
    const diagnostics = own.map((m) => {
      const diagnostic = new vscode.Diagnostic(rangeOf(document, m), m.message, SEVERITY[m.severity]);
      diagnostic.source = m.tool;
      return diagnostic;
    });
    // A failure located nowhere in the source (a linker's message) still marks the file.
    if (!diagnostics.some((d) => d.severity === vscode.DiagnosticSeverity.Error) && whole !== undefined) {
      const diagnostic = new vscode.Diagnostic(new vscode.Range(0, 0, 0, 0), whole, vscode.DiagnosticSeverity.Error);
      diagnostic.source = 'holedox';
      diagnostics.unshift(diagnostic);
    }
    this.collection.set(source, diagnostics);
  }
}

/** The word at the message's column (or the line's text when it has none), clamped to the document. */
function rangeOf(document: vscode.TextDocument | undefined, m: CompilerMessage): vscode.Range {
  if (!document) return new vscode.Range(m.line, m.column ?? 0, m.line, m.column ?? 0);
  const line = document.lineAt(Math.min(m.line, document.lineCount - 1));
  if (m.column === undefined)
    return new vscode.Range(line.lineNumber, line.firstNonWhitespaceCharacterIndex, line.lineNumber, line.text.length);
  const start = new vscode.Position(line.lineNumber, Math.min(m.column, line.text.length));
  return document.getWordRangeAtPosition(start) ?? new vscode.Range(start, start.translate(0, start.character < line.text.length ? 1 : 0));
}
