import type { Language } from '../../l10n/message';
import { summarizeTempter } from './explain';
import type { BudgetNames, ReportFacts, SolutionReport, SolveBudget, SolveResult } from '../format';
import { tempterLimitIssue, type LimitedCase } from './limitIssue';
import type { TempterPuzzle, TempterReason, TempterSolution, TempterSolveOptions } from './puzzle';

// One case's solution turned into a result and a report the same way whether the case was
// parsed (index.ts) or read by the fast reader (fastRead.ts), so the solve worker's two lanes
// cannot drift apart.

/** The solver's options for a budget (Tempter keeps its witness whatever the budget says: it is T moves at most). */
export function tempterSolveOptions(budget: SolveBudget): TempterSolveOptions {
  if (budget.maxSearch === undefined && !budget.cellVisits) return NO_OPTIONS;
  return {
    ...(budget.maxSearch === undefined ? {} : { maxNodes: budget.maxSearch }),
    ...(budget.cellVisits ? { cellVisits: budget.cellVisits } : {}),
  };
}

/** The default options, shared: a file of small cases makes no object per case for them. */
const NO_OPTIONS: TempterSolveOptions = Object.freeze({});

/**
 * A solution as the format's result; a stop is worded for case `at` and placed at its header.
 * `at` is asked for only then: a fast-read case works its header out for a stop alone.
 */
export function tempterResult(
  solution: TempterSolution,
  at: () => LimitedCase,
  names: BudgetNames | undefined,
): SolveResult<TempterSolution> {
  if (solution.status === 'limit')
    return { status: 'limit', expanded: solution.expanded, problem: tempterLimitIssue(at(), solution, names) };
  return tempterAnswer(solution);
}

/** tempterResult of a solution that is an answer (not a stop). */
export function tempterAnswer(solution: TempterSolution): SolveResult<TempterSolution> {
  return { status: 'answered', answer: solution.status === 'yes' ? 'YES' : 'NO', solution };
}

/** The path, counts and reason of a solution, and the verdict in one line. */
export function reportTempter(puzzle: Pick<TempterPuzzle, 'time'>, solution: TempterSolution): SolutionReport {
  return {
    moves: solution.moves,
    expanded: solution.expanded,
    pruned: solution.pruned,
    ...(solution.reason ? { reason: solution.reason } : {}),
    summary: summarizeTempter(puzzle, solution),
  };
}

/** reportTempter without its wording: T is what its summary names. */
export function tempterFacts(time: number, solution: TempterSolution): ReportFacts {
  const { moves, expanded, pruned, reason } = solution;
  return reason ? { moves, expanded, pruned, reason, named: time } : { moves, expanded, pruned, named: time };
}

/** reportTempter's summary from the facts of an answer. */
export function summarizeTempterFacts(answer: string, facts: ReportFacts, language: Language = 'en'): string {
  const time = facts.named;
  const reason = facts.reason as TempterReason | undefined;
  const status = answer === 'YES' ? 'yes' : 'no';
  // The host words every verdict of a file, and a judge file's are a few dozen sentences
  // over and over: the same (answer, reason, T, language) gets the same string, not a new one.
  const reasonAt = reason === undefined ? -1 : REASON_KEYS.indexOf(reason);
  if ((reason !== undefined && reasonAt < 0) || !Number.isInteger(time) || time < 0 || time >= SUMMARY_KEY_TIMES)
    return summarizeTempter({ time }, { status, reason }, language);
  const key = ((time * (REASON_KEYS.length + 1) + reasonAt + 1) * 2 + (status === 'yes' ? 1 : 0)) * 2 + (language === 'en' ? 0 : 1);
  let summary = summaries.get(key);
  if (summary === undefined) {
    if (summaries.size >= MAX_SUMMARIES) summaries.clear();
    summary = summarizeTempter({ time }, { status, reason }, language);
    summaries.set(key, summary);
  }
  return summary;
}

const REASON_KEYS: readonly TempterReason[] = [
  'parity',
  'too-few-squares',
  'colour-count',
  'door-unreachable',
  'too-far',
  'shortest-path',
  'searched',
  'too-big',
  'limit',
];
/** Summaries are kept for T below this (a key stays a small integer); others are worded each time. */
const SUMMARY_KEY_TIMES = 1 << 20;
/** Summaries kept at most: the table starts again past it. */
const MAX_SUMMARIES = 4096;
const summaries = new Map<number, string>();
