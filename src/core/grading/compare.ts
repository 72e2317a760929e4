import type { FormatId } from '../formats/format';
import { quoteLine as quote } from '../formats/wording';
import { msg, say, type Language, type Message } from '../l10n/message';
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
function judgeLineFor(format: FormatId, position: number, answer: string): string {
  return formatById(format).judgeLine(position + 1, answer);
}

function withoutWhitespace(text: string): string {
  return text.replace(/\s+/g, '');
}

/**
 * The program's output as compareOutput reads it: text, or its UTF-8 bytes, read line by line
 * as far as the answers need, never decoded whole (it can be 64 MiB).
 */
export type ProgramOutput = string | Uint8Array;

/** A line longer than this (in bytes, trailing whitespace removed) is kept as its start and '…': it is no answer line. */
export const LINE_KEPT_BYTES = 4096;

/** JavaScript's `\s`, as withoutWhitespace removes it. */
function isWhitespace(code: number): boolean {
  return code === 0x20 || (code >= 0x09 && code <= 0x0d) || (code >= 0xa0 && isWideWhitespace(code));
}

function isWideWhitespace(code: number): boolean {
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/** The code point at `at` of UTF-8 bytes and its length, packed as code * 8 + length; a bad byte reads as U+FFFD. */
function codeAt(bytes: Uint8Array, at: number): number {
  const b0 = bytes[at] ?? 0;
  if (b0 < 0x80) return b0 * 8 + 1;
  const more = b0 >= 0xf0 ? 3 : b0 >= 0xe0 ? 2 : b0 >= 0xc0 ? 1 : 0;
  if (more === 0 || at + more >= bytes.length) return 0xfffd * 8 + 1;
  let code = b0 & (0x3f >> more);
  for (let k = 1; k <= more; k++) {
    const b = bytes[at + k] ?? 0;
    if ((b & 0xc0) !== 0x80) return 0xfffd * 8 + 1;
    code = code * 64 + (b & 0x3f);
  }
  return code * 8 + more + 1;
}

/** UTF-8 bytes [start, end) as text (a bad byte as U+FFFD). Only for lines: short. */
function decodeLine(bytes: Uint8Array, start: number, end: number): string {
  let text = '';
  for (let at = start; at < end;) {
    const packed = codeAt(bytes, at);
    const length = packed & 7;
    // A character cut by `end` is not decoded half.
    if (at + length > end) {
      text += '\ufffd';
      break;
    }
    text += String.fromCodePoint((packed - length) / 8);
    at += length;
  }
  return text;
}

/** Reads lines and characters of either kind of output the same way. */
interface OutputReader {
  readonly length: number;
  /** Offset of the next newline from `at`, or -1. */
  newline(at: number): number;
  /** The line [start, end) without its trailing [ \t\r\f\v], cut to LINE_KEPT_BYTES. */
  line(start: number, end: number): string;
  /**
   * From a line's start `at`, past the blank lines (only [ \t\r\f\v]): the start of the next
   * line that is not blank, or -1 when the rest is blank; `crossed` is set to the newlines passed.
   */
  skipBlankLines(at: number): number;
  crossed: number;
  /** Offset of the next character that is not whitespace, from `at`; `length` when none. */
  skipWhitespace(at: number): number;
  /** The code point at `at` and its length in units, packed as code * 8 + length. */
  code(at: number): number;
}

function isTrailingSpace(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0d || code === 0x0c || code === 0x0b;
}

function readerOf(output: ProgramOutput): OutputReader {
  return typeof output === 'string' ? textReader(output) : bytesReader(output);
}

/** Whole blank lines, from where the pattern's lastIndex is set. */
const BLANK_LINES = /(?:[ \t\r\f\v]*\n)*/y;
/** The rest of a text, when it is blank to its end. */
const BLANK_TO_END = /[ \t\r\f\v]*$/y;

/**
 * A text's reader: an expected-output file or a test's string, short, so its blank lines are
 * skipped with patterns. Program output comes as bytes, whose reader keeps the tight loops.
 */
function textReader(output: string): OutputReader {
  return {
    length: output.length,
    crossed: 0,
    skipBlankLines(at) {
      BLANK_LINES.lastIndex = at;
      const blank = BLANK_LINES.exec(output)?.[0] ?? '';
      let crossed = 0;
      for (let k = blank.indexOf('\n'); k >= 0; k = blank.indexOf('\n', k + 1)) crossed++;
      this.crossed = crossed;
      const start = at + blank.length;
      BLANK_TO_END.lastIndex = start;
      return BLANK_TO_END.test(output) ? -1 : start;
    },
    newline: (at) => output.indexOf('\n', at),
    line: (start, end) => {
      let stop = end;
      while (stop > start && isTrailingSpace(output.charCodeAt(stop - 1))) stop--;
      if (stop - start <= LINE_KEPT_BYTES) return output.slice(start, stop);
      const cut = start + LINE_KEPT_BYTES - (/[\ud800-\udbff]/.test(output.charAt(start + LINE_KEPT_BYTES - 1)) ? 1 : 0);
      return `${output.slice(start, cut)}…`;
    },
    skipWhitespace: (at) => {
      let k = at;
      while (k < output.length && isWhitespace(output.charCodeAt(k))) k++;
      return k;
    },
    code: (at) => {
      const code = output.codePointAt(at) ?? 0;
      return code * 8 + (code > 0xffff ? 2 : 1);
    },
  };
}

function bytesReader(bytes: Uint8Array): OutputReader {
  return {
    length: bytes.length,
    crossed: 0,
    skipBlankLines(at) {
      // A tight loop over the bytes: output can be 64 MiB of blank lines.
      let start = at;
      let crossed = 0;
      for (let k = at; k < bytes.length; k++) {
        const b = bytes[k] as number;
        if (b === 10) {
          crossed++;
          start = k + 1;
        } else if (!isTrailingSpace(b)) {
          this.crossed = crossed;
          return start;
        }
      }
      this.crossed = crossed;
      return -1;
    },
    newline: (at) => bytes.indexOf(10, at),
    line: (start, end) => {
      let stop = end;
      while (stop > start && isTrailingSpace(bytes[stop - 1] ?? 0)) stop--;
      if (stop - start <= LINE_KEPT_BYTES) return decodeLine(bytes, start, stop);
      // Cut at a character's first byte.
      let cut = start + LINE_KEPT_BYTES;
      while (cut > start && ((bytes[cut] ?? 0) & 0xc0) === 0x80) cut--;
      return `${decodeLine(bytes, start, cut)}…`;
    },
    skipWhitespace: (at) => {
      let k = at;
      for (;;) {
        const b = bytes[k];
        if (b === undefined) return bytes.length;
        if (b < 0x80) {
          if (!isWhitespace(b)) return k;
          k++;
          continue;
        }
        const packed = codeAt(bytes, k);
        const length = packed & 7;
        if (!isWideWhitespace((packed - length) / 8)) return k;
        k += length;
      }
    },
    code: (at) => codeAt(bytes, at),
  };
}

/**
 * withoutWhitespace(output) === withoutWhitespace(expectedText), read from the output only as
 * far as the two agree: a flood of wrong output is told apart at its first wrong character.
 */
function sameWithoutWhitespace(reader: OutputReader, expectedText: string): boolean {
  const want = withoutWhitespace(expectedText);
  let at = reader.skipWhitespace(0);
  for (let k = 0; k < want.length;) {
    if (at >= reader.length) return false;
    const packed = reader.code(at);
    const length = packed & 7;
    const code = (packed - length) / 8;
    const expected = want.codePointAt(k) ?? -1;
    if (code !== expected) return false;
    k += expected > 0xffff ? 2 : 1;
    at = reader.skipWhitespace(at + length);
  }
  return at >= reader.length;
}

/** The output is empty or whitespace only (JavaScript's trim() would leave nothing). */
export function isBlankOutput(output: ProgramOutput): boolean {
  const reader = readerOf(output);
  return reader.skipWhitespace(0) >= reader.length;
}

/** How a program's line for a case differs from ours, as a message; undefined when it is right. */
function judgeCaseLine(
  format: FormatId,
  position: number,
  answer: string,
  actual: string | undefined,
  linesSeen: number,
): Message | undefined {
  const expected = judgeLineFor(format, position, answer);
  if (actual === undefined) return msg('judge.missing', { lines: linesSeen });
  if (actual === expected) return undefined;
  // The format words what differs when the line reads as one of its answer lines.
  const worded = formatById(format).compare?.(position + 1, answer, actual);
  if (worded !== undefined) return worded;
  const lines = { expected: quote(expected), actual: quote(actual) };
  return msg(withoutWhitespace(actual) === withoutWhitespace(expected) ? 'judge.spacing' : 'judge.expected-got', lines);
}

/**
 * Lines are matched to cases in order, skipping blank lines (a blank line in the middle is
 * a layout difference, reported as Presentation Error when everything else is right).
 */
export function compareOutput(
  format: FormatId,
  expected: readonly ExpectedCase[],
  actual: ProgramOutput,
  language: Language = 'en',
): OutputComparison {
  const reader = readerOf(actual);
  // Scan lines only as far as needed (every case's line and a few extra): output can be 64 MiB.
  const wanted = expected.length + 3;
  const answerLines: { line: number; text: string }[] = [];
  let firstBlank = -1;
  let lineNumber = 0;
  let blankPending = -1;
  for (let at = 0; at <= reader.length && answerLines.length < wanted;) {
    const next = reader.skipBlankLines(at);
    // A blank line counts only when an answer line follows it: blank lines at the end never matter.
    if (reader.crossed > 0 && blankPending < 0) blankPending = lineNumber;
    lineNumber += reader.crossed;
    if (next < 0) break;
    const newline = reader.newline(next);
    const end = newline < 0 ? reader.length : newline;
    lineNumber++;
    if (blankPending >= 0 && firstBlank < 0) firstBlank = blankPending;
    blankPending = -1;
    answerLines.push({ line: lineNumber, text: reader.line(next, end) });
    if (newline < 0) break;
    at = newline + 1;
  }
  const cases: CaseJudgement[] = [];
  let firstFailing = -1;
  for (let k = 0; k < expected.length; k++) {
    const want = expected[k];
    if (want === undefined) continue;
    const got = answerLines[k]?.text;
    const differs = judgeCaseLine(format, k, want.answer, got, Math.min(k, answerLines.length));
    const message = differs ? say(differs, language) : '';
    const ok = differs === undefined;
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

  if (sameWithoutWhitespace(reader, expectedText)) {
    let detail: Message;
    const failing = cases[firstFailing];
    const blankLine = firstBlank + 1;
    if (failing && (firstBlank < 0 || (answerLines[firstFailing]?.line ?? Infinity) < blankLine))
      detail = msg('judge.layout-line', {
        caseNumber: failing.caseNumber,
        line: String(answerLines[firstFailing]?.line ?? '?'),
        actual: quote(failing.actual ?? ''),
        expected: quote(failing.expected),
      });
    else if (firstBlank >= 0) detail = msg('judge.blank-line', { line: blankLine });
    else detail = msg('judge.layout-differs');
    return { cases, extraLines, outcome: 'presentation', firstFailing, detail: say(detail, language) };
  }
  const failing = cases[firstFailing];
  const extra = extraLines[0];
  const detail = failing
    ? say(msg('judge.case', { caseNumber: failing.caseNumber, message: failing.message }), language)
    : extra
      ? say(msg('judge.extra-output', { line: extra.line, text: quote(extra.text) }), language)
      : '';
  return { cases, extraLines, outcome: 'wrong', firstFailing, detail };
}
