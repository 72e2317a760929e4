import type { CleanFile, CleanHoledoxFile, CleanTempterFile } from './cleanFile';
import type { SolutionReport, SolveBudget } from './formats/format';
import { holedoxFormat, reportHoledox } from './formats/holedox';
import type { HoledoxSolution } from './formats/holedox/puzzle';
import { solveHoledox } from './formats/holedox/solve';
import type { PuzzleCase } from './formats/registry';
import { reportTempter, tempterFormat } from './formats/tempter';
import type { TempterSolution } from './formats/tempter/puzzle';
import { solveTempterSquares } from './formats/tempter/solve';
import { DIRECTION_DELTAS, type Cell } from './geometry';
import { holedoxVerdict, tempterVerdict, type CaseVerdict } from './verdicts';

/*
 * The editor's verdicts for a clean file (cleanFile.ts) without the full parser: a long-lived
 * solve worker answering a file of a thousand small cases spends far more on parsing every
 * token with its range than on solving, and a clean file has no flaw to point at. Each case
 * is solved with its witness, as solveCase would, and reported as the format reports it.
 * A search that spends its budget needs its header's place in the text for the message, so
 * that verdict is finished from the parsed case (verdictFor), without solving it again.
 */

export type CleanCaseVerdict =
  | {
      readonly outcome: 'answered';
      readonly format: CleanFile['format'];
      readonly number: number;
      readonly answer: string;
      readonly judgeLine: string;
      readonly report: SolutionReport;
    }
  | {
      readonly outcome: 'limit';
      readonly number: number;
      /**
       * The verdict with its message at the case's header, c being this case parsed;
       * undefined if c was read as the other format (then solve it as usual).
       */
      readonly verdictFor: (c: PuzzleCase) => CaseVerdict | undefined;
    };

/** Solves case `index` (0-based; number index + 1) of a clean file with its witness. */
export function solveCleanCase(file: CleanFile, index: number, budget: SolveBudget = {}): CleanCaseVerdict {
  return file.format === 'holedox' ? holedoxCase(file, index, budget) : tempterCase(file, index, budget);
}

function holedoxCase(file: CleanHoledoxFile, index: number, budget: SolveBudget): CleanCaseVerdict {
  const { headers, stones: stoneSquares } = file;
  const h = 7 * index;
  const rows = headers[h] ?? 0;
  const cols = headers[h + 1] ?? 0;
  const length = headers[h + 2] ?? 0;
  const count = headers[h + 3] ?? 0;
  const from = headers[h + 4] ?? 0;
  const head = headers[h + 5] ?? 0;
  const shape = headers[h + 6] ?? 0;
  // Squares are padded: row * (cols + 2) + col, 1-based; the shape holds each block's
  // direction from the one before, two bits a block.
  const width = cols + 2;
  const body: Cell[] = [{ row: Math.floor(head / width), col: head % width }];
  for (let i = 1; i < length; i++) {
    const prev = body[i - 1] ?? { row: 0, col: 0 };
    const [dr, dc] = DIRECTION_DELTAS[(shape >>> (2 * (i - 1))) & 3] ?? [0, 0];
    body.push({ row: prev.row + dr, col: prev.col + dc });
  }
  const stones: Cell[] = [];
  for (let k = from; k < from + count; k++) {
    const square = stoneSquares[k] ?? 0;
    stones.push({ row: Math.floor(square / width), col: square % width });
  }
  const options = budget.maxSearch === undefined ? {} : { maxStates: budget.maxSearch };
  const solution: HoledoxSolution = solveHoledox({ rows, cols, body, stones }, options);
  const number = index + 1;
  if (solution.status === 'limit') {
    return { outcome: 'limit', number, verdictFor: (c) => (c.format === 'holedox' ? holedoxVerdict(c, solution, options) : undefined) };
  }
  const answer = String(solution.steps);
  return { outcome: 'answered', format: 'holedox', number, answer, judgeLine: holedoxFormat.judgeLine(number, answer), report: reportHoledox(solution) };
}

function tempterCase(file: CleanTempterFile, index: number, budget: SolveBudget): CleanCaseVerdict {
  const { headers, squares } = file;
  const h = 4 * index;
  const rows = headers[h] ?? 0;
  const cols = headers[h + 1] ?? 0;
  const time = headers[h + 2] ?? 0;
  const from = headers[h + 3] ?? 0;
  const options = budget.maxSearch === undefined ? {} : { maxNodes: budget.maxSearch };
  const solution: TempterSolution = solveTempterSquares(rows, cols, time, squares, from, options);
  const number = index + 1;
  if (solution.status === 'limit') {
    return { outcome: 'limit', number, verdictFor: (c) => (c.format === 'tempter' ? tempterVerdict(c, solution) : undefined) };
  }
  const grid: string[] = [];
  for (let r = 0; r < rows; r++) grid.push(String.fromCharCode(...squares.subarray(from + r * cols, from + (r + 1) * cols)));
  const answer = solution.status === 'yes' ? 'YES' : 'NO';
  return { outcome: 'answered', format: 'tempter', number, answer, judgeLine: tempterFormat.judgeLine(number, answer), report: reportTempter({ rows, cols, time, grid }, solution) };
}
