import type { Cell } from '../geometry';
import type { TextRange } from '../text';

/** The token of the file that puts something on a square: a body pair, a stone pair, a grid character. */
export interface CellToken {
  readonly cell: Cell;
  readonly range: TextRange;
  /** e.g. 'B2 (4, 2)', 'stone (2, 3)', "'X' at (1, 3)". */
  readonly what: string;
}

/** Whether `offset` is in `range`, its ends included (a cursor just after a token counts). */
export const within = (range: TextRange, offset: number): boolean => offset >= range.start && offset <= range.end;
