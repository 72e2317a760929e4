import type { FormatId } from './formats/format';
import { formatById, type PuzzleDocument } from './formats/registry';

export type { FormatId } from './formats/format';
export { isFormatId, type PuzzleDocument } from './formats/registry';

/**
 * Tells the formats apart by content, so files of any name work: a Holedox file is all
 * numbers, a Tempter file has grid rows. The first token made only of grid squares
 * (S, D, X, .) means Tempter; a file without one (numbers, perhaps a typo) means Holedox.
 */
export function detectFormat(text: string): FormatId {
  const tokens = /\S+/g;
  for (let k = 0; k < 4096; k++) {
    const match = tokens.exec(text);
    if (!match) break;
    if (/^[SDX.]+$/.test(match[0])) return 'tempter';
  }
  return 'holedox';
}

export function parsePuzzle(text: string, format: FormatId = detectFormat(text)): PuzzleDocument {
  return formatById(format).parse(text) as PuzzleDocument;
}
