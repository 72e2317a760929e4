import * as vscode from 'vscode';
import type { PuzzleCase } from '../core/formats/registry';
import { inlineAnswerTitle, puzzleKey, type InlineAnswer } from '../core/inlineAnswers';
import { puzzleFormatOf, type PuzzleAnalyses } from './puzzleDocuments';
import { toRange } from './ranges';
import { SolveCancelled } from './solverClient';
import type { VerdictService } from './verdictService';
import type { WorkerVerdict } from './workerProtocol';
import { COMMANDS } from './commands';
import { casesInView } from './visibleCases';

/** Per case: enough for the sample-sized cases people study, small enough to answer while they type. */
export const INLINE_ANSWER_MAX_STATES = 500_000;
/** A file with at most this many cases has lenses on every case; a bigger one only on the cases in view. */
const ALL_CASES_UP_TO = 200;
/** Cases above and below the view that get lenses too, so a short scroll finds them ready. */
const MARGIN_CASES = 8;
/** Scrolling settles for this long before the lenses follow the view. */
const SCROLL_DEBOUNCE_MS = 60;
/** Answers arriving close together refresh the lenses once. */
const REFRESH_DEBOUNCE_MS = 50;
const SETTING = 'holedox.inlineAnswers';

/**
 * Lenses above each case header: its answer, then "Solve" and "Show in panel". A big file
 * gets them only on the cases in view (and a few around), so their number stays the
 * screen's, not the file's; scrolling moves them. The answers come from the verdict service
 * (at inline-answer priority, cached by puzzle, so an edit re-solves only the cases it
 * changed), asked for when a lens shows a case without one; a document that leaves the
 * screen has its request cancelled.
 */
export class InlineAnswerLenses implements vscode.CodeLensProvider, vscode.Disposable {
  /** The running request per document. */
  private readonly running = new Map<string, vscode.CancellationTokenSource>();
  /** Per document, which cases the last lenses were on (shownKeyOf). */
  private readonly shown = new Map<string, string>();
  /** Solver failures per document and puzzle, said on the lens. */
  private readonly failures = new Map<string, Map<string, string>>();
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  private disposed = false;
  private readonly lensEmitter = new vscode.EventEmitter<void>();
  private readonly answerEmitter = new vscode.EventEmitter<vscode.Uri>();
  private readonly subscriptions: vscode.Disposable[];
  readonly onDidChangeCodeLenses = this.lensEmitter.event;
  /** Fires after answers for a document arrived (and the lenses were told to refresh). */
  readonly onDidUpdateAnswers = this.answerEmitter.event;

  constructor(
    private readonly analyses: PuzzleAnalyses,
    private readonly verdicts: VerdictService,
  ) {
    this.subscriptions = [
      vscode.workspace.onDidCloseTextDocument((d) => this.forget(d.uri.toString())),
      vscode.workspace.onDidChangeConfiguration((e) => {
        if (e.affectsConfiguration(SETTING)) this.lensEmitter.fire();
      }),
      verdicts.onDidSolve(({ document }) => this.later(`answers ${document.uri.toString()}`, REFRESH_DEBOUNCE_MS, () => this.announce(document.uri))),
      vscode.window.onDidChangeTextEditorVisibleRanges((e) => {
        const document = e.textEditor.document;
        if (!puzzleFormatOf(document)) return;
        const key = document.uri.toString();
        this.later(`scroll ${key}`, SCROLL_DEBOUNCE_MS, () => {
          // Only a view that shows other cases asks for new lenses: lenses appearing move the
          // view a little themselves, and must not start the round again. A request under way
          // runs to its end (a screenful of cases); the cases now in view come next.
          if (this.shownKey(document) !== this.shown.get(key)) this.lensEmitter.fire();
        });
      }),
      vscode.window.onDidChangeVisibleTextEditors((editors) => {
        const shown = new Set(editors.map((e) => e.document.uri.toString()));
        for (const [key, source] of this.running) if (!shown.has(key)) source.cancel();
      }),
    ];
  }

