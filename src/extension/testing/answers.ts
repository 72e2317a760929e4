import type { FormatId } from '../../core/formats/format';
import { formatById } from '../../core/formats/registry';

/** The answer in a judge line: '9' from 'Case 3: 9', 'YES' from 'YES'. */
export function answerOfLine(format: FormatId, line: string | undefined): string | undefined {
  return line === undefined ? undefined : formatById(format).answerInLine(line.trim());
}

/** The first non-blank line of a program's output. */
export function firstLine(text: string): string | undefined {
  return text
    .split('\n')
    .find((line) => line.trim() !== '')
    ?.trimEnd();
}

/** A program's output as answer lines: blank lines dropped, trailing spaces removed. */
export function outputLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line !== '');
}

/** A selection of cases as one input file, ended as the statements end theirs. */
export function packCases(format: FormatId, texts: readonly string[]): string {
  // Each case's last line ended, then what the statement puts between cases (Holedox: a blank line).
  const separator = `\n${formatById(format).caseSeparator}`;
  return texts.map((t) => t.trimEnd() + separator).join('') + '0 0 0\n';
}
