/**
 * Both judges read whitespace-separated tokens (scanf), so the parsers work on tokens,
 * keeping each token's offsets and line so diagnostics can point at it and recovery can
 * use the conventional one-item-per-line layout as a hint. Typed arrays keep a 1 MB file
 * cheap to scan on every keystroke.
 */
export class TokenList {
  readonly count: number;
  /** Where `text` starts in the whole file: offsets and lines are the file's, so a window reads like the file. */
  readonly offsetBase: number;
  readonly lineBase: number;
  private readonly starts: Int32Array;
  private readonly ends: Int32Array;
  private readonly lines: Int32Array;
  /** For each token, how many tokens share its line: layout hints are asked for often. */
  private readonly lineCounts: Int32Array;
  /** The furthest token index asked about so far: how far a reading has looked (see settledBefore). */
  private reach = -1;

  /**
   * `offsetBase` and `lineBase` place `text` inside a larger file (the CLI reads it a window
   * at a time); `text` then starts at a line start. Lines end at \r\n, \n or \r, as VS Code counts them.
   */
  constructor(
    readonly text: string,
    window: { readonly offsetBase: number; readonly lineBase: number } = { offsetBase: 0, lineBase: 0 },
  ) {
    this.offsetBase = window.offsetBase;
    this.lineBase = window.lineBase;
    // Tokens are at least two characters apart: size once for the usual files, grow for the rest.
    let capacity = Math.max(64, text.length >> 2);
    let starts = new Int32Array(capacity);
    let ends = new Int32Array(capacity);
    let lines = new Int32Array(capacity);
    let count = 0;
    let line = window.lineBase;
    const length = text.length;
    let i = 0;
    while (i < length) {
      const ch = text.charCodeAt(i);
      if (isSpace(ch)) {
        if (ch === 10 || (ch === 13 && text.charCodeAt(i + 1) !== 10)) line++;
        i++;
        continue;
      }
      const start = i;
      while (i < length && !isSpace(text.charCodeAt(i))) i++;
      if (count === capacity) {
        capacity *= 2;
        starts = grow(starts, capacity);
        ends = grow(ends, capacity);
        lines = grow(lines, capacity);
      }
      starts[count] = start;
      ends[count] = i;
      lines[count] = line;
      count++;
    }
    this.count = count;
    this.starts = starts;
    this.ends = ends;
    this.lines = lines;
    const lineCounts = new Int32Array(count);
    for (let first = 0; first < count;) {
      let last = first;
      while (last + 1 < count && lines[last + 1] === lines[first]) last++;
      lineCounts.fill(last - first + 1, first, last + 1);
      first = last + 1;
    }
    this.lineCounts = lineCounts;
  }

  start(index: number): number {
    if (index > this.reach) this.reach = index;
    return this.offsetBase + (this.starts[index] ?? this.text.length);
  }

  end(index: number): number {
    if (index > this.reach) this.reach = index;
    return this.offsetBase + (this.ends[index] ?? this.text.length);
  }

  /** The file offset just past the text. */
  get endOffset(): number {
    return this.offsetBase + this.text.length;
  }

  /** The text between two file offsets. */
  slice(start: number, end: number): string {
    return this.text.slice(start - this.offsetBase, end - this.offsetBase);
  }

  line(index: number): number {
    if (index > this.reach) this.reach = index;
    return this.lines[index] ?? -1;
  }

  textOf(index: number): string {
    return this.slice(this.start(index), this.end(index));
  }

  /** The first token at or after file offset `offset`, or `count`. */
  firstAtOrAfter(offset: number): number {
    const local = offset - this.offsetBase;
    let lo = 0;
    let hi = this.count;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.starts[mid] ?? 0) < local) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /**
   * The token's value when it is an integer as scanf's %d reads it (optional sign,
   * digits only); NaN otherwise. Values too large to matter saturate instead of
   * losing precision, so a 1 MB run of digits stays harmless.
   */
  integer(index: number): number {
    const text = this.text;
    let i = this.start(index) - this.offsetBase;
    const end = this.end(index) - this.offsetBase;
    if (i >= end) return Number.NaN;
    let sign = 1;
    const first = text.charCodeAt(i);
    if (first === 43 || first === 45) {
      if (first === 45) sign = -1;
      i++;
      if (i >= end) return Number.NaN;
    }
    let value = 0;
    for (; i < end; i++) {
      const digit = text.charCodeAt(i) - 48;
      if (digit < 0 || digit > 9) return Number.NaN;
      if (value < INTEGER_CAP) value = value * 10 + digit;
    }
    return sign * Math.min(value, INTEGER_CAP);
  }

  /** An integer token as a message shows it: its value, or its digits as written when too large to hold exactly. */
  shown(index: number): string {
    const value = this.integer(index);
    if (Math.abs(value) < INTEGER_CAP) return String(value);
    const written = /^([+-]?)0*(\d+)$/.exec(this.textOf(index));
    return written ? `${written[1] === '-' ? '-' : ''}${written[2]}` : String(value);
  }

  /** How far readings have looked so far: a mark to pass to `settledBefore` later. */
  get lookedAhead(): number {
    return this.reach;
  }

  /**
   * Whether what was read before a reading had looked as far as `mark` (a `lookedAhead`) is what
   * reading more text after this window would read too: it never came near the window's end,
   * where a token's neighbours, its line and a count compared with the end may differ.
   */
  settledBefore(mark: number): boolean {
    return mark < this.count - END_SLACK_TOKENS;
  }

  isFirstOnLine(index: number): boolean {
    return index === 0 || this.line(index - 1) !== this.line(index);
  }

  /** How many tokens share this token's line. */
  tokensOnLine(index: number): number {
    if (index > this.reach) this.reach = index;
    return this.lineCounts[index] ?? 0;
  }

  /** True when this token starts a line of exactly three integers: what a case header (or `0 0 0`) looks like. */
  startsHeaderLine(index: number): boolean {
    return (
      this.isFirstOnLine(index) &&
      this.tokensOnLine(index) === 3 &&
      Number.isFinite(this.integer(index)) &&
      Number.isFinite(this.integer(index + 1)) &&
      Number.isFinite(this.integer(index + 2))
    );
  }

  /** The first token after `index`'s line that starts a header-like line, or `count`. */
  nextHeaderLineAfter(index: number): number {
    const line = this.line(index);
    let i = index + 1;
    while (i < this.count && this.line(i) === line) i++;
    while (i < this.count && !this.startsHeaderLine(i)) i++;
    return i;
  }
}

/**
 * Values up to here are exact (2^53 - 1); larger ones saturate, so a 1 MB run of digits stays
 * harmless. Messages show a saturated value as written (TokenList.shown).
 */
/** Tokens before a window's end that a settled reading never looked at: more than a line's or a header's worth. */
const END_SLACK_TOKENS = 8;

const INTEGER_CAP = Number.MAX_SAFE_INTEGER;

function isSpace(ch: number): boolean {
  // scanf's whitespace: space, \t, \n, \v, \f, \r.
  return ch === 32 || (ch >= 9 && ch <= 13);
}

function grow(array: Int32Array, capacity: number): Int32Array<ArrayBuffer> {
  const bigger = new Int32Array(capacity);
  bigger.set(array);
  return bigger;
}
