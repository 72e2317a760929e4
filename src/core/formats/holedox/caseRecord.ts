import type { Cell } from '../../geometry';
import { moveIssue, type Issue } from '../../issues';
import { moveRange, type TextRange } from '../../text';
import type { HoledoxCase } from './parse';

/*
 * A parsed case kept compact. A big file's cases held an object per range and per cell (most
 * of the editor's memory), and moving a case after an edit made every range again. Here the
 * ranges are one array of numbers, offsets counted from the case's start, made into ranges
 * when asked for, so moving a case is a new start; the cells are shared objects, one per
 * square. The puzzle (rows, cols, body, stones) stays plain data, so `{ ...c }` is still a
 * HoledoxPuzzle with its range and header range (what solve() reads); the ranges of its
 * parts are read from the case itself.
 */

/** packed: [count start, count end, has count, then per body block and stone: start, end]. */
const HEAD = 3;

type Head = Pick<HoledoxCase, 'number' | 'rows' | 'cols' | 'length' | 'body' | 'stones' | 'range' | 'headerRange' | 'problem'>;

export class HoledoxCaseRecord implements HoledoxCase {
  readonly format = 'holedox' as const;
  readonly number: number;
  readonly rows: number;
  readonly cols: number;
  readonly length: number;
  readonly body: readonly Cell[];
  readonly stones: readonly Cell[];
  readonly range: TextRange;
  readonly headerRange: TextRange;
  declare readonly problem?: Issue;
  /** The case's first offset: every offset in `packed` counts from it. */
  private readonly base: number;
  private readonly packed: readonly number[];

  /** `moveBy`: how far the head's range, header range and problem are moved (a moved case's, from its previous record). */
  private constructor(head: Head, base: number, packed: readonly number[], moveBy = 0) {
    this.number = head.number;
    this.rows = head.rows;
    this.cols = head.cols;
    this.length = head.length;
    this.body = head.body;
    this.stones = head.stones;
    this.range = moveBy === 0 ? head.range : moveRange(head.range, moveBy);
    this.headerRange = moveBy === 0 ? head.headerRange : moveRange(head.headerRange, moveBy);
    this.base = base;
    this.packed = packed;
    // Absent, not undefined, for a solvable case: as the parser has always made them.
    if (head.problem) (this as { problem?: Issue }).problem = moveBy === 0 ? head.problem : moveIssue(head.problem, moveBy);
  }

  /** The record of a case as the parser drafts it. */
  static of(c: HoledoxCase): HoledoxCaseRecord {
    if (c instanceof HoledoxCaseRecord) return c;
    const base = c.range.start;
    const count = c.stoneCountRange;
    const packed = [count ? count.start - base : 0, count ? count.end - base : 0, count ? 1 : 0];
    for (const r of c.bodyRanges) packed.push(r.start - base, r.end - base);
    for (const r of c.stoneRanges) packed.push(r.start - base, r.end - base);
    const head: Head = { ...c, body: sharedCells(c.body), stones: sharedCells(c.stones) };
    // An array made by pushing keeps spare room: a copy holds just its values.
    return new HoledoxCaseRecord(head, base, packed.slice());
  }

  /** The same case `delta` characters further on: a new start, everything else shared. */
  moved(delta: number): HoledoxCaseRecord {
    // Straight from this record: no copy of its fields in between (every case after an edit is moved).
    return new HoledoxCaseRecord(this, this.base + delta, this.packed, delta);
  }

  get stoneCountRange(): TextRange | undefined {
    const p = this.packed;
    return p[2] ? { start: this.base + (p[0] ?? 0), end: this.base + (p[1] ?? 0) } : undefined;
  }

  get bodyRanges(): readonly TextRange[] {
    return this.spans(0, this.body.length);
  }

  get stoneRanges(): readonly TextRange[] {
    return this.spans(this.body.length, this.body.length + this.stones.length);
  }

  /** The ranges of items [from, to) (body blocks, then stones). */
  private spans(from: number, to: number): TextRange[] {
    const p = this.packed;
    const ranges: TextRange[] = [];
    for (let k = from; k < to; k++) ranges.push({ start: this.base + (p[HEAD + 2 * k] ?? 0), end: this.base + (p[HEAD + 2 * k + 1] ?? 0) });
    return ranges;
  }
}

/** Cells are never changed once read: one object per square of a judge-size lair serves every case. */
const SHARED_SIDE = 128;
const shared: (Cell | undefined)[] = new Array<Cell | undefined>(SHARED_SIDE * SHARED_SIDE);

function sharedCells(cells: readonly Cell[]): Cell[] {
  const out: Cell[] = [];
  for (const cell of cells) {
    const { row, col } = cell;
    // Only small non-negative integers (and not -0, which a deep comparison tells from 0).
    const small = row >= 0 && row < SHARED_SIDE && col >= 0 && col < SHARED_SIDE && (row | 0) === row && (col | 0) === col && !Object.is(row, -0) && !Object.is(col, -0);
    if (!small) {
      out.push(cell);
      continue;
    }
    const key = row * SHARED_SIDE + col;
    out.push((shared[key] ??= { row, col }));
  }
  return out;
}
