import { msg, type Message } from '../../l10n/message';
import { quoteLine } from '../wording';

/** POJ 1324's output line for a case: `Case 3: 9`, `Case 4: -1`. Shared by the full and fast lanes. */
export function holedoxJudgeLine(caseNumber: number, answer: string | number): string {
  return `Case ${caseNumber}: ${answer}`;
}

const JUDGE_LINE = /^Case\s+(\d+)\s*:\s*(-1|\d+)$/;

/** An expected-output line: the case it answers and the answer, or what a line should look like. */
export function readHoledoxJudgeLine(
  line: string,
): { readonly caseNumber: number; readonly answer: string } | { readonly expected: Message } {
  const match = JUDGE_LINE.exec(line);
  if (!match) return { expected: msg('holedox.judge-line-shape') };
  return { caseNumber: Number(match[1]), answer: String(Number(match[2])) };
}

const PROGRAM_LINE = /^Case (-?\d+): (\S+)$/;

/** A program's line that differs from the judge's, in words, when it reads as `Case i: x`. */
export function compareHoledoxLine(caseNumber: number, answer: string, actual: string): Message | undefined {
  const match = PROGRAM_LINE.exec(actual);
  if (!match) return undefined;
  const [, number = '', got = ''] = match;
  const wrongNumber = Number(number) !== caseNumber;
  const wrongAnswer = got !== answer;
  if (wrongNumber && wrongAnswer)
    return msg('judge.wrong-number-and-answer', { expected: quoteLine(holedoxJudgeLine(caseNumber, answer)), actual: quoteLine(actual) });
  if (wrongNumber) return msg('judge.wrong-number', { expected: caseNumber, actual: number });
  return msg('judge.expected-got', { expected: answer, actual: got });
}

/** The answer in a program's line: what follows `Case i:` (any spacing), else the whole line. */
export function holedoxAnswerInLine(line: string): string {
  const match = /^Case\s+-?\d+\s*:\s*(.*)$/.exec(line);
  return match ? (match[1] ?? '') : line;
}
