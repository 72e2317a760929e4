import type { FormatId } from '../formats/format';
import { formatById } from '../formats/registry';
import { countLineBreaks } from '../text';
import { fitsSpan, spanBetween, type ChangedSpan } from './changedSpan';
import { assemble, PARSE_WINDOW_CHARS, WindowReader, type PuzzleParse, type ReadWindow } from './windows';

/*
 * The editor's parse of a document, kept as a chain of windows (each format's parseWindow, as
 * the CLI's streaming lane reads big files) so that an edit reads again only the windows it
 * touched: from the window holding the edit until a window ends where an old one ended, in the
 * same state; the windows after that are moved by the edit's length. The result is the one
 * parsePuzzle gives on the whole text (test/unit/core/incrementalParse/reparse.test.ts holds it to that).
 *
 * Moving a window after the edit costs the window, not its cases: its cases are moved when
 * first read (MovedCases), and a window moved again before that only adds to its shift. So a
 * key costs the windows it touched plus one step per later window; the squiggles (issues)
 * never read the cases, and the document's list of cases is made when a feature asks for it.
 */

/** Reads the whole text, a window at a time. */
export function parseIncrementally(text: string, format: FormatId, windowChars = PARSE_WINDOW_CHARS): PuzzleParse {
  const reader = new WindowReader(text, format, windowChars);
  const windows = reader.readFrom({ offsetBase: 0, lineBase: 0, startOffset: 0, resume: undefined }, () => undefined);
  return assemble(text, format, windows, reader.charsRead);
}

/**
 * `previous` updated to `text`: the windows before the change are kept, the ones it touches
 * read again, the ones after moved. `span` is the change when the caller knows it (the
 * editor's change events); without it the texts are compared from their ends, which costs a
 * read of the whole text. The cost otherwise follows the size of the change, not of the file.
 */
export function reparse(previous: PuzzleParse, text: string, windowChars = PARSE_WINDOW_CHARS, span?: ChangedSpan): PuzzleParse {
  const old = previous.text;
  if (span && !fitsSpan(span, old.length, text.length)) span = undefined;
  if (span ? span.start === span.oldEnd && span.start === span.newEnd : text === old) return previous;
  const { format, windows } = previous;
  // The change: old [start, end) became new [start, end + delta).
  const { start, oldEnd: end } = span ?? spanBetween(old, text);
  const delta = text.length - old.length;
  // Lines added: counted with a character of context each side, so a \r\n cut by the change counts as in the whole text.
  const from = Math.max(0, start - 1);
  const oldTo = Math.min(old.length, end + 1);
  const lineDelta = countLineBreaks(text, from, oldTo + delta) - countLineBreaks(old, from, oldTo);

  // The first window whose text the change touches (a change at a window's end leaves its text as it was).
  const first = windows.findIndex((w) => w.final || w.textEnd > start);
  const kept = windows.slice(0, Math.max(0, first));
  const touched = windows[first];
  if (!touched) return parseIncrementally(text, format, windowChars);

  const reader = new WindowReader(text, format, windowChars);
  // Old windows that begin after the change: where reading can join the old chain again.
  const after = windows.filter((w) => w.offsetBase > end);
  // Cut new windows where old ones were cut, so that reading meets an old window's start.
  const oldCuts = windows.filter((w) => !w.final && w.textEnd > end).map((w) => w.textEnd + delta);
  let joined: ReadWindow | undefined;
  const read = reader.readFrom(
    touched,
    (next) => {
      const old = after.find((w) => w.startOffset + delta === next.offset);
      if (!old || !sameData(formatById(format).moveResumeState(old.resume, delta), next.state)) return undefined;
      joined = old;
      return old;
    },
    oldCuts,
  );
  const moved = joined ? windows.slice(windows.indexOf(joined)).map((w) => reader.move(w, delta, lineDelta)) : [];
  return assemble(text, format, [...kept, ...read, ...moved], reader.charsRead);
}

/** Whether two values of plain data (what a window carries over) are equal. */
function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((k) => sameData((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}