  provideCodeLenses(document: vscode.TextDocument): vscode.CodeLens[] {
    const analysis = this.analyses.analyze(document);
    if (!analysis) return [];
    const enabled = vscode.workspace.getConfiguration(SETTING, document).get<boolean>('enabled', true);
    const all = analysis.parsed.cases;
    const shown = all.length <= ALL_CASES_UP_TO ? all : this.casesOnScreen(document, all);
    this.shown.set(document.uri.toString(), shownKeyOf(shown));
    const failed = this.failures.get(document.uri.toString());
    const unanswered: PuzzleCase[] = [];
    const lenses: vscode.CodeLens[] = [];
    for (const c of shown) {
      const range = toRange(document, c.headerRange);
      if (enabled) {
        let answer: InlineAnswer | undefined = c.problem ? { kind: 'not-solvable', reason: c.problem.message } : this.answerFor(c, failed);
        if (!answer) {
          unanswered.push(c);
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
    if (unanswered.length > 0) this.request(document, unanswered);
    return lenses;
  }

  private answerFor(c: PuzzleCase, failed: Map<string, string> | undefined): InlineAnswer | undefined {
    const v = this.verdicts.known(c, { maxStates: INLINE_ANSWER_MAX_STATES });
    if (v) return answerOf(v);
    const reason = failed?.get(puzzleKey(c));
    return reason === undefined ? undefined : { kind: 'not-solvable', reason };
  }

  /** Which cases would get lenses now, as a key to compare with the last lenses given. */
  private shownKey(document: vscode.TextDocument): string | undefined {
    const all = this.analyses.analyze(document)?.parsed.cases;
    if (!all) return undefined;
    return shownKeyOf(all.length <= ALL_CASES_UP_TO ? all : this.casesOnScreen(document, all));
  }

  /** The cases the editors showing this document have in view, with a margin, in file order. */
  private casesOnScreen(document: vscode.TextDocument, cases: readonly PuzzleCase[]): PuzzleCase[] {
    const ranges = vscode.window.visibleTextEditors
      .filter((e) => e.document === document)
      .flatMap((e) => e.visibleRanges.map((r) => ({ start: document.offsetAt(r.start), end: document.offsetAt(r.end) })));
    return casesInView(cases, ranges, MARGIN_CASES);
  }

  /** Asks the verdict service for these cases, unless a request for the document is under way (its answers bring a new look). */
  private request(document: vscode.TextDocument, cases: readonly PuzzleCase[]): void {
    const key = document.uri.toString();
    if (this.disposed || this.running.has(key)) return;
    const source = new vscode.CancellationTokenSource();
    this.running.set(key, source);
    this.verdicts
      .solveCases(document, cases, { priority: 'answers', maxStates: INLINE_ANSWER_MAX_STATES, token: source.token })
      .catch((error: unknown) => {
        if (error instanceof SolveCancelled || document.isClosed) return;
        const reason = `the solver failed: ${error instanceof Error ? error.message : String(error)}`;
        let failed = this.failures.get(key);
        if (!failed) this.failures.set(key, (failed = new Map()));
        for (const c of cases) failed.set(puzzleKey(c), reason);
        this.announce(document.uri);
      })
      .finally(() => {
        if (this.running.get(key) === source) this.running.delete(key);
        source.dispose();
        // Cases that came into view meanwhile, or whose request was cancelled while the
        // document stayed in view, wait for the next look: VS Code asks only for editors shown.
        if (!document.isClosed && !this.disposed) this.lensEmitter.fire();
      });
  }

  /** Runs `then` once, `ms` after the last call with the same name. */
  private later(name: string, ms: number, then: () => void): void {
    if (this.disposed) return;
    clearTimeout(this.timers.get(name));
    this.timers.set(
      name,
      setTimeout(() => {
        this.timers.delete(name);
        if (!this.disposed) then();
      }, ms),
    );
  }

  private announce(uri: vscode.Uri): void {
    this.lensEmitter.fire();
    this.answerEmitter.fire(uri);
  }

  private forget(key: string): void {
    this.running.get(key)?.cancel();
    this.running.delete(key);
    this.failures.delete(key);
    this.shown.delete(key);
  }

  dispose(): void {
    this.disposed = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    for (const source of this.running.values()) source.cancel();
    this.running.clear();
    vscode.Disposable.from(...this.subscriptions).dispose();
    this.lensEmitter.dispose();
    this.answerEmitter.dispose();
  }
}

function shownKeyOf(cases: readonly PuzzleCase[]): string {
  return `${cases.length}:${cases[0]?.number ?? 0}-${cases.at(-1)?.number ?? 0}`;
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
