import { moveIssue } from '../../issues';
import { moveRange, moveRanges } from '../../text';
import type { HoledoxCase, HoledoxResumeState } from './parse';

// Moving a case read before an edit to where the edit put it, so the incremental parse
// (core/incrementalParse.ts) keeps the cases after an edit instead of reading them again.

export function moveHoledoxCase(c: HoledoxCase, delta: number): HoledoxCase {
  const moved: { -readonly [K in keyof HoledoxCase]: HoledoxCase[K] } = {
    format: c.format,
    number: c.number,
    rows: c.rows,
    cols: c.cols,
    length: c.length,
    body: c.body,
    stones: c.stones,
    range: moveRange(c.range, delta),
    headerRange: moveRange(c.headerRange, delta),
    bodyRanges: moveRanges(c.bodyRanges, delta),
    stoneRanges: moveRanges(c.stoneRanges, delta),
  };
  if (c.stoneCountRange) moved.stoneCountRange = moveRange(c.stoneCountRange, delta);
  if (c.problem) moved.problem = moveIssue(c.problem, delta);
  return moved;
}

export function moveHoledoxResumeState(state: HoledoxResumeState, delta: number): HoledoxResumeState {
  const previous = state.previousCase;
  return previous ? { ...state, previousCase: { number: previous.number, headerRange: moveRange(previous.headerRange, delta) } } : state;
}
