import * as vscode from 'vscode';
import type { PuzzleCase } from '../../core/formats/registry';
import { inlineAnswerTitle, puzzleKey, type InlineAnswer } from '../../core/inlineAnswers';
import { puzzleFormatOf, type PuzzleAnalyses } from '../puzzleDocuments';
import { displayLanguage, words } from '../displayLanguage';
import { rangeIn } from '../ranges';
import { SolveCancelled } from '../../answers/solverClient';
import type { AnswerService } from '../answerService';
import type { WorkerAnswer } from '../../answers/workerProtocol';
import { COMMANDS } from '../commands/commandIds';
import { casesInView, lensesFollowView, shownKeyOf } from './visibleCases';
import { msg } from '../../core/l10n/message';

/** Per case: enough for the sample-sized cases people study, small enough to answer while they type. */
const INLINE_ANSWER_MAX_STATES = 500_000;
/** A file with at most this many cases has lenses on every case; a bigger one only on the cases in view. */
const ALL_CASES_UP_TO = 200;
/** Cases above and below the view that get lenses too, so a short scroll finds them ready. */
const MARGIN_CASES = 8;
/** Scrolling settles for this long before the lenses follow the view. */
const SCROLL_DEBOUNCE_MS = 60;
/** Answers arriving close together refresh the lenses once. */
const REFRESH_DEBOUNCE_MS = 50;
const SETTING = 'holedox.inlineAnswers';
/** Work that waits for a big document's first answers on screen waits at most this long. */
const AFTER_ANSWERS_MAX_WAIT_MS = 30_000;
/** After the answers on screen went to VS Code, work waiting for them gives it this long to draw them. */
const AFTER_ANSWERS_DRAW_MS = 300;
/** An answer lens whose answer was not known when the lenses were given. */
class PendingAnswerLens extends vscode.CodeLens {
  constructor(
    range: vscode.Range,
    readonly document: vscode.TextDocument,
    readonly c: PuzzleCase,
  ) {
    super(range);
  }
}

/**
 * Lenses above each case header: its answer, then "Solve" and "Show in panel". A big file
 * gets them only on the cases in view (and a few around), so their number stays the
 * screen's, not the file's; scrolling moves them. The answers come from the answer service
 * (at inline-answer priority, cached by puzzle, so an edit re-solves only the cases it
 * changed), asked for when a lens shows a case without one, or as soon as a big document's
 * cases come into view; such a lens says "solving…" until the answer's refresh. No request
 * waits for an answer (see resolveCodeLens).
 * A document that leaves the screen has its request cancelled.
 */
export class InlineAnswerLenses implements vscode.CodeLensProvider, vscode.Disposable {
  /** The running requests per document. */
  private readonly running = new Map<string, Set<vscode.CancellationTokenSource>>();
  /** Per document, the puzzles (puzzleKey) of its cases asked for and not answered yet. */
  private readonly asked = new Map<string, Set<string>>();
  /** Per document, the cases its last lenses went to VS Code without an answer: when one arrives, the lenses are refreshed. */
  private readonly unansweredGiven = new Map<string, Set<PuzzleCase>>();
  /** Per document, which cases the last lenses were on (shownKeyOf). */
  private readonly shown = new Map<string, string>();
  /** Solver failures per document and puzzle, said on the lens. */
  private readonly failures = new Map<string, Map<string, string>>();
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  /** Per document, who waits for its answers on screen (afterAnswersOnScreen). */
  private readonly waiting = new Map<string, (() => void)[]>();
  private disposed = false;
  private readonly lensEmitter = new vscode.EventEmitter<void>();
  private readonly answerEmitter = new vscode.EventEmitter<vscode.Uri>();
  private readonly subscriptions: vscode.Disposable[];
  readonly onDidChangeCodeLenses = this.lensEmitter.event;
  /** Fires after answers for a document arrived (and the lenses were told to refresh). */
  readonly onDidUpdateAnswers = this.answerEmitter.event;

