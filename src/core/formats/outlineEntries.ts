import { msg, type Message } from '../l10n/message';
import { described, type Description } from '../description';
import type { OutlineEntry, OutlineKind } from '../outlineEntry';
import type { TextRange } from '../text';

// Building blocks the formats share for their outline entries and hovers. Kept apart from
// outline.ts and puzzleFile.ts (describeAt), which dispatch through the registry, so no import cycle forms.

export function group(
  kind: OutlineKind,
  name: string,
  detail: string,
  range: TextRange,
  selectionRange: TextRange,
  children: readonly OutlineEntry[],
): OutlineEntry {
  return { kind, name, detail, range, selectionRange, children };
}

export function leaf(kind: OutlineKind, name: string, detail: string, range: TextRange): OutlineEntry {
  return { kind, name, detail, range, selectionRange: range, children: [] };
}

export function span(first: TextRange, last: TextRange): TextRange {
  return { start: first.start, end: last.end };
}

export function contains(range: TextRange, offset: number): boolean {
  return offset >= range.start && offset < range.end;
}

/** The hover of a case header: `case header: 4 rows, 4 columns, L = 4`. */
export function headerDescription(c: { rows: number; cols: number; headerRange: TextRange }, third: Message): Description {
  return described(c.headerRange, msg('hover.header', { rows: c.rows, cols: c.cols, third }));
}
