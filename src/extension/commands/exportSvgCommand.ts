import * as vscode from 'vscode';
import { formatsListed, formatOf } from '../../core/formats/registry';
import { caseSvg } from '../../core/study/caseSvg';
import type { PuzzlePanel } from '../panel/puzzlePanel';
import { baseName } from '../ranges';
import type { PuzzleAnalyses } from '../puzzleDocuments';
import { caseNear } from '../../core/puzzleFile';
import { caseNumbered } from '../../core/outline';
import type { PuzzleCase } from '../../core/formats/registry';
import type { AnswerService } from '../answerService';
import { COMMANDS } from './commandIds';
import { words } from '../displayLanguage';
import { msg } from '../../core/l10n/message';

/** The export's budget when the case has to be solved first, as in the panel. */
const EXPORT_SOLVE_BUDGET = 2_000_000;

/**
 * "Holedox: Export Case as SVG": the current case (the panel's, else the one under the
 * cursor) with its solution path, as a standalone SVG. `target` skips the save dialog;
 * `source` and `caseNumber` pick another document and case. Writes through
 * workspace.fs, so virtual workspaces work. Returns where it wrote, for tests.
 */
export class ExportSvgCommand {
  readonly id = COMMANDS.exportSvg;

  constructor(
    private readonly analyses: PuzzleAnalyses,
    private readonly verdicts: AnswerService,
    private readonly panel: PuzzlePanel,
  ) {}

  execute(target?: unknown, source?: unknown, caseNumber?: unknown): Promise<vscode.Uri | undefined> {
    return this.run(
      target instanceof vscode.Uri ? target : undefined,
      source instanceof vscode.Uri ? source : undefined,
      typeof caseNumber === 'number' ? caseNumber : undefined,
    );
  }

  private async run(target?: vscode.Uri, source?: vscode.Uri, caseNumber?: number): Promise<vscode.Uri | undefined> {
    const document = source
      ? await vscode.workspace.openTextDocument(source)
      : (this.panel.current?.document ?? vscode.window.activeTextEditor?.document);
    const analysis = document && this.analyses.analyze(document);
    if (!document || !analysis) {
      void vscode.window.showWarningMessage(words(msg('host.open-to-export', { formats: formatsListed() })));
      return undefined;
    }
    const cases = analysis.parsed.cases;
    const editor = vscode.window.activeTextEditor;
    const wanted =
      caseNumber ??
      (this.panel.current?.document === document ? this.panel.current.caseNumber : undefined) ??
      (editor?.document === document
        ? caseNear<PuzzleCase>(analysis.parsed.cases, document.offsetAt(editor.selection.active))?.number
        : undefined);
    const c = (wanted === undefined ? undefined : caseNumbered<PuzzleCase>(cases, wanted)) ?? cases[0];
    if (!c) {
      void vscode.window.showWarningMessage(words(msg('host.document-has-no-case')));
      return undefined;
    }
    if (c.problem) {
      void vscode.window.showWarningMessage(
        words(msg('host.case-cannot-drawn-written', { number: c.number, words: words(c.problem.message) })),
      );
      return undefined;
    }
    const { moves, answer } = await this.solution(document, c);
    const base = fileBase(document.uri);
    const uri =
      target ??
      (await vscode.window.showSaveDialog({
        defaultUri: document.isUntitled
          ? vscode.Uri.file(`${base}-case-${c.number}.svg`)
          : vscode.Uri.joinPath(document.uri, '..', `${base}-case-${c.number}.svg`),
        filters: { [words(msg('host.svg-image'))]: ['svg'] },
        title: words(msg('host.export-case-svg', { number: c.number })),
      }));
    if (!uri) return undefined;
    const title =
      answer === undefined
        ? words(msg('host.svg-title', { base, number: c.number, rows: c.rows, cols: c.cols }))
        : words(msg('host.svg-title-answer', { base, number: c.number, rows: c.rows, cols: c.cols, answer }));
    const format = formatOf(c);
    const svg = caseSvg(format.drawing, format.caseView(c), moves, title);
    await vscode.workspace.fs.writeFile(uri, new TextEncoder().encode(svg));
    return uri;
  }

  /** The answer service's answer: from memory when this puzzle was solved before, else a solve at the command's priority. */
  private async solution(document: vscode.TextDocument, c: PuzzleCase): Promise<{ moves: readonly number[]; answer?: string }> {
    const [v] = await this.verdicts.solveCases(document, [c], { priority: 'command', maxStates: EXPORT_SOLVE_BUDGET });
    return v?.outcome === 'answered' ? { moves: Array.from(v.moves), answer: v.answer } : { moves: [] };
  }
}

function fileBase(uri: vscode.Uri): string {
  const name = baseName(uri);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}
