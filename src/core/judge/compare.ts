import type { FormatId } from '../formats/format';
import { quoteLine as quote } from '../formats/wording';
import { formatById } from '../formats/registry';

/**
 * Judge-like comparison of a program's output with our answers, one case at a time.
 * Pure: the format is a parameter, never guessed from the text. Trailing whitespace on a
 * line and blank lines at the end never matter; anything else that differs is reported.
 */

/** One case we answered, in the order the program was given them. */
export interface ExpectedCase {
  /** The case's number in the user's file (stays put when malformed cases are left out). */
  readonly caseNumber: number;
  /** UTF-16 offset of the case header in the user's file. */
  readonly headerOffset: number;
  /** Our answer alone: '9', '-1', 'YES', 'NO'. */
  readonly answer: string;
}

export interface CaseJudgement {
  readonly caseNumber: number;
  readonly headerOffset: number;
  /** The line the judge expects. */
  readonly expected: string;
  /** The program's line for this case (trailing whitespace removed); undefined when missing. */
  readonly actual: string | undefined;
  readonly ok: boolean;
  /** Empty when ok; otherwise what differs, e.g. `expected -1, got 1`. */
  readonly message: string;
}

export interface OutputComparison {
  readonly cases: readonly CaseJudgement[];
  /** Non-blank lines after the last case's line (1-based line numbers of the output). */
  readonly extraLines: readonly { readonly line: number; readonly text: string }[];
  /** 'accepted', or 'presentation' (same characters once whitespace is removed), or 'wrong'. */
  readonly outcome: 'accepted' | 'presentation' | 'wrong';
  /** Index into cases of the first case that is not ok, or -1. */
  readonly firstFailing: number;
  /** For 'presentation': the first layout difference in words; for 'wrong', the first failing case or extra line. */
  readonly detail: string;
}

/** The line the judge expects for the k-th case given to the program (k from 0). */
export function judgeLineFor(format: FormatId, position: number, answer: string): string {
  return formatById(format).judgeLine(position + 1, answer);
}

function withoutWhitespace(text: string): string {
  return text.replace(/\s+/g, '');
}

function judgeCaseLine(format: FormatId, position: number, answer: string, actual: string | undefined, linesSeen: number): string {
  const expected = judgeLineFor(format, position, answer);
  if (actual === undefined) return `missing: the output ended after ${linesSeen} answer line${linesSeen === 1 ? '' : 's'}`;
  if (actual === expected) return '';
  // The format words what differs when the line reads as one of its answer lines.
  const worded = formatById(format).compare?.(position + 1, answer, actual);
  if (worded !== undefined) return worded;
  if (withoutWhitespace(actual) === withoutWhitespace(expected))
    return `presentation: expected ${quote(expected)}, got ${quote(actual)} (spacing differs)`;
  return `expected ${quote(expected)}, got ${quote(actual)}`;
}

/**
 * Lines are matched to cases in order, skipping blank lines (a blank line in the middle is
 * a layout difference, reported as Presentation Error when everything else is right).
 */
export function compareOutput(format: FormatId, expected: readonly ExpectedCase[], actualText: string): OutputComparison {
  // Scan lines only as far as needed (every case's line and a few extra): output can be 64 MiB.
  const wanted = expected.length + 3;
  const answerLines: { line: number; text: string }[] = [];
  let firstBlank = -1;
  let lineNumber = 0;
  let blankPending = -1;
  for (let at = 0; at <= actualText.length && answerLines.length < wanted; ) {
    const newline = actualText.indexOf('\n', at);
    const end = newline < 0 ? actualText.length : newline;
    const text = actualText.slice(at, end).replace(/[ \t\r\f\v]+$/, '');
    lineNumber++;
    if (text === '') {
      if (blankPending < 0) blankPending = lineNumber - 1;
    } else {
      // A blank line counts only when an answer line follows it: blank lines at the end never matter.
      if (blankPending >= 0 && firstBlank < 0) firstBlank = blankPending;
      blankPending = -1;
      answerLines.push({ line: lineNumber, text });
    }
    if (newline < 0) break;
    at = newline + 1;
  }
  const cases: CaseJudgement[] = [];
  let firstFailing = -1;
  for (let k = 0; k < expected.length; k++) {
    const want = expected[k];
    if (want === undefined) continue;
    const got = answerLines[k]?.text;
    const message = judgeCaseLine(format, k, want.answer, got, Math.min(k, answerLines.length));
    const ok = message === '';
    if (!ok && firstFailing < 0) firstFailing = k;
    cases.push({
      caseNumber: want.caseNumber,
      headerOffset: want.headerOffset,
      expected: judgeLineFor(format, k, want.answer),
      actual: got,
      ok,
      message,
    });
  }
  const extraLines = answerLines.slice(expected.length);
  const expectedText = cases.map((c) => c.expected).join('\n');
  const exact = firstFailing < 0 && extraLines.length === 0 && firstBlank < 0;
  if (exact) return { cases, extraLines, outcome: 'accepted', firstFailing, detail: '' };

  if (withoutWhitespace(actualText) === withoutWhitespace(expectedText)) {
    let detail: string;
    const failing = cases[firstFailing];
    const blankLine = firstBlank + 1;
    if (failing && (firstBlank < 0 || (answerLines[firstFailing]?.line ?? Infinity) < blankLine))
      detail = `case ${failing.caseNumber}: line ${answerLines[firstFailing]?.line ?? '?'} is ${quote(failing.actual ?? '')}, expected ${quote(failing.expected)}`;
    else if (firstBlank >= 0) detail = `line ${blankLine} is blank; the judge expects one answer line per case and no blank lines between them`;
    else detail = 'the layout differs';
    return { cases, extraLines, outcome: 'presentation', firstFailing, detail };
  }
  const failing = cases[firstFailing];
  const extra = extraLines[0];
  const detail = failing
    ? `case ${failing.caseNumber}: ${failing.message}`
    : extra
      ? `extra output after the last case: line ${extra.line} ${quote(extra.text)}`
      : '';
  return { cases, extraLines, outcome: 'wrong', firstFailing, detail };
}
