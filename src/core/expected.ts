import { abbreviate, sharedIssue, type Issue } from './issues';
import type { FormatId } from './formats/format';
import { formatById, formatOf, type PuzzleCase, type PuzzleDocument } from './formats/registry';
import type { TextRange } from './text';
import { msg } from './l10n/message';

/** One answer as the expected-output file states it. */
export interface ExpectedAnswer {
  /** The case it answers: `Case i:` for Holedox, the i-th answer line for Tempter. */
  readonly caseNumber: number;
  /** `-1`, a step count, `YES` or `NO`, exactly as the judge prints it. */
  readonly answer: string;
  /** The line's text without its line break and surrounding spaces, in the expected file. */
  readonly range: TextRange;
}

export interface ExpectedOutput {
  readonly format: FormatId;
  /** In file order; a case answered twice keeps only its first line here. */
  readonly answers: readonly ExpectedAnswer[];
  /** Problems in the expected file itself; ranges are offsets into that file. */
  readonly issues: readonly Issue[];
}

/**
 * Reads judge output the way a checker does: one answer per line, CRLF and spaces around
 * a line ignored, blank lines skipped. A line that is not an answer is reported and
 * skipped, so one typo does not shift every later Tempter answer onto the wrong case.
 */
export function parseExpectedOutput(text: string, format: FormatId): ExpectedOutput {
  const answers: ExpectedAnswer[] = [];
  const issues: Issue[] = [];
  const firstLineOf = new Map<number, TextRange>();
  const reader = formatById(format);
  let read = 0;
  for (const line of contentLines(text)) {
    const content = text.slice(line.start, line.end);
    const judged = reader.readJudgeLine(content, read + 1);
    if ('expected' in judged) {
      issues.push(
        sharedIssue(
          format,
          'expected-malformed',
          msg('expected.malformed', { found: abbreviate(content), expected: judged.expected }),
          line,
        ),
      );
      continue;
    }
    read++;
    const { caseNumber, answer } = judged;
    const first = firstLineOf.get(caseNumber);
    if (first) {
      issues.push(
        sharedIssue(format, 'expected-extra', msg('expected.answered-again', { caseNumber }), line, {
          related: [{ message: msg('expected.first-answered-here'), range: first }],
        }),
      );
      continue;
    }
    firstLineOf.set(caseNumber, line);
    answers.push({ caseNumber, answer, range: line });
  }
  return { format, answers, issues };
}

/** Each line's trimmed content, as a range; blank lines are left out. */
function contentLines(text: string): TextRange[] {
  const lines: TextRange[] = [];
  let lineStart = 0;
  while (lineStart <= text.length) {
    const newline = text.indexOf('\n', lineStart);
    const lineEnd = newline < 0 ? text.length : newline;
    let start = lineStart;
    let end = lineEnd;
    while (start < end && isBlank(text.charCodeAt(start))) start++;
    while (end > start && isBlank(text.charCodeAt(end - 1))) end--;
    if (end > start) lines.push({ start, end });
    if (newline < 0) break;
    lineStart = newline + 1;
  }
  return lines;
}

function isBlank(ch: number): boolean {
  return ch === 32 || ch === 9 || ch === 13 || ch === 12 || ch === 11;
}

/** Just what a comparison needs from a verdict: core CaseAnswers and the worker's both fit. */
export interface ComparableVerdict {
  readonly number: number;
  readonly outcome: 'answered' | 'skipped' | 'limit';
  readonly answer?: string;
}

export type AnswerStatus = 'match' | 'mismatch' | 'missing' | 'unchecked';

/** One case of the input against the expected file. */
export interface CaseComparison {
  readonly caseNumber: number;
  /** 'unchecked': we have no answer of our own (the case is malformed or hit the search budget). */
  readonly status: AnswerStatus;
  readonly expected?: ExpectedAnswer;
  /** Our answer when the case was answered. */
  readonly actual?: string;
}

export interface AnswerComparison {
  readonly cases: readonly CaseComparison[];
  /** On the input's case headers: mismatches and answers the expected file lacks. */
  readonly inputIssues: readonly Issue[];
  /** In the expected file: malformed lines, and answers for cases the input does not have. */
  readonly expectedIssues: readonly Issue[];
}

/**
 * Compares the expected answers with ours, case by case. `expectedName` is how messages
 * name the expected file (its base name).
 */
export function compareAnswers(
  input: PuzzleDocument,
  verdicts: readonly ComparableVerdict[],
  expected: ExpectedOutput,
  expectedName: string,
): AnswerComparison {
  const format = input.format;
  const byCase = new Map<number, ExpectedAnswer>();
  for (const a of expected.answers) byCase.set(a.caseNumber, a);
  const answerOf = new Map<number, ComparableVerdict>();
  for (const v of verdicts) answerOf.set(v.number, v);

  const cases: CaseComparison[] = [];
  const inputIssues: Issue[] = [];
  const inputCases: readonly PuzzleCase[] = input.cases;
  for (const c of inputCases) {
    const verdict = answerOf.get(c.number);
    const wanted = byCase.get(c.number);
    const ours = verdict?.outcome === 'answered' ? verdict.answer : undefined;
    const comparison: { -readonly [K in keyof CaseComparison]: CaseComparison[K] } = { caseNumber: c.number, status: 'unchecked' };
    if (wanted) comparison.expected = wanted;
    if (ours !== undefined) comparison.actual = ours;
    if (ours !== undefined && wanted === undefined) {
      comparison.status = 'missing';
      const where = formatOf(c).missingAnswer(c.number);
      inputIssues.push(
        sharedIssue(format, 'answer-missing', msg('expected.answer-missing', { file: expectedName, where, ours }), c.headerRange, {
          caseNumber: c.number,
        }),
      );
    } else if (ours !== undefined && wanted !== undefined) {
      comparison.status = ours === wanted.answer ? 'match' : 'mismatch';
      if (comparison.status === 'mismatch')
        inputIssues.push(
          sharedIssue(format, 'answer-mismatch', formatOf(c).mismatchMessage(c, wanted.answer, ours), c.headerRange, {
            caseNumber: c.number,
          }),
        );
    }
    cases.push(comparison);
  }

  const expectedIssues: Issue[] = [...expected.issues];
  const caseCount = input.cases.length;
  for (const a of expected.answers)
    if (a.caseNumber > caseCount)
      expectedIssues.push(
        sharedIssue(format, 'expected-extra', msg('expected.beyond-input', { caseNumber: a.caseNumber, cases: caseCount }), a.range, {
          caseNumber: a.caseNumber,
        }),
      );
  expectedIssues.sort((a, b) => a.range.start - b.range.start);
  return { cases, inputIssues, expectedIssues };
}
