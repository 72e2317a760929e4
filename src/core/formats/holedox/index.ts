import type { Cell } from '../../geometry';
import { generateCase, type HoledoxCaseOptions } from '../../generate';
import { holedoxTokenAtCell, holedoxTokenAtOffset } from '../../study/caseCells';
import { explainHoledox, summarizeHoledox } from '../../study/explain';
import type { PuzzleFormat, SolutionReport } from '../format';
import { describeHoledox, holedoxCaseLabel, holedoxOutline } from './outline';
import { parseHoledox, type HoledoxCase } from './parse';
import { holedoxQuickFixes } from './quickFixes';
import type { HoledoxSolution } from './puzzle';
import { solveHoledox } from './solve';

/** A Holedox case as the panel and Export SVG draw it. */
export interface HoledoxCaseView {
  readonly kind: 'holedox';
  readonly number: number;
  readonly rows: number;
  readonly cols: number;
  readonly body: readonly Cell[];
  readonly stones: readonly Cell[];
  readonly problem?: string;
}

const JUDGE_LINE = /^Case\s+(\d+)\s*:\s*(-1|\d+)$/;

/** The format's report, for a solution without a parsed case (a clean file's case). */
export function reportHoledox(solution: HoledoxSolution): SolutionReport {
  return {
    moves: solution.moves,
    expanded: solution.expanded,
    ...(solution.reason ? { reason: solution.reason } : {}),
    summary: summarizeHoledox(solution),
  };
}

/** POJ 1324: a snake of length L brings its head to the exit (1, 1) in the fewest moves. */
export const holedoxFormat: PuzzleFormat<HoledoxCase, HoledoxSolution, HoledoxCaseView, HoledoxCaseOptions> = {
  id: 'holedox',
  displayName: 'Holedox',
  fileExtension: '.holedox',
  searchUnit: 'states',

  parse: parseHoledox,
  solve(c, budget = {}) {
    const solution = solveHoledox(c, {
      ...(budget.maxSearch === undefined ? {} : { maxStates: budget.maxSearch }),
      ...(budget.cellVisits ? { cellVisits: budget.cellVisits } : {}),
    });
    if (solution.status === 'limit') return { status: 'limit', expanded: solution.expanded };
    return { status: 'answered', answer: String(solution.steps), solution };
  },
  judgeLine: (caseNumber, answer) => `Case ${caseNumber}: ${answer}`,
  readJudgeLine(line) {
    const match = JUDGE_LINE.exec(line);
    if (!match) return { expected: "'Case i: steps' (steps a count or -1)" };
    return { caseNumber: Number(match[1]), answer: String(Number(match[2])) };
  },
  report: (_c, solution) => reportHoledox(solution),
  explain: explainHoledox,
  generate: generateCase,
  defaultCaseOptions: (seed) => ({ format: 'holedox', rows: 5, cols: 6, length: 4, density: 0.2, seed }),

  caseLabel: holedoxCaseLabel,
  outline: holedoxOutline,
  describe: describeHoledox,
  quickFixes: holedoxQuickFixes,
  tokenAtCell: holedoxTokenAtCell,
  tokenAtOffset: holedoxTokenAtOffset,
  puzzleKey(c) {
    const cells = (list: readonly Cell[]) => list.map((cell) => `${cell.row},${cell.col}`).join(' ');
    return `holedox ${c.rows} ${c.cols}|${cells(c.body)}|${cells(c.stones)}`;
  },
  caseView(c) {
    const problem = c.problem ? { problem: c.problem.message } : {};
    return { kind: 'holedox', number: c.number, rows: c.rows, cols: c.cols, body: c.body, stones: c.stones, ...problem };
  },
  missingAnswer: (caseNumber) => `no 'Case ${caseNumber}:' line`,
  mismatchMessage(_c, expected, ours) {
    if (ours === '-1') return `expected ${expected}, but Holedox cannot reach the exit: -1`;
    if (expected === '-1') return `expected -1, but Holedox can reach the exit: shortest is ${ours}`;
    return `expected ${expected}, shortest is ${ours}`;
  },
};
