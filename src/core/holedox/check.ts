import type { Cell } from '../geometry';
import { areAdjacent } from '../geometry';
import { makeIssue, type Issue } from '../issues';
import type { TextRange } from '../text';

/** The parts of a fully read case that the checks look at. */
export interface HoledoxCaseLayout {
  readonly number: number;
  readonly rows: number;
  readonly cols: number;
  readonly body: readonly Cell[];
  readonly stones: readonly Cell[];
  readonly bodyRanges: readonly TextRange[];
  readonly stoneRanges: readonly TextRange[];
}

/**
 * The statement's promises about a case, each broken one reported once: a block or stone
 * that is off the lair is not also reported as non-adjacent, and a block already reported
 * as detached does not make its successor reported too (one typo, one diagnostic).
 */
export function checkHoledoxCase(c: HoledoxCaseLayout): Issue[] {
  const issues: Issue[] = [];
  const extra = (related?: { message: string; range: TextRange }[]) =>
    related ? { caseNumber: c.number, related } : { caseNumber: c.number };
  const inside = (cell: Cell) => cell.row >= 1 && cell.row <= c.rows && cell.col >= 1 && cell.col <= c.cols;
  const lair = `${c.rows}×${c.cols} lair (rows 1–${c.rows}, columns 1–${c.cols})`;
  const rangeOf = (ranges: readonly TextRange[], k: number): TextRange => ranges[k] ?? { start: 0, end: 0 };

  const firstBlockAt = new Map<number, number>();
  const key = (cell: Cell) => cell.row * 1_000_003 + cell.col;
  let previousReported = false;
  c.body.forEach((block, k) => {
    const name = `B${k + 1}`;
    const range = rangeOf(c.bodyRanges, k);
    if (!inside(block)) {
      issues.push(makeIssue('holedox.outside-lair', `${name} ${show(block)} is outside the ${lair}`, range, extra()));
      previousReported = true;
      return;
    }
    const seen = firstBlockAt.get(key(block));
    if (seen !== undefined) {
      issues.push(
        makeIssue(
          'holedox.body-crosses-itself',
          `${name} ${show(block)} is on the same square as B${seen + 1}: the body cannot cross itself`,
          range,
          extra([{ message: `B${seen + 1} is here`, range: rangeOf(c.bodyRanges, seen) }]),
        ),
      );
      previousReported = true;
      return;
    }
    firstBlockAt.set(key(block), k);
    const predecessor = k > 0 ? c.body[k - 1] : undefined;
    if (predecessor && !previousReported && !areAdjacent(predecessor, block)) {
      issues.push(
        makeIssue(
          'holedox.body-not-adjacent',
          `${name} ${show(block)} is not next to B${k} ${show(predecessor)}: consecutive blocks must share a side`,
          range,
          extra([{ message: `B${k} is here`, range: rangeOf(c.bodyRanges, k - 1) }]),
        ),
      );
      previousReported = true;
      return;
    }
    previousReported = false;
  });

  const firstStoneAt = new Map<number, number>();
  c.stones.forEach((stone, k) => {
    const range = rangeOf(c.stoneRanges, k);
    if (!inside(stone)) {
      issues.push(makeIssue('holedox.outside-lair', `stone ${show(stone)} is outside the ${lair}`, range, extra()));
      return;
    }
    if (stone.row === 1 && stone.col === 1) {
      issues.push(
        makeIssue('holedox.stone-on-exit', 'stone (1, 1) is on the exit: the statement promises the exit is never a stone', range, extra()),
      );
      return;
    }
    const block = firstBlockAt.get(key(stone));
    if (block !== undefined) {
      issues.push(
        makeIssue(
          'holedox.stone-on-body',
          `stone ${show(stone)} is on B${block + 1}: the body cannot lie on a stone`,
          range,
          extra([{ message: `B${block + 1} is here`, range: rangeOf(c.bodyRanges, block) }]),
        ),
      );
      return;
    }
    const first = firstStoneAt.get(key(stone));
    if (first !== undefined) {
      issues.push(
        makeIssue(
          'holedox.duplicate-stone',
          `stone ${show(stone)} is listed twice; the second is redundant`,
          range,
          extra([{ message: 'first listed here', range: rangeOf(c.stoneRanges, first) }]),
        ),
      );
      return;
    }
    firstStoneAt.set(key(stone), k);
  });
  return issues;
}

export function show(cell: Cell): string {
  return `(${cell.row}, ${cell.col})`;
}
