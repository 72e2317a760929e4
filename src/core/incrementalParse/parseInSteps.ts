import type { FormatId } from '../formats/format';
import type { PuzzleCase } from '../formats/registry';
import type { LineColumn } from '../text';
import { assemble, PARSE_WINDOW_CHARS, positionIn, WindowReader, type PuzzleParse, type ReadWindow, type WindowStart } from './windows';

/**
 * A document's first parse, read a window at a time as far as asked: the cases of the windows
 * read so far are the whole parse's (reading resumes where a window ended, as
 * parseIncrementally's loop does), so the cases of the first screen can be had before the
 * rest of a big file is read, and the rest read a slice at a time.
 */
export class ParseInSteps {
  private readonly reader: WindowReader;
  /** The windows read so far, in order. */
  readonly windows: ReadWindow[] = [];
  private readonly read: PuzzleCase[] = [];
  private next: WindowStart | undefined = { offsetBase: 0, lineBase: 0, startOffset: 0, resume: undefined };

  constructor(
    readonly text: string,
    readonly format: FormatId,
    windowChars = PARSE_WINDOW_CHARS,
  ) {
    this.reader = new WindowReader(text, format, windowChars);
  }

  /** Whether the whole text was read. */
  get done(): boolean {
    return this.next === undefined;
  }

  /** The cases read so far, in file order: every case that starts before the next window's start. */
  get cases(): readonly PuzzleCase[] {
    return this.read;
  }

  /** Reads one more window; false when the text was read to its end. */
  step(): boolean {
    if (!this.next) return false;
    const { window, next } = this.reader.readOne(this.next);
    this.windows.push(window);
    for (const c of window.document.cases) this.read.push(c);
    this.next = next;
    return true;
  }

  /** Reads on until `count` cases start at or after `offset`, or to the end. */
  readPast(offset: number, count: number): void {
    for (;;) {
      const last = this.read.length - count;
      const enough =
        count === 0 ? (this.next?.startOffset ?? Infinity) > offset : last >= 0 && (this.read[last]?.range.start ?? -1) >= offset;
      if (enough || !this.step()) return;
    }
  }

  /** The line and column of `offset`, as positionIn gives them: the text is read on as far as the window holding it. */
  positionAt(offset: number): LineColumn {
    while (this.next && this.next.offsetBase <= offset && this.step());
    return positionIn(this, offset);
  }

  /** The whole parse: the rest read at once. */
  finish(): PuzzleParse {
    while (this.step());
    return assemble(this.text, this.format, this.windows, this.reader.charsRead);
  }
}
