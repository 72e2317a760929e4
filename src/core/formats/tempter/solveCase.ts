import { summarizeTempter } from '../../study/explain';
import type { BudgetNames, SolutionReport, SolveBudget, SolveResult } from '../format';
import { tempterLimitIssue, type LimitedCase } from './limitIssue';
import type { TempterPuzzle, TempterSolution, TempterSolveOptions } from './puzzle';

// One case's solution turned into a result and a report the same way whether the case was
// parsed (index.ts) or read by the fast reader (fastRead.ts), so the solve worker's two lanes
// cannot drift apart.

/** The solver's options for a budget (Tempter keeps its witness whatever the budget says: it is T moves at most). */
export function tempterSolveOptions(budget: SolveBudget): TempterSolveOptions {
  return {
    ...(budget.maxSearch === undefined ? {} : { maxNodes: budget.maxSearch }),
    ...(budget.cellVisits ? { cellVisits: budget.cellVisits } : {}),
  };
}

/** A solution as the format's result; a stop is worded for case `at` and placed at its header. */
export function tempterResult(solution: TempterSolution, at: LimitedCase, names: BudgetNames | undefined): SolveResult<TempterSolution> {
  if (solution.status === 'limit') return { status: 'limit', expanded: solution.expanded, problem: tempterLimitIssue(at, solution, names) };
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
