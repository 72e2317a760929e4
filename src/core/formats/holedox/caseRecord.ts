import type { Cell } from '../../geometry';
import type { TextRange } from '../../text';
import { PackedCaseRecord, packRanges, type RecordHead } from '../caseRecord';
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

type Head = RecordHead & Pick<HoledoxCase, 'length' | 'body' | 'stones'>;

export class HoledoxCaseRecord extends PackedCaseRecord implements HoledoxCase {
  readonly format = 'holedox' as const;
  readonly length: number;
  readonly body: readonly Cell[];
  readonly stones: readonly Cell[];

  private constructor(head: Head, base: number, packed: readonly number[], moveBy = 0) {
    super(head, base, packed, moveBy);
    this.length = head.length;
    this.body = head.body;
    this.stones = head.stones;
  }

  /** The record of a case as the parser drafts it. */
  static of(c: HoledoxCase): HoledoxCaseRecord {
    if (c instanceof HoledoxCaseRecord) return c;
    const base = c.range.start;
    const count = c.stoneCountRange;
    const packed = [count ? count.start - base : 0, count ? count.end - base : 0, count ? 1 : 0];
    packRanges(packed, c.bodyRanges, base);
    packRanges(packed, c.stoneRanges, base);
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
    return this.items(0, this.body.length);
  }

  get stoneRanges(): readonly TextRange[] {
    return this.items(this.body.length, this.body.length + this.stones.length);
  }

  /** The ranges of items [from, to) (body blocks, then stones). */
  private items(from: number, to: number): TextRange[] {
    return this.spans(HEAD + 2 * from, HEAD + 2 * to);
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
    const small =
      row >= 0 &&
      row < SHARED_SIDE &&
      col >= 0 &&
      col < SHARED_SIDE &&
      (row | 0) === row &&
      (col | 0) === col &&
      !Object.is(row, -0) &&
      !Object.is(col, -0);
    if (!small) {
      out.push(cell);
      continue;
    }
    const key = row * SHARED_SIDE + col;
    out.push((shared[key] ??= { row, col }));
  }
  return out;
}