  constructor(
    private readonly analyses: PuzzleAnalyses,
    private readonly verdicts: AnswerService,
  ) {
    this.subscriptions = [
      vscode.workspace.onDidCloseTextDocument((d) => this.forget(d.uri.toString())),
      vscode.workspace.onDidChangeConfiguration((e) => {
        if (e.affectsConfiguration(SETTING)) this.lensEmitter.fire();
      }),
      verdicts.onDidSolve(({ document }) =>
        this.later(`answers ${document.uri.toString()}`, REFRESH_DEBOUNCE_MS, () => this.announce(document.uri)),
      ),
      vscode.window.onDidChangeTextEditorVisibleRanges((e) => {
        const document = e.textEditor.document;
        if (!puzzleFormatOf(document)) return;
        const key = document.uri.toString();
        // The cases that came into view are asked for at once, not when VS Code next asks for
        // lenses (it waits about as long as its past requests took): their answers are then
        // usually known when it does, and the lenses go out with them.
        this.askForView(document);
        this.later(`scroll ${key}`, SCROLL_DEBOUNCE_MS, () => {
          if (!lensesFollowView(this.shown.get(key), this.shownKey(document))) return;
          this.unansweredGiven.delete(key);
          this.lensEmitter.fire();
        });
      }),
      vscode.window.onDidChangeVisibleTextEditors((editors) => {
        const shown = new Set(editors.map((e) => e.document.uri.toString()));
        for (const [key, sources] of this.running) if (!shown.has(key)) for (const source of sources) source.cancel();
        // A document just shown: the answers of its cases in view are asked for at once,
        // not when VS Code first asks for its lenses (a while after it shows the editor).
        for (const document of new Set(editors.map((e) => e.document)))
          if (puzzleFormatOf(document) && !this.shown.has(document.uri.toString())) this.askForView(document);
      }),
    ];
    // A document shown at activation: its answers in view are asked for now.
    for (const document of new Set(vscode.window.visibleTextEditors.map((e) => e.document)))
      if (puzzleFormatOf(document)) this.askForView(document);
  }

  provideCodeLenses(document: vscode.TextDocument): vscode.CodeLens[] {
    const shown = this.casesForLenses(document);
    if (!shown) return [];
    const enabled = vscode.workspace.getConfiguration(SETTING, document).get<boolean>('enabled', true);
    this.shown.set(document.uri.toString(), shownKeyOf(shown));
    const failed = this.failures.get(document.uri.toString());
    const unanswered: PuzzleCase[] = [];
    const lenses: vscode.CodeLens[] = [];
    const lines = this.analyses.linesOf(document);
    for (const c of shown) {
      const range = rangeIn(lines, c.headerRange);
      if (enabled) {
        const answer: InlineAnswer | undefined = c.problem
          ? { kind: 'not-solvable', reason: words(c.problem.message) }
          : this.answerFor(c, failed);
        if (answer) lenses.push(new vscode.CodeLens(range, answerCommand(answer, c.number)));
        else {
          // Left unresolved: VS Code resolves the lenses on screen as soon as it has them,
          // and resolveCodeLens waits for the answer.
          unanswered.push(c);
          lenses.push(new PendingAnswerLens(range, document, c));
        }
      }
      lenses.push(
        new vscode.CodeLens(range, {
          title: words(msg('host.solve')),
          command: COMMANDS.solve,
          arguments: [document.uri],
          tooltip: words(msg('host.solve-every-case-file')),
        }),
        new vscode.CodeLens(range, {
          title: words(msg('host.show-panel')),
          command: COMMANDS.showPanel,
          arguments: [document.uri, c.number],
          tooltip: words(msg('host.show-case-puzzle-panel', { number: c.number })),
        }),
      );
    }
    if (unanswered.length === 0) {
      this.unansweredGiven.delete(document.uri.toString());
      this.answersOnScreen(document.uri.toString());
      return lenses;
    }
    this.unansweredGiven.set(document.uri.toString(), new Set(unanswered));
    this.request(document, unanswered);
    // Given at once, answers or not: VS Code times its next requests for lenses, every
    // document's, by how long this one took.
    return lenses;
  }

  /**
   * A lens on screen without its answer: "solving…" unless the answer came meanwhile; the
   * refresh after the answer arrives brings it. Nothing waits here: VS Code waits before each
   * request for lenses, and before resolving them, about as long as such requests took on
   * average over every document, so a wait here would put off the next file's lenses too.
   */
  resolveCodeLens(lens: vscode.CodeLens): vscode.CodeLens {
    if (!(lens instanceof PendingAnswerLens)) return lens;
    const key = lens.document.uri.toString();
    const answer = this.answerFor(lens.c, this.failures.get(key));
    if (answer) {
      this.unansweredGiven.get(key)?.delete(lens.c);
      this.answersOnScreen(key);
    }
    lens.command = answerCommand(answer ?? { kind: 'pending' }, lens.c.number);
    return lens;
  }

