import type { Cell } from '../../geometry';
import { areAdjacent } from '../../geometry';
import { makeIssue, type Issue, type RelatedPlace } from '../../issues';
import { msg } from '../../l10n/message';
import type { TextRange } from '../../text';

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
  const extra = (related?: RelatedPlace[]) => (related ? { caseNumber: c.number, related } : { caseNumber: c.number });
  const inside = (cell: Cell) => cell.row >= 1 && cell.row <= c.rows && cell.col >= 1 && cell.col <= c.cols;
  const outside = (what: string | ReturnType<typeof msg>, cell: Cell) =>
    msg('holedox.outside-lair', { what, cell, rows: c.rows, cols: c.cols });
  const rangeOf = (ranges: readonly TextRange[], k: number): TextRange => ranges[k] ?? { start: 0, end: 0 };

  const firstBlockAt = new CellIndex(c.rows, c.cols);
  const firstStoneAt = new CellIndex(c.rows, c.cols);
  let previousReported = false;
  c.body.forEach((block, k) => {
    const name = `B${k + 1}`;
    const range = rangeOf(c.bodyRanges, k);
    if (!inside(block)) {
      issues.push(makeIssue('holedox.outside-lair', outside(name, block), range, extra()));
      previousReported = true;
      return;
    }
    const seen = firstBlockAt.get(block);
    if (seen !== undefined) {
      issues.push(
        makeIssue(
          'holedox.body-crosses-itself',
          msg('holedox.body-crosses-itself', { block: k + 1, cell: block, other: seen + 1 }),
          range,
          extra([{ text: msg('holedox.block-is-here', { block: seen + 1 }), range: rangeOf(c.bodyRanges, seen) }]),
        ),
      );
      previousReported = true;
      return;
    }
    firstBlockAt.set(block, k);
    const predecessor = k > 0 ? c.body[k - 1] : undefined;
    if (predecessor && !previousReported && !areAdjacent(predecessor, block)) {
      issues.push(
        makeIssue(
          'holedox.body-not-adjacent',
          msg('holedox.body-not-adjacent', { block: k + 1, cell: block, previousCell: predecessor }),
          range,
          extra([{ text: msg('holedox.block-is-here', { block: k }), range: rangeOf(c.bodyRanges, k - 1) }]),
        ),
      );
      previousReported = true;
      return;
    }
    previousReported = false;
  });

  c.stones.forEach((stone, k) => {
    const range = rangeOf(c.stoneRanges, k);
    if (!inside(stone)) {
      issues.push(makeIssue('holedox.outside-lair', outside(msg('holedox.stone'), stone), range, extra()));
      return;
    }
    if (stone.row === 1 && stone.col === 1) {
      issues.push(makeIssue('holedox.stone-on-exit', msg('holedox.stone-on-exit'), range, extra()));
      return;
    }
    const block = firstBlockAt.get(stone);
    if (block !== undefined) {
      issues.push(
        makeIssue(
          'holedox.stone-on-body',
          msg('holedox.stone-on-body', { cell: stone, block: block + 1 }),
          range,
          extra([{ text: msg('holedox.block-is-here', { block: block + 1 }), range: rangeOf(c.bodyRanges, block) }]),
        ),
      );
      return;
    }
    const first = firstStoneAt.get(stone);
    if (first !== undefined) {
      issues.push(
        makeIssue(
          'holedox.duplicate-stone',
          msg('holedox.duplicate-stone', { cell: stone }),
          range,
          extra([{ text: msg('holedox.first-listed-here'), range: rangeOf(c.stoneRanges, first) }]),
        ),
      );
      return;
    }
    firstStoneAt.set(stone, k);
  });
  return issues;
}

/**
 * Which item first stood on each square of the lair. Checks run on every keystroke over
 * files of thousands of cases, so squares are indexed into reused typed arrays, stamped
 * per use instead of cleared; only the squares inside the lair are ever asked for.
 */
const MAX_DENSE_SQUARES = 1 << 22;

class CellIndex {
  private static stamps = new Int32Array(1024);
  private static values = new Int32Array(1024);
  private static nextStamp = 0;
  private readonly stamp: number = 0;
  private readonly base: number = 0;
  /** Lairs far past the judge limits (declared, not filled) use a map instead of huge arrays. */
  private readonly sparse: Map<number, number> | undefined;

  constructor(
    rows: number,
    private readonly cols: number,
  ) {
    const needed = 2 * rows * cols;
    if (needed > MAX_DENSE_SQUARES) {
      this.sparse = new Map();
      return;
    }
    if (CellIndex.stamps.length < needed) {
      CellIndex.stamps = new Int32Array(needed);
      CellIndex.values = new Int32Array(needed);
      CellIndex.nextStamp = 0;
    }
    // Two indexes are alive at once (blocks and stones): each takes a half of the stamps.
    CellIndex.nextStamp++;
    if (CellIndex.nextStamp === 0x7fffffff) {
      CellIndex.stamps.fill(0);
      CellIndex.nextStamp = 1;
    }
    this.stamp = CellIndex.nextStamp;
    this.base = this.stamp % 2 === 0 ? 0 : rows * cols;
  }

  private slot(cell: Cell): number {
    return this.base + (cell.row - 1) * this.cols + (cell.col - 1);
  }

  get(cell: Cell): number | undefined {
    if (this.sparse) return this.sparse.get(this.slot(cell));
    const slot = this.slot(cell);
    return CellIndex.stamps[slot] === this.stamp ? CellIndex.values[slot] : undefined;
  }

  set(cell: Cell, value: number): void {
    if (this.sparse) {
      this.sparse.set(this.slot(cell), value);
      return;
    }
    const slot = this.slot(cell);
    CellIndex.stamps[slot] = this.stamp;
    CellIndex.values[slot] = value;
  }
}
