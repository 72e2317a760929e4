import * as vscode from 'vscode';
import { caseNear } from '../../core/puzzleFile';
import type { PuzzleCase } from '../../core/formats/registry';
import { caseDetail, caseLabel, caseNumbered, caseNumbersWords, caseNumberIn, caseTyped } from '../../core/outline';
import { displayLanguage, words } from '../displayLanguage';
import { COMMANDS } from './commandIds';
import { puzzleFormatOf, type PuzzleAnalyses } from '../puzzleDocuments';
import { msg } from '../../core/l10n/message';
import { formatsListed } from '../../core/formats/registry';

/**
 * "Holedox: Go to Case…": puts the cursor on a case's header, by its number (typed in an input
 * box that names the case, or given as the argument). Past `OUTLINE_CASES_UP_TO` cases the
 * outline lists groups, so this is how a huge document's case is reached by number; it works
 * in any puzzle document.
 */
export class GoToCaseCommand {
  readonly id = COMMANDS.goToCase;

  constructor(private readonly analyses: PuzzleAnalyses) {}

  /** The number of the case the cursor was put on; none when cancelled or not found. */
  async execute(caseNumber?: unknown): Promise<number | undefined> {
    const editor = vscode.window.activeTextEditor;
    if (!editor || !puzzleFormatOf(editor.document)) {
      void vscode.window.showWarningMessage(words(msg('host.open-to-go-to-case', { formats: formatsListed() })));
      return undefined;
    }
    const document = editor.document;
    const cases: readonly PuzzleCase[] = (await this.analyses.parsed(document))?.parsed.cases ?? [];
    if (cases.length === 0) {
      void vscode.window.showInformationMessage(words(msg('host.document-has-no-cases')));
      return undefined;
    }
    const wanted = typeof caseNumber === 'number' ? caseNumber : await askCaseNumber(editor, cases);
    if (wanted === undefined) return undefined;
    // The document may have changed while the input box was open: its cases now.
    const now: readonly PuzzleCase[] = (await this.analyses.parsed(document))?.parsed.cases ?? [];
    const found = caseNumbered(now, wanted);
    if (!found || document.isClosed) {
      if (!found)
        void vscode.window.showWarningMessage(words(msg('host.no-case-here', { wanted, caseNumbersWords: caseNumbersWords(now) })));
      return undefined;
    }
    const at = document.positionAt(found.headerRange.start);
    const shown = vscode.window.activeTextEditor?.document === document ? vscode.window.activeTextEditor : editor;
    shown.selection = new vscode.Selection(at, at);
    shown.revealRange(new vscode.Range(at, at), vscode.TextEditorRevealType.InCenterIfOutsideViewport);
    return found.number;
  }
}

/** An input box that starts at the cursor's case and names the case typed, or says why none. */
async function askCaseNumber(editor: vscode.TextEditor, cases: readonly PuzzleCase[]): Promise<number | undefined> {
  const current = caseNear(cases, editor.document.offsetAt(editor.selection.active));
  const typed = await vscode.window.showInputBox({
    title: words(msg('host.go-case')),
    prompt: words(msg('host.case-number', { caseNumbersWords: caseNumbersWords(cases) })),
    value: current ? String(current.number) : '',
    validateInput: (text) => {
      const typed = caseTyped(text, cases);
      if ('problem' in typed) return typed.problem;
      const c = typed.found;
      const language = displayLanguage();
      const detail = caseDetail(c, language);
      return { message: caseLabel(c, language) + (detail ? ` · ${detail}` : ''), severity: vscode.InputBoxValidationSeverity.Info };
    },
  });
  return typed === undefined ? undefined : caseNumberIn(typed);
}
