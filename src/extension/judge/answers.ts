import type { FormatId } from '../../core/puzzleFile';

/** The answer in a judge line: '9' from 'Case 3: 9', 'YES' from 'YES'. */
export function answerOfLine(format: FormatId, line: string | undefined): string | undefined {
  if (line === undefined) return undefined;
  const trimmed = line.trim();
  if (format !== 'holedox') return trimmed;
  const match = /^Case\s+-?\d+\s*:\s*(.*)$/.exec(trimmed);
  return match ? (match[1] ?? '') : trimmed;
}

/** The first non-blank line of a program's output. */
export function firstLine(text: string): string | undefined {
  return text.split('\n').find((line) => line.trim() !== '')?.trimEnd();
}

/** A program's output as answer lines: blank lines dropped, trailing spaces removed. */
export function outputLines(text: string): string[] {
  return text.split('\n').map((line) => line.trimEnd()).filter((line) => line !== '');
}

/** A selection of cases as one input file, ended as the statements end theirs. */
export function packCases(format: FormatId, texts: readonly string[]): string {
  const separator = format === 'holedox' ? '\n\n' : '\n';
  return texts.map((t) => t.trimEnd() + separator).join('') + '0 0 0\n';
}
