import { words } from '../displayLanguage';
import * as vscode from 'vscode';
import { describeAt } from '../../core/puzzleFile';
import { FORMAT_IDS } from '../../core/formats/format';
import { caseFoldingRanges } from '../../core/outline';
import { CaseWorkspaceSymbols } from './caseWorkspaceSymbols';
import { InlineAnswerLenses } from './inlineAnswerLenses';
import { OutlineProvider } from './outlineProvider';
import { toRange } from '../ranges';
import { type PuzzleAnalyses } from '../puzzleDocuments';
import { QuickFixProvider } from './quickFixProvider';
import type { AnswerService } from '../answerService';

/** Every puzzle language (a format's id is its language id), whatever the scheme: untitled and virtual documents get the features too. */
const PUZZLE_SELECTOR: vscode.DocumentSelector = FORMAT_IDS.map((language) => ({ language }));

export interface LanguageFeatures {
  /** Fires with a document's uri when new inline answers for it arrived. */
  readonly onDidUpdateInlineAnswers: vscode.Event<vscode.Uri>;
  /** Resolves once a big document's answers on screen are in, or after a while: background work on an opened document waits for it. */
  afterAnswersOnScreen(document: vscode.TextDocument): Promise<void>;
}

/** Registers the outline, cases by number in Go to Symbol in Workspace, folds, hovers, quick fixes and inline answers; all read the shared parse. */
export function registerLanguageFeatures(
  context: vscode.ExtensionContext,
  analyses: PuzzleAnalyses,
  verdicts: AnswerService,
): LanguageFeatures {
  const lenses = new InlineAnswerLenses(analyses, verdicts);
  context.subscriptions.push(
    lenses,
    vscode.languages.registerDocumentSymbolProvider(PUZZLE_SELECTOR, new OutlineProvider(analyses), { label: 'Holedox' }),
    vscode.languages.registerWorkspaceSymbolProvider(new CaseWorkspaceSymbols(analyses)),
    vscode.languages.registerFoldingRangeProvider(PUZZLE_SELECTOR, new CaseFoldingProvider(analyses)),
    vscode.languages.registerHoverProvider(PUZZLE_SELECTOR, new TokenHoverProvider(analyses)),
    vscode.languages.registerCodeActionsProvider(PUZZLE_SELECTOR, new QuickFixProvider(analyses), QuickFixProvider.metadata),
    vscode.languages.registerCodeLensProvider(PUZZLE_SELECTOR, lenses),
  );
  return { onDidUpdateInlineAnswers: lenses.onDidUpdateAnswers, afterAnswersOnScreen: (document) => lenses.afterAnswersOnScreen(document) };
}

class CaseFoldingProvider implements vscode.FoldingRangeProvider {
  constructor(private readonly analyses: PuzzleAnalyses) {}

  async provideFoldingRanges(document: vscode.TextDocument): Promise<vscode.FoldingRange[]> {
    // A big document's first parse is read in slices meanwhile: the first lenses go ahead of it.
    const analysis = await this.analyses.parsed(document);
    if (!analysis) return [];
    // VS Code keeps the first `editor.foldingMaximumRegions` folds of a flat list like ours
    // (for folding and for sticky scroll) and drops the rest; one more than that still tells it
    // the limit was reached, so it says so. A 20 000-case file sends 5 001 folds, not 20 000.
    const limit = vscode.workspace.getConfiguration('editor', document).get<number>('foldingMaximumRegions', 5000);
    return caseFoldingRanges(analysis.parsed, analysis.lines, Math.max(0, limit) + 1).map(
      (fold) => new vscode.FoldingRange(fold.startLine, fold.endLine, vscode.FoldingRangeKind.Region),
    );
  }
}

class TokenHoverProvider implements vscode.HoverProvider {
  constructor(private readonly analyses: PuzzleAnalyses) {}

  provideHover(document: vscode.TextDocument, position: vscode.Position): vscode.Hover | undefined {
    const analysis = this.analyses.analyze(document);
    if (!analysis) return undefined;
    const description = describeAt(document.getText(), analysis.parsed, document.offsetAt(position));
    if (!description) return undefined;
    return new vscode.Hover(new vscode.MarkdownString().appendText(words(description.message)), toRange(document, description.range));
  }
}
