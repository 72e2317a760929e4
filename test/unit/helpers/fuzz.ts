import { mulberry32 } from '../../../src/core/randomCases';
import type { FormatId } from '../../../src/core/puzzleFile';
import { streamed, wholeText } from './lanes';
import { cleanFile, mutate } from './randomFiles';

/*
 * The hostile-input fuzzers, shared by `npm test` (a short run) and `npm run fuzz` (a long one).
 * Each input is random bytes or a valid file with one case mutated. The checks: nothing
 * throws; the streaming lane (small windows) prints what the whole-text parse prints; the
 * cases before the mutated one keep their answers and numbers. Cases after it are counted:
 * kept, or lost (not answered, or answered wrongly or under another number).
 */

export interface FuzzInput {
  readonly kind: 'bytes' | 'mutation';
  readonly format: FormatId;
  readonly text: string;
  /** For a mutation: the judge's lines of the original file, and which case was mutated (0-based). */
  readonly original?: string[];
  readonly mutated?: number;
}

export interface FuzzFigures {
  inputs: number;
  crashes: number;
  /** Inputs where the streaming lane printed something else than the whole-text parse. */
  laneMismatches: number;
  /** Untouched cases before the mutated one whose answer changed or vanished: must stay 0. */
  earlierCasesLost: number;
  laterCases: number;
  laterCasesLost: number;
  failures: string[];
}

export function newFigures(): FuzzFigures {
  return { inputs: 0, crashes: 0, laneMismatches: 0, earlierCasesLost: 0, laterCases: 0, laterCasesLost: 0, failures: [] };
}

export function fuzzInput(seed: number): FuzzInput {
  const random = mulberry32(seed);
  const format: FormatId = random() < 0.5 ? 'holedox' : 'tempter';
  if (random() < 0.25) {
    // Random bytes, biased towards what the formats are made of.
    const alphabet = '0123456789 \n\r\t-+SDX.\u00a0\uFEFF😀\u0000x';
    const length = Math.floor(random() * 400);
    let text = '';
    for (let k = 0; k < length; k++)
      text += random() < 0.1 ? String.fromCharCode(Math.floor(random() * 256)) : alphabet[Math.floor(random() * alphabet.length)];
    // What a file can hold: lone surrogates become U+FFFD, as in any UTF-8 file.
    return { kind: 'bytes', format, text: new TextDecoder().decode(new TextEncoder().encode(text)) };
  }
  const count = 2 + Math.floor(random() * 5);
  const clean = cleanFile(format, count, seed);
  const original = wholeText(clean, format).stdout.split('\n').slice(0, -1);
  // Mutate inside one case only: the cases before it must not notice.
  const blocks = clean.split('\n\n');
  const mutated = Math.floor(random() * count);
  const edits = 1 + Math.floor(random() * 3);
  let block = blocks[mutated] ?? '';
  for (let k = 0; k < edits; k++) block = mutate(block, random);
  blocks[mutated] = block;
  let text = blocks.join('\n\n');
  const eol = random();
  if (eol < 0.1) text = text.replace(/\n/g, '\r\n');
  else if (eol < 0.15) text = text.replace(/\n/g, '\r');
  return { kind: 'mutation', format, text, original, mutated };
}

/** The judge's line for case `number` (1-based) in `lines`: Holedox lines carry their number, Tempter's are in order. */
function answerOf(format: FormatId, lines: readonly string[], number: number): string | undefined {
  if (format === 'holedox') return lines.find((line) => line.startsWith(`Case ${number}: `));
  return lines[number - 1];
}

export function fuzzOnce(seed: number, figures: FuzzFigures): void {
  figures.inputs++;
  const input = fuzzInput(seed);
  let whole: ReturnType<typeof wholeText>;
  try {
    // The CLI, like VS Code, skips a leading BOM.
    // A mutated file keeps its format (as its file name would say: detection is another matter).
    const format = input.kind === 'mutation' ? input.format : undefined;
    whole = wholeText(input.text.replace(/^\uFEFF/, ''), format);
    const windowChars = 1 + (seed % 97);
    const stream = streamed(input.text, windowChars, 1 + (seed % 31), format);
    if (stream.stdout !== whole.stdout || stream.diagnostics.join('\n') !== whole.diagnostics.join('\n')) {
      figures.laneMismatches++;
      figures.failures.push(`seed ${seed}: streaming lane (windows of ${windowChars}) differs from the whole-text parse`);
    }
  } catch (error) {
    figures.crashes++;
    figures.failures.push(`seed ${seed}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return;
  }
  if (input.kind !== 'mutation' || input.original === undefined || input.mutated === undefined) return;
  const answered = whole.stdout.split('\n').slice(0, -1);
  // Tempter lines have no number: only the cases before the first skipped one can be matched.
  for (let k = 0; k < input.original.length; k++) {
    if (k === input.mutated) continue;
    const expected = answerOf(input.format, input.original, k + 1);
    const got = answerOf(input.format, answered, k + 1);
    if (k < input.mutated) {
      if (got !== expected) {
        figures.earlierCasesLost++;
        figures.failures.push(
          `seed ${seed}: case ${k + 1}, before the mutated case ${input.mutated + 1}, answered ${got} instead of ${expected}`,
        );
      }
    } else if (input.format === 'holedox') {
      figures.laterCases++;
      if (got !== expected) figures.laterCasesLost++;
    }
  }
}
