/**
 * The bytes of a puzzle file's text that the formats' fast readers (fastRead.ts) and
 * headerRange.ts look for. A const enum: each use compiles to its number, as if written out,
 * so a reader's loop pays nothing for the names.
 */
export const enum Byte {
  Tab = 9,
  Newline = 10,
  /** The last of the whitespace bytes from Tab: line feed, vertical tab, form feed, carriage return. */
  Return = 13,
  Space = 32,
  Zero = 48,
  Nine = 57,
}