  private answerFor(c: PuzzleCase, failed: Map<string, string> | undefined): InlineAnswer | undefined {
    const v = this.verdicts.known(c, { maxStates: INLINE_ANSWER_MAX_STATES });
    if (v) return answerOf(v);
    const reason = failed?.get(puzzleKey(c));
    return reason === undefined ? undefined : { kind: 'not-solvable', reason };
  }

  /**
   * Resolves once a big document's answers on screen are in (or its lenses needed none), or
   * after `maxWaitMs`; at once for a small document. Background work on a document that was
   * just opened waits for it, so it does not hold up the first answers.
   */
  afterAnswersOnScreen(document: vscode.TextDocument, maxWaitMs = AFTER_ANSWERS_MAX_WAIT_MS): Promise<void> {
    // Whether it is big, from its first cases: a big document just opened is not read whole here.
    const first = this.analyses.casesTo(document, 0, ALL_CASES_UP_TO + 1);
    if (!first || (first.complete && first.cases.length <= ALL_CASES_UP_TO) || this.disposed) return Promise.resolve();
    // No lenses will be asked for: nothing to wait for.
    if (!vscode.workspace.getConfiguration('editor', document).get<boolean>('codeLens', true)) return Promise.resolve();
    const key = document.uri.toString();
    return new Promise((resolve) => {
      const timer = setTimeout(done, maxWaitMs);
      function done(): void {
        clearTimeout(timer);
        resolve();
      }
      this.waiting.set(key, [...(this.waiting.get(key) ?? []), done]);
    });
  }

  /** A document's answers on screen are in: whoever waits for them goes on. */
  private answersOnScreen(key: string): void {
    const waiting = this.waiting.get(key);
    if (!waiting) return;
    this.waiting.delete(key);
    setTimeout(() => {
      for (const done of waiting) done();
    }, AFTER_ANSWERS_DRAW_MS);
  }

  /** Which cases would get lenses now, as a key to compare with the last lenses given. */
  private shownKey(document: vscode.TextDocument): string | undefined {
    const shown = this.casesForLenses(document);
    return shown && shownKeyOf(shown);
  }

  /**
   * The cases that get lenses: all of a small document's, else those the editors showing it
   * have in view, with a margin, in file order. A big document's first parse is read only as
   * far as those (PuzzleAnalyses.casesTo), so its first lenses need not wait for the whole
   * file; the cases read are the whole parse's.
   */
  private casesForLenses(document: vscode.TextDocument): readonly PuzzleCase[] | undefined {
    const views = vscode.window.visibleTextEditors
      .filter((e) => e.document === document)
      .flatMap((e) => e.visibleRanges.map((r) => ({ start: document.offsetAt(r.start), end: document.offsetAt(r.end) })));
    const end = Math.max(0, ...views.map((v) => v.end));
    // The margin after the view, and enough cases to tell a big document.
    let read = this.analyses.casesTo(document, end, MARGIN_CASES + 1);
    if (read && !read.complete && read.cases.length <= ALL_CASES_UP_TO) read = this.analyses.casesTo(document, 0, ALL_CASES_UP_TO + 1);
    if (!read) return undefined;
    if (read.complete && read.cases.length <= ALL_CASES_UP_TO) return read.cases;
    return casesInView(read.cases, views, MARGIN_CASES);
  }

  /**
   * Asks for the answers of the cases that get lenses (a small document's all, a big one's in
   * view) that have none and were not asked for yet: asked before VS Code asks for the lenses,
   * the answers are usually in the first ones, which no longer wait for them.
   */
  private askForView(document: vscode.TextDocument): void {
    if (!vscode.workspace.getConfiguration(SETTING, document).get<boolean>('enabled', true)) return;
    if (!vscode.workspace.getConfiguration('editor', document).get<boolean>('codeLens', true)) return;
    const failed = this.failures.get(document.uri.toString());
    this.request(
      document,
      (this.casesForLenses(document) ?? []).filter((c) => !c.problem && !this.answerFor(c, failed)),
    );
  }

