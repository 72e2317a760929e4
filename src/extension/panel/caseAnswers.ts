import * as vscode from 'vscode';
import type { PuzzleCase } from '../../core/formats/registry';
import type { TextRange } from '../../core/text';
import type { AnswerView } from '../../protocol';
import { SolveCancelled } from '../../answers/solverClient';
import { answerSummary } from '../../answers/answerWire';
import { displayLanguage } from '../displayLanguage';
import type { AnswerService } from '../answerService';
import type { WorkerAnswer } from '../../answers/workerProtocol';

/** The panel solves a case by itself within this many states. */
const PANEL_SOLVE_BUDGET = 2_000_000;

export interface SolvedCases {
  readonly document: vscode.TextDocument;
  /** The document version the cases were solved at. */
  readonly version: number;
  readonly numbers: readonly number[];
}

/** The text of a case as written: a verdict stays valid exactly as long as it is unchanged. */
export function caseText(document: vscode.TextDocument, c: { readonly range: TextRange }): string {
  return document.getText().slice(c.range.start, c.range.end);
}

/**
 * The panel's view of the answer service: what is known about a case, as the panel draws
 * it, and a studied solve (counts per square, explanation) at the panel's priority. A newer
 * request cancels an older one, so the panel's worker time follows the case on show.
 */
export class CaseAnswers implements vscode.Disposable {
  private running: vscode.CancellationTokenSource | undefined;
  private readonly failures = new Map<string, AnswerView>();
  private readonly emitter = new vscode.EventEmitter<SolvedCases>();
  private readonly subscription: vscode.Disposable;
  /** Fires when verdicts were stored (by any solve: the panel's, a Solve run, inline answers), or a panel solve failed. */
  readonly onDidSolve = this.emitter.event;

  constructor(private readonly service: AnswerService) {
    this.subscription = service.onDidSolve((e) => this.emitter.fire(e));
  }

  /** What is known of a solvable case; a panel solve failure is kept for its text. */
  get(document: vscode.TextDocument, c: PuzzleCase): AnswerView | undefined {
    const known = this.service.known(c, { study: true, maxStates: PANEL_SOLVE_BUDGET }) ?? this.service.known(c);
    if (known) return toAnswerView(known);
    return this.failures.get(`${document.uri.toString()}#${caseText(document, c)}`);
  }

  /** Solves one case with its counts and explanation; a newer request cancels an older one. */
  solveInBackground(document: vscode.TextDocument, c: PuzzleCase): void {
    this.running?.cancel();
    const source = new vscode.CancellationTokenSource();
    this.running = source;
    const version = document.version;
    const text = caseText(document, c);
    this.service
      .solveCases(document, [c], { priority: 'panel', study: true, maxStates: PANEL_SOLVE_BUDGET, token: source.token })
      .catch((error: unknown) => {
        if (error instanceof SolveCancelled || document.isClosed) return;
        this.failures.set(`${document.uri.toString()}#${text}`, {
          state: 'failed',
          message: error instanceof Error ? error.message : String(error),
        });
        this.emitter.fire({ document, version, numbers: [c.number] });
      })
      .finally(() => {
        if (this.running === source) this.running = undefined;
        source.dispose();
      });
  }

  /** Stops the panel's running solve, e.g. when the panel closes. */
  cancel(): void {
    this.running?.cancel();
  }

  dispose(): void {
    this.cancel();
    this.subscription.dispose();
    this.emitter.dispose();
    this.failures.clear();
  }
}

function toAnswerView(v: WorkerAnswer): AnswerView {
  if (v.outcome === 'answered') {
    return {
      state: 'answered',
      answer: v.answer,
      moves: Array.from(v.moves),
      expanded: v.expanded,
      summary: answerSummary(v, displayLanguage()),
      ...(v.reason ? { reason: v.reason } : {}),
      ...(v.pruned === undefined ? {} : { pruned: v.pruned }),
      ...(v.cellVisits ? { cellVisits: Array.from(v.cellVisits) } : {}),
      ...(v.explanation ? { explanation: v.explanation } : {}),
    };
  }
  return { state: v.outcome, message: v.message };
}
