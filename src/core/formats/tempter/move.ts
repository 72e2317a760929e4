import { moveIssue } from '../../issues';
import { moveRange, moveRanges } from '../../text';
import type { TempterCase, TempterResumeState } from './parse';

// Moving a case read before an edit to where the edit put it, so the incremental parse
// (core/incrementalParse.ts) keeps the cases after an edit instead of reading them again.

export function moveTempterCase(c: TempterCase, delta: number): TempterCase {
  const moved: { -readonly [K in keyof TempterCase]: TempterCase[K] } = {
    format: c.format,
    number: c.number,
    rows: c.rows,
    cols: c.cols,
    time: c.time,
    grid: c.grid,
    range: moveRange(c.range, delta),
    headerRange: moveRange(c.headerRange, delta),
    rowRanges: moveRanges(c.rowRanges, delta),
  };
  if (c.start) moved.start = c.start;
  if (c.door) moved.door = c.door;
  if (c.problem) moved.problem = moveIssue(c.problem, delta);
  return moved;
}

export function moveTempterResumeState(state: TempterResumeState, delta: number): TempterResumeState {
  const previous = state.previousCase;
  return previous ? { ...state, previousCase: { ...previous, headerRange: moveRange(previous.headerRange, delta) } } : state;
}