  /** Asks the answer service for those of these cases not asked for already. */
  private request(document: vscode.TextDocument, wanted: readonly PuzzleCase[]): void {
    const key = document.uri.toString();
    if (this.disposed) return;
    let asked = this.asked.get(key);
    if (!asked) this.asked.set(key, (asked = new Set()));
    const cases = wanted.filter((c) => !asked.has(puzzleKey(c)));
    if (cases.length === 0) return;
    const keys = cases.map(puzzleKey);
    for (const k of keys) asked.add(k);
    const source = new vscode.CancellationTokenSource();
    let sources = this.running.get(key);
    if (!sources) this.running.set(key, (sources = new Set()));
    sources.add(source);
    let cancelled = false;
    this.verdicts
      .solveCases(document, cases, { priority: 'answers', maxStates: INLINE_ANSWER_MAX_STATES, token: source.token })
      .catch((error: unknown) => {
        if (error instanceof SolveCancelled) cancelled = true;
        if (error instanceof SolveCancelled || document.isClosed) return;
        const reason = `the solver failed: ${error instanceof Error ? error.message : String(error)}`;
        let failed = this.failures.get(key);
        if (!failed) this.failures.set(key, (failed = new Map()));
        for (const c of cases) failed.set(puzzleKey(c), reason);
        this.announce(document.uri);
      })
      .finally(() => {
        this.running.get(key)?.delete(source);
        if (this.running.get(key)?.size === 0) this.running.delete(key);
        for (const k of keys) this.asked.get(key)?.delete(k);
        source.dispose();
        // Cases whose request was cancelled while the document stayed in view wait for the
        // next look: VS Code asks only for editors shown.
        if (cancelled && !document.isClosed && !this.disposed) this.lensEmitter.fire();
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

  /**
   * Answers arrived: the lenses are refreshed only when the last ones went out without some
   * answer now known (lenses not given yet, or asked for already, will carry them). Each
   * refresh makes VS Code start its wait before asking again, so one for answers the lenses
   * already carry would only put off the lenses of a view scrolled to.
   */
  private announce(uri: vscode.Uri): void {
    const key = uri.toString();
    // Answers asked for before any lenses went out (a big document just shown) are not on
    // screen yet: whoever waits for them waits for the lenses.
    if (this.shown.has(key)) this.answersOnScreen(key);
    const given = this.unansweredGiven.get(key);
    const failed = this.failures.get(key);
    if (given && [...given].some((c) => this.answerFor(c, failed))) {
      this.unansweredGiven.delete(key);
      this.lensEmitter.fire();
    }
    this.answerEmitter.fire(uri);
  }

  /** A closed document: its requests cancelled, its waiters released, and its row dropped from every per-document table. */
  private forget(key: string): void {
    this.answersOnScreen(key);
    for (const source of this.running.get(key) ?? []) source.cancel();
    for (const table of [this.running, this.asked, this.unansweredGiven, this.failures, this.shown]) table.delete(key);
  }

  dispose(): void {
    this.disposed = true;
    for (const key of [...this.waiting.keys()]) this.answersOnScreen(key);
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    for (const sources of this.running.values()) for (const source of sources) source.cancel();
    this.running.clear();
    vscode.Disposable.from(...this.subscriptions).dispose();
    this.lensEmitter.dispose();
    this.answerEmitter.dispose();
  }
}

function answerCommand(answer: InlineAnswer, caseNumber: number): vscode.Command {
  return { title: inlineAnswerTitle(answer, displayLanguage()), command: '', tooltip: tooltipOf(answer, caseNumber) };
}

function answerOf(v: WorkerAnswer): InlineAnswer {
  if (v.outcome === 'answered') return { kind: 'answered', answer: v.answer };
  if (v.outcome === 'limit') return { kind: 'limit' };
  return { kind: 'not-solvable', reason: v.message };
}

function tooltipOf(answer: InlineAnswer, caseNumber: number): string {
  switch (answer.kind) {
    case 'pending':
      return words(msg('host.case-being-solved-background', { caseNumber }));
    case 'limit':
      return words(msg('host.case-no-answer-within', { caseNumber, toLocaleString: INLINE_ANSWER_MAX_STATES.toLocaleString('en') }));
    case 'not-solvable':
      return answer.reason;
    case 'answered':
      return words(msg('host.case-judge-s-answer', { caseNumber }));
  }
}
