import type { Message } from './l10n/message';
import type { TextRange } from './text';

// Edits as data, and the small text measurements the formats' quick fixes share.

export interface TextEdit {
  readonly range: TextRange;
  readonly newText: string;
}

/** One way to fix an issue: edits that do not overlap, all against the same text. */
export interface QuickFix {
  /** What the fix does, worded where it is offered. */
  readonly title: Message;
  readonly edits: readonly TextEdit[];
}

/** Applies non-overlapping edits to text, as an editor would. */
export function applyEdits(text: string, edits: readonly TextEdit[]): string {
  const sorted = [...edits].sort((a, b) => b.range.start - a.range.start);
  let result = text;
  for (const edit of sorted) result = result.slice(0, edit.range.start) + edit.newText + result.slice(edit.range.end);
  return result;
}

export function tokensIn(text: string, range: TextRange): TextRange[] {
  const tokens: TextRange[] = [];
  const pattern = /\S+/g;
  pattern.lastIndex = range.start;
  for (let match = pattern.exec(text); match && match.index < range.end; match = pattern.exec(text))
    tokens.push({ start: match.index, end: Math.min(match.index + match[0].length, range.end) });
  return tokens;
}

export function nextTokenAfter(text: string, offset: number): number {
  const pattern = /\S/g;
  pattern.lastIndex = offset;
  return pattern.exec(text)?.index ?? text.length;
}

/** A pair alone on its line goes with its line; one sharing a line goes with the space before it. */
export function removalRange(text: string, range: TextRange): TextRange {
  const lineStart = text.lastIndexOf('\n', range.start - 1) + 1;
  const newline = text.indexOf('\n', range.end);
  const lineEnd = newline === -1 ? text.length : newline + 1;
  const before = text.slice(lineStart, range.start);
  const after = text.slice(range.end, lineEnd);
  if (/^[ \t]*$/.test(before) && /^\s*$/.test(after)) return { start: lineStart, end: lineEnd };
  let start = range.start;
  while (start > 0 && /[ \t]/.test(text[start - 1] ?? '')) start--;
  return { start, end: range.end };
}

export function lineEnding(text: string): string {
  return text.includes('\r\n') ? '\r\n' : '\n';
}

export function at(offset: number): TextRange {
  return { start: offset, end: offset };
}
