import type { Description } from '../description';
import type { Cell } from '../geometry';
import type { GridEdit, GridEditOptions, GridEditResult } from '../gridEdit';
import type { Issue, IssueCodes } from '../issues';
import type { OutlineEntry } from '../outlineEntry';
import type { CellToken } from '../study/caseCells';
import type { CaseDrawing, DrawnCase } from '../study/scene';
import type { VerdictExplanation, VerdictReason } from '../study/explain';
import type { SearchTrace, TraceAsk, WhatIfResult, WhatIfSwitch } from '../study/searchTrace';
import type { StressSizes } from '../grading/stressSizes';
import type { LineColumn, TextRange } from '../text';
import type { QuickFix } from '../textEdits';
import type { ReadScratch } from '../readScratch';
import type { TextWindow } from '../textWindow';
import type { Language, Message } from '../l10n/message';
import type { FormatId } from './formatIds';

export { FORMAT_IDS, isFormatId, type FormatId } from './formatIds';

/** What every format's parsed case has; the rest (body, grid, T…) belongs to the format. */
export interface CaseBase {
  readonly format: FormatId;
  /** 1-based, counting every case header the way the judge does. */
  readonly number: number;
  readonly rows: number;
  readonly cols: number;
  readonly range: TextRange;
  readonly headerRange: TextRange;
  /** The first error of this case: why it cannot be solved. Absent for a solvable case. */
  readonly problem?: Issue;
}

/** A file as one format reads it: the parser never throws, it reports issues. */
export interface FormatDocument<C extends CaseBase> {
  readonly format: C['format'];
  readonly cases: readonly C[];
  readonly issues: readonly Issue[];
  /** Where `0 0 0` stands, when present. */
  readonly terminator?: TextRange;
}

/** Caps and counters for one solve; the format maps them onto its own solver's options. */
export interface SolveBudget {
  /** Stop after this many search states (Holedox) or nodes (Tempter); the solver's default when absent. */
  readonly maxSearch?: number;
  /** Stop after this many milliseconds, for formats whose search can take long (Holedox). */
  readonly timeLimitMs?: number;
  /** False: the caller prints only the answer (the CLI), so no path is kept. */
  readonly witness?: boolean;
  /** Row-major, rows × cols: each search step adds one on the square it stands on. */
  readonly cellVisits?: Uint32Array;
}

/** What a search budget is called where the user sets it (a CLI flag, an editor setting), for the message of a case that spent one. */
export interface BudgetNames {
  /** The search cap: Holedox's maxStates and Tempter's maxNodes. */
  readonly states: string;
  /** The time cap. */
  readonly time: string;
}

/**
 * What a format's solver found: an answer (the judge's text and the format's own solution,
 * with its path, counts and reason), or a search stopped short, with the issue that says
 * which budget or limit stopped it, at the case's header.
 */
export type SolveResult<S> =
  | { readonly status: 'answered'; readonly answer: string; readonly solution: S }
  | { readonly status: 'limit'; readonly expanded: number; readonly problem: Issue };

/** The fast lane's search budgets (fastLane.ts); the solvers' defaults where absent. */
export interface CleanBudget {
  readonly maxStates?: number;
  /** For formats that take a time budget (Holedox). */
  readonly timeLimitMs?: number;
}

/** The judge's output for a clean file, and the search effort it took. */
export interface CleanAnswers {
  readonly output: string;
  readonly expanded: number;
}

/** A warning a fast reader found itself, and where it sits in the file. */
export interface CleanWarning {
  readonly issue: Issue;
  readonly at: LineColumn;
}

/** What a format's fast reader may take besides what the CLI's fast lane takes. */
export interface FastReadOptions {
  /**
   * False: also take every case past the judge's limits that the full lane only warns of and
   * solves all the same, wording no warning, for a caller that shows none (the editor's solve
   * worker); a format may still decline them. The CLI keeps the default (true): a case past
   * the limits is taken only where the reader words its warning as the parser does.
   */
  readonly judgeLimits?: boolean;
  /**
   * Arrays to read into instead of new ones (readScratch.ts): the file read is then good only
   * until the scratch's next use. A reader may ignore it.
   */
  readonly scratch?: ReadScratch;
}

