// Reading a text as a chain of windows (each format's parseWindow), and the one parse they
// make: what the incremental parse (reparse.ts) and the first parse in steps share.
import type { FormatDocument, FormatId } from '../formats/format';
import { formatById, type AnyFormat, type PuzzleCase, type PuzzleDocument } from '../formats/registry';
import { capFileIssues, moveIssue, type Issue } from '../issues';
import { checkDeclaredFormat } from '../puzzleFile';
import { countLineBreaks, lineHolding, lineStartsIn, moveRange, type LineColumn, type TextRange } from '../text';
import type { TextWindow } from '../textWindow';

/** Text per window: what a key reads again (about a millisecond); moving the windows after it costs little per window. */
export const PARSE_WINDOW_CHARS = 4 * 1024;

/** Where a window begins: a line start, and the item boundary reading resumes at. */
export interface WindowStart {
  readonly offsetBase: number;
  readonly lineBase: number;
  readonly startOffset: number;
  readonly resume: unknown;
}

/** One window's reading: its text was [offsetBase, textEnd) of the file. */
export interface ReadWindow extends WindowStart {
  readonly textEnd: number;
  readonly final: boolean;
  readonly document: FormatDocument<PuzzleCase>;
  /** Whether a case of the window reads right (no problem): what the declared format's check asks, without reading the cases. */
  readonly solvable: boolean;
  /** The window's cases when they are a moved window's, made when first read. */
  readonly moved?: MovedCases;
  /** Its line starts, counted from offsetBase: a moved window's text is the same, so they go with it. */
  readonly lines: WindowLines;
  /** Where the next window starts; absent for the last. */
  readonly next?: { readonly offset: number; readonly state: unknown };
}

/** A document's parse and what it takes to update it after an edit. */
export interface PuzzleParse {
  readonly format: FormatId;
  readonly text: string;
  /** The whole document, as parsePuzzle(text, format) reads it. */
  readonly document: PuzzleDocument;
  readonly windows: readonly ReadWindow[];
  /** Characters of text read to make this parse (the whole text, or the windows an edit touched). */
  readonly charsRead: number;
}

/** Reads a text as a chain of windows, each with its format's parseWindow; counts the characters it read. */
export class WindowReader {
  charsRead = 0;
  private readonly format: AnyFormat;

  constructor(
    private readonly text: string,
    formatId: FormatId,
    private readonly windowChars: number,
  ) {
    this.format = formatById(formatId);
  }

  /**
   * Reads windows from `at` to the end of the text, or until `join` finds an old window that
   * starts where the next one would (it is then not read). `cuts`: where to end windows, when
   * past what a window must hold; the window size otherwise.
   */
  readFrom(
    at: WindowStart,
    join: (next: { offset: number; state: unknown }) => ReadWindow | undefined,
    cuts: readonly number[] = [],
  ): ReadWindow[] {
    const read: ReadWindow[] = [];
    let cut = 0;
    for (let start: WindowStart | undefined = at; start;) {
      while (cut < cuts.length && (cuts[cut] ?? 0) <= start.startOffset) cut++;
      const window = this.readWindow(start, cuts[cut]);
      read.push(window);
      const next = window.next;
      if (!next || join(next)) break;
      start = this.startAt(window, next);
    }
    return read;
  }

  /** The window at `start`, and where the one after it starts (none after the last). */
  readOne(start: WindowStart): { readonly window: ReadWindow; readonly next?: WindowStart } {
    const window = this.readWindow(start, undefined);
    return window.next ? { window, next: this.startAt(window, window.next) } : { window };
  }

