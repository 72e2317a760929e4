import * as vscode from 'vscode';
import { inlineAnswerTitle, puzzleKey, type InlineAnswer } from '../core/inlineAnswers';
import { puzzleFormatOf, type PuzzleAnalyses } from './puzzleDocuments';
import { toRange } from './ranges';
import { SolveCancelled, SolverClient } from './solverClient';
import type { WorkerVerdict } from './workerProtocol';
import { COMMANDS } from './commands';

/** Per case: enough for the sample-sized cases people study, small enough to answer while they type. */
export const INLINE_ANSWER_MAX_STATES = 500_000;
/** Cases per worker job: answers appear as they come, and an edit waits for one chunk at most. */
const CASES_PER_JOB = 32;
const DEBOUNCE_MS = 300;
const SETTING = 'holedox.inlineAnswers';

/**
 * Lenses above each case header: its answer, worked out in the background by a worker of
 * its own, then "Solve" and "Show in panel". Answers are cached under the case's puzzle
 * (puzzleKey), so an edit re-solves only the cases it changed and a late answer can never
 * land on a case it was not computed for; while typing, only the latest version is queued.
 */
export class InlineAnswerLenses implements vscode.CodeLensProvider, vscode.Disposable {
  private readonly solver: SolverClient;
  private readonly answers = new Map<string, Map<string, InlineAnswer>>();
  /** Documents waiting for the worker, latest version only. */
  private readonly queue = new Map<string, vscode.TextDocument>();
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  private running: string | undefined;
  /** Where the next scan for unanswered cases starts, per document version: big files are walked once, not per job. */
  private readonly scanFrom = new Map<string, { readonly version: number; readonly index: number }>();
  private disposed = false;
  private readonly lensEmitter = new vscode.EventEmitter<void>();
  private readonly answerEmitter = new vscode.EventEmitter<vscode.Uri>();
  private readonly subscriptions: vscode.Disposable[];
  readonly onDidChangeCodeLenses = this.lensEmitter.event;
  /** Fires after answers for a document arrived (and the lenses were told to refresh). */
  readonly onDidUpdateAnswers = this.answerEmitter.event;

  constructor(
    private readonly analyses: PuzzleAnalyses,
    workerPath: string,
  ) {
    this.solver = new SolverClient(workerPath);
    this.subscriptions = [
      vscode.workspace.onDidChangeTextDocument((e) => {
        if (puzzleFormatOf(e.document) && e.contentChanges.length > 0) this.schedule(e.document);
      }),
      vscode.workspace.onDidCloseTextDocument((d) => this.forget(d.uri.toString())),
      vscode.workspace.onDidChangeConfiguration((e) => {
        if (e.affectsConfiguration(SETTING)) this.lensEmitter.fire();
      }),
    ];
  }

  provideCodeLenses(document: vscode.TextDocument): vscode.CodeLens[] {
    const analysis = this.analyses.analyze(document);
    if (!analysis) return [];
    const enabled = vscode.workspace.getConfiguration(SETTING, document).get<boolean>('enabled', true);
    const known = this.answers.get(document.uri.toString());
    let missing = false;
    const lenses: vscode.CodeLens[] = [];
    for (const c of analysis.parsed.cases) {
      const range = toRange(document, c.headerRange);
      if (enabled) {
        let answer: InlineAnswer | undefined = c.problem ? { kind: 'not-solvable', reason: c.problem.message } : known?.get(puzzleKey(c));
        if (!answer) {
          missing = true;
          answer = { kind: 'pending' };
        }
        lenses.push(new vscode.CodeLens(range, { title: inlineAnswerTitle(answer), command: '', tooltip: tooltipOf(answer, c.number) }));
      }
      lenses.push(
        new vscode.CodeLens(range, { title: 'Solve', command: COMMANDS.solve, arguments: [document.uri], tooltip: 'Solve every case of this file' }),
        new vscode.CodeLens(range, {
          title: 'Show in panel',
          command: COMMANDS.showPanel,
          arguments: [document.uri, c.number],
          tooltip: `Show case ${c.number} in the puzzle panel`,
        }),
      );
    }
    if (missing) this.schedule(document);
    return lenses;
  }

  /** Queues the document's latest version once edits pause. */
  private schedule(document: vscode.TextDocument): void {
    if (this.disposed) return;
    const key = document.uri.toString();
    clearTimeout(this.timers.get(key));
    this.timers.set(
      key,
      setTimeout(() => {
        this.timers.delete(key);
        if (document.isClosed) return;
        this.queue.set(key, document);
        this.pump();
      }, DEBOUNCE_MS),
    );
  }

