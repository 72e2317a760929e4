import type { FormatId, SolveBudget } from './formats/format';
import type { HoledoxSolution } from './formats/holedox/puzzle';
import { formatOf, type PuzzleCase, type PuzzleDocument } from './formats/registry';
import type { TempterSolution } from './formats/tempter/puzzle';
import { makeIssue, type Issue } from './issues';

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

/** Solves one case with its own format's solver; a case with a problem is skipped, not solved. */
export function solveCase(c: PuzzleCase, budget?: SolveBudget): CaseVerdict {
  if (c.problem) return { format: c.format, number: c.number, outcome: 'skipped', problem: c.problem };
  const format = formatOf(c);
  const result = format.solve(c, budget);
  if (result.status === 'limit')
    return {
      format: c.format,
      number: c.number,
      outcome: 'limit',
      problem: makeIssue(
        `${c.format}.search-limit`,
        `case ${c.number}: search limit reached after ${result.expanded} ${format.searchUnit} without an answer`,
        c.headerRange,
        { caseNumber: c.number },
      ),
    };
  // The format's solve returned its own solution type: the union's variant for c.format.
  return {
    format: c.format,
    number: c.number,
    outcome: 'answered',
    answer: result.answer,
    judgeLine: format.judgeLine(c.number, result.answer),
    solution: result.solution,
  } as CaseVerdict;
}

export function solveDocument(document: PuzzleDocument, budget?: SolveBudget): CaseVerdict[] {
  const cases: readonly PuzzleCase[] = document.cases;
  return cases.map((c) => solveCase(c, budget));
}

/** The judge's expected output: one line per answered case, each ended by a newline. */
export function judgeOutput(verdicts: readonly CaseVerdict[]): string {
  let out = '';
  for (const v of verdicts) if (v.outcome === 'answered') out += `${v.judgeLine}\n`;
  return out;
}
