/** A half-open span of UTF-16 offsets into the document text, like VS Code's offsets. */
export interface TextRange {
  readonly start: number;
  readonly end: number;
}

/** The same span `delta` characters further on: text inserted or removed before it. */
export function moveRange(range: TextRange, delta: number): TextRange {
  return { start: range.start + delta, end: range.end + delta };
}

/** Every span of `ranges` moved by `delta`. */
export function moveRanges(ranges: readonly TextRange[], delta: number): TextRange[] {
  const moved: TextRange[] = [];
  for (const r of ranges) moved.push({ start: r.start + delta, end: r.end + delta });
  return moved;
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
    const count = 1 + countLineBreaks(text, 0, text.length);
    const starts = new Int32Array(count);
    let line = 1;
    for (let i = 0; i < text.length; i++) {
      const ch = text.charCodeAt(i);
      if (ch === 10 || (ch === 13 && text.charCodeAt(i + 1) !== 10)) starts[line++] = i + 1;
    }
    this.lineStarts = starts;
  }

  get lineCount(): number {
    return this.lineStarts.length;
  }

  positionAt(fileOffset: number): LineColumn {
    const offset = fileOffset - this.offsetBase;
    const starts = this.lineStarts;
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((starts[mid] ?? 0) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: this.lineBase + lo, character: offset - (starts[lo] ?? 0) };
  }
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
