// Where two texts differ, as one span: what an edit changed, told by the editor or found by comparing.

/** One edit, or several in a row, as one span: old text [start, oldEnd) became new text [start, newEnd); the text before and after it is the same. */
export interface ChangedSpan {
  readonly start: number;
  readonly oldEnd: number;
  readonly newEnd: number;
}

/** The span of `second` applied to the text `first` made: both as one span from the text before `first`. */
export function joinSpans(first: ChangedSpan, second: ChangedSpan): ChangedSpan {
  // In the text between the two edits, everything past `end` is as before `first` and after `second`.
  const end = Math.max(first.newEnd, second.oldEnd);
  return {
    start: Math.min(first.start, second.start),
    oldEnd: end - first.newEnd + first.oldEnd,
    newEnd: end + second.newEnd - second.oldEnd,
  };
}

/** Where `text` differs from `old`, found by comparing them from both ends. */
export function spanBetween(old: string, text: string): ChangedSpan {
  const shorter = Math.min(old.length, text.length);
  const start = commonPrefix(old, text, shorter);
  const same = commonSuffix(old, text, shorter - start);
  return { start, oldEnd: old.length - same, newEnd: text.length - same };
}

/** Whether `span` can be the change from a text of `oldLength` characters to one of `newLength`. */
export function fitsSpan(span: ChangedSpan, oldLength: number, newLength: number): boolean {
  return (
    span.start >= 0 &&
    span.start <= span.oldEnd &&
    span.start <= span.newEnd &&
    span.oldEnd <= oldLength &&
    span.newEnd - span.oldEnd === newLength - oldLength
  );
}

/** Compared a block at a time (string equality is a fast compare), then a character at a time. */
const COMPARE_BLOCK = 4096;

/** How many characters `a` and `b` share from their start, up to `limit`. */
export function commonPrefix(a: string, b: string, limit: number): number {
  let at = 0;
  while (at + COMPARE_BLOCK <= limit && a.slice(at, at + COMPARE_BLOCK) === b.slice(at, at + COMPARE_BLOCK)) at += COMPARE_BLOCK;
  while (at < limit && a.charCodeAt(at) === b.charCodeAt(at)) at++;
  return at;
}

/** How many characters `a` and `b` share at their end, up to `limit`. */
export function commonSuffix(a: string, b: string, limit: number): number {
  let same = 0;
  while (
    same + COMPARE_BLOCK <= limit &&
    a.slice(a.length - same - COMPARE_BLOCK, a.length - same) === b.slice(b.length - same - COMPARE_BLOCK, b.length - same)
  )
    same += COMPARE_BLOCK;
  while (same < limit && a.charCodeAt(a.length - 1 - same) === b.charCodeAt(b.length - 1 - same)) same++;
  return same;
}
