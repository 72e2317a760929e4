import { moveRange } from '../../text';
import { HoledoxCaseRecord } from './caseRecord';
import type { HoledoxCase, HoledoxResumeState } from './parse';

// Shifting a case read before an edit to where the edit put it, so the incremental parse
// (core/incrementalParse.ts) keeps the cases after an edit instead of reading them again.

export function shiftHoledoxCase(c: HoledoxCase, delta: number): HoledoxCase {
  return HoledoxCaseRecord.of(c).moved(delta);
}

export function shiftHoledoxResumeState(state: HoledoxResumeState, delta: number): HoledoxResumeState {
  const previous = state.previousCase;
  return previous ? { ...state, previousCase: { number: previous.number, headerRange: moveRange(previous.headerRange, delta) } } : state;
}
