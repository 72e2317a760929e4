/** A half-open span of UTF-16 offsets into the document text, like VS Code's offsets. */
export interface TextRange {
  readonly start: number;
  readonly end: number;
}

export interface LineColumn {
  /** 0-based line. */
  readonly line: number;
  /** 0-based UTF-16 column. */
  readonly character: number;
}

/**
 * Maps offsets to line/column. Lines end at \n; a \r before it belongs to the line's
 * end, so CRLF files report the same columns as LF ones.
 */
export class LineIndex {
  private readonly lineStarts: Int32Array;

  constructor(text: string) {
    let count = 1;
    for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) count++;
    const starts = new Int32Array(count);
    let line = 1;
    for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts[line++] = i + 1;
    this.lineStarts = starts;
  }

  get lineCount(): number {
    return this.lineStarts.length;
  }

  positionAt(offset: number): LineColumn {
    const starts = this.lineStarts;
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((starts[mid] ?? 0) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo, character: offset - (starts[lo] ?? 0) };
  }
}
