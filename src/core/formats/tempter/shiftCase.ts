import { moveRange } from '../../text';
import { TempterCaseRecord } from './caseRecord';
import type { TempterCase, TempterResumeState } from './parse';

// Shifting a case read before an edit to where the edit put it, so the incremental parse
// (core/incrementalParse.ts) keeps the cases after an edit instead of reading them again.

export function shiftTempterCase(c: TempterCase, delta: number): TempterCase {
  return TempterCaseRecord.of(c).moved(delta);
}

export function shiftTempterResumeState(state: TempterResumeState, delta: number): TempterResumeState {
  const previous = state.previousCase;
  return previous ? { ...state, previousCase: { ...previous, headerRange: moveRange(previous.headerRange, delta) } } : state;
}
