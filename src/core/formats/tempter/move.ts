import { moveRange } from '../../text';
import { TempterCaseRecord } from './caseRecord';
import type { TempterCase, TempterResumeState } from './parse';

// Moving a case read before an edit to where the edit put it, so the incremental parse
// (core/incrementalParse.ts) keeps the cases after an edit instead of reading them again.

export function moveTempterCase(c: TempterCase, delta: number): TempterCase {
  return TempterCaseRecord.of(c).moved(delta);
}

export function moveTempterResumeState(state: TempterResumeState, delta: number): TempterResumeState {
  const previous = state.previousCase;
  return previous ? { ...state, previousCase: { ...previous, headerRange: moveRange(previous.headerRange, delta) } } : state;
}