/**
 * A clean file as a format's fast reader holds it: flat arrays, ready to solve. A clean file
 * holds only ASCII, so its byte offsets are its text's offsets.
 */
export interface CleanFile<S = unknown> {
  readonly format: FormatId;
  readonly cases: number;
  /**
   * The warnings the full parser would report, in file order, when the reader words them
   * itself (Tempter: cases past the judge's limits); absent or empty for a file with none.
   * A file with any error, or a warning the reader does not word, is declined instead.
   */
  readonly warnings?: readonly CleanWarning[];
  /** Every case's judge line; undefined if a search hit its limit (the full lane reports that). */
  answer(budget?: CleanBudget): CleanAnswers | undefined;
  /**
   * Case `index` (from 0) solved as the format's solve() solves the same case parsed and
   * numbered `number`: the same solution with its witness, or the same stop, worded the same
   * and placed at the case's header. The editor's solve worker answers clean files this way.
   */
  solve(index: number, number: number, budget?: SolveBudget, names?: BudgetNames): SolveResult<S>;
  /** What the format's report() says of case `index` and its solution. */
  report(index: number, solution: S): SolutionReport;
  /** What the format's facts() give of case `index` and its solution: report() without its wording. */
  facts(index: number, solution: S): ReportFacts;
}

/** A window of a larger file as a format reads it: its cases, and where the next window resumes. */
export interface WindowReading<C extends CaseBase, S = unknown> {
  readonly document: FormatDocument<C>;
  /**
   * `settled`: the items before `offset` were read without looking near the window's end, so
   * reading on would read them the same; when false, a wider window reads them as the whole file does.
   */
  readonly resume?: { readonly offset: number; readonly state: S; readonly settled: boolean };
}

/** What New Random Case asks for, beside the sides, density and seed every format has. */
export interface CaseOptionsForm<O> {
  readonly minSide: number;
  readonly maxSide: number;
  /** The header's third number: `L`, `T`. */
  readonly third: {
    /** How the prompt names it: 'Body length L'. */
    readonly prompt: Message;
    readonly min: number;
    /** The largest value for a grid of this size. */
    max(rows: number, cols: number): number;
    /** The value offered first. */
    initial(rows: number, cols: number): number;
  };
  /** What the density makes: 'stones', 'walls'. */
  readonly obstacles: Message;
  /** The options from the prompts' answers. */
  make(rows: number, cols: number, third: number, density: number, seed: number): O;
  /**
   * The options from a command argument: its own names (`rows`, `cols`, `length`, `density`…)
   * where given and numbers, this format's defaults for the rest.
   */
  fromArgument(argument: object, seed: number): O;
  /** Why options cannot make a case, one message per bad option; empty when they can. */
  validate(options: O): Message[];
  /** `Holedox 5×6, L = 4, stones 20%, seed 7`: the output channel's line. */
  describe(options: O): Message;
}

/** Shrinking a counterexample (src/core/grading/shrink.ts) over this format's puzzles. */
export interface CaseShrinker<P> {
  /** The case's text in the statement's layout, ended by \n, without the terminator. */
  write(puzzle: P): string;
  /** Whether the judge could give it: every check passes and it is within the limits. */
  isJudgeValid(puzzle: P): boolean;
  /** Every judge-valid puzzle one step smaller, biggest cuts first; repeating steps ends. */
  steps(puzzle: P): P[];
}

/** Random judge-size cases for a stress test (src/core/grading/stressCases.ts). */
export interface StressCases {
  /**
   * The bounds of StressSizes this format takes (besides growCases), each with the values it
   * allows, which the stress help names; another format's are refused.
   */
  readonly sizes: { readonly [K in 'maxSide' | 'maxLength' | 'maxTime']?: { readonly lo: number; readonly hi: number } };
  /** Why sizes within `sizes` cannot be used with this format, one message each; empty when they can. */
  validate(sizes: StressSizes): Message[];
  /**
   * A case's text in the statement's layout, everything drawn from `random`; `grow` goes from
   * 0 (the run's first case) to 1, and the largest side allowed grows with it to sizes.maxSide.
   */
  caseText(random: () => number, grow: number, sizes: StressSizes): string;
}

