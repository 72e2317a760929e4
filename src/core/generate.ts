import type { Message } from './l10n/message';
import { formatById, type CaseOptions, type PuzzleDocument } from './formats/registry';

/*
 * Random cases within the judges' limits, reproducible from a seed: the same options give
 * the same text on every machine, so a case found interesting can be shared as its seed.
 * Each format's generator and options live in its folder (generate.ts); shared parts in
 * randomCases.ts.
 */

/** Why options cannot make a case, one message per bad option; empty when they can. */
export function validateCaseOptions(options: CaseOptions): Message[] {
  return formatById(options.format).caseOptions.validate(options);
}

/** One case's text in the conventional layout, each line ended by \n, without a trailing blank line (throws InvalidCaseOptions). */
export function generateCase(options: CaseOptions): string {
  return formatById(options.format).generate(options);
}

/** Where a new case goes and what exactly to insert, so the document stays well laid out. */
export interface CaseInsertion {
  readonly offset: number;
  readonly text: string;
}

/**
 * Places a case near the cursor without splitting another: inside a case it goes after
 * that case, past the terminator it goes before it; at a line's start, with what the
 * format puts between cases (its caseSeparator: a blank line in Holedox). A document
 * without cases or terminator gets the terminator too, so it is complete.
 */
export function planCaseInsertion(text: string, document: PuzzleDocument, cursor: number, caseText: string): CaseInsertion {
  const separator = formatById(document.format).caseSeparator;
  if (document.cases.length === 0 && !document.terminator && text.trim() === '') {
    return { offset: text.length, text: `${text.length > 0 && !text.endsWith('\n') ? '\n' : ''}${caseText}${separator}0 0 0\n` };
  }
  let offset = Math.max(0, Math.min(cursor, text.length));
  const inside = document.cases.find((c) => c.range.start < offset && offset < c.range.end);
  if (inside) offset = inside.range.end;
  if (document.terminator && offset > document.terminator.start) offset = document.terminator.start;
  // Whole lines only: after a line with content before the offset, start on the next one.
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  if (text.slice(lineStart, offset).trim() !== '') {
    const newline = text.indexOf('\n', offset);
    offset = newline < 0 ? text.length : newline + 1;
  } else offset = lineStart;

  let prefix = offset > 0 && text[offset - 1] !== '\n' ? '\n' : '';
  let suffix = '';
  if (separator !== '') {
    const previousLine = text.slice(text.lastIndexOf('\n', offset - 2) + 1, offset);
    if (offset > 0 && previousLine.trim() !== '') prefix += separator;
    const newline = text.indexOf('\n', offset);
    const currentLine = text.slice(offset, newline < 0 ? text.length : newline);
    if (currentLine.trim() !== '') suffix = separator;
  }
  return { offset, text: `${prefix}${caseText}${suffix}` };
}
