import type { HoledoxCase } from './formats/holedox/parse';
import type { HoledoxSolution, HoledoxSolveOptions } from './formats/holedox/puzzle';
import { HOLEDOX_DEFAULT_MAX_STATES, solveHoledox } from './formats/holedox/solve';
import { makeIssue, type Issue } from './issues';
import type { FormatId, SolveBudget } from './formats/format';
import type { PuzzleCase, PuzzleDocument } from './formats/registry';
import type { TempterCase } from './formats/tempter/parse';
import type { TempterSolution, TempterSolveOptions } from './formats/tempter/puzzle';
import { solveTempter, TEMPTER_MAX_SEARCH_CELLS } from './formats/tempter/solve';

/** What became of one case: answered (with the judge's line), skipped for a problem, or cut by a limit. */
export type CaseVerdict =
  | {
      readonly format: 'holedox';
      readonly number: number;
      readonly outcome: 'answered';
      readonly answer: string;
      readonly judgeLine: string;
      readonly solution: HoledoxSolution;
    }
  | {
      readonly format: 'tempter';
      readonly number: number;
      readonly outcome: 'answered';
      readonly answer: 'YES' | 'NO';
      readonly judgeLine: string;
      readonly solution: TempterSolution;
    }
  | {
      readonly format: FormatId;
      readonly number: number;
      readonly outcome: 'skipped' | 'limit';
      /** For 'skipped', the case's first error; for 'limit', a search-limit issue at its header. */
      readonly problem: Issue;
    };

export interface VerdictOptions {
  readonly holedox?: HoledoxSolveOptions;
  readonly tempter?: TempterSolveOptions;
  /** How the user raises each search budget, named in the message of a case that spent one. */
  readonly budgetNames?: BudgetNames;
}

/** What a search budget is called where the user sets it: a CLI flag, an editor setting. */
export interface BudgetNames {
  /** Holedox's maxStates and Tempter's maxNodes. */
  readonly states: string;
  /** Holedox's timeLimitMs. */
  readonly time: string;
}

