import { msg, type Message } from '../../l10n/message';
/** HDU 1010's output line for a case: the answer alone, `YES` or `NO`. Shared by the full and fast lanes. */
export function tempterJudgeLine(_caseNumber: number, answer: string): string {
  return answer;
}

/** An expected-output line (the `ordinal`-th answer line): the case it answers and the answer, or what a line should look like. */
export function readTempterJudgeLine(
  line: string,
  ordinal: number,
): { readonly caseNumber: number; readonly answer: string } | { readonly expected: Message } {
  if (line !== 'YES' && line !== 'NO') return { expected: msg('tempter.judge-line-shape') };
  return { caseNumber: ordinal, answer: line };
}

/** A program's line that differs from the judge's, in words, when it is an answer at all. */
export function compareTempterLine(_caseNumber: number, answer: string, actual: string): Message | undefined {
  return actual === 'YES' || actual === 'NO' ? msg('judge.expected-got', { expected: answer, actual }) : undefined;
}