  /** One window from `start`, ending at `cut` (a line end) when it is given and holds more than one item. */
  private readWindow(start: WindowStart, cut: number | undefined): ReadWindow {
    const text = this.text;
    let want = cut ?? lineEndBefore(text, start.startOffset + this.windowChars, start.startOffset);
    for (;;) {
      const final = want >= text.length;
      const end = final ? text.length : want;
      const { window, settled } = this.readText(start, end, final);
      // One item fills the window, or its last items looked near its end (reading on might read them
      // otherwise), or the terminator ends the file here: read on to the end (the terminator) or a wider window.
      if (!final && (window.next === undefined || window.next.offset === start.startOffset || !settled)) {
        want =
          window.next === undefined
            ? text.length
            : lineEndBefore(text, start.startOffset + 2 * (end - start.startOffset) + this.windowChars, end);
        continue;
      }
      return window;
    }
  }

  private readText(start: WindowStart, end: number, final: boolean): { window: ReadWindow; settled: boolean } {
    this.charsRead += end - start.offsetBase;
    const window: TextWindow<unknown> = {
      offsetBase: start.offsetBase,
      lineBase: start.lineBase,
      startOffset: start.startOffset,
      final,
      ...(start.resume === undefined ? {} : { resume: start.resume }),
    };
    const reading = this.format.parseWindow(this.text.slice(start.offsetBase, end), window);
    const { offsetBase, lineBase, startOffset, resume } = start;
    const solvable = reading.document.cases.some((c) => c.problem === undefined);
    const read: ReadWindow = {
      offsetBase,
      lineBase,
      startOffset,
      resume,
      textEnd: end,
      final,
      document: reading.document,
      solvable,
      lines: new WindowLines(),
    };
    const next = reading.resume;
    return next
      ? { window: { ...read, next: { offset: next.offset, state: next.state } }, settled: next.settled }
      : { window: read, settled: true };
  }

  /** Where the window after `window` starts: the line of `next.offset`, so layout hints see whole lines. */
  private startAt(window: ReadWindow, next: { offset: number; state: unknown }): WindowStart {
    const offsetBase = lineStartBefore(this.text, next.offset, window.offsetBase);
    return {
      offsetBase,
      lineBase: window.lineBase + countLineBreaks(this.text, window.offsetBase, offsetBase),
      startOffset: next.offset,
      resume: next.state,
    };
  }

  /** An old window after the change, where the change put it: moved, or read again when lines moved and its messages may name them. */
  move(w: ReadWindow, delta: number, lineDelta: number): ReadWindow {
    if (delta === 0 && lineDelta === 0) return w;
    const start: WindowStart = {
      offsetBase: w.offsetBase + delta,
      lineBase: w.lineBase + lineDelta,
      startOffset: w.startOffset + delta,
      resume: w.resume === undefined ? undefined : this.format.moveResumeState(w.resume, delta),
    };
    if (lineDelta !== 0 && w.document.issues.length > 0) return this.readText(start, w.textEnd + delta, w.final).window;
    const d = w.document;
    // Not d.cases: that would make a moved window's cases, which may never be read.
    const cases = w.moved ? w.moved.by(delta) : new MovedCases(d.cases, delta, this.format);
    const document: { -readonly [K in keyof FormatDocument<PuzzleCase>]: FormatDocument<PuzzleCase>[K] } = {
      format: d.format,
      get cases() {
        return cases.get();
      },
      issues: d.issues.map((i) => moveIssue(i, delta)),
    };
    if (d.terminator) document.terminator = moveRange(d.terminator, delta);
    const moved: ReadWindow = {
      ...start,
      textEnd: w.textEnd + delta,
      final: w.final,
      document,
      solvable: w.solvable,
      moved: cases,
      lines: w.lines,
    };
    return w.next ? { ...moved, next: { offset: w.next.offset + delta, state: this.format.moveResumeState(w.next.state, delta) } } : moved;
  }
}

/** A window's line starts, relative to its first offset; made the first time a position in it is asked for. */
class WindowLines {
  private starts: Int32Array | undefined;

  /** `text`: the file, the window being [offsetBase, textEnd) of it. */
  of(text: string, offsetBase: number, textEnd: number): Int32Array {
    return (this.starts ??= lineStartsIn(text, offsetBase, textEnd));
  }
}

