import type { Cell } from '../../geometry';
import { makeIssue, type HoledoxIssueCode } from './issueCodes';
import { areAdjacent } from '../../geometry';
import { type Issue, type RelatedInfo } from '../../issues';
import { msg, type Message } from '../../l10n/message';
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
  const check = new CaseCheck(c);
  const firstBlockAt = check.body();
  check.stones(firstBlockAt);
  return check.issues;
}

/** One case's checks: the body's, then the stones', into one list. */
class CaseCheck {
  readonly issues: Issue[] = [];

  constructor(private readonly c: HoledoxCaseLayout) {}

  /** Each block's one broken promise, if any; where each square's first block stands. */
  body(): CellIndex {
    const { c } = this;
    const firstBlockAt = new CellIndex(c.rows, c.cols);
    let previousReported = false;
    c.body.forEach((block, k) => {
      const range = rangeOf(c.bodyRanges, k);
      // Set again below once the block is fine: a reported block does not report its successor.
      const afterReported = previousReported;
      previousReported = true;
      if (!this.inside(block)) return this.report('holedox.outside-lair', this.outside(`B${k + 1}`, block), range);
      const seen = firstBlockAt.get(block);
      if (seen !== undefined) {
        const message = msg('holedox.body-crosses-itself', { block: k + 1, cell: block, other: seen + 1 });
        return this.report('holedox.body-crosses-itself', message, range, this.blockHere(seen));
      }
      firstBlockAt.set(block, k);
      const predecessor = k > 0 ? c.body[k - 1] : undefined;
      if (predecessor && !afterReported && !areAdjacent(predecessor, block)) {
        const message = msg('holedox.body-not-adjacent', { block: k + 1, cell: block, previousCell: predecessor });
        return this.report('holedox.body-not-adjacent', message, range, this.blockHere(k - 1));
      }
      previousReported = false;
    });
    return firstBlockAt;
  }

  /** Each stone's one broken promise, if any, beside the body's squares. */
  stones(firstBlockAt: CellIndex): void {
    const { c } = this;
    const firstStoneAt = new CellIndex(c.rows, c.cols);
    c.stones.forEach((stone, k) => {
      const range = rangeOf(c.stoneRanges, k);
      if (!this.inside(stone)) return this.report('holedox.outside-lair', this.outside(msg('holedox.stone'), stone), range);
      if (stone.row === 1 && stone.col === 1) return this.report('holedox.stone-on-exit', msg('holedox.stone-on-exit'), range);
      const block = firstBlockAt.get(stone);
      if (block !== undefined) {
        const message = msg('holedox.stone-on-body', { cell: stone, block: block + 1 });
        return this.report('holedox.stone-on-body', message, range, this.blockHere(block));
      }
      const first = firstStoneAt.get(stone);
      if (first !== undefined) {
        const here = { message: msg('holedox.first-listed-here'), range: rangeOf(c.stoneRanges, first) };
        return this.report('holedox.duplicate-stone', msg('holedox.duplicate-stone', { cell: stone }), range, here);
      }
      firstStoneAt.set(stone, k);
    });
  }

  private inside(cell: Cell): boolean {
    return cell.row >= 1 && cell.row <= this.c.rows && cell.col >= 1 && cell.col <= this.c.cols;
  }

  private outside(what: string | Message, cell: Cell): Message {
    return msg('holedox.outside-lair', { what, cell, rows: this.c.rows, cols: this.c.cols });
  }

  /** Where block B(k+1) stands, as a related place. */
  private blockHere(k: number): RelatedInfo {
    return { message: msg('holedox.block-is-here', { block: k + 1 }), range: rangeOf(this.c.bodyRanges, k) };
  }

  /** An issue of the case at `range`, and where the item it clashes with stands, if any. */
  private report(code: HoledoxIssueCode, message: Message, range: TextRange, here?: RelatedInfo): void {
    const caseNumber = this.c.number;
    this.issues.push(makeIssue(code, message, range, here ? { caseNumber, related: [here] } : { caseNumber }));
  }
}

function rangeOf(ranges: readonly TextRange[], k: number): TextRange {
  return ranges[k] ?? { start: 0, end: 0 };
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
