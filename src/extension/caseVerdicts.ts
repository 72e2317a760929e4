import * as vscode from 'vscode';
import type { PuzzleDocument } from '../core/puzzleFile';
import type { TextRange } from '../core/text';
import type { VerdictView } from '../protocol';
import { puzzleFormatOf } from './puzzleDocuments';
import { SolveCancelled, type SolverClient } from './solverClient';
import type { WorkerVerdict } from './workerProtocol';

/** The panel solves a case by itself within this many states. */
const PANEL_SOLVE_BUDGET = 2_000_000;

interface StoredVerdict {
  readonly text: string;
  readonly verdict: VerdictView;
}

export interface SolvedCase {
  readonly document: vscode.TextDocument;
  /** The document version the case was solved at. */
  readonly version: number;
  readonly number: number;
}

/** The text of a case as written: a verdict stays valid exactly as long as it is unchanged. */
export function caseText(document: vscode.TextDocument, c: { readonly range: TextRange }): string {
  return document.getText().slice(c.range.start, c.range.end);
}

/**
 * The panel's verdicts, per document and case, kept while the case's text is unchanged
 * (edits elsewhere in the file keep them). Missing ones are solved in the background, one
 * at a time in the panel's worker, with the counts and explanation the panel draws.
 */
export class CaseVerdicts implements vscode.Disposable {
  private readonly byDocument = new Map<string, Map<number, StoredVerdict>>();
  private readonly emitter = new vscode.EventEmitter<SolvedCase>();
  private readonly subscription = vscode.workspace.onDidCloseTextDocument((d) => this.byDocument.delete(d.uri.toString()));
  /** Fires when a background solve stored a verdict (or a failure). */
  readonly onDidSolve = this.emitter.event;

  constructor(private readonly solver: SolverClient) {}

  get(document: vscode.TextDocument, number: number, text: string): VerdictView | undefined {
    const stored = this.storeFor(document).get(number);
    return stored && stored.text === text ? stored.verdict : undefined;
  }

  /** Stores what a Solve run found, keeping an explained verdict the panel already has for an unchanged case. */
  storeSolveRun(document: vscode.TextDocument, parsed: PuzzleDocument, verdicts: readonly WorkerVerdict[]): void {
    const store = this.storeFor(document);
    for (const v of verdicts) {
      const c = parsed.cases.find((k) => k.number === v.number);
      if (!c) continue;
      const text = caseText(document, c);
      const kept = store.get(v.number);
      if (kept?.text === text && kept.verdict.state === 'answered' && kept.verdict.explanation) continue;
      store.set(v.number, { text, verdict: toVerdictView(v) });
    }
  }

  /** Solves one case in the panel's worker; a newer request cancels an older one. */
  solveInBackground(document: vscode.TextDocument, number: number, text: string): void {
    const format = puzzleFormatOf(document);
    if (!format) return;
    const version = document.version;
    const store = (verdict: VerdictView) => {
      if (document.isClosed) return;
      this.storeFor(document).set(number, { text, verdict });
      this.emitter.fire({ document, version, number });
    };
    // The case's own text is a file of one case: the worker never re-parses the whole document.
    this.solver
      .solve({ text: `${text}\n0 0 0\n`, format, caseNumbers: [1], maxStates: PANEL_SOLVE_BUDGET, study: true })
      .then((verdicts) => {
        const v = verdicts[0];
        if (v) store(toVerdictView(v));
      })
      .catch((error: unknown) => {
        if (!(error instanceof SolveCancelled))
          store({ state: 'failed', message: error instanceof Error ? error.message : String(error) });
      });
  }

  /** Stops the running background solve, e.g. when the panel closes. */
  cancel(): void {
    this.solver.cancel();
  }

  private storeFor(document: vscode.TextDocument): Map<number, StoredVerdict> {
    const key = document.uri.toString();
    let store = this.byDocument.get(key);
    if (!store) {
      store = new Map();
      this.byDocument.set(key, store);
    }
    return store;
  }

  dispose(): void {
    this.subscription.dispose();
    this.emitter.dispose();
    this.byDocument.clear();
  }
}

export function toVerdictView(v: WorkerVerdict): VerdictView {
  if (v.outcome === 'answered') {
    return {
      state: 'answered',
      answer: v.answer,
      moves: Array.from(v.moves),
      expanded: v.expanded,
      summary: v.summary,
      ...(v.reason ? { reason: v.reason } : {}),
      ...(v.pruned === undefined ? {} : { pruned: v.pruned }),
      ...(v.cellVisits ? { cellVisits: Array.from(v.cellVisits) } : {}),
      ...(v.explanation ? { explanation: v.explanation } : {}),
    };
  }
  return { state: v.outcome, message: v.message };
}
