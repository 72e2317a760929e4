/** A half-open span of UTF-16 offsets into the document text, like VS Code's offsets. */
export interface TextRange {
  readonly start: number;
  readonly end: number;
}

/** The same span `delta` characters further on: text inserted or removed before it. */
export function moveRange(range: TextRange, delta: number): TextRange {
  return { start: range.start + delta, end: range.end + delta };
}

export interface LineColumn {
  /** 0-based line. */
  readonly line: number;
  /** 0-based UTF-16 column. */
  readonly character: number;
}

/**
 * Maps offsets to line/column. Lines end at \r\n, \n or \r, as VS Code counts them, so
 * CRLF files report the same columns as LF ones and old Mac files their real lines.
 * `offsetBase` and `lineBase` place `text` inside a larger file whose line starts there.
 */
export class LineIndex {
  private readonly lineStarts: Int32Array;
  private readonly offsetBase: number;
  private readonly lineBase: number;

  constructor(text: string, window: { readonly offsetBase: number; readonly lineBase: number } = { offsetBase: 0, lineBase: 0 }) {
    this.offsetBase = window.offsetBase;
    this.lineBase = window.lineBase;
    this.lineStarts = lineStartsIn(text, 0, text.length);
  }

  get lineCount(): number {
    return this.lineStarts.length;
  }

  positionAt(fileOffset: number): LineColumn {
    const offset = fileOffset - this.offsetBase;
    const line = lineHolding(this.lineStarts, offset);
    return { line: this.lineBase + line, character: offset - (this.lineStarts[line] ?? 0) };
  }
}

/** The starts of the lines of text[from, to), counted from `from` (the first is 0). Lines end at \r\n, \n or \r. */
export function lineStartsIn(text: string, from: number, to: number): Int32Array {
  const starts = new Int32Array(1 + countLineBreaks(text, from, to));
  let line = 1;
  for (let i = from; i < to; i++) {
    const ch = text.charCodeAt(i);
    if (ch === 10 || (ch === 13 && text.charCodeAt(i + 1) !== 10)) starts[line++] = i + 1 - from;
  }
  return starts;
}

/** Which line of `starts` (line starts in order, the first 0) holds offset `at`. */
export function lineHolding(starts: Int32Array, at: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((starts[mid] ?? 0) <= at) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** How many lines end in text[from, to): \r\n counts once, a \r at `to` - 1 counts as a break. */
export function countLineBreaks(text: string, from: number, to: number): number {
  let count = 0;
  for (let i = from; i < to; i++) {
    const ch = text.charCodeAt(i);
    if (ch === 10 || (ch === 13 && text.charCodeAt(i + 1) !== 10)) count++;
  }
  return count;
}
