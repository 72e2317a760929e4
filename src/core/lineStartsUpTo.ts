import type { LineColumn } from './text';

/**
 * Maps offsets to line/column as LineIndex does (lines end at \r\n, \n or \r), but finds the
 * line starts only as far into the text as it is asked, and jumps from one \n to the next with
 * indexOf. The squiggles of an edit mid-file are placed after reading half of a 1 MB text
 * once, not all of it twice, on every key.
 */
export class LineStartsUpTo {
  private starts = new Int32Array(1024);
  private count = 1;
  /** Every line start up to here is known. */
  private scanned = 0;
  /** Whether some \r ends a line on its own: then each character is looked at. */
  private readonly loneCarriageReturns: boolean;

  constructor(private readonly text: string) {
    // indexOf first: most texts have no \r at all, and it looks for one faster than a regex.
    const firstCarriageReturn = text.indexOf('\r');
    const lone = /\r(?!\n)/g;
    lone.lastIndex = firstCarriageReturn;
    this.loneCarriageReturns = firstCarriageReturn !== -1 && lone.test(text);
  }

  positionAt(offset: number): LineColumn {
    if (offset > this.scanned) this.scanTo(offset);
    let lo = 0;
    let hi = this.count - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.starts[mid] ?? 0) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo, character: offset - (this.starts[lo] ?? 0) };
  }

  private push(start: number): void {
    if (this.count === this.starts.length) {
      const grown = new Int32Array(this.starts.length * 2);
      grown.set(this.starts);
      this.starts = grown;
    }
    this.starts[this.count++] = start;
  }

  /** Finds the line starts up to `offset` (a start at `offset` included). */
  private scanTo(offset: number): void {
    const { text } = this;
    const to = Math.min(offset, text.length);
    if (this.loneCarriageReturns) {
      for (let i = this.scanned; i < to; i++) {
        const ch = text.charCodeAt(i);
        if (ch === 10 || (ch === 13 && text.charCodeAt(i + 1) !== 10)) this.push(i + 1);
      }
    } else {
      for (let i = text.indexOf('\n', this.scanned); i !== -1 && i < to; i = text.indexOf('\n', i + 1)) this.push(i + 1);
    }
    this.scanned = to;
  }
}
