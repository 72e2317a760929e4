import * as vscode from 'vscode';
import type { PuzzleCase } from '../../core/formats/registry';
import { caseNumbered, caseNumberIn } from '../../core/outline';
import { puzzleFormatOf, type PuzzleAnalyses } from '../puzzleDocuments';
import { toRange } from '../ranges';

/**
 * Go to Symbol in Workspace (`Ctrl+T`, or `#` in Quick Open) finds a case by its number in
 * every open puzzle document: `#2345` (Quick Open passes on only the query's first word, the
 * rest it matches against the file's name, so `#Case 2345` asks for `Case`; the API's
 * `Case 2345` is answered too). Only a number is answered, one case per
 * document, so the reply stays small; a huge document's outline lists groups of cases instead
 * of its cases (`OUTLINE_CASES_UP_TO`), and this is Go to Symbol's way to one of them.
 */
export class CaseWorkspaceSymbols implements vscode.WorkspaceSymbolProvider {
  constructor(private readonly analyses: PuzzleAnalyses) {}

  async provideWorkspaceSymbols(query: string, token: vscode.CancellationToken): Promise<vscode.SymbolInformation[]> {
    const wanted = caseNumberIn(query);
    if (wanted === undefined) return [];
    const found: vscode.SymbolInformation[] = [];
    for (const document of vscode.workspace.textDocuments) {
      if (token.isCancellationRequested) return [];
      if (!puzzleFormatOf(document)) continue;
      const cases: readonly PuzzleCase[] = (await this.analyses.parsed(document))?.parsed.cases ?? [];
      const c = caseNumbered(cases, wanted);
      if (!c || document.isClosed) continue;
      const where = new vscode.Location(document.uri, toRange(document, c.headerRange));
      found.push(
        new vscode.SymbolInformation(`Case ${c.number}`, vscode.SymbolKind.Module, vscode.workspace.asRelativePath(document.uri), where),
      );
    }
    return found;
  }
}