/** 20000000 → '20 000 000': budgets are big round numbers, easier read in groups. */
function grouped(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

/** '1 node', '20 000 000 states'. */
function count(n: number, one: string, many: string): string {
  return `${grouped(n)} ${n === 1 ? one : many}`;
}

/** The words for a Holedox search that stopped without an answer: which budget, and how to raise it. */
function holedoxLimitMessage(number: number, solution: HoledoxSolution, options: HoledoxSolveOptions | undefined, names: BudgetNames | undefined): string {
  const expanded = `${count(solution.expanded, 'state', 'states')} expanded`;
  switch (solution.reason) {
    case 'max-states': {
      const cap = count(options?.maxStates ?? HOLEDOX_DEFAULT_MAX_STATES, 'state', 'states');
      return names
        ? `case ${number}: search stopped after ${cap} (the ${names.states} budget; ${expanded}) without an answer; raise it with ${names.states}`
        : `case ${number}: search stopped after ${cap} (its state budget; ${expanded}) without an answer`;
    }
    case 'time-limit': {
      const ms = grouped(options?.timeLimitMs ?? 0);
      return names
        ? `case ${number}: search stopped after ${ms} ms (the ${names.time} budget; ${expanded}) without an answer; raise it with ${names.time}`
        : `case ${number}: search stopped after ${ms} ms (its time budget; ${expanded}) without an answer`;
    }
    case 'out-of-memory':
      return `case ${number}: search ran out of memory (${expanded}) without an answer${names ? `; lower ${names.states} to stop sooner` : ''}`;
    default:
      return `case ${number}: search limit reached after ${solution.expanded} states without an answer`;
  }
}

export function solveHoledoxCase(c: HoledoxCase, options?: HoledoxSolveOptions, names?: BudgetNames): CaseVerdict {
  if (c.problem) return { format: 'holedox', number: c.number, outcome: 'skipped', problem: c.problem };
  return holedoxVerdict(c, solveHoledox(c, options), options, names);
}

/** The verdict on a case from its solution, however it was solved (the clean lane solves without a parsed case). */
export function holedoxVerdict(c: HoledoxCase, solution: HoledoxSolution, options?: HoledoxSolveOptions, names?: BudgetNames): CaseVerdict {
  if (solution.status === 'limit')
    return {
      format: 'holedox',
      number: c.number,
      outcome: 'limit',
      problem: makeIssue('holedox.search-limit', holedoxLimitMessage(c.number, solution, options, names), c.headerRange, {
        caseNumber: c.number,
      }),
    };
  const answer = String(solution.steps);
  return { format: 'holedox', number: c.number, outcome: 'answered', answer, judgeLine: `Case ${c.number}: ${answer}`, solution };
}

export function solveTempterCase(c: TempterCase, options?: TempterSolveOptions, names?: BudgetNames): CaseVerdict {
  if (c.problem) return { format: 'tempter', number: c.number, outcome: 'skipped', problem: c.problem };
  return tempterVerdict(c, solveTempter(c, options), names);
}

/** The verdict on a case from its solution, however it was solved (the clean lane solves without a parsed case). */
export function tempterVerdict(c: TempterCase, solution: TempterSolution, names?: BudgetNames): CaseVerdict {
  if (solution.status === 'limit' && solution.reason === 'too-big') {
    const box = solution.box ?? { rows: c.rows, cols: c.cols };
    return {
      format: 'tempter',
      number: c.number,
      outcome: 'limit',
      problem: makeIssue(
        'tempter.beyond-solver-limits',
        `case ${c.number}: the search would span a ${box.rows}×${box.cols} box: ${box.rows * box.cols} squares, this solver handles up to ${TEMPTER_MAX_SEARCH_CELLS}`,
        c.headerRange,
        { caseNumber: c.number },
      ),
    };
  }
  if (solution.status === 'limit')
    return {
      format: 'tempter',
      number: c.number,
      outcome: 'limit',
      problem: makeIssue(
        'tempter.search-limit',
        // A search that spent its node budget has expanded nodes; a board the solver declines has none.
        names && solution.expanded > 0
          ? `case ${c.number}: search stopped after ${count(solution.expanded, 'node', 'nodes')} (the ${names.states} budget) without an answer; raise it with ${names.states}`
          : `case ${c.number}: search limit reached after ${solution.expanded} nodes without an answer`,
        c.headerRange,
        { caseNumber: c.number },
      ),
    };
  const answer = solution.status === 'yes' ? 'YES' : 'NO';
  return { format: 'tempter', number: c.number, outcome: 'answered', answer, judgeLine: answer, solution };
}

export function solveDocument(document: PuzzleDocument, options: VerdictOptions = {}): CaseVerdict[] {
  return document.format === 'holedox'
    ? document.cases.map((c) => solveHoledoxCase(c, options.holedox, options.budgetNames))
    : document.cases.map((c) => solveTempterCase(c, options.tempter, options.budgetNames));
}

/**
 * Solves one case with its own format's solver and words a stop in terms of `names`; a case
 * with a problem is skipped, not solved. The budget is the formats' common one.
 */
export function solveCase(c: PuzzleCase, budget: SolveBudget = {}, names?: BudgetNames): CaseVerdict {
  const counting = budget.cellVisits ? { cellVisits: budget.cellVisits } : {};
  const cap = budget.maxSearch;
  return c.format === 'holedox'
    ? solveHoledoxCase(c, { ...(cap === undefined ? {} : { maxStates: cap }), ...counting }, names)
    : solveTempterCase(c, { ...(cap === undefined ? {} : { maxNodes: cap }), ...counting }, names);
}

/** The judge's expected output: one line per answered case, each ended by a newline. */
export function judgeOutput(verdicts: readonly CaseVerdict[]): string {
  let out = '';
  for (const v of verdicts) if (v.outcome === 'answered') out += `${v.judgeLine}\n`;
  return out;
}
