import * as vscode from 'vscode';
import type { FormatId } from '../../core/puzzleFile';
import { LineIndex } from '../../core/text';
import type { PuzzlePanel } from '../panel/puzzlePanel';
import { baseName } from '../ranges';
import { puzzleFormatOf, type PuzzleAnalyses } from '../puzzleDocuments';
import { SolveCancelled } from '../../answers/solverClient';
import type { AnswerService } from '../answerService';
import type { WorkerAnswer } from '../../answers/workerProtocol';
import type { SolveResults } from '../solveResults';
import { COMMANDS } from './commandIds';
import { msg } from '../../core/l10n/message';
import { words } from '../displayLanguage';
import { formatsListed } from '../../core/formats/registry';

/** What "Holedox: Solve" returns, so tests and other extensions can use the answers. */
export interface SolveReport {
  readonly uri: string;
  readonly format: FormatId;
  readonly version: number;
  /** Exactly what the judge expects for the answered cases. */
  readonly judgeOutput: string;
  readonly cases: readonly SolvedCase[];
}

export interface SolvedCase {
  readonly number: number;
  readonly outcome: 'answered' | 'skipped' | 'limit';
  readonly answer?: string;
  /** For skipped or limited cases: why, and on which 1-based line. */
  readonly message?: string;
  readonly line?: number;
  readonly expanded: number;
}

/**
 * Solves every case of the active (or given) puzzle document in the worker, with a
 * cancellable progress notification; writes the judge's answers and the skipped cases to
 * the output channel, records the result per document (the status bar shows the active
 * one's), and shows the panel.
 */
export class SolveCommand {
  readonly id = COMMANDS.solve;

  constructor(
    private readonly analyses: PuzzleAnalyses,
    private readonly verdicts: AnswerService,
    private readonly panel: PuzzlePanel,
    private readonly output: vscode.OutputChannel,
    private readonly results: SolveResults,
  ) {}

  execute(target?: unknown): Promise<SolveReport | undefined> {
    return this.run(target instanceof vscode.Uri ? target : undefined);
  }

  async run(target?: vscode.Uri): Promise<SolveReport | undefined> {
    const document = target ? await vscode.workspace.openTextDocument(target) : vscode.window.activeTextEditor?.document;
    const format = document && puzzleFormatOf(document);
    if (!document || !format) {
      void vscode.window.showWarningMessage(words(msg('host.solve-works-holedox-holedox', { formats: formatsListed() })));
      return undefined;
    }
    const analysis = this.analyses.analyze(document);
    if (!analysis) return undefined;
    const text = document.getText();
    const version = document.version;
    this.results.set(document, version, { kind: 'solving' });
    let verdicts: readonly WorkerAnswer[];
    try {
      verdicts = await vscode.window.withProgress(
        {
          location: vscode.ProgressLocation.Notification,
          title: words(msg('host.solving', { baseName: baseName(document.uri) })),
          cancellable: true,
        },
        (progress, token) => {
          let reported = 0;
          return this.verdicts.solveCases(document, analysis.parsed.cases, {
            priority: 'command',
            token,
            onProgress: (done, total) => {
              const percent = total > 0 ? (done / total) * 100 : 0;
              progress.report({ message: words(msg('host.cases', { done, total })), increment: percent - reported });
              reported = percent;
            },
          });
        },
      );
    } catch (error) {
      if (error instanceof SolveCancelled) {
        this.results.set(document, version, { kind: 'cancelled' });
        return undefined;
      }
      const message = error instanceof Error ? error.message : String(error);
      this.results.set(document, version, { kind: 'failed', message });
      this.output.appendLine(words(msg('host.solve-failed', { message })));
      void vscode.window.showErrorMessage(words(msg('host.notify-solve-failed', { message })));
      return undefined;
    }

    const lines = new LineIndex(text);
    const cases: SolvedCase[] = verdicts.map((v) => {
      if (v.outcome === 'answered') return { number: v.number, outcome: v.outcome, answer: v.answer, expanded: v.expanded };
      return { number: v.number, outcome: v.outcome, message: v.message, line: lines.positionAt(v.problemStart).line + 1, expanded: 0 };
    });
    const judgeOutput = verdicts.map((v) => (v.outcome === 'answered' ? `${v.judgeLine}\n` : '')).join('');
    this.writeOutput(document, judgeOutput, cases);
    const report: SolveReport = { uri: document.uri.toString(), format, version, judgeOutput, cases };
    this.results.set(document, version, { kind: 'solved', report });
    if (document.version === version) this.panel.show(document);
    return report;
  }

  private writeOutput(document: vscode.TextDocument, judgeOutput: string, cases: readonly SolvedCase[]): void {
    this.output.appendLine(`── ${baseName(document.uri)} · ${new Date().toLocaleTimeString()} ──`);
    this.output.append(judgeOutput);
    for (const c of cases)
      if (c.outcome !== 'answered')
        this.output.appendLine(
          c.outcome === 'skipped'
            ? words(msg('host.case-skipped-line', { number: c.number, line: c.line ?? '?', message: c.message ?? '' }))
            : words(msg('host.case-not-answered-line', { number: c.number, line: c.line ?? '?', message: c.message ?? '' })),
        );
  }
}
