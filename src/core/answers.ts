import type { BudgetNames, CleanFile, FormatId, SolveBudget, SolveResult } from './formats/format';
import { formatById, formatOf, type FORMATS, type PuzzleCase, type PuzzleDocument } from './formats/registry';
import type { Issue } from './issues';

/** The solution type of a format, as its solver returns it. */
type SolutionOf<F> = F extends { solve(...args: never[]): infer R }
  ? R extends { readonly status: 'answered'; readonly solution: infer S }
    ? S
    : never
  : never;

/** What became of one case: answered (with the judge's line), skipped for a problem, or cut by a limit. */
export type CaseAnswer =
  | {
      readonly [K in FormatId]: {
        readonly format: K;
        readonly number: number;
        readonly outcome: 'answered';
        /** The answer alone: '9', '-1', 'YES'. */
        readonly answer: string;
        readonly judgeLine: string;
        readonly solution: SolutionOf<(typeof FORMATS)[K]>;
      };
    }[FormatId]
  | {
      readonly format: FormatId;
      readonly number: number;
      readonly outcome: 'skipped' | 'limit';
      /** For 'skipped', the case's first error; for 'limit', a search-limit issue at its header. */
      readonly problem: Issue;
    };

export interface AnswerOptions {
  /** The search budgets, the same for every case; each format maps them onto its solver. */
  readonly budget?: SolveBudget;
  /** How the user raises each search budget, named in the message of a case that spent one. */
  readonly budgetNames?: BudgetNames;
}

export function solveDocument(document: PuzzleDocument, options: AnswerOptions = {}): CaseAnswer[] {
  const cases: readonly PuzzleCase[] = document.cases;
  return cases.map((c) => solveCase(c, options.budget, options.budgetNames));
}

/**
 * Solves one case with its own format's solver and words a stop in terms of `names`; a case
 * with a problem is skipped, not solved.
 */
export function solveCase(c: PuzzleCase, budget: SolveBudget = {}, names?: BudgetNames): CaseAnswer {
  if (c.problem) return { format: c.format, number: c.number, outcome: 'skipped', problem: c.problem };
  return answerOf(c.format, c.number, formatOf(c).solve(c, budget, names));
}

/**
 * Case `index` (from 0) of a clean file (fastLane.ts), numbered `number`: the verdict solveCase
 * gives the same case parsed, from the fast reader's flat arrays. A clean case has no problem.
 */
export function solveCleanCase(file: CleanFile, index: number, number: number, budget: SolveBudget = {}, names?: BudgetNames): CaseAnswer {
  return answerOf(file.format, number, file.solve(index, number, budget, names));
}

function answerOf(format: FormatId, number: number, result: SolveResult<unknown>): CaseAnswer {
  if (result.status === 'limit') return { format, number, outcome: 'limit', problem: result.problem };
  // Sound: the solution came from the case's own format.
  return {
    format,
    number,
    outcome: 'answered',
    answer: result.answer,
    judgeLine: formatById(format).judgeLine(number, result.answer),
    solution: result.solution,
  } as CaseAnswer;
}

/** The judge's expected output: one line per answered case, each ended by a newline. */
export function judgeOutput(verdicts: readonly CaseAnswer[]): string {
  let out = '';
  for (const v of verdicts) if (v.outcome === 'answered') out += `${v.judgeLine}\n`;
  return out;
}
