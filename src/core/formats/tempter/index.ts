import { generateCase, type TempterCaseOptions } from '../../generate';
import { tempterTokenAtCell, tempterTokenAtOffset } from '../../study/caseCells';
import { explainTempter, summarizeTempter } from '../../study/explain';
import type { PuzzleFormat, SolutionReport } from '../format';
import { describeTempter, tempterCaseLabel, tempterOutline } from './outline';
import { parseTempter, type TempterCase } from './parse';
import { tempterQuickFixes } from './quickFixes';
import type { TempterPuzzle, TempterSolution } from './puzzle';
import { solveTempter } from './solve';

/** A Tempter case as the panel and Export SVG draw it. */
export interface TempterCaseView {
  readonly kind: 'tempter';
  readonly number: number;
  readonly rows: number;
  readonly cols: number;
  readonly time: number;
  readonly grid: readonly string[];
  readonly problem?: string;
}

/** The format's report, for a puzzle without a parsed case (a clean file's case). */
export function reportTempter(puzzle: TempterPuzzle, solution: TempterSolution): SolutionReport {
  return {
    moves: solution.moves,
    expanded: solution.expanded,
    pruned: solution.pruned,
    ...(solution.reason ? { reason: solution.reason } : {}),
    summary: summarizeTempter(puzzle, solution),
  };
}

/** HDU 1010: the dog must stand on the door D at exactly time T, never stepping on a square twice. */
export const tempterFormat: PuzzleFormat<TempterCase, TempterSolution, TempterCaseView, TempterCaseOptions> = {
  id: 'tempter',
  displayName: 'Tempter',
  fileExtension: '.tempter',
  searchUnit: 'nodes',

  parse: parseTempter,
  solve(c, budget = {}) {
    const solution = solveTempter(c, {
      ...(budget.maxSearch === undefined ? {} : { maxNodes: budget.maxSearch }),
      ...(budget.cellVisits ? { cellVisits: budget.cellVisits } : {}),
    });
    if (solution.status === 'limit') return { status: 'limit', expanded: solution.expanded };
    return { status: 'answered', answer: solution.status === 'yes' ? 'YES' : 'NO', solution };
  },
  judgeLine: (_caseNumber, answer) => answer,
  readJudgeLine(line, ordinal) {
    if (line !== 'YES' && line !== 'NO') return { expected: 'YES or NO' };
    return { caseNumber: ordinal, answer: line };
  },
  report: reportTempter,
  explain: (c, solution) => explainTempter(c, solution),
  generate: generateCase,
  defaultCaseOptions: (seed) => ({ format: 'tempter', rows: 4, cols: 4, time: 6, density: 0.25, seed }),

  caseLabel: tempterCaseLabel,
  outline: tempterOutline,
  describe: (_text, c, offset) => describeTempter(c, offset),
  quickFixes: tempterQuickFixes,
  tokenAtCell: tempterTokenAtCell,
  tokenAtOffset: tempterTokenAtOffset,
  puzzleKey: (c) => `tempter ${c.rows} ${c.cols} ${c.time}|${c.grid.join('/')}`,
  caseView(c) {
    const problem = c.problem ? { problem: c.problem.message } : {};
    return { kind: 'tempter', number: c.number, rows: c.rows, cols: c.cols, time: c.time, grid: c.grid, ...problem };
  },
  missingAnswer: (caseNumber) => `no answer line for case ${caseNumber}`,
  mismatchMessage(c, expected) {
    return expected === 'YES'
      ? `expected YES, but the dog cannot reach the door at exactly T = ${c.time}: NO`
      : `expected NO, but the dog can reach the door at exactly T = ${c.time}: YES`;
  },
};
