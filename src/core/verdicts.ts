import type { HoledoxCase } from './formats/holedox/parse';
import type { HoledoxSolution, HoledoxSolveOptions } from './formats/holedox/puzzle';
import { solveHoledox } from './formats/holedox/solve';
import { makeIssue, type Issue } from './issues';
import type { PuzzleDocument } from './puzzleFile';
import type { TempterCase } from './formats/tempter/parse';
import type { TempterSolution, TempterSolveOptions } from './formats/tempter/puzzle';
import { solveTempter } from './formats/tempter/solve';

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
      readonly format: 'holedox' | 'tempter';
      readonly number: number;
      readonly outcome: 'skipped' | 'limit';
      /** For 'skipped', the case's first error; for 'limit', a search-limit issue at its header. */
      readonly problem: Issue;
    };

export interface VerdictOptions {
  readonly holedox?: HoledoxSolveOptions;
  readonly tempter?: TempterSolveOptions;
}

export function solveHoledoxCase(c: HoledoxCase, options?: HoledoxSolveOptions): CaseVerdict {
  if (c.problem) return { format: 'holedox', number: c.number, outcome: 'skipped', problem: c.problem };
  const solution = solveHoledox(c, options);
  if (solution.status === 'limit')
    return {
      format: 'holedox',
      number: c.number,
      outcome: 'limit',
      problem: makeIssue(
        'holedox.search-limit',
        `case ${c.number}: search limit reached after ${solution.expanded} states without an answer`,
        c.headerRange,
        { caseNumber: c.number },
      ),
    };
  const answer = String(solution.steps);
  return { format: 'holedox', number: c.number, outcome: 'answered', answer, judgeLine: `Case ${c.number}: ${answer}`, solution };
}

export function solveTempterCase(c: TempterCase, options?: TempterSolveOptions): CaseVerdict {
  if (c.problem) return { format: 'tempter', number: c.number, outcome: 'skipped', problem: c.problem };
  const solution = solveTempter(c, options);
  if (solution.status === 'limit')
    return {
      format: 'tempter',
      number: c.number,
      outcome: 'limit',
      problem: makeIssue(
        'tempter.search-limit',
        `case ${c.number}: search limit reached after ${solution.expanded} nodes without an answer`,
        c.headerRange,
        { caseNumber: c.number },
      ),
    };
  const answer = solution.status === 'yes' ? 'YES' : 'NO';
  return { format: 'tempter', number: c.number, outcome: 'answered', answer, judgeLine: answer, solution };
}

export function solveDocument(document: PuzzleDocument, options: VerdictOptions = {}): CaseVerdict[] {
  return document.format === 'holedox'
    ? document.cases.map((c) => solveHoledoxCase(c, options.holedox))
    : document.cases.map((c) => solveTempterCase(c, options.tempter));
}

/** The judge's expected output: one line per answered case, each ended by a newline. */
export function judgeOutput(verdicts: readonly CaseVerdict[]): string {
  let out = '';
  for (const v of verdicts) if (v.outcome === 'answered') out += `${v.judgeLine}\n`;
  return out;
}
