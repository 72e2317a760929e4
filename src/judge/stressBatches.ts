import type { ExpectedCase } from '../core/grading/compare';
import { stressCaseText, type StressSizes } from '../core/grading/stressCases';
import { answerCleanFile, readCleanFile } from '../core/fastLane';
import { formatById } from '../core/formats/registry';
import { mulberry32 } from '../core/randomCases';
import { parsePuzzle, type FormatId } from '../core/puzzleFile';
import { solveDocument } from '../core/answers';

/** One file of a stress run: its text and our answer per case. */
export interface Batch {
  readonly text: string;
  readonly expected: readonly ExpectedCase[];
}

/** What fixes the files of a stress run: the same plan gives the same files. */
export interface BatchPlan {
  readonly format: FormatId;
  readonly seed: number;
  /** Cases in all (Infinity for a run bounded by time). */
  readonly total: number;
  readonly batchCases: number;
  readonly sizes?: StressSizes;
  /** Cases of every LONG_EVERY-th file (a file as long as a judge's, for counters that wrap); absent: all files hold batchCases. */
  readonly longCases?: number;
}

/** Every this many files of a stress run, one holds longCases cases. */
export const LONG_EVERY = 4;

/**
 * Our answers for a file we wrote. Our files are clean, so the CLI's fast lane answers them
 * from their bytes; anything it declines (a search past its cap) goes through the full
 * parser, and a case without an answer is left out.
 */
export function answerFile(format: FormatId, text: string): Batch {
  const clean = readCleanFile(Buffer.from(text), format);
  const answers = clean && answerCleanFile(clean);
  if (answers !== undefined) {
    const expected: ExpectedCase[] = [];
    const output = answers.output;
    for (let at = 0, k = 1; at < output.length; k++) {
      const end = output.indexOf('\n', at);
      const line = output.slice(at, end);
      const read = formatById(format).readJudgeLine(line, k);
      expected.push({ caseNumber: k, headerOffset: 0, answer: 'answer' in read ? read.answer : line });
      at = end + 1;
    }
    return { text, expected };
  }
  const document = parsePuzzle(text, format);
  const verdicts = solveDocument(document);
  const expected: ExpectedCase[] = [];
  for (let k = 0; k < verdicts.length; k++) {
    const v = verdicts[k];
    const c = document.cases[k];
    if (v !== undefined && c !== undefined && v.outcome === 'answered')
      expected.push({ caseNumber: c.number, headerOffset: c.headerRange.start, answer: v.answer });
  }
  return { text, expected };
}

/** The files of a stress run in order, made and answered one per call; undefined after the last. */
export function batchMaker(plan: BatchPlan): () => Batch | undefined {
  const random = mulberry32(plan.seed);
  const separator = formatById(plan.format).caseSeparator;
  let generated = 0;
  let made = 0;
  return () => {
    const long = plan.longCases !== undefined && made % LONG_EVERY === LONG_EVERY - 1;
    const count = Math.min(long ? (plan.longCases ?? plan.batchCases) : plan.batchCases, plan.total - generated);
    if (count <= 0) return undefined;
    let text = '';
    for (let k = 0; k < count; k++) text += stressCaseText(plan.format, random, generated + k, plan.sizes) + separator;
    generated += count;
    made++;
    return answerFile(plan.format, `${text}0 0 0\n`);
  };
}
