import type { PuzzleParse } from './incrementalParse';
import { countLineBreaks, type LineColumn } from './text';

/**
 * Line and column of offsets in a parsed text, from its windows: each window starts at a line
 * whose number the incremental parse keeps (moved by the lines an edit added), so an offset
 * costs the lines of its own window, at most a window's characters, not the text before it.
 * Lines end at \r\n, \n or \r, as LineIndex counts them.
 */
export function windowPositions(parse: PuzzleParse): (offset: number) => LineColumn {
  const { text, windows } = parse;
  return (fileOffset) => {
    const offset = Math.max(0, Math.min(fileOffset, text.length));
    let lo = 0;
    let hi = windows.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((windows[mid]?.offsetBase ?? 0) <= offset) lo = mid;
      else hi = mid - 1;
    }
    const window = windows[lo];
    const from = window?.offsetBase ?? 0;
    const line = (window?.lineBase ?? 0) + countLineBreaks(text, from, offset);
    let start = offset;
    while (start > from) {
      const ch = text.charCodeAt(start - 1);
      if (ch === 10 || (ch === 13 && text.charCodeAt(start) !== 10)) break;
      start--;
    }
    return { line, character: fileOffset - start };
  };
}
