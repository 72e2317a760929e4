import type { Cell } from '../../geometry';
import type { TextRange } from '../../text';
import { PackedCaseRecord, packRanges, type RecordHead } from '../caseRecord';
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

type Head = RecordHead & Pick<TempterCase, 'time' | 'grid' | 'start' | 'door'>;

export class TempterCaseRecord extends PackedCaseRecord implements TempterCase {
  readonly format = 'tempter' as const;
  readonly time: number;
  readonly grid: readonly string[];
  declare readonly start?: Cell;
  declare readonly door?: Cell;

  private constructor(head: Head, base: number, packed: readonly number[], moveBy = 0) {
    super(head, base, packed, moveBy);
    this.time = head.time;
    this.grid = head.grid;
    // Absent, not undefined, when the case has none: as the parser has always made them.
    const optional = this as { start?: Cell; door?: Cell };
    if (head.start) optional.start = head.start;
    if (head.door) optional.door = head.door;
  }

  /** The record of a case as the parser drafts it. */
  static of(c: TempterCase): TempterCaseRecord {
    if (c instanceof TempterCaseRecord) return c;
    const base = c.range.start;
    const packed: number[] = [];
    packRanges(packed, c.rowRanges, base);
    // An array made by pushing keeps spare room: a copy holds just its values.
    return new TempterCaseRecord(c, base, packed.slice());
  }

  /** The same case `delta` characters further on: a new start, the packed parts shared. */
  moved(delta: number): TempterCaseRecord {
    // Straight from this record: no copy of its fields in between (every case after an edit is moved).
    return new TempterCaseRecord(this, this.base + delta, this.packed, delta);
  }

  get rowRanges(): readonly TextRange[] {
    return this.spans(0, this.packed.length);
  }
}
