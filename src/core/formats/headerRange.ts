import type { TextRange } from '../text';
import { Byte } from './textBytes';

/**
 * Where a header line's numbers stand in a clean file (fastRead.ts), from where the line ends
 * (past its line break, if it has one). The fast readers keep only that offset per case, so
 * their loop pays nothing per line, and work the range out here for the rare case that needs
 * it: a search that spent its budget is reported at its header. In a clean file a header
 * line is three numbers and whitespace, so the range is the line without its outer whitespace.
 */
export function headerRangeBefore(bytes: Uint8Array, lineEnd: number): TextRange {
  let end = lineEnd;
  if (end > 0 && bytes[end - 1] === Byte.Newline) end--;
  let start = end;
  while (start > 0 && bytes[start - 1] !== Byte.Newline) start--;
  while (start < end && !isDigit(bytes[start]!)) start++;
  while (end > start && !isDigit(bytes[end - 1]!)) end--;
  return { start, end };
}

function isDigit(byte: number): boolean {
  return byte >= Byte.Zero && byte <= Byte.Nine;
}