/**
 * Hunting for the legal cases a correct but slow program takes longest on (src/judge/hunt.ts):
 * the format knows where its hard region is and what its prunings are worth on a case.
 */
export interface SlowHunt<P> {
  /** A judge-valid case within `sizes` from the region where a search without pruning is slowest, drawn from `random`. */
  hardCase(random: () => number, sizes: StressSizes): P;
  /** A judge-valid case within `sizes` one random change away from `puzzle`, or undefined when the change drawn is not one. */
  mutate(puzzle: P, random: () => number, sizes: StressSizes): P | undefined;
  /**
   * What the solver's prunings decide on `puzzle` and what each is worth there (nodes or states
   * with and without it), in `language`, one sentence a line; the last names the pruning that
   * matters most on it. With the Search view's what-if switch closest to that pruning, for a
   * format that has them.
   */
  explainSlow(puzzle: P, language?: Language): SlowExplanation;
  /**
   * How much work a well-pruned textbook search does on `puzzle` (nodes or states): of the
   * slow cases of a file, the hunt explains the one this calls easiest, whose slowness the
   * missing pruning explains best.
   */
  hardness(puzzle: P): number;
}

/** What the prunings are worth on a slow case, and the what-if that shows the one that matters. */
export interface SlowExplanation {
  /** One sentence a line, the pruning that matters most last. */
  readonly lines: string[];
  /** The id of the what-if switch (whatIfSwitches()) closest to that pruning, if the format has one. */
  readonly whatIf?: string;
}

/** What every format's solution tells the editor, whatever else it holds. */
export interface SolutionReport {
  /** The path as Direction values (0 up, 1 right, 2 down, 3 left). */
  readonly moves: Uint8Array;
  /** Search states or nodes expanded. */
  readonly expanded: number;
  /** Search nodes cut by pruning, for formats that prune. */
  readonly pruned?: number;
  readonly reason?: VerdictReason;
  /** The verdict in one line, worded by study/explain.ts: the panel's result line. */
  readonly summary: string;
}

/**
 * A report before its wording: what the solve worker sends for an answer. The host words the
 * summary from it (PuzzleFormat.summarize), so a file of many cases sends numbers, not lines.
 */
export interface ReportFacts {
  readonly moves: Uint8Array;
  readonly expanded: number;
  readonly pruned?: number;
  readonly reason?: VerdictReason;
  /** The number the summary is worded around besides the answer: Holedox's moves, Tempter's T. */
  readonly named: number;
}

/** What a format's files are and how they are read: every format has it. */
export interface FormatReading<C extends CaseBase = CaseBase, S = unknown> {
  readonly id: C['format'];
  /** 'Holedox', as menus and messages name it. */
  readonly displayName: string;
  /** '.holedox': the language's file extension. */
  readonly fileExtension: string;
  /** 'POJ 1324': where the statement comes from. */
  readonly source: string;
  /** 'a snake to lead to the exit': the puzzle in a few words, for pickers. */
  readonly goal: Message;
  /**
   * The characters of a token only this format's files have (Tempter's grid squares): the
   * first such token of a file means this format (formats/detect.ts). Absent for the one
   * format whose files are all numbers, which a file without such a token is read as.
   */
  readonly signature?: string;
  /** Between cases of a file, what the statement's samples put after a case's last line: '\n' (a blank line) or ''. */
  readonly caseSeparator: string;
  /** Every check this format makes, by code, with its default severity (its folder's issueCodes.ts). */
  readonly issueCodes: IssueCodes;
  /** Reads a whole file and checks every case (the checks run inside the parser). */
  parse(text: string): FormatDocument<C>;
  /**
   * Reads a window of a larger file (the CLI's streaming lane), resuming with the state the
   * previous window's reading returned; see textWindow.ts.
   */
  parseWindow(text: string, window: TextWindow<unknown>): WindowReading<C>;
  /**
   * The case `delta` characters further on, every range in it moved (and its problem's, with
   * the message kept): an edit before it left it as it was (incrementalParse.ts).
   */
  moveCase(c: C, delta: number): C;
  /** What `parseWindow` carries over to the next window, `delta` characters further on. */
  moveResumeState(state: unknown, delta: number): unknown;
  /**
   * The fast lane: a clean file straight from its bytes, or undefined when the parser must
   * look (fastLane.ts). The CLI answers the whole file from it; the solve worker solves it
   * case by case, with witnesses and reports, as the full lane would. A lone \r (not before
   * \n) ends a line for the full lane (as for VS Code), so a reader declines a file with one.
   */
  fastRead(bytes: Uint8Array, options?: FastReadOptions): CleanFile<S> | undefined;
}

