import type { Language } from '../../l10n/message';
import { summarizeHoledox } from './explain';
import type { BudgetNames, ReportFacts, SolutionReport, SolveBudget, SolveResult } from '../format';
import { holedoxLimitIssue, type LimitedCase } from './limitIssue';
import type { HoledoxPuzzle, HoledoxReason, HoledoxSolution, HoledoxSolveOptions } from './puzzle';
import { solveHoledox } from './solver';

// One case solved and reported the same way whether it was parsed (index.ts) or read by the
// fast reader (fastRead.ts), so the solve worker's two lanes cannot drift apart.

/** The solver's options for a budget. */
export function holedoxSolveOptions(budget: SolveBudget): HoledoxSolveOptions {
  return {
    ...(budget.maxSearch === undefined ? {} : { maxStates: budget.maxSearch }),
    ...(budget.timeLimitMs === undefined ? {} : { timeLimitMs: budget.timeLimitMs }),
    ...(budget.witness === false ? { path: false } : {}),
    ...(budget.cellVisits ? { cellVisits: budget.cellVisits } : {}),
  };
}

/**
 * Solves a puzzle; a stop is worded for case `at` and placed at its header. `at` is asked for
 * only then: a fast-read case works its header out for a stop alone.
 */
export function solveHoledoxPuzzle(
  puzzle: HoledoxPuzzle,
  at: () => LimitedCase,
  budget: SolveBudget = {},
  names?: BudgetNames,
): SolveResult<HoledoxSolution> {
  const options = holedoxSolveOptions(budget);
  return holedoxResult(solveHoledox(puzzle, options), options, at, names);
}

/** A solution found under `options` as a SolveResult: the answer, or the stop worded for case `at`. */
export function holedoxResult(
  solution: HoledoxSolution,
  options: HoledoxSolveOptions,
  at: () => LimitedCase,
  names?: BudgetNames,
): SolveResult<HoledoxSolution> {
  if (solution.status === 'limit')
    return { status: 'limit', expanded: solution.expanded, problem: holedoxLimitIssue(at(), solution, options, names) };
  return { status: 'answered', answer: String(solution.steps), solution };
}

/** The path, counts and reason of a solution, and the verdict in one line. */
export function reportHoledox(solution: HoledoxSolution): SolutionReport {
  return {
    moves: solution.moves,
    expanded: solution.expanded,
    ...(solution.reason ? { reason: solution.reason } : {}),
    summary: summarizeHoledox(solution),
  };
}

/** reportHoledox without its wording: the moves are what its summary names. */
export function holedoxFacts(solution: HoledoxSolution): ReportFacts {
  const { moves, expanded, reason, steps } = solution;
  return reason ? { moves, expanded, reason, named: steps } : { moves, expanded, named: steps };
}

/** reportHoledox's summary from the facts of an answer (the answer is the moves, named in the facts). */
export function summarizeHoledoxFacts(_answer: string, facts: ReportFacts, language: Language = 'en'): string {
  return summarizeHoledox({ steps: facts.named, reason: facts.reason as HoledoxReason | undefined, expanded: facts.expanded }, language);
}
