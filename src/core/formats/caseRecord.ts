import { moveIssue, type Issue } from '../issues';
import { moveRange, type TextRange } from '../text';
import type { CaseBase } from './format';

/** The fields every format's case has, as a record takes them from a draft or a previous record. */
export type RecordHead = Pick<CaseBase, 'number' | 'rows' | 'cols' | 'range' | 'headerRange' | 'problem'>;

/*
 * What the formats' compact case records share: the fields every case has, and the ranges of
 * its parts as one array of offsets counted from the case's start, made into ranges when asked
 * for, so moving a case after an edit is a new start (see each format's caseRecord.ts).
 */
export abstract class PackedCaseRecord {
  readonly number: number;
  readonly rows: number;
  readonly cols: number;
  readonly range: TextRange;
  readonly headerRange: TextRange;
  declare readonly problem?: Issue;
  /** The case's first offset: every offset in `packed` counts from it. */
  protected readonly base: number;
  protected readonly packed: readonly number[];

  /** `moveBy`: how far the head's range, header range and problem are moved (a moved case's, from its previous record). */
  protected constructor(head: RecordHead, base: number, packed: readonly number[], moveBy: number) {
    this.number = head.number;
    this.rows = head.rows;
    this.cols = head.cols;
    this.range = moveBy === 0 ? head.range : moveRange(head.range, moveBy);
    this.headerRange = moveBy === 0 ? head.headerRange : moveRange(head.headerRange, moveBy);
    this.base = base;
    this.packed = packed;
    // Absent, not undefined, for a solvable case: as the parser has always made them.
    if (head.problem) (this as { problem?: Issue }).problem = moveBy === 0 ? head.problem : moveIssue(head.problem, moveBy);
  }

  /** The ranges packed as start, end pairs in packed[first .. end). */
  protected spans(first: number, end: number): TextRange[] {
    const p = this.packed;
    const ranges: TextRange[] = [];
    for (let at = first; at + 1 < end; at += 2) ranges.push({ start: this.base + (p[at] ?? 0), end: this.base + (p[at + 1] ?? 0) });
    return ranges;
  }
}

/** Appends each range's start and end, counted from `base`, to `packed`. */
export function packRanges(packed: number[], ranges: readonly TextRange[], base: number): void {
  for (const r of ranges) packed.push(r.start - base, r.end - base);
}