/** Solving a case and writing the judge's answer: every format has it. */
export interface FormatSolving<C extends CaseBase = CaseBase, S = unknown> {
  /** The search cap (SolveBudget.maxSearch) the solver keeps when none is given, for formats with one of their own (Holedox's states). */
  readonly defaultMaxSearch?: number;
  /** Solves a solvable case; the caller has checked `c.problem` is absent. `names` words a stop. */
  solve(c: C, budget?: SolveBudget, names?: BudgetNames): SolveResult<S>;
  /** What the search cap (SolveBudget.maxSearch) counts, in words: 'states', 'nodes'; the CLI's help names it. */
  readonly searchUnit: Message;
  /** Whether the solver stops at SolveBudget.timeLimitMs (a search that can take long: Holedox's); the CLI's help names the formats that do. */
  readonly takesTimeLimit: boolean;
  /** What the answer depends on and nothing else: the key answers are cached under. */
  puzzleKey(c: C): string;
  /** The judge's output line for an answer: `Case 3: 9`, `YES`. */
  judgeLine(caseNumber: number, answer: string): string;
  /**
   * Reads one trimmed, non-blank line of judge output (`ordinal` counts answer lines from 1):
   * the case it answers and the answer, or what a line should look like.
   */
  readJudgeLine(line: string, ordinal: number): { readonly caseNumber: number; readonly answer: string } | { readonly expected: Message };
  /** The answer in a trimmed line of a program's output, as a person reads it: '9' from 'Case 3: 9'; the line itself when it has no prefix to drop. */
  answerInLine(line: string): string;
  /** The solution's path, counts and reason, and the verdict in one line. */
  report(c: C, solution: S): SolutionReport;
  /** report() without its wording: the path, counts and reason, and what summarize() needs. */
  facts(c: C, solution: S): ReportFacts;
}

/** What the editor says of a file and an answer: labels, outline, hovers, quick fixes, explanations. */
export interface FormatExplaining<C extends CaseBase = CaseBase, S = unknown> {
  /** How a message introduces our answer: 'the shortest is', 'the answer is'. */
  readonly answerIs: Message;
  /** report()'s summary from facts() and the answer, worded the same (in `language`, English by default), wherever the facts were found. */
  summarize(answer: string, facts: ReportFacts, language?: Language): string;
  /** Why the answer is what it is, in words (in `language`, English by default), with the squares that show it. */
  explain(c: C, solution: S, cellVisits?: Uint32Array, language?: Language): VerdictExplanation;
  /** `Case 2 · 4×4 · L=4`: the outline's and the panel's label (in `language`, English by default). */
  caseLabel(c: C, language?: Language): string;
  /** The case's outline entry with its parts (body and stones, rows), in `language`. */
  outline(c: C, language?: Language): OutlineEntry;
  /** What the token under `offset` in the case is: the hover. */
  describe(text: string, c: C, offset: number): Description | undefined;
  /** The token of the file that puts something on a square, and the one under an offset. */
  tokenAtCell(c: C, cell: Cell): CellToken | undefined;
  tokenAtOffset(c: C, offset: number): CellToken | undefined;
  /** Fixes for one of its own issues where the file makes the intent clear; [] otherwise. */
  quickFixes(text: string, document: FormatDocument<C>, issue: Issue): QuickFix[];
  /** What an expected-output file lacks when it has no answer for a case: `no 'Case 3:' line`. */
  missingAnswer(caseNumber: number): Message;
  /** An expected-output answer that disagrees with ours, in words. */
  mismatchMessage(c: C, expected: string, ours: string): Message;
}

