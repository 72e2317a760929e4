import { words } from '../displayLanguage';
import * as vscode from 'vscode';
import { quickFixesFor } from '../../core/quickFixes';
import { DIAGNOSTIC_SOURCE } from './diagnostics';
import { toRange } from '../ranges';
import { type PuzzleAnalyses } from '../puzzleDocuments';

/**
 * Turns the core's fixes into quick fixes on our diagnostics. A diagnostic is matched to
 * the issue of the current parse by code and range: one left from an older version (they
 * come debounced) gets no fix, since its edits would be computed on different text.
 */
export class QuickFixProvider implements vscode.CodeActionProvider {
  static readonly metadata: vscode.CodeActionProviderMetadata = { providedCodeActionKinds: [vscode.CodeActionKind.QuickFix] };

  constructor(private readonly analyses: PuzzleAnalyses) {}

  provideCodeActions(document: vscode.TextDocument, _range: vscode.Range, context: vscode.CodeActionContext): vscode.CodeAction[] {
    const ours = context.diagnostics.filter((d) => d.source === DIAGNOSTIC_SOURCE && typeof d.code === 'string');
    if (ours.length === 0) return [];
    if (context.only && !vscode.CodeActionKind.QuickFix.intersects(context.only)) return [];
    const analysis = this.analyses.analyze(document);
    if (!analysis) return [];
    const text = document.getText();
    const actions: vscode.CodeAction[] = [];
    for (const diagnostic of ours) {
      const issue = analysis.parsed.issues.find((i) => i.code === diagnostic.code && toRange(document, i.range).isEqual(diagnostic.range));
      if (!issue) continue;
      const fixes = quickFixesFor(text, analysis.parsed, issue);
      for (const fix of fixes) {
        const action = new vscode.CodeAction(words(fix.title), vscode.CodeActionKind.QuickFix);
        const edit = new vscode.WorkspaceEdit();
        for (const e of fix.edits) edit.replace(document.uri, toRange(document, e.range), e.newText);
        action.edit = edit;
        action.diagnostics = [diagnostic];
        action.isPreferred = fixes.length === 1;
        actions.push(action);
      }
    }
    return actions;
  }
}
