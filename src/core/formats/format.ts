import type { Description } from '../describe';
import type { Cell } from '../geometry';
import type { Issue } from '../issues';
import type { OutlineEntry } from '../outline';
import type { CellToken } from '../study/caseCells';
import type { CaseDrawing, DrawnCase } from '../study/scene';
import type { VerdictExplanation, VerdictReason } from '../study/explain';
import type { TextRange } from '../text';
import type { QuickFix } from '../textEdits';

/**
 * Every puzzle format the product reads; each has one folder under src/core/formats and one
 * entry in registry.ts. A list with no imports, so the webview can check ids cheaply.
 */
export const FORMAT_IDS = ['holedox', 'tempter'] as const;
export type FormatId = (typeof FORMAT_IDS)[number];

export function isFormatId(value: unknown): value is FormatId {
  return (FORMAT_IDS as readonly unknown[]).includes(value);
}

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
  /** Row-major, rows × cols: each search step adds one on the square it stands on. */
  readonly cellVisits?: Uint32Array;
}

/**
 * What a format's solver found: an answer (the judge's text and the format's own solution,
 * with its path, counts and reason), or a search stopped at its cap with neither.
 */
export type SolveResult<S> =
  | { readonly status: 'answered'; readonly answer: string; readonly solution: S }
  | { readonly status: 'limit'; readonly expanded: number };

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
 * One puzzle format: everything the CLI, the editor and the panel need to know about it.
 * Outside src/core/formats nothing looks at a case's fields to tell formats apart; it asks
 * `formatOf(c)` (registry.ts) and calls one of these.
 */
export interface PuzzleFormat<C extends CaseBase = CaseBase, S = unknown, V extends DrawnCase & { readonly kind: C['format'] } = DrawnCase & { readonly kind: C['format'] }, O = unknown> {
  readonly id: C['format'];
  /** 'Holedox', as menus and messages name it. */
  readonly displayName: string;
  /** '.holedox': the language's file extension. */
  readonly fileExtension: string;

  /** Reads a whole file and checks every case (the checks run inside the parser). */
  parse(text: string): FormatDocument<C>;
  /** Solves a solvable case; the caller has checked `c.problem` is absent. */
  solve(c: C, budget?: SolveBudget): SolveResult<S>;
  /** The judge's output line for an answer: `Case 3: 9`, `YES`. */
  judgeLine(caseNumber: number, answer: string): string;
  /**
   * Reads one trimmed, non-blank line of judge output (`ordinal` counts answer lines from 1):
   * the case it answers and the answer, or what a line should look like.
   */
  readJudgeLine(line: string, ordinal: number): { readonly caseNumber: number; readonly answer: string } | { readonly expected: string };
  /** One random case's text from a seed, in the conventional layout. */
  generate(options: O): string;
  /** The options New Random Case offers first, with `seed`. */
  defaultCaseOptions(seed: number): O;
  /** The solution's path, counts and reason, and the verdict in one line. */
  report(c: C, solution: S): SolutionReport;
  /** Why the answer is what it is, in words, with the squares that show it. */
  explain(c: C, solution: S, cellVisits?: Uint32Array): VerdictExplanation;
  /** Why a whole-search stop happened, for the search-limit issue: 'states', 'nodes'. */
  readonly searchUnit: string;

  /** `Case 2 · 4×4 · L=4`: the outline's and the panel's label. */
  caseLabel(c: C): string;
  /** The case's outline entry with its parts (body and stones, rows). */
  outline(c: C): OutlineEntry;
  /** What the token under `offset` in the case is: the hover. */
  describe(text: string, c: C, offset: number): Description | undefined;
  /** The token of the file that puts something on a square, and the one under an offset. */
  tokenAtCell(c: C, cell: Cell): CellToken | undefined;
  tokenAtOffset(c: C, offset: number): CellToken | undefined;
  /** Fixes for one of its own issues where the file makes the intent clear; [] otherwise. */
  quickFixes(text: string, document: FormatDocument<C>, issue: Issue): QuickFix[];
  /** What the answer depends on and nothing else: the key answers are cached under. */
  puzzleKey(c: C): string;
  /** The case as the panel and Export SVG draw it. */
  caseView(c: C): V;
  /** How a case view is drawn, by the panel and by Export SVG alike (also in drawings.ts, for the panel's page). */
  readonly drawing: CaseDrawing<V>;
  /** What an expected-output file lacks when it has no answer for a case: `no 'Case 3:' line`. */
  missingAnswer(caseNumber: number): string;
  /** An expected-output answer that disagrees with ours, in words. */
  mismatchMessage(c: C, expected: string, ours: string): string;

  // Room for the judge (issue 10): each format brings its own generator, comparer and shrinker.
  /** Compares a program's output for one case with ours; undefined when they agree. */
  compare?(c: C, expected: string, actual: string): string | undefined;
  /** Smaller cases derived from `c`, each one step simpler, for shrinking a counterexample. */
  shrink?(c: C): Iterable<string>;
}
