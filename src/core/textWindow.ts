/**
 * A piece of a larger file handed to a parser: the CLI reads big files a window at a time
 * (see streamAnswers.ts) with the same parsers the editor runs on a whole document.
 */
export interface TextWindow<ResumeState> {
  /** The file offset (UTF-16) of the window text's first character, which starts a line. */
  readonly offsetBase: number;
  /** The 0-based file line of that character. */
  readonly lineBase: number;
  /** The file offset where reading begins: an item boundary the previous window reported. */
  readonly startOffset: number;
  /** Whether the window reaches the end of the file. */
  readonly final: boolean;
  /** What the previous window's parser carried over; absent at the start of the file. */
  readonly resume?: ResumeState;
}

/**
 * How many items (case headers, stray lines) a window gives back at its end: recovery looks a
 * line or a whole case ahead, so an item near the cut is read again with what follows it.
 */
export const WINDOW_BACKOFF_ITEMS = 3;
