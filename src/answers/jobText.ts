// The text a job sends the solve worker: its cases as a file of their own, and how to number
// them and find them again in the document. Apart from the service
// (src/extension/answerService.ts) so that the bench sends what the service sends, and so
// that it is tested without an editor.
import type { PuzzleCase } from '../core/formats/registry';

/** A job's text and what the worker and the service need to place its cases. */
export interface JobText {
  /** The cases as a file: each case's text, whitespace between them, then `0 0 0`. */
  readonly text: string;
  /** The cases' numbers in the document, in order (SolveRequest.numbers); absent when firstNumber says them. */
  readonly numbers?: readonly number[];
  /** The first case's number in the document, the others following on (SolveRequest.firstNumber). */
  readonly firstNumber?: number;
  /** Where the text's case k starts in it. */
  startInJob(k: number): number;
}

const TERMINATOR = '\n\n0 0 0\n';

/**
 * The job of `cases` (in document order, each range in `source`). Cases that follow one
 * another in the document, numbered one after another with only spaces, tabs and line ends
 * between them, as a file's run of clean cases does, go as one slice of the document and the
 * first case's number: one copy instead of one a case, and no list of numbers to post. Any
 * others go as each case's text, a blank line between, with their numbers.
 */
export function jobText(source: string, cases: readonly PuzzleCase[]): JobText {
  const first = cases[0];
  const last = cases[cases.length - 1];
  if (first !== undefined && last !== undefined && followOn(source, cases)) {
    const from = first.range.start;
    const starts = cases.map((c) => c.range.start - from);
    return { text: `${source.slice(from, last.range.end)}${TERMINATOR}`, firstNumber: first.number, startInJob: (k) => starts[k] ?? 0 };
  }
  const starts: number[] = [];
  let at = 0;
  for (const c of cases) {
    starts.push(at);
    at += c.range.end - c.range.start + 2;
  }
  return {
    text: `${cases.map((c) => source.slice(c.range.start, c.range.end)).join('\n\n')}${TERMINATOR}`,
    numbers: cases.map((c) => c.number),
    startInJob: (k) => starts[k] ?? 0,
  };
}

/** Whether each case follows the one before it: the next number, and only whitespace between (a `\r` only before `\n`). */
function followOn(source: string, cases: readonly PuzzleCase[]): boolean {
  for (let k = 1; k < cases.length; k++) {
    const before = cases[k - 1]!;
    const c = cases[k]!;
    if (c.number !== before.number + 1 || c.range.start < before.range.end) return false;
    for (let i = before.range.end; i < c.range.start; i++) {
      const ch = source.charCodeAt(i);
      if (ch === 10 || ch === 32 || ch === 9) continue;
      if (ch === 13 && source.charCodeAt(i + 1) === 10) continue;
      return false;
    }
  }
  return true;
}