/** The panel: a case drawn, and the solver's own search recorded when asked (the Search view, optional: a format without it has no Search view). */
export interface FormatStudying<
  C extends CaseBase = CaseBase,
  V extends DrawnCase & { readonly kind: C['format'] } = DrawnCase & { readonly kind: C['format'] },
> {
  /** The case as the panel and Export SVG draw it. */
  caseView(c: C): V;
  /** How a case view is drawn, by the panel and by Export SVG alike (also in drawings.ts, for the panel's page). */
  readonly drawing: CaseDrawing<V>;
  /** The search on a solvable case, its first `ask.events` events kept. */
  traceSearch?(c: C, ask: TraceAsk): SearchTrace;
  /** The prunings a what-if may switch off, labelled in `language`; with whatIf(), the nodes with and without one. */
  whatIfSwitches?(language?: Language): readonly WhatIfSwitch[];
  whatIf?(c: C, id: string, language?: Language): WhatIfResult | undefined;
}

/** Making cases: New Random Case and the panel's Edit mode. */
export interface FormatEditing<C extends CaseBase = CaseBase, O = unknown> {
  /** One random case's text from a seed, in the conventional layout (throws InvalidCaseOptions on bad options). */
  generate(options: O): string;
  /** The options New Random Case offers first, with `seed`. */
  defaultCaseOptions(seed: number): O;
  /** What New Random Case asks for and checks. */
  readonly caseOptions: CaseOptionsForm<O>;
  /**
   * The panel's Edit mode: the case's whole new text after `edit`, in the statement's layout
   * with lines joined by `eol`, or a refusal with a stable code; the caller has checked
   * nothing. Pure, so every edit is unit-tested to the character.
   */
  edit(c: C, edit: GridEdit, eol: string, options?: GridEditOptions): GridEditResult;
}

/** Judging the user's program (src/judge, src/core/grading). The statement's limits every format has; the rest is optional: a format without it is judged with the generic wording and cannot be stress-tested. */
export interface ProgramJudging<P = unknown> {
  /** The statement's time limit per run, in ms: what a program judged on this format's files gets by default. */
  readonly timeLimitMs: number;
  /** The statement's memory limit per run, in KiB (the whole run's peak). */
  readonly memoryLimitKb: number;
  /**
   * How a program's line for a case differs from the judge's line for `answer`, in words,
   * when the line reads as an answer line of this format; undefined to leave the wording to
   * the generic comparison (quoted lines, spacing). Called only when the lines differ.
   */
  compare?(caseNumber: number, answer: string, actual: string): Message | undefined;
  /** Writing cases back and making them smaller, for shrinking a counterexample. */
  readonly shrink?: CaseShrinker<P>;
  /** Random cases within the judge's limits, for a stress test. */
  readonly stress?: StressCases;
  /** The hunt for slow legal cases, part of a stress test; needs `shrink` too. */
  readonly hunt?: SlowHunt<P>;
}

/**
 * One puzzle format: everything the CLI, the editor and the panel need to know about it.
 * Outside src/core/formats nothing looks at a case's fields to tell formats apart; it asks
 * `formatOf(c)` (registry.ts) and calls one of these. Its members come in capability groups, the
 * way a language service splits its providers; a group's optional members are what a format
 * may lack (a caller checks for them: `format.shrink`, `format.traceSearch`).
 */
export interface PuzzleFormat<
  C extends CaseBase = CaseBase,
  S = unknown,
  V extends DrawnCase & { readonly kind: C['format'] } = DrawnCase & { readonly kind: C['format'] },
  O = unknown,
  P = unknown,
>
  extends FormatReading<C, S>, FormatSolving<C, S>, FormatExplaining<C, S>, FormatStudying<C, V>, FormatEditing<C, O>, ProgramJudging<P> {}