/**
 * The line and column of `offset` in the parse's text, as LineIndex gives them, from the line
 * starts of the window holding it: after an edit, the windows it moved keep theirs, so placing
 * the squiggles costs the windows read again, not a line index of the whole text.
 */
export function positionIn(parse: { readonly text: string; readonly windows: readonly ReadWindow[] }, offset: number): LineColumn {
  const windows = parse.windows;
  // The last window starting at or before the offset (windows start at line starts, in order, with no gaps).
  let lo = 0;
  let hi = windows.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((windows[mid]?.offsetBase ?? 0) <= offset) lo = mid;
    else hi = mid - 1;
  }
  const w = windows[lo];
  if (!w) return { line: 0, character: offset };
  const starts = w.lines.of(parse.text, w.offsetBase, w.textEnd);
  const at = offset - w.offsetBase;
  const line = lineHolding(starts, at);
  return { line: w.lineBase + line, character: at - (starts[line] ?? 0) };
}

/**
 * A window's cases moved by `delta` from `from`, made when first read, then kept. Moved again
 * before that, the shift adds up: the cases are still made once, from the cases read.
 */
class MovedCases {
  private made: readonly PuzzleCase[] | undefined;

  constructor(
    private readonly from: readonly PuzzleCase[],
    private readonly delta: number,
    private readonly format: AnyFormat,
  ) {}

  get(): readonly PuzzleCase[] {
    return (this.made ??= this.from.map((c) => this.format.moveCase(c, this.delta)));
  }

  /** These cases `delta` further on. */
  by(delta: number): MovedCases {
    return this.made ? new MovedCases(this.made, delta, this.format) : new MovedCases(this.from, this.delta + delta, this.format);
  }
}

/** The parse of the whole text from its windows, in order. */
export function assemble(text: string, format: FormatId, windows: readonly ReadWindow[], charsRead: number): PuzzleParse {
  const issues: Issue[] = [];
  let terminator: TextRange | undefined;
  for (const w of windows) {
    for (const i of w.document.issues) issues.push(i);
    terminator ??= w.document.terminator;
  }
  // The list of every case is made when first asked for (the squiggles never ask).
  let cases: PuzzleCase[] | undefined;
  const whole = {
    format,
    get cases(): PuzzleCase[] {
      if (cases) return cases;
      cases = [];
      for (const w of windows) for (const c of w.document.cases) cases.push(c);
      return cases;
    },
    issues: capFileIssues(issues),
    ...(terminator ? { terminator } : {}),
  } as PuzzleDocument;
  // Only a file where no case reads right may contradict its declared format: asked of the windows, not of the cases.
  const document = windows.some((w) => w.solvable) ? whole : checkDeclaredFormat(text, format, whole);
  return { format, text, document, windows, charsRead };
}

/** Just past the last line end in text(after, at] (a \r\n's \n, never between them), or `after` when there is none; the text's end past it. */
function lineEndBefore(text: string, at: number, after: number): number {
  if (at >= text.length) return text.length;
  for (let i = at; i > after; i--) {
    const ch = text.charCodeAt(i - 1);
    if (ch === 10 || (ch === 13 && text.charCodeAt(i) !== 10)) return i;
  }
  // No line ends in the stretch: the next line end after it.
  for (let i = at + 1; i <= text.length; i++) {
    const ch = text.charCodeAt(i - 1);
    if (ch === 10 || (ch === 13 && text.charCodeAt(i) !== 10)) return i;
  }
  return text.length;
}

/** The start of the line holding `offset`, not before `floor`. */
function lineStartBefore(text: string, offset: number, floor: number): number {
  for (let i = offset; i > floor; i--) {
    const ch = text.charCodeAt(i - 1);
    if (ch === 10 || ch === 13) return i;
  }
  return floor;
}
