import type { HoledoxPuzzle } from '../formats/holedox/puzzle';
import type { FormatId } from '../puzzleFile';
import type { TempterPuzzle } from '../formats/tempter/puzzle';
import { holedoxShrinkSteps, isJudgeValidHoledox, writeHoledoxCase } from './holedoxShrink';
import { isJudgeValidTempter, tempterShrinkSteps, writeTempterCase } from './tempterShrink';

/**
 * What judging a user's program needs from one format, beside parsing and solving: how to
 * write a case back, which cases the judge could give, and how to shrink one. Meant to
 * become an optional member of that format's module (issue 9's FormatId).
 */
export interface FormatJudging<P> {
  readonly format: FormatId;
  /** The case's text in the statement's layout, ended by \n, without the terminator. */
  writeCase(puzzle: P): string;
  /** Between cases of a file, what the statement's samples put (Holedox: a blank line). */
  readonly caseSeparator: string;
  isJudgeValid(puzzle: P): boolean;
  shrinkSteps(puzzle: P): P[];
}

export const HOLEDOX_JUDGING: FormatJudging<HoledoxPuzzle> = {
  format: 'holedox',
  writeCase: writeHoledoxCase,
  caseSeparator: '\n',
  isJudgeValid: isJudgeValidHoledox,
  shrinkSteps: holedoxShrinkSteps,
};

export const TEMPTER_JUDGING: FormatJudging<TempterPuzzle> = {
  format: 'tempter',
  writeCase: writeTempterCase,
  caseSeparator: '',
  isJudgeValid: isJudgeValidTempter,
  shrinkSteps: tempterShrinkSteps,
};

/** A whole input file of these cases, with the terminator. */
export function writeCases<P>(judging: FormatJudging<P>, cases: readonly P[]): string {
  let text = '';
  for (const c of cases) text += judging.writeCase(c) + judging.caseSeparator;
  return `${text}0 0 0\n`;
}
