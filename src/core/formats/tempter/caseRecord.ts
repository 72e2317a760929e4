import type { Cell } from '../../geometry';
import { moveIssue, type Issue } from '../../issues';
import { moveRange, type TextRange } from '../../text';
import type { TempterCase } from './parse';

/*
 * A parsed case kept compact: its ranges in one array of numbers, offsets counted from the
 * case's start. A big file's cases held an object per range (with the cells and rows, most
 * of the editor's memory), and moving a case after an edit made all of them again; here
 * moving is a new start. The rows' ranges are made when asked for, as TempterCase has them;
 * the puzzle, its range and header range (what solve() reads) stay plain data, so
 * `{ ...c }` is still a case to solve.
 */

/** packed: per row read, start and end. */

type Head = Pick<TempterCase, 'number' | 'rows' | 'cols' | 'time' | 'grid' | 'range' | 'headerRange' | 'start' | 'door' | 'problem'>;

export class TempterCaseRecord implements TempterCase {
  readonly format = 'tempter' as const;
  readonly number: number;
  readonly rows: number;
  readonly cols: number;
  readonly time: number;
  readonly grid: readonly string[];
  readonly range: TextRange;
  readonly headerRange: TextRange;
  declare readonly start?: Cell;
  declare readonly door?: Cell;
  declare readonly problem?: Issue;
  /** The case's first offset: every offset in `packed` counts from it. */
  private readonly base: number;
  private readonly packed: readonly number[];

  /** `moveBy`: how far the head's range, header range and problem are moved (a moved case's, from its previous record). */
  private constructor(head: Head, base: number, packed: readonly number[], moveBy = 0) {
    this.number = head.number;
    this.rows = head.rows;
    this.cols = head.cols;
    this.time = head.time;
    this.grid = head.grid;
    this.range = moveBy === 0 ? head.range : moveRange(head.range, moveBy);
    this.headerRange = moveBy === 0 ? head.headerRange : moveRange(head.headerRange, moveBy);
    this.base = base;
    this.packed = packed;
    // Absent, not undefined, when the case has none: as the parser has always made them.
    const optional = this as { start?: Cell; door?: Cell; problem?: Issue };
    if (head.start) optional.start = head.start;
    if (head.door) optional.door = head.door;
    if (head.problem) optional.problem = moveBy === 0 ? head.problem : moveIssue(head.problem, moveBy);
  }

  /** The record of a case as the parser drafts it. */
  static of(c: TempterCase): TempterCaseRecord {
    if (c instanceof TempterCaseRecord) return c;
    const base = c.range.start;
    const packed: number[] = [];
    for (const r of c.rowRanges) packed.push(r.start - base, r.end - base);
    // An array made by pushing keeps spare room: a copy holds just its values.
    return new TempterCaseRecord(c, base, packed.slice());
  }

  /** The same case `delta` characters further on: a new start, the packed parts shared. */
  moved(delta: number): TempterCaseRecord {
    // Straight from this record: no copy of its fields in between (every case after an edit is moved).
    return new TempterCaseRecord(this, this.base + delta, this.packed, delta);
  }

  get rowRanges(): readonly TextRange[] {
    const p = this.packed;
    const ranges: TextRange[] = [];
    for (let at = 0; at + 1 < p.length; at += 2) ranges.push({ start: this.base + (p[at] ?? 0), end: this.base + (p[at + 1] ?? 0) });
    return ranges;
  }
}
