import type { FormatId } from '../formats/format';
import { formatById } from '../formats/registry';

/**
 * What judging a user's program needs from one format, beside parsing and solving: how to
 * write a case back, which cases the judge could give, and how to shrink one. Made from the
 * format's optional `shrink` member (formats/format.ts).
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

/** The judging parts of `format`; throws for a format that cannot shrink its cases. */
export function judgingFor<P>(format: FormatId): FormatJudging<P> {
  const puzzleFormat = formatById(format);
  const shrink = puzzleFormat.shrink;
  if (!shrink) throw new Error(`${puzzleFormat.displayName} cases cannot be shrunk`);
  return {
    format,
    writeCase: (puzzle) => shrink.write(puzzle),
    caseSeparator: puzzleFormat.caseSeparator,
    isJudgeValid: (puzzle) => shrink.isJudgeValid(puzzle),
    shrinkSteps: (puzzle) => shrink.steps(puzzle) as P[],
  };
}

/** A whole input file of these cases, with the terminator. */
export function writeCases<P>(judging: FormatJudging<P>, cases: readonly P[]): string {
  let text = '';
  for (const c of cases) text += judging.writeCase(c) + judging.caseSeparator;
  return `${text}0 0 0\n`;
}