  /** Runs the next chunk of unanswered cases, one job at a time across documents. */
  private pump(): void {
    if (this.running !== undefined || this.disposed) return;
    for (const [key, document] of this.queue) {
      this.queue.delete(key);
      if (document.isClosed) continue;
      const analysis = this.analyses.analyze(document);
      if (!analysis) continue;
      const enabled = vscode.workspace.getConfiguration(SETTING, document).get<boolean>('enabled', true);
      if (!enabled) continue;
      const known = this.answersFor(key);
      // Only the chosen cases travel to the worker, as a small file of their own: a job
      // never copies or re-parses the whole document.
      const text = document.getText();
      const cases = analysis.parsed.cases;
      const from = this.scanFrom.get(key);
      let index = from?.version === document.version ? from.index : 0;
      const chosen: { readonly puzzle: string; readonly text: string }[] = [];
      const wanted = new Set<string>();
      for (; index < cases.length && chosen.length < CASES_PER_JOB; index++) {
        const c = cases[index];
        if (!c || c.problem) continue;
        const puzzle = puzzleKey(c);
        if (known.has(puzzle) || wanted.has(puzzle)) continue;
        wanted.add(puzzle);
        chosen.push({ puzzle, text: text.slice(c.range.start, c.range.end) });
      }
      this.scanFrom.set(key, { version: document.version, index });
      if (chosen.length === 0) continue;
      this.running = key;
      this.solver
        .solve({
          text: `${chosen.map((c) => c.text).join('\n\n')}\n\n0 0 0\n`,
          format: analysis.format,
          maxStates: INLINE_ANSWER_MAX_STATES,
        })
        .then(
          (verdicts) => this.store(document, key, chosen, index < cases.length, verdicts),
          (error: unknown) => {
            if (error instanceof SolveCancelled) return;
            const reason = `the solver failed: ${error instanceof Error ? error.message : String(error)}`;
            for (const c of chosen) known.set(c.puzzle, { kind: 'not-solvable', reason });
            this.announce(document.uri);
          },
        )
        .finally(() => {
          this.running = undefined;
          this.pump();
        });
      return;
    }
  }

  private store(
    document: vscode.TextDocument,
    key: string,
    chosen: readonly { readonly puzzle: string }[],
    more: boolean,
    verdicts: readonly WorkerVerdict[],
  ): void {
    if (document.isClosed || this.disposed) return;
    const known = this.answersFor(key);
    // The job's file numbers its cases 1..n in the order they were chosen.
    for (const v of verdicts) {
      const puzzle = chosen[v.number - 1]?.puzzle;
      if (puzzle !== undefined) known.set(puzzle, answerOf(v));
    }
    if (known.size > 2 * CASES_PER_JOB + 4 * verdicts.length) this.prune(document, known);
    // More remain when the scan stopped before the last case.
    if (more) this.queue.set(key, document);
    this.announce(document.uri);
  }

  private announce(uri: vscode.Uri): void {
    this.lensEmitter.fire();
    this.answerEmitter.fire(uri);
  }

  /** Drops answers for puzzles the document no longer has, so a long editing session stays small. */
  private prune(document: vscode.TextDocument, known: Map<string, InlineAnswer>): void {
    const analysis = this.analyses.analyze(document);
    if (!analysis) return;
    const current = new Set(analysis.parsed.cases.map(puzzleKey));
    for (const puzzle of known.keys()) if (!current.has(puzzle)) known.delete(puzzle);
  }

  private answersFor(key: string): Map<string, InlineAnswer> {
    let known = this.answers.get(key);
    if (!known) this.answers.set(key, (known = new Map()));
    return known;
  }

  private forget(key: string): void {
    clearTimeout(this.timers.get(key));
    this.timers.delete(key);
    this.queue.delete(key);
    this.answers.delete(key);
    this.scanFrom.delete(key);
    if (this.running === key) this.solver.cancel();
  }

  dispose(): void {
    this.disposed = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.queue.clear();
    this.solver.dispose();
    vscode.Disposable.from(...this.subscriptions).dispose();
    this.lensEmitter.dispose();
    this.answerEmitter.dispose();
  }
}

function answerOf(v: WorkerVerdict): InlineAnswer {
  if (v.outcome === 'answered') return { kind: 'answered', answer: v.answer };
  if (v.outcome === 'limit') return { kind: 'limit' };
  return { kind: 'not-solvable', reason: v.message };
}

function tooltipOf(answer: InlineAnswer, caseNumber: number): string {
  switch (answer.kind) {
    case 'pending':
      return `Case ${caseNumber} is being solved in the background`;
    case 'limit':
      return `Case ${caseNumber}: no answer within ${INLINE_ANSWER_MAX_STATES.toLocaleString('en')} states; Solve searches further`;
    case 'not-solvable':
      return answer.reason;
    case 'answered':
      return `Case ${caseNumber}: the judge's answer`;
  }
}
